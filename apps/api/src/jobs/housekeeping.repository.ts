import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * Deletes the rows `where` picks from `table`, `batch` at a time (short statements, short locks), until none are
 * left; answers how many went.
 */
async function deleteInBatches(db: DbOrTx, table: SQL, where: SQL, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`delete from ${table} where id in (select id from ${table} where ${where} limit ${batch})`);
    const n = result.rowCount ?? 0;
    total += n;
    if (n < batch) return total;
  }
}

/** One-time codes that expired before `before` (used or not: the throttles only look back an hour). */
export const pruneCodes = (db: DbOrTx, before: Date, batch: number) => deleteInBatches(db, sql`one_time_codes`, sql`expires_at < ${before}`, batch);

/** Wrong-password and wrong-code records older than `before` (the pause only counts the last few minutes). */
export const pruneSignInFailures = (db: DbOrTx, before: Date, batch: number) => deleteInBatches(db, sql`sign_in_failures`, sql`at < ${before}`, batch);

/**
 * Sessions revoked before `before`, or started before it with no refresh token still valid after it; their
 * refresh tokens go with them (ON DELETE CASCADE).
 */
export const pruneSessions = (db: DbOrTx, before: Date, batch: number) =>
  deleteInBatches(
    db,
    sql`auth_sessions`,
    sql`(revoked_at < ${before} or (created_at < ${before} and not exists (select 1 from refresh_tokens r where r.session_id = auth_sessions.id and r.expires_at >= ${before})))`,
    batch,
  );

/** Refresh tokens of live sessions that expired before `before` (an expired token is refused however it is shown). */
export const pruneRefreshTokens = (db: DbOrTx, before: Date, batch: number) => deleteInBatches(db, sql`refresh_tokens`, sql`expires_at < ${before}`, batch);

/** Messages in the dev mailbox older than `before`. */
export const pruneDevMessages = (db: DbOrTx, before: Date, batch: number) => deleteInBatches(db, sql`dev_messages`, sql`created_at < ${before}`, batch);

/** Forgets the Idempotency-Keys of orders and online checkouts made before `before`: a retry that late is a new checkout. */
export async function forgetIdempotencyKeys(db: DbOrTx, before: Date): Promise<number> {
  const orders = await db.execute(sql`update orders set idempotency_key = null where idempotency_key is not null and placed_at < ${before}`);
  const attempts = await db.execute(sql`update payment_attempts set idempotency_key = null, request_hash = null where idempotency_key is not null and created_at < ${before}`);
  return (orders.rowCount ?? 0) + (attempts.rowCount ?? 0);
}

/** Texts counted by the message budget, sent before `before` (the budget looks back a day). */
export const pruneTextMessages = (db: DbOrTx, before: Date, batch: number) => deleteInBatches(db, sql`text_messages`, sql`sent_at < ${before}`, batch);

/** Phone-number changes made before `before` (the limit looks back a day). */
export const prunePhoneChanges = (db: DbOrTx, before: Date, batch: number) => deleteInBatches(db, sql`phone_changes`, sql`changed_at < ${before}`, batch);
