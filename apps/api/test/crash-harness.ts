import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { connectDatabase, runMigrations, type Database } from '../src/db/client';
import { scratchDatabase } from './scratch-database';
import { freePort, type ServerProcess } from './server-process';

/** What a crash test works with: its own migrated database, a data folder, and the shop processes it starts. */
export interface CrashHarness {
  /** The database connection, for setting up and checking (open once beforeAll has run). */
  readonly database: Database;
  /** The database's address, for the shop processes. */
  readonly url: string;
  /** A folder of its own for the shop's DATA_DIR. */
  readonly dataDir: string;
  /** The processes the test starts: any still running is killed with SIGKILL afterwards. */
  readonly servers: ServerProcess[];
  /** The environment of a shop on this database and data folder, listening on a free port, with a session secret of its own. */
  serverEnv(): Promise<{ env: Record<string, string>; port: number; sessionSecret: string }>;
}

/**
 * For a test that kills the shop with SIGKILL: a fresh database (migrated) and data folder before the file's tests,
 * and afterwards every process it started killed, the database dropped and the folder removed.
 */
export function useCrashHarness(prefix: string): CrashHarness {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  const state = { servers: [] as ServerProcess[] } as { database: Database; url: string; dataDir: string; servers: ServerProcess[]; serverEnv: CrashHarness['serverEnv'] };
  state.serverEnv = async () => {
    const sessionSecret = randomBytes(32).toString('hex');
    const port = await freePort();
    const env = { DATABASE_URL: state.url, PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: sessionSecret, NODE_ENV: 'development', SEED_ON_EMPTY: 'false', DATA_DIR: state.dataDir };
    return { env, port, sessionSecret };
  };

  beforeAll(async () => {
    state.dataDir = await mkdtemp(path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
    scratch = await scratchDatabase(prefix);
    state.url = scratch.url;
    state.database = connectDatabase(state.url, { max: 4 });
    await runMigrations(state.database.db);
  });

  afterAll(async () => {
    for (const s of state.servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(state.servers.map((s) => s.exited));
    await state.database?.close();
    await scratch?.drop();
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  });

  return state;
}
