import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, runMigrations, type Database } from './client';
import { seedIfEmpty } from '../ops/seed';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import { scratchDatabase } from '../../test/scratch-database';

// Several API processes starting at once on one empty database: each migrates and seeds, and nothing breaks.
let processes: Database[] = [];
let database: Awaited<ReturnType<typeof scratchDatabase>>;

beforeAll(async () => {
  database = await scratchDatabase();
  processes = [1, 2, 3].map(() => connectDatabase(database.url, { max: 3 }));
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.close()));
  await database.drop();
});

describe('start-up of several processes together', () => {
  it('migrates once, one process at a time, and every process finds the schema complete', async () => {
    await Promise.all(processes.map((p) => runMigrations(p.db)));
    const applied = await processes[0]!.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
    // And seeds once.
    const seeded = await Promise.all(processes.map((p) => seedIfEmpty(p.db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
  });
});
