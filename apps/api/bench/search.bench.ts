// Search at the speed of the machine: the shop as `npm start` runs it against a bare Fastify server in another process
// answering the same search body from memory (the ceiling), loaded alternately by autocannon in the same run. Then
// the same searches over 5,000 generated products, in this benchmark's own database. Run with `npm run bench`.
//
// Targets (2 cores, 50 connections): one search at 0.3x the ceiling or better with p99 under 20 ms on the seeded
// catalogue; a mix of searches (words, typos, synonyms, filters, sorts, pages, suggestions) with p99 under 20 ms on
// the seeded catalogue and under 50 ms with 5,000 products. BENCH_SECONDS and BENCH_ROUNDS change the length.
// BENCH_BEFORE=<an earlier version's apps/api/src/server.ts> (unpacked with `git archive <commit> apps/api/src | tar -x
// -C <dir>`, with <dir>/node_modules linked to this checkout's) measures that version too, round by round in the same
// run, on the same database, for before-and-after figures (docs/benchmarks/search.md).
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Db } from '../src/db/client';
import {
  best,
  CONNECTIONS,
  cpuMsOf,
  figuresOf,
  freePort,
  getLoad as getLoadFor,
  medianByP99,
  resultLine,
  runBenchmark,
  startProcess,
  startShopProcess,
  stopProcess,
  type Figures,
} from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGETS = { ratio: 0.3, seededP99Ms: 20, largeP99Ms: 50 };
const GENERATED = 5000;

/** The search measured against the ceiling: words, a filter and a sort, as a shared link would ask. */
const ONE = '/api/v1/products/search?q=litter&fragrance=Lavender&fragrance=Rose&sort=price-asc';
/** What customers send, one after another on each connection. */
const MIX = [
  ONE,
  '/api/v1/products/search?q=lavender%2010%20kg',
  '/api/v1/products/search?q=lavendar',
  '/api/v1/products/search?q=billi%20sand',
  '/api/v1/products/search?q=bentonit&inStock=1&sort=rating',
  '/api/v1/products/search?category=litter&minPrice=500&maxPrice=1500&sort=newest&page=2&pageSize=4',
  '/api/v1/products/search?q=zzqx%20purple',
  '/api/v1/products/suggest?q=lav',
  '/api/v1/products/suggest?q=scoo',
];

/** Words for searches no process has kept: each request a different one (its price cap, above every price, differs). */
const WORDS = ['litter', 'lavender 10 kg', 'lavendar', 'billi sand', 'bentonit', 'clumping cat litter', 'scoo', 'rose', 'tofu pellets', 'zzqx purple'];

const toFigures = (r: autocannon.Result) => figuresOf(r, SECONDS);
const getLoad = (url: string) => getLoadFor(url, SECONDS);
const mixLoad = async (base: string) =>
  toFigures(await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: MIX.map((p) => ({ method: 'GET' as const, path: p })) }));
/** Every request a search not asked before, so each is answered from the database (none is kept yet). */
let distinct = 0;
const distinctLoad = async (base: string, pid: number | undefined) => {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            distinct++;
            const words = WORDS[distinct % WORDS.length]!;
            return { ...req, path: `/api/v1/products/search?q=${encodeURIComponent(words)}&maxPrice=${100_000 + distinct}&sort=${distinct % 2 ? 'relevance' : 'price-asc'}` };
          },
        },
      ],
  });
  const cpuAfter = cpuMsOf(pid);
  const figures = toFigures(result);
  await settled();
  return { ...figures, cpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, figures.requests) };
};
/**
 * Waits until the database has finished what a load left queued (requests cut off when it stopped still run their
 * statements), so that the next measurement does not pay for this one.
 */
let settled: () => Promise<void> = async () => {};
const line = (name: string, f: Figures & { cpuMsPerRequest?: number | null }) => resultLine(name, f, 40);

