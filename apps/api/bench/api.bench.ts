// The API at the speed of the machine: the shop as `npm start` runs it (src/server.ts in its own process, production
// mode, default logging) against a bare Fastify server in another process that answers the same bodies from memory
// (the machine's ceiling). Both are loaded by autocannon from this process, alternately, in the same run, so the
// ratio holds whatever else the machine is doing. Run with `npm run bench`.
//
// Targets (2 cores, 50 connections): the product list at half the ceiling or better with p99 under 20 ms; add to
// cart + clear (25 customers, 2 connections each) at 2,000 requests/s or better with p99 under 100 ms and no error.
// BENCH_SECONDS and BENCH_ROUNDS change the length; BENCH_ONLY=list or BENCH_ONLY=cart runs one test.
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Db } from '../src/db/client';
import { products, users } from '../src/db/schema';
import { ACCESS_COOKIE } from '../src/lib/session-tokens';
import { startSession } from '../src/modules/auth/sessions';
import { best, freePort, getLoad as getLoadFor, resultLine, runBenchmark, SESSION_SECRET, startProcess, startShopProcess, type Figures } from './harness';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.env.BENCH_ONLY;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CART_CUSTOMERS = 25;
const TARGETS = { listRatio: 0.5, listP99Ms: 20, cartRps: 2000, cartP99Ms: 100 };

const getLoad = (url: string) => getLoadFor(url, SECONDS);

/**
 * Each customer on two connections adds a product and clears the cart, over and over. One autocannon instance
 * per customer (its cookie); throughput is their sum, p50 the request-weighted mean and p99 the worst customer's.
 */
async function cartLoad(base: string, cookies: string[], productId: string): Promise<Figures> {
  const results = await Promise.all(
    cookies.map((cookie) =>
      autocannon({
        url: base,
        connections: 2,
        duration: SECONDS,
        headers: { cookie },
        requests: [
          {
            method: 'POST',
            path: '/api/v1/cart/add-to-cart',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ productId, quantity: 1, multiplier: 1, selectedWeight: '5 kg', selectedFragrance: 'Unscented' }),
          },
          { method: 'DELETE', path: '/api/v1/cart/clear-cart' },
        ],
      }),
    ),
  );
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  return {
    requests: total,
    rps: total / SECONDS,
    p50: results.reduce((n, r) => n + r.latency.p50 * r.requests.total, 0) / Math.max(1, total),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  };
}

const line = (name: string, f: Figures) => resultLine(name, f);

await runBenchmark(measure);

async function measure(database: { db: Db; url: string }, children: ChildProcess[]): Promise<boolean> {
  const [product] = await database.db.select().from(products).where(eq(products.isAvailable, true)).orderBy(products.sortOrder).limit(1);
  await database.db.update(products).set({ stock: 1_000_000 }).where(eq(products.id, product!.id));
  await database.db.execute(sql`
    insert into users (email, name, has_details, email_verified_at)
    select 'bench' || n || '@example.in', 'Bench ' || n, true, now() from generate_series(1, ${CART_CUSTOMERS}) n`);
  const customers = await database.db.select().from(users).where(sql`${users.email} like 'bench%@example.in'`);
  const cookies: string[] = [];
  for (const user of customers) {
    const session = await startSession(database.db, { user, sessionSecret: SESSION_SECRET, now: new Date() });
    cookies.push(`${ACCESS_COOKIE}=${session.accessToken}`);
  }

  const shop = await startShopProcess(database.url);
  children.push(shop.process);
  const shopBase = shop.base;

  // The ceiling answers with the shop's own catalogue body, so both send the same bytes.
  const catalogue = await (await fetch(`${shopBase}/api/v1/products/all-products`, { headers: { 'accept-encoding': 'identity' } })).text();
  const barePort = await freePort();
  const bareBase = `http://127.0.0.1:${barePort}`;
  const bare = await startProcess(
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    { PORT: String(barePort), BODY: catalogue },
    `${bareBase}/api/v1/products/all-products`,
  );
  children.push(bare);
  console.log(`catalogue body ${(catalogue.length / 1024).toFixed(1)} KB; ${ROUNDS} rounds of ${SECONDS} s each, alternating; best round shown`);

  const runs = { bareList: [] as Figures[], shopList: [] as Figures[], bareCart: [] as Figures[], shopCart: [] as Figures[] };
  for (let round = 0; round < ROUNDS; round++) {
    if (only !== 'cart') {
      runs.bareList.push(await getLoad(`${bareBase}/api/v1/products/all-products`));
      runs.shopList.push(await getLoad(`${shopBase}/api/v1/products/all-products`));
    }
    if (only !== 'list') {
      runs.bareCart.push(await cartLoad(bareBase, cookies, product!.id));
      runs.shopCart.push(await cartLoad(shopBase, cookies, product!.id));
    }
  }
  let ok = true;
  if (only !== 'cart') {
    const [bareList, shopList] = [best(runs.bareList), best(runs.shopList)];
    const listRatio = shopList.rps / bareList.rps;
    const listOk = listRatio >= TARGETS.listRatio && shopList.p99 < TARGETS.listP99Ms && shopList.errors === 0;
    console.log(line('ceiling: product list', bareList));
    console.log(line('shop:    product list', shopList));
    console.log(`${listOk ? 'ok  ' : 'SLOW'} product list at ${listRatio.toFixed(2)}x the ceiling (target ${TARGETS.listRatio}x, p99 < ${TARGETS.listP99Ms} ms, no error)`);
    ok = listOk;
  }
  if (only !== 'list') {
    const [bareCart, shopCart] = [best(runs.bareCart), best(runs.shopCart)];
    const cartRatio = shopCart.rps / bareCart.rps;
    const cartOk = shopCart.rps >= TARGETS.cartRps && shopCart.p99 < TARGETS.cartP99Ms && shopCart.errors === 0;
    console.log(line('ceiling: add to cart + clear', bareCart));
    console.log(line('shop:    add to cart + clear', shopCart));
    console.log(
      `${cartOk ? 'ok  ' : 'SLOW'} add to cart + clear at ${cartRatio.toFixed(2)}x the ceiling (target ${TARGETS.cartRps} req/s, p99 < ${TARGETS.cartP99Ms} ms, no error)`,
    );
    ok = ok && cartOk;
  }
  return ok;
}
