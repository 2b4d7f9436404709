// The shop on more than one process, on real engines: one PostgreSQL, one Redis, two API processes
// (apps/api/src/server.ts, as `npm start` runs it) and nginx in front as a round-robin load balancer, with
// deploy/nginx.conf. All on 127.0.0.1, all stopped at the end, also on failure. Run by .ci/run after `npm test`:
//   node --import tsx --test --test-reporter=spec scripts/test-multi-process.mjs
// Installs Debian's redis-server and nginx with apt when they are missing.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AUTH_RATE_LIMITS } from '@shop/contract/auth';
import { and, eq, sql } from 'drizzle-orm';
import { connectDatabase } from '../apps/api/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded.ts';
import { addresses, orders, products, users } from '../apps/api/src/db/schema.ts';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.ts';
import { startSession } from '../apps/api/src/modules/auth/sessions.ts';
import { ACCESS_COOKIE } from '../apps/api/src/lib/session-tokens.ts';

const root = path.resolve(import.meta.dirname, '..');
const SESSION_SECRET = randomBytes(32).toString('hex');
const PASSWORD = 'Multi-process-1';

/** Debian's packages for what is missing, after one `apt-get update`. */
function ensurePackages(wanted) {
  const missing = wanted.filter(([binary]) => !existsSync(binary)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`installing ${missing.join(', ')} with apt...`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (args) => execFileSync(isRoot ? args[0] : 'sudo', isRoot ? args.slice(1) : ['-n', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update', '-q']);
  run(['apt-get', 'install', '-y', '-q', '--no-install-recommends', ...missing]);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const children = [];
/** Starts a long-running child whose output goes to `log`; it is stopped by stopAll. */
function startChild(name, command, args, env, log) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = '';
  const keep = (chunk) => {
    child.output += chunk;
    if (child.output.length > 200_000) child.output = child.output.slice(-100_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.name = name;
  child.log = log;
  children.push(child);
  return child;
}

async function stopAll() {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

async function waitFor(what, check, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let work;
let pg;
let database;
const shop = { a: '', b: '', lb: '' };
let nginxLog;

before(async () => {
  ensurePackages([
    ['/usr/bin/redis-server', 'redis-server'],
    ['/usr/sbin/nginx', 'nginx'],
  ]);
  work = await mkdtemp(path.join(tmpdir(), 'shop-multi-'));
  await chmod(work, 0o755);

  pg = await startEmbeddedPostgres({ dataDir: path.join(work, 'pg'), port: await freePort() });
  const databaseUrl = pg.urlFor('postgres');
  database = connectDatabase(databaseUrl, { max: 4 });

  const redisPort = await freePort();
  const redis = startChild('redis', '/usr/bin/redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await waitFor('redis', () => new Promise((resolve) => net.connect(redisPort, '127.0.0.1').on('connect', function () { this.end(); resolve(true); }).on('error', () => resolve(false))));
  void redis;

  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    TRUST_PROXY: 'loopback',
    SESSION_SECRET,
    PUBLIC_BASE_URL: `http://127.0.0.1:${portLb}`,
    WEB_DIST_DIR: 'none',
    DATA_DIR: path.join(work, 'data'),
    // Never called: payments here are Cash on Delivery.
    RAZORPAY_KEY_ID: 'rzp_test_multiprocess',
    RAZORPAY_KEY_SECRET: 'multiprocess-secret',
    RAZORPAY_WEBHOOK_SECRET: 'multiprocess-webhook-secret',
  };
  // Both start at once on the empty database: migrations and seeding take turns under the start-up lock.
  const server = path.join(root, 'apps/api/src/server.ts');
  startChild('api-a', process.execPath, ['--import', 'tsx', server], { ...env, PORT: String(portA) });
  startChild('api-b', process.execPath, ['--import', 'tsx', server], { ...env, PORT: String(portB) });
  shop.a = `http://127.0.0.1:${portA}`;
  shop.b = `http://127.0.0.1:${portB}`;
  for (const base of [shop.a, shop.b]) await waitFor(`the API at ${base}`, async () => (await fetch(`${base}/api/v1/health`)).ok, 120_000);

  // deploy/nginx.conf as it is, but for the ports and the files this run owns.
  const nginxDir = path.join(work, 'nginx');
  await mkdir(path.join(nginxDir, 'logs'), { recursive: true });
  nginxLog = path.join(nginxDir, 'logs', 'access.log');
  const conf = (await readFile(path.join(root, 'deploy/nginx.conf'), 'utf8'))
    .replace(/^pid .*;$/m, `pid ${path.join(nginxDir, 'nginx.pid')};`)
    .replace(/^error_log .*;$/m, `error_log ${path.join(nginxDir, 'logs', 'error.log')} warn;`)
    .replace(/access_log \S+ shop;/, `access_log ${nginxLog} shop;`)
    .replace(/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${portA} `)
    .replace(/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${portB} `)
    .replace(/listen 127\.0\.0\.1:8080;/, `listen 127.0.0.1:${portLb};`)
    .replace(/^worker_processes auto;$/m, 'worker_processes 1;\ndaemon off;');
  assert.ok(conf.includes(`:${portA} `) && conf.includes(`:${portB} `) && conf.includes(`:${portLb};`), 'deploy/nginx.conf no longer has the ports this test replaces');
  const confFile = path.join(nginxDir, 'nginx.conf');
  await writeFile(confFile, conf);
  startChild('nginx', '/usr/sbin/nginx', ['-p', nginxDir, '-c', confFile, '-e', path.join(nginxDir, 'logs', 'error.log')]);
  shop.lb = `http://127.0.0.1:${portLb}`;
  await waitFor('nginx', async () => (await fetch(`${shop.lb}/api/v1/health`)).ok);
});

after(async () => {
  await stopAll();
  await database?.close();
  await pg?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

process.on('SIGINT', () => void stopAll().finally(() => process.exit(130)));

/** A customer with a password, a profile and a serviceable primary address. */
async function createCustomer() {
  const [user] = await database.db
    .insert(users)
    .values({ email: `multi-${randomUUID().slice(0, 8)}@example.in`, passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date(), name: 'Asha Rao', hasDetails: true })
    .returning();
  await database.db.insert(addresses).values({ userId: user.id, addressLine1: '12, 4th Cross', city: 'Bengaluru Urban', state: 'Karnataka', pincode: 560034, isPrimary: true });
  return user;
}

/** Keeps the cookies a server sets, as a browser would (only the names and values matter here). */
function cookieJar() {
  const jar = new Map();
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const firstAvailableProduct = async () => (await database.db.select().from(products).where(and(eq(products.isAvailable, true), eq(products.isHidden, false))).orderBy(products.sortOrder).limit(1))[0];

describe('two API processes behind nginx, on one PostgreSQL and one Redis', () => {
  it('started together on an empty database: migrated and seeded once', async () => {
    const seeded = await database.db.execute(sql`select count(*)::int as n from products`);
    assert.ok(seeded.rows[0].n > 0);
    const slugs = await database.db.execute(sql`select slug, count(*)::int as n from products group by slug having count(*) > 1`);
    assert.equal(slugs.rows.length, 0, 'the catalogue was seeded twice');
  });

  it('nginx sends requests to both processes in turn', async () => {
    for (let i = 0; i < 6; i++) assert.equal((await fetch(`${shop.lb}/api/v1/products/all-products`)).status, 200);
    const log = await readFile(nginxLog, 'utf8');
    const upstreams = new Set([...log.matchAll(/upstream=(\S+)/g)].map((m) => m[1]));
    assert.deepEqual([...upstreams].sort(), [new URL(shop.a).host, new URL(shop.b).host].sort());
  });

  it('shows a staff price change made through one process in both within a second', async () => {
    const [staff] = await database.db.insert(users).values({ email: `staff-${randomUUID().slice(0, 8)}@example.in`, role: 'admin', emailVerifiedAt: new Date() }).returning();
    const session = await startSession(database.db, { user: staff, sessionSecret: SESSION_SECRET, now: new Date() });
    const product = await firstAvailableProduct();
    const priceIn = async (base) => (await (await fetch(`${base}/api/v1/products/all-products`)).json()).products.find((p) => p._id === product.id).price;
    // Both have the list in memory before the change.
    assert.equal(await priceIn(shop.a), product.mrpPaise / 100);
    assert.equal(await priceIn(shop.b), product.mrpPaise / 100);
    const newPrice = product.mrpPaise / 100 + 50;
    const changed = await fetch(`${shop.a}/api/v1/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: `${ACCESS_COOKIE}=${session.accessToken}` },
      body: JSON.stringify({ price: newPrice }),
    });
    assert.equal(changed.status, 200, await changed.text());
    const changedAt = Date.now();
    assert.equal(await priceIn(shop.a), newPrice, 'the process that made the change shows it at once');
    await waitFor('the other process to show the new price', async () => (await priceIn(shop.b)) === newPrice, 1000);
    console.log(`# the other process showed the new price ${Date.now() - changedAt} ms after the change`);
    for (let i = 0; i < 4; i++) assert.equal(await priceIn(shop.lb), newPrice);
  });

  it('counts a rate limit across both processes (in Redis)', async () => {
    const limit = AUTH_RATE_LIMITS.codesPerMinute;
    const statuses = [];
    for (let i = 0; i < limit; i++) {
      const res = await fetch(`${shop.lb}/api/v1/auth/loginn`, json({ phone: `nobody-${randomUUID().slice(0, 8)}@example.in` }));
      statuses.push(res.status);
    }
    assert.ok(statuses.every((s) => s !== 429), `refused before the limit: ${statuses.join(',')}`);
    // Each process has seen about half: the next one through either is still refused.
    for (const base of [shop.lb, shop.a, shop.b]) {
      const res = await fetch(`${base}/api/v1/auth/loginn`, json({ phone: `nobody-${randomUUID().slice(0, 8)}@example.in` }));
      assert.equal(res.status, 429, `${base} let a request over the limit through`);
    }
  });

  it("keeps a customer's session, cart and Cash on Delivery checkout while requests alternate between processes", async () => {
    const user = await createCustomer();
    const product = await firstAvailableProduct();
    const jar = cookieJar();
    let turn = 0;
    const next = () => (turn++ % 2 === 0 ? shop.a : shop.b);
    const call = async (path, init = {}) => {
      const res = await fetch(`${next()}/api/v1${path}`, { ...init, headers: { ...init.headers, cookie: jar.header() } });
      jar.take(res);
      return res;
    };
    const login = await call('/auth/login', json({ email: user.email, password: PASSWORD }));
    assert.equal(login.status, 200, await login.clone().text());
    assert.equal((await (await call('/auth/isloggedin')).json()).authenticated, true);
    const added = await call('/cart/add-to-cart', json({ productId: product.id, quantity: 2, multiplier: 1, selectedWeight: product.weight, selectedFragrance: product.fragrance }));
    assert.equal(added.status, 200, await added.clone().text());
    const cart = await (await call('/cart/get-user-cart')).json();
    assert.deepEqual(cart.cartItems.map((i) => [i.productId._id, i.quantity]), [[product.id, 2]]);
    // The refresh token rotates through one process and the new session works through the other.
    assert.equal((await call('/auth/refresh-token', { method: 'POST' })).status, 200);
    assert.equal((await (await call('/auth/isloggedin')).json()).authenticated, true);
    const placed = await call('/order/create-order', json({ items: [{ productId: product.id, quantity: 2 }], payment: { method: 'COD', status: 'pending' } }));
    assert.equal(placed.status, 201, await placed.clone().text());
    const order = (await placed.json()).order;
    assert.equal((await (await call('/cart/get-user-cart')).json()).cartItems.length, 0, 'the order emptied the cart');
    const mine = await (await call('/order/get-my-orders', { method: 'POST' })).json();
    assert.deepEqual(mine.orders.map((o) => o._id), [order._id]);
  });

  it('places one order when the same checkout reaches both processes at once (same Idempotency-Key)', async () => {
    const user = await createCustomer();
    const product = await firstAvailableProduct();
    const session = await startSession(database.db, { user, sessionSecret: SESSION_SECRET, now: new Date() });
    const cookie = `${ACCESS_COOKIE}=${session.accessToken}`;
    const key = `checkout-${randomUUID()}`;
    const checkout = (base) =>
      fetch(`${base}/api/v1/order/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
        body: JSON.stringify({ items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD' } }),
      });
    const answers = await Promise.all([checkout(shop.a), checkout(shop.b), checkout(shop.a), checkout(shop.b)]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    assert.deepEqual(answers.map((r) => r.status), [201, 201, 201, 201], JSON.stringify(bodies));
    assert.equal(new Set(bodies.map((b) => b.order._id)).size, 1, 'different orders came back');
    const placed = await database.db.select().from(orders).where(and(eq(orders.userId, user.id)));
    assert.equal(placed.length, 1);
  });
});

process.on('exit', (code) => {
  if (code !== 0) for (const child of children) if (child.output) console.error(`--- ${child.name} output (last lines) ---\n${child.output.split('\n').slice(-40).join('\n')}`);
});