/** Adds products as staff would have them: lines of sizes and scents with names, descriptions and prices. */
async function generateProducts(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into products (slug, product_name, name, line_key, category, fragrance, weight, mrp_paise, selling_price_paise, images,
      stock, description, highlights, sort_order, is_available)
    select 'gen-' || n,
      (array['Clumping', 'Silica', 'Tofu', 'Pine', 'Corn', 'Walnut', 'Paper', 'Crystal'])[1 + n % 8] || ' '
        || (array['Cat Litter', 'Kitten Litter', 'Litter Pellets', 'Odour Control Litter', 'Scoop', 'Litter Tray', 'Litter Mat', 'Deodoriser'])[1 + (n / 8) % 8]
        || ' - ' || (array['Unscented', 'Lavender', 'Rose'])[1 + n % 3] || ' ' || (array['3 kg', '5 kg', '10 kg', '20 kg'])[1 + n % 4] || ' #' || n,
      'Generated ' || n, 'gen-line-' || (n / 12), (array['litter', 'accessories', 'care'])[1 + n % 3]::product_category,
      (array['Unscented', 'Lavender', 'Rose'])[1 + n % 3], (array['3 kg', '5 kg', '10 kg', '20 kg'])[1 + n % 4],
      (300 + n % 2000) * 100, (250 + n % 2000) * 100, array['products/litter-unscented.v1.svg'], n % 50,
      'A generated product for measuring search: natural clay or plant fibre, low dust, firm clumps and long odour control, batch '
        || n || '.',
      array['Low dust', 'Firm clumps'], 100 + n, n % 17 <> 0
    from generate_series(1, ${count}) as n`);
  // As autovacuum leaves a table soon after a bulk insert: the GIN indexes' pending lists merged (until then every
  // index scan reads them whole, and the planner rightly prefers reading the table) and the statistics fresh.
  await db.execute(sql`vacuum analyze products`);
}

await runBenchmark(measure);

async function measure(database: { db: Db; url: string }, children: ChildProcess[]): Promise<boolean> {
  settled = async () => {
    const busy = async () =>
      (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid()`)).rows[0]!.n;
    for (let waited = 0; waited < 10_000 && (await busy()) > 0; waited += 100) await new Promise((r) => setTimeout(r, 100));
  };
  const before = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
  const start = async () => {
    const started = [{ name: 'shop', ...(await startShopProcess(database.url)) }];
    if (before) started.unshift({ name: 'before', ...(await startShopProcess(database.url, {}, before)) });
    children.push(...started.map((s) => s.process));
    return started;
  };
  let shops = await start();
  const shop = shops.at(-1)!;
  const body = await (await fetch(`${shop.base}${ONE}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  children.push(
    await startProcess(['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')], { PORT: String(barePort), SEARCH_BODY: body }, `${bareBase}${ONE}`),
  );
  console.log(`search body ${(body.length / 1024).toFixed(1)} KB; ${ROUNDS} rounds of ${SECONDS} s each, alternating${before ? ', the version before and this one in turn' : ''}`);

  type Runs = { one: Figures[]; mix: Figures[]; distinct: Figures[] };
  const runsOf = () => new Map(shops.map((s) => [s.name, { one: [], mix: [], distinct: [] } as Runs]));
  let runs = runsOf();
  // Each kind of load on each version in turn, the first one changing every round.
  const inTurn = (round: number) => (round % 2 ? [...shops].reverse() : shops);
  const bareRuns: Figures[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    bareRuns.push(await getLoad(`${bareBase}${ONE}`));
    for (const s of inTurn(round)) runs.get(s.name)!.one.push(await getLoad(`${s.base}${ONE}`));
    for (const s of inTurn(round)) runs.get(s.name)!.mix.push(await mixLoad(s.base));
    for (const s of inTurn(round)) runs.get(s.name)!.distinct.push(await distinctLoad(s.base, s.process.pid));
  }
  const bare = best(bareRuns);
  console.log(line('ceiling: one search', bare));
  const seeded = new Map<string, { one: Figures; mix: Figures; fresh: Figures }>();
  for (const s of shops) {
    const r = runs.get(s.name)!;
    const [one, mix, fresh] = [best(r.one), medianByP99(r.mix), medianByP99(r.distinct)];
    seeded.set(s.name, { one, mix, fresh });
    console.log(line(`${s.name}:`.padEnd(9) + 'one search', one));
    console.log(line(`${s.name}:`.padEnd(9) + 'mix of searches', mix));
    console.log(line(`${s.name}:`.padEnd(9) + 'searches never asked before', fresh));
  }
  const { one, mix, fresh } = seeded.get('shop')!;
  const ratio = one.rps / bare.rps;
  const oneOk = ratio >= TARGETS.ratio && one.p99 < TARGETS.seededP99Ms && one.errors === 0;
  const mixOk = mix.p99 < TARGETS.seededP99Ms && mix.errors === 0;
  console.log(`${oneOk ? 'ok  ' : 'SLOW'} one search at ${ratio.toFixed(2)}x the ceiling (target ${TARGETS.ratio}x, p99 < ${TARGETS.seededP99Ms} ms, no error)`);
  console.log(`${mixOk ? 'ok  ' : 'SLOW'} mix of searches on the seeded catalogue: p99 ${mix.p99.toFixed(1)} ms (target < ${TARGETS.seededP99Ms} ms, no error)`);

  await generateProducts(database.db, GENERATED);
  // Fresh processes: nothing kept from the seeded catalogue.
  for (const s of shops) await stopProcess(s.process);
  shops = await start();
  runs = runsOf();
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of inTurn(round)) runs.get(s.name)!.mix.push(await mixLoad(s.base));
    for (const s of inTurn(round)) runs.get(s.name)!.distinct.push(await distinctLoad(s.base, s.process.pid));
  }
  let big: Figures | null = null;
  let bigFresh: Figures | null = null;
  for (const s of shops) {
    const r = runs.get(s.name)!;
    [big, bigFresh] = [medianByP99(r.mix), medianByP99(r.distinct)];
    console.log(line(`${s.name}:`.padEnd(9) + `mix, ${GENERATED} more products`, big));
    console.log(line(`${s.name}:`.padEnd(9) + `never asked, ${GENERATED} more`, bigFresh));
  }
  const bigOk = big!.p99 < TARGETS.largeP99Ms && big!.errors === 0;
  console.log(`${bigOk ? 'ok  ' : 'SLOW'} mix of searches with ${GENERATED} more products: p99 ${big!.p99.toFixed(1)} ms (target < ${TARGETS.largeP99Ms} ms, no error)`);
  console.log(
    `info searches never asked before (each answered from the database): p99 ${fresh.p99.toFixed(1)} ms seeded, ${bigFresh!.p99.toFixed(1)} ms with ${GENERATED} more products, ${bigFresh!.rps.toFixed(0)} req/s`,
  );
  return oneOk && mixOk && bigOk;
}
