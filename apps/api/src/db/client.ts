import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either this or the Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** Opens a connection pool to PostgreSQL. */
export function connectDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', (err) => {
    // 57P01: the server is shutting down, which happens on every Ctrl-C.
    if ((err as { code?: string }).code !== '57P01') console.error('postgres pool error:', err.message);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Applies every committed migration that has not run yet. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** How `db` connects (its pool's settings), for a connection of its own beside the pool (e.g. to LISTEN). */
export function connectionSettingsOf(db: Db): pg.ClientConfig {
  // drizzle() keeps the pool it was given as $client, though NodePgDatabase does not declare it.
  return (db as Db & { $client: pg.Pool }).$client.options;
}
