// Pages rendered on demand, under a flood: the shop as `npm start` runs it (src/server.ts in its own process,
// production mode, the web build's server renderer) answers customers browsing the catalogue while 50 connections
// ask for pages nobody else asks for (`/?q=<n>`, `/explore?x=<n>`, `/track/<n>`, a missing `/gone-<n>`), each from an
// address of its own (behind a proxy the shop trusts), sent from a process of its own (bench/flood-client.ts) as a
// flood comes from other machines. In each round the catalogue is measured alone (the baseline)
// and then beside the flood, so the comparison holds whatever else the machine is doing; the round in the middle by
// p99 beside the flood is the one judged. Run with `npm run bench` (after `npm run build`).
//
// Target: the catalogue's p99 for the other customers under 50 ms beside the flood; the flood is refused (503 with
// Retry-After) rather than rendered without end. BENCH_SECONDS and BENCH_ROUNDS change the length; BENCH_PROFILE=dir
// writes the shop's CPU profile. Beside latencies, which a busy machine moves, each round says the shop's CPU time per
// flood request, which it does not. BENCH_BEFORE=<an earlier version's apps/api/src/server.ts> (unpacked with
// `git archive <commit> apps/api/src | tar -x -C <dir>`, with <dir>/node_modules linked to this checkout's) measures
// that version too, round by round in the same run, on the same database, for before-and-after figures.
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { FloodResult } from './flood-client';
import { cpuMsOf, figuresOf, medianByP99, startShopProcess, stopProcess, withDatabase, type Figures } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const FLOOD_CONNECTIONS = 50;
const CUSTOMER_CONNECTIONS = 10;
const TARGET_P99_MS = 50;
const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Customers browsing: the product list, as the shop's pages load it. */
const customers = async (base: string) =>
  figuresOf(
    await autocannon({ url: `${base}/api/v1/products/all-products`, connections: CUSTOMER_CONNECTIONS, duration: SECONDS, headers: { 'accept-encoding': 'br' } }),
    SECONDS,
  );

/**
 * Pages nobody asked for before, each from a new address, from another process (bench/flood-client.ts), for as long
 * as `during` runs once the flood has started; resolves with `during`'s result and what the flood got.
 */
async function flood<T>(base: string, from: { n: number }, during: () => Promise<T>): Promise<{ value: T; flood: FloodResult }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'flood-client.ts')], {
    env: { ...process.env, FLOOD_BASE: base, FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS), FLOOD_FROM: String(from.n) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const result = new Promise<FloodResult>((resolve, reject) => {
    child.on('message', (message) => {
      if (message !== 'started') resolve(message as FloodResult);
    });
    child.on('exit', (code) => reject(new Error(`the flood stopped (${code}) before it said what it got`)));
  });
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message) => message === 'started' && resolve());
    child.on('exit', (code) => reject(new Error(`the flood stopped (${code}) before it started`)));
  });
  try {
    const value = await during();
    child.send('stop');
    const got = await result;
    from.n = got.n;
    return { value, flood: got };
  } finally {
    if (child.exitCode === null) child.kill();
  }
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(30)} ${String(f.requests).padStart(6)} answered ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(7)} ms  errors ${f.errors}`;

if (!existsSync(path.join(WEB_DIST, '.ssr', 'entry-server.js'))) {
  console.log(`SKIP render flood: no web build with its server renderer in ${WEB_DIST} (run \`npm run build\` first)`);
  process.exit(0);
}

interface Round {
  alone: Figures;
  beside: Figures;
  /** The shop's CPU time per flood request, in milliseconds (null where the system does not tell). */
  cpuPerFloodMs: number | null;
}

/** Rounds of the catalogue alone, then beside the flood, against one shop; prints each and what the flood got. */
async function measure(
  shop: { name: string; base: string; process: ChildProcess },
  from: { n: number },
  rounds: Round[],
  statuses: Map<number, number>,
  round: number,
): Promise<void> {
  const { name, base } = shop;
  const aloneFrom = cpuMsOf(shop.process.pid);
  const alone = await customers(base);
  const aloneTo = cpuMsOf(shop.process.pid);
  if (aloneFrom !== null && aloneTo !== null) aloneCpu.set(name, aloneTo - aloneFrom);
  const cpuBefore = cpuMsOf(shop.process.pid);
  const { value: beside, flood: got } = await flood(base, from, () => customers(base));
  const cpuAfter = cpuMsOf(shop.process.pid);
  // What the customers cost beside the flood is taken off at the rate they cost alone.
  const cpuAlonePerRequest = (aloneCpu.get(name) ?? 0) / Math.max(1, alone.requests);
  const cpuPerFloodMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore - cpuAlonePerRequest * beside.requests) / Math.max(1, got.requests);
  rounds.push({ alone, beside, cpuPerFloodMs });
  for (const [status, count] of got.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const answered = [...got.statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${c}×${s}`).join(', ');
  console.log(line(`${name} ${round}: catalogue alone`, alone));
  console.log(line(`${name} ${round}: beside the flood`, beside));
  console.log(
    `${name} ${round}: p99 ${(beside.p99 / Math.max(1, alone.p99)).toFixed(1)}x alone; flood ${(got.requests / SECONDS).toFixed(0)} req/s ` +
      `(${answered}), p50 ${got.p50} ms, p99 ${got.p99} ms` +
      (cpuPerFloodMs === null ? '' : `; the shop's CPU ${cpuPerFloodMs.toFixed(2)} ms a flood request`),
  );
}

