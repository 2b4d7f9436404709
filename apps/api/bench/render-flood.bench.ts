// Pages rendered on demand, under a flood: the shop as `npm start` runs it (src/server.ts in its own process,
// production mode, the web build's server renderer) answers customers browsing the catalogue while 50 connections
// ask for pages nobody else asks for (`/?q=<n>`, `/explore?x=<n>`, `/track/<n>`, a missing `/gone-<n>`), each from an address of its own
// (behind a proxy the shop trusts). The catalogue is measured alone and beside the flood, in the same run, so the
// comparison holds whatever else the machine is doing. Run with `npm run bench` (after `npm run build`).
//
// Target: the catalogue's p99 for the other customers under 50 ms beside the flood; the flood is refused (503 with
// Retry-After) rather than rendered without end. BENCH_SECONDS changes the length.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase, runMigrations } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedIfEmpty } from '../src/db/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FLOOD_CONNECTIONS = 50;
const CUSTOMER_CONNECTIONS = 10;
const TARGET_P99_MS = 50;
const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startProcess(args: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const toFigures = (r: autocannon.Result): Figures => ({
  requests: r.requests.total,
  rps: r.requests.total / (r.duration || SECONDS),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
});

/** Customers browsing: the product list, as the shop's pages load it. */
const customers = (base: string) =>
  autocannon({ url: `${base}/api/v1/products/all-products`, connections: CUSTOMER_CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } });

/** Pages nobody asked for before, each from a new address: how many were answered with what. */
function flood(base: string): { done: Promise<autocannon.Result>; statuses: Map<number, number> } {
  const statuses = new Map<number, number>();
  let n = 0;
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const options: autocannon.Options = {
    url: base,
    connections: FLOOD_CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest(request) {
          n++;
          const paths = [`/?q=${n}`, `/explore?x=${n}`, `/track/ORD-FLOOD-${n}`, `/gone-${n}`];
          const address = `198.18.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, path: paths[n % paths.length]!, headers: { ...request.headers, 'x-forwarded-for': address, 'accept-encoding': 'br' } };
        },
      },
    ],
  };
  const instance = autocannon(options, (error, result) => (error ? failed(error) : finished(result)));
  instance.on('response', (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
  return { done, statuses };
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(30)} ${String(f.requests).padStart(6)} answered ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(7)} ms  errors ${f.errors}`;

if (!existsSync(path.join(WEB_DIST, '.ssr', 'entry-server.js'))) {
  console.log(`SKIP render flood: no web build with its server renderer in ${WEB_DIST} (run \`npm run build\` first)`);
  process.exit(0);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
await chmod(dataDir, 0o755);
const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
const database = connectDatabase(pg.urlFor('postgres'));
let shop: ChildProcess | null = null;
let ok = false;
try {
  await runMigrations(database.db);
  await seedIfEmpty(database.db);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  shop = await startProcess(
    ['--import', 'tsx', path.join(import.meta.dirname, '../src/server.ts')],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: pg.urlFor('postgres'),
      WEB_DIST_DIR: WEB_DIST,
      SEED_ON_EMPTY: 'false',
      SESSION_SECRET: 'bench-'.repeat(8),
      PUBLIC_BASE_URL: 'https://shop.example.in',
      // The flood arrives through a proxy on this machine, which names each client.
      TRUST_PROXY: 'loopback',
      RAZORPAY_KEY_ID: 'rzp_test_benchmark',
      RAZORPAY_KEY_SECRET: 'benchmark-secret',
      RAZORPAY_WEBHOOK_SECRET: 'benchmark-webhook-secret',
    },
    `${base}/api/v1/health`,
  );
  // Warm: the catalogue and the home page, as any running shop has them.
  for (let i = 0; i < 20; i++) {
    await fetch(`${base}/api/v1/products/all-products`).then((r) => r.arrayBuffer());
    await fetch(`${base}/`).then((r) => r.arrayBuffer());
  }

  const alone = toFigures(await customers(base));
  const flooding = flood(base);
  const [beside, floodResult] = await Promise.all([customers(base), flooding.done]);
  const besideFigures = toFigures(beside);
  const home = await fetch(`${base}/`);
  await home.arrayBuffer();

  const total = floodResult.requests.total;
  const count = (status: number) => flooding.statuses.get(status) ?? 0;
  const others = [...flooding.statuses].filter(([s]) => s !== 200 && s !== 503).map(([s, c]) => `${c}×${s}`);
  console.log(`render flood: ${FLOOD_CONNECTIONS} connections of unique pages from unique addresses beside ${CUSTOMER_CONNECTIONS} customers, ${SECONDS} s each`);
  console.log(line('catalogue alone', alone));
  console.log(line('catalogue beside the flood', besideFigures));
  console.log(
    `flood: ${(total / SECONDS).toFixed(0)} req/s, ${total} requests: ${count(200)} answered 200, ${count(503)} refused 503${others.length ? `, ${others.join(', ')}` : ''}; ` +
      `p50 ${floodResult.latency.p50} ms, p99 ${floodResult.latency.p99} ms`,
  );
  console.log(`home page right after: ${home.status} (x-cache ${home.headers.get('x-cache') ?? 'none'})`);
  ok = besideFigures.requests > 0 && besideFigures.p99 < TARGET_P99_MS && besideFigures.errors === 0 && count(500) === 0;
  console.log(`${ok ? 'ok  ' : 'SLOW'} catalogue p99 beside the flood ${besideFigures.p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms, no error, no 500)`);
} finally {
  if (shop) await stopProcess(shop);
  await database.close();
  await pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
