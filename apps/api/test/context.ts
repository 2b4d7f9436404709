import { randomBytes, randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { connectDatabase, runMigrations, type Db } from '../src/db/client';
import { errorBodyProblem, jsonOf } from './error-bodies';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  databaseUrl: string;
  sessionSecret: string;
  clock: TestClock;
  close(): Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A freshly migrated database of this test file's own, and the app built on it. */
export interface TestClock {
  now(): Date;
  /** Moves the clock forward. */
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock tests can move; starts at the real time. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms), set: (d) => void (current = d.getTime()) };
}

/** What a test may bring of its own to the app under test. */
export type TestAppOverrides = Pick<AppDeps, 'cameBackStatuses'>;

export async function createTestContext(env: Record<string, string> = {}, clock: TestClock = createTestClock(), overrides: TestAppOverrides = {}): Promise<TestContext> {
  const name = `shop_test_${randomUUID().replaceAll('-', '')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), { max: 5 });
  await runMigrations(database.db);
  const config = parseConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_DIST_DIR: 'apps/web/does-not-exist', ...env });
  const sessionSecret = randomBytes(32).toString('hex');
  const app = await buildApp({ config, db: database.db, sessionSecret, now: clock.now, renderClockMs: () => clock.now().getTime(), ...overrides });
  // A 500 is a bug whatever the test asserts: every one is collected and fails the file when it closes.
  const unhandled: string[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 500) unhandled.push(`${request.method} ${request.url}`);
  });
  // So is an error answer that is not the shared body with a reason of the contract's registry and its words.
  const wrongBodies: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    const body = jsonOf(reply.getHeader('content-type'), reply.getHeader('content-encoding'), payload);
    const problem = body === undefined ? null : errorBodyProblem(reply.statusCode, body);
    if (problem) wrongBodies.push(`${request.method} ${request.url}: ${problem}`);
    return payload;
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl: url.toString(),
    sessionSecret,
    clock,
    async close() {
      await app.close();
      await database.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
      if (unhandled.length > 0) throw new Error(`The API answered 500 (an unhandled error) to: ${unhandled.join(', ')}`);
      if (wrongBodies.length > 0) throw new Error(`Error answers not in the shared body with a registered reason:\n${wrongBodies.join('\n')}`);
    },
  };
}

/**
 * The test file's context: created before its tests (and before the file's own beforeAll hooks that come after this
 * call), closed after them. Its fields can be read once the tests run:
 *   const ctx = useTestContext();
 *   it('…', async () => { await ctx.app.inject(…) });
 */
export function useTestContext(...args: Parameters<typeof createTestContext>): TestContext {
  return madeBeforeAll('The test context', () => createTestContext(...args), (context) => context.close());
}

/**
 * Something a test file makes once in a beforeAll hook (and closes, if `close` is given, in an afterAll), read as if it
 * were already there: its fields can be read once the tests run.
 */
export function madeBeforeAll<T extends object>(what: string, make: () => Promise<T>, close?: (made: T) => Promise<void>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await make();
  });
  if (close) afterAll(() => (current ? close(current) : undefined));
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`${what} is read before the file's beforeAll made it.`);
      return Reflect.get(current, key, current);
    },
  });
}

/** Runs `use` with an app like the test's own but on a database nothing answers for (a port nothing listens on), then closes both. */
export async function withUnreachableDatabase(ctx: TestContext, use: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const dead = connectDatabase('postgres://nobody:nothing@127.0.0.1:9/none', { max: 1 });
  const app = await buildApp({ config: ctx.config, db: dead.db, sessionSecret: ctx.sessionSecret });
  try {
    await use(app);
  } finally {
    await app.close();
    await dead.close();
  }
}

/** GETs a URL of the app under test, expects 200, and reads the answer with the route's schema. */
export async function getOk<T>(ctx: Pick<TestContext, 'app'>, url: string, schema: { parse(body: unknown): T }, headers: Record<string, string> = {}): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}

/**
 * Expects `url` to answer brotli to a browser that takes it, gzip to one that takes only gzip and plain to one that takes
 * neither, each with `text` in it, and Vary on Accept-Encoding; the brotli answer.
 */
export async function expectEncodedEachWay(ctx: Pick<TestContext, 'app'>, url: string, text: string) {
  const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toContain(text);
  const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toContain(text);
  const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain(text);
  return br;
}
