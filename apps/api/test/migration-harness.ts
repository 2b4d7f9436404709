import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, expect } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client';
import journal from '../src/db/migrations/meta/_journal.json' with { type: 'json' };
import { scratchDatabase } from './scratch-database';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '../src/db/migrations');

/**
 * For tests of one migration on a database in use: empty databases of the file's own (dropped when it ends), and a
 * database migrated as the release before `tag` shipped it (the same files, the journal ending just before it).
 */
export function migrationHarness(tag: string, { previous }: { previous: string }) {
  const created: Array<{ drop: () => Promise<void>; database: Database }> = [];
  let folderBefore = '';

  beforeAll(async () => {
    folderBefore = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
    await cp(MIGRATIONS_DIR, folderBefore, { recursive: true });
    const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
    expect(entries.at(-1)?.tag).toBe(previous);
    await writeFile(path.join(folderBefore, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  });

  afterAll(async () => {
    for (const { drop, database } of created) {
      await database.close();
      await drop();
    }
    if (folderBefore) await rm(folderBefore, { recursive: true, force: true });
  });

  async function emptyDatabase(): Promise<Database> {
    const { url, drop } = await scratchDatabase();
    const database = connectDatabase(url, { max: 2 });
    created.push({ drop, database });
    return database;
  }

  return {
    emptyDatabase,
    /** An empty database migrated up to the migration before `tag`. */
    async databaseBefore(): Promise<Database> {
      const database = await emptyDatabase();
      await migrate(database.db, { migrationsFolder: folderBefore });
      return database;
    },
  };
}

/** The SQLSTATE of a failed query, whether pg threw it or Drizzle wrapped it; undefined when it did not fail. */
export async function failureCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return undefined;
}
