import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * Holds a PostgreSQL advisory lock named `key` until the transaction ends: whoever takes the same name waits.
 * Names are namespaced strings such as `orders:<userId>`; the 64-bit hash makes collisions negligible.
 */
export async function lockUntilCommit(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Like lockUntilCommit, but answers false at once when another transaction holds the name. */
export async function tryLockUntilCommit(tx: DbOrTx, key: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`);
  return result.rows[0]?.locked === true;
}
