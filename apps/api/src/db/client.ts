import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from './handles';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { DATABASE_DEFAULTS } from '@shop/contract/operations';
import { SEARCH_LIMITS } from '@shop/contract/search';
import { LOCK_KEYS, lockForSession } from './locks';
import * as schema from './schema';
import { runDataSteps } from './data-steps';

export type { Db, DbOrTx, Tx } from './handles';

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * What every connection is set to from its start: the word similarity from which pg_trgm's `<%` counts a name as a
 * typo of a word, so that the catalogue search reads its trigram index with the shop's own bound.
 */
const SESSION_SETTINGS = `-c pg_trgm.word_similarity_threshold=${SEARCH_LIMITS.typoSimilarity}`;

/**
 * Opens a connection pool to PostgreSQL; every connection cancels statements that outlive the statement timeout, and
 * starts with SESSION_SETTINGS.
 */
export function connectDatabase(url: string, options: { max?: number; statementTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? DATABASE_DEFAULTS.poolSize,
    connectionTimeoutMillis: DATABASE_DEFAULTS.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs ?? DATABASE_DEFAULTS.statementTimeoutMs,
    options: SESSION_SETTINGS,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (err) => {
    // 57P01: the server is shutting down, which happens on every Ctrl-C.
    if ((err as { code?: string }).code !== '57P01') console.error('postgres pool error:', err.message);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * Runs `fn` while this process holds the start-up advisory lock, on a connection of its own: processes starting
 * together migrate and seed one after another, and each later one finds the work done. The lock goes with the
 * connection if the process dies.
 */
export async function withStartupLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...connectionSettingsOf(db), statement_timeout: 0 });
  await client.connect();
  try {
    await lockForSession(client, LOCK_KEYS.startup);
    return await fn();
  } finally {
    await client.end();
  }
}

/** Applies every committed migration that has not run yet, one process at a time (see withStartupLock). */
export async function runMigrations(db: Db): Promise<void> {
  await withStartupLock(db, () => applyMigrations(db));
}

/** Applies the migrations, then the data steps they call for; the caller holds the start-up lock (see withStartupLock). */
export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await runDataSteps(db);
}

/** How `db` connects (its pool's settings), for a connection of its own beside the pool (e.g. to LISTEN). */
export function connectionSettingsOf(db: Db): pg.ClientConfig {
  // drizzle() keeps the pool it was given as $client, though NodePgDatabase does not declare it.
  return (db as Db & { $client: pg.Pool }).$client.options;
}