const aloneCpu = new Map<string, number>();

const judged = (rounds: Round[]) => {
  const beside = medianByP99(rounds.map((r) => r.beside));
  const cpu = rounds.map((r) => r.cpuPerFloodMs).filter((c): c is number => c !== null).sort((a, b) => a - b);
  return { beside, alone: rounds.find((r) => r.beside === beside)!.alone, cpu: cpu.length ? `; CPU ${cpu[Math.floor(cpu.length / 2)]!.toFixed(2)} ms a flood request` : '' };
};

const ok = await withDatabase(async ({ url }) => {
  // The flood arrives through a proxy on this machine, which names each client.
  const env = { WEB_DIST_DIR: WEB_DIST, TRUST_PROXY: 'loopback' };
  const shops = [{ name: 'shop', ...(await startShopProcess(url, env)) }];
  if (process.env.BENCH_BEFORE) shops.unshift({ name: 'before', ...(await startShopProcess(url, env, path.resolve(process.env.BENCH_BEFORE))) });
  try {
    for (const { base } of shops) {
      // Warm: the catalogue and the home page, as any running shop has them.
      for (let i = 0; i < 20; i++) {
        await fetch(`${base}/api/v1/products/all-products`).then((r) => r.arrayBuffer());
        await fetch(`${base}/`).then((r) => r.arrayBuffer());
      }
    }
    console.log(
      `render flood: ${FLOOD_CONNECTIONS} connections of unique pages from unique addresses beside ${CUSTOMER_CONNECTIONS} customers; ` +
        `${ROUNDS} rounds of ${SECONDS} s alone then ${SECONDS} s beside the flood${shops.length > 1 ? ', the version before and this one in turn' : ''}`,
    );
    const from = { n: 0 };
    const results = shops.map(() => ({ rounds: [] as Round[], statuses: new Map<number, number>() }));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, shop] of shops.entries()) await measure(shop, from, results[i]!.rounds, results[i]!.statuses, round);
    }
    const shop = shops.at(-1)!;
    const home = await fetch(`${shop.base}/`);
    await home.arrayBuffer();
    const { rounds, statuses } = results.at(-1)!;
    const count = (status: number) => statuses.get(status) ?? 0;
    const floodRequests = [...statuses.values()].reduce((a, b) => a + b, 0);
    const others = [...statuses].filter(([s]) => s !== 200 && s !== 503).map(([s, c]) => `${c}×${s}`);
    console.log(`flood: ${floodRequests} requests: ${count(200)} answered 200, ${count(503)} refused 503${others.length ? `, ${others.join(', ')}` : ''}`);
    console.log(`home page right after: ${home.status} (x-cache ${home.headers.get('x-cache') ?? 'none'})`);
    if (shops.length > 1) {
      const before = judged(results[0]!.rounds);
      console.log(
        `before: catalogue p99 beside the flood ${before.beside.p99.toFixed(1)} ms, ${(before.beside.p99 / Math.max(1, before.alone.p99)).toFixed(1)}x its ${before.alone.p99.toFixed(1)} ms alone (median of ${ROUNDS} rounds)${before.cpu}`,
      );
    }
    const now = judged(rounds);
    const errors = rounds.reduce((n, r) => n + r.beside.errors + r.alone.errors, 0);
    const passed = now.beside.requests > 0 && now.beside.p99 < TARGET_P99_MS && errors === 0 && count(500) === 0 && count(503) > 0;
    console.log(
      `${passed ? 'ok  ' : 'SLOW'} catalogue p99 beside the flood ${now.beside.p99.toFixed(1)} ms, ${(now.beside.p99 / Math.max(1, now.alone.p99)).toFixed(1)}x its ${now.alone.p99.toFixed(1)} ms alone ` +
        `(median of ${ROUNDS} rounds; target < ${TARGET_P99_MS} ms, no error, no 500, the flood refused in part with 503)${now.cpu}`,
    );
    return passed;
  } finally {
    for (const { process: child } of shops) await stopProcess(child);
  }
});
process.exit(ok ? 0 : 1);
