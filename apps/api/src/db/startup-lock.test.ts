import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { connectDatabase, runMigrations, type Database } from './client';
import { seedIfEmpty } from '../ops/seed';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

// Several API processes starting at once on one empty database: each migrates and seeds, and nothing breaks.
const name = `shop_test_${randomUUID().replaceAll('-', '')}`;
const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};
let processes: Database[] = [];

beforeAll(async () => {
  await admin(`create database ${name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  processes = [1, 2, 3].map(() => connectDatabase(url.toString(), { max: 3 }));
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.close()));
  await admin(`drop database if exists ${name} with (force)`);
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
