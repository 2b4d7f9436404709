// Catalogue read benchmark: the pages every visitor loads. Run with `npm run bench`.
// Targets (one API process, embedded PostgreSQL, 2 cores): p95 under 50 ms at 20 concurrent clients,
// at least 500 requests/s for the product list, and resident memory under 300 MB afterwards.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase, runMigrations } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedIfEmpty } from '../src/db/seed';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONCURRENCY = 20;
const TARGETS = { p95Ms: 50, minRps: 500, maxRssMb: 300 };

async function load(url: string) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url).catch(() => null);
        if (!res || !res.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / (DURATION_MS / 1000), p50: at(0.5), p95: at(0.95), p99: at(0.99), errors };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
await chmod(dataDir, 0o755);
const pg = await startEmbeddedPostgres({ dataDir, port: 54391 });
const database = connectDatabase(pg.urlFor('postgres'));
let failed = false;
try {
  await runMigrations(database.db);
  await seedIfEmpty(database.db);
  const app = await buildApp({ config: parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_DIST_DIR: 'none' }), db: database.db, sessionSecret: 'bench-'.repeat(8) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
  const { products } = (await (await fetch(`${base}/products/all-products`)).json()) as { products: Array<{ _id: string }> };

  for (const [name, url] of [
    ['product list', `${base}/products/all-products`],
    ['product detail', `${base}/products/get-product-by/${products[0]!._id}`],
    ['approved reviews', `${base}/reviews/approved`],
  ] as const) {
    const r = await load(url);
    const ok = r.p95 <= TARGETS.p95Ms && r.rps >= TARGETS.minRps && r.errors === 0;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(17)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}`,
    );
  }
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  const memOk = rssMb <= TARGETS.maxRssMb;
  failed ||= !memOk;
  console.log(`${memOk ? 'ok  ' : 'HIGH'} resident memory ${rssMb.toFixed(0)} MB (target ${TARGETS.maxRssMb} MB; includes the load generator)`);
  await app.close();
} finally {
  await database.close();
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
