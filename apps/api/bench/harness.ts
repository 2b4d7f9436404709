// What every benchmark shares: a throwaway embedded PostgreSQL with the seed, the app listening on it, and a
// closed-loop load generator that reports throughput and latency percentiles.
import type { FastifyInstance } from 'fastify';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase, runMigrations, type Db } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedIfEmpty } from '../src/db/seed';

export const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
export const SESSION_SECRET = 'bench-'.repeat(8);

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** Keeps `concurrency` clients busy with GET `url` for DURATION_MS. */
export async function load(url: string, concurrency: number, headers: Record<string, string> = {}): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url, { headers }).catch(() => null);
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

/** Prints one result line and says whether it met its targets. */
export function report(name: string, r: LoadResult, targets: { p95Ms: number; minRps: number }): boolean {
  const ok = r.p95 <= targets.p95Ms && r.rps >= targets.minRps && r.errors === 0;
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}`,
  );
  return ok;
}

export function reportMemory(maxRssMb: number): boolean {
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  const ok = rssMb <= maxRssMb;
  console.log(`${ok ? 'ok  ' : 'HIGH'} resident memory ${rssMb.toFixed(0)} MB (target ${maxRssMb} MB; includes the load generator)`);
  return ok;
}

/** Runs `body` against a seeded shop in production mode; the database is thrown away afterwards. */
export async function withShop(port: number, body: (shop: { db: Db; app: FastifyInstance; base: string }) => Promise<boolean>): Promise<never> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  await chmod(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port });
  const database = connectDatabase(pg.urlFor('postgres'));
  let ok = false;
  try {
    await runMigrations(database.db);
    await seedIfEmpty(database.db);
    const config = parseConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: 'none',
      SESSION_SECRET,
      PUBLIC_BASE_URL: 'https://shop.example.in',
      // Never called: the benchmarks read, they do not pay.
      RAZORPAY_KEY_ID: 'rzp_test_benchmark',
      RAZORPAY_KEY_SECRET: 'benchmark-secret',
      RAZORPAY_WEBHOOK_SECRET: 'benchmark-webhook-secret',
    });
    const app = await buildApp({ config, db: database.db, sessionSecret: SESSION_SECRET });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    try {
      ok = await body({ db: database.db, app, base });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}
