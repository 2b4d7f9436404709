import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/** Runs one statement as the test server's administrator (creating and dropping databases). */
export async function asAdmin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database of the test's own: its address, and how to drop it once every connection is closed. */
export async function scratchDatabase(prefix = 'shop_test'): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}
