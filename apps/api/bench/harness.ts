// What every benchmark shares: a throwaway embedded PostgreSQL with the seed, the shop on it (in this process, or in a
// process of its own as `npm start` runs it), and load generators that report throughput and latency percentiles.
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { connectDatabase, runMigrations, type Db } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedIfEmpty } from '../src/ops/seed';

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

/** A port nobody listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The settings every benchmarked shop runs with: production mode, and payment keys that are never called. */
const SHOP_SETTINGS = {
  NODE_ENV: 'production',
  SESSION_SECRET,
  PUBLIC_BASE_URL: 'https://shop.example.in',
  // Never called: the benchmarks read and fill carts, they do not pay.
  RAZORPAY_KEY_ID: 'rzp_test_benchmark',
  RAZORPAY_KEY_SECRET: 'benchmark-secret',
  RAZORPAY_WEBHOOK_SECRET: 'benchmark-webhook-secret',
} as const;

/** Runs `body` against a throwaway, migrated and seeded database, thrown away afterwards. */
export async function withDatabase<T>(body: (database: { db: Db; url: string }) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  await chmod(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const database = connectDatabase(pg.urlFor('postgres'));
  try {
    await runMigrations(database.db);
    await seedIfEmpty(database.db);
    return await body({ db: database.db, url: pg.urlFor('postgres') });
  } finally {
    await database.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs `body` against a seeded shop in production mode, in this process; the database is thrown away afterwards. */
export async function withShop(body: (shop: { db: Db; app: FastifyInstance; base: string }) => Promise<boolean>): Promise<never> {
  const ok = await withDatabase(async ({ db }) => {
    const config = parseConfig({ ...SHOP_SETTINGS, LOG_LEVEL: 'warn', WEB_DIST_DIR: 'none' });
    const app = await buildApp({ config, db, sessionSecret: SESSION_SECRET });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
    try {
      return await body({ db, app, base });
    } finally {
      await app.close();
    }
  });
  process.exit(ok ? 0 : 1);
}

/** Starts a child process and resolves once `url` answers. */
export async function startProcess(args: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The shop as `npm start` runs it: src/server.ts in a process of its own, in production mode, on `databaseUrl`, with
 * `env` added; resolves with its address once it answers. BENCH_PROFILE=dir writes the shop's CPU profile there when
 * it stops (open it in Chrome's DevTools).
 */
export async function startShopProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  /** Another version's src/server.ts, to measure beside this one (an earlier commit's, unpacked with git archive). */
  server = path.join(import.meta.dirname, '../src/server.ts'),
): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startProcess(
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_PROFILE)] : []),
      '--import',
      'tsx',
      server,
    ],
    { ...SHOP_SETTINGS, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, WEB_DIST_DIR: 'none', SEED_ON_EMPTY: 'false', ...env },
    `${base}/api/v1/health`,
  );
  return { base, process: child };
}

/** What one load run measured, from autocannon's result. */
export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export const figuresOf = (r: autocannon.Result, seconds: number): Figures => ({
  requests: r.requests.total,
  rps: r.requests.total / (r.duration || seconds),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
});

/** The middle of several figures by p99, the worse of the two middle ones (the machine is shared: a round may have been disturbed either way). */
export const medianByP99 = (all: Figures[]): Figures => [...all].sort((a, b) => a.p99 - b.p99)[Math.floor(all.length / 2)]!;

/**
 * The CPU time a process has used so far, in milliseconds (Linux: /proc/<pid>/stat, in ticks of 10 ms), or null
 * elsewhere. Unlike latency, the CPU a request costs holds however busy the machine is.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    // Fields after the command's name (which may hold spaces, so read after its closing parenthesis): utime is the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Connections each load keeps busy, as many customers at once. */
export const CONNECTIONS = 50;

/** `connections` (CONNECTIONS unless given) asking for one URL for `seconds`, as fast as it answers. */
export async function getLoad(url: string, seconds: number, connections = CONNECTIONS): Promise<Figures> {
  return figuresOf(await autocannon({ url, connections, duration: seconds }), seconds);
}

/** The better of the rounds by throughput (the machine is shared: a round may have been disturbed). */
export const best = (all: Figures[]): Figures => all.reduce((a, b) => (b.rps > a.rps ? b : a));

/** One line of a benchmark's results, its name padded to `width`, with the shop's CPU per request when measured. */
export const resultLine = (name: string, f: Figures & { cpuMsPerRequest?: number | null }, width = 28): string =>
  `${name.padEnd(width)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  errors ${f.errors}` +
  (f.cpuMsPerRequest != null ? `  shop CPU ${f.cpuMsPerRequest.toFixed(2)} ms/request` : '');

/**
 * Runs a benchmark against a throwaway seeded database: `measure` starts what it needs (adding each process to
 * `children`, all stopped afterwards, whatever happened) and says whether every target was met; the process exits
 * with 0 when it was, 1 when not.
 */
export async function runBenchmark(measure: (database: { db: Db; url: string }, children: ChildProcess[]) => Promise<boolean>): Promise<never> {
  const children: ChildProcess[] = [];
  const ok = await withDatabase(async (database) => {
    try {
      return await measure(database, children);
    } finally {
      for (const child of children) await stopProcess(child);
    }
  });
  process.exit(ok ? 0 : 1);
}
