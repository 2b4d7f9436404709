import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';
import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { retryDelayMs } from '../lib/retry-delay';
import type { DbOrTx } from './handles';

/**
 * A table of things owed to someone outside (a mail, a text, a reminder), sent by whichever process claims them:
 * each row is `pending` until its `nextAttemptAt`, `sending` while a process holds its lease, then `sent` or `failed`
 * (or a state of the table's own, such as withdrawn or skipped).
 */
export type OutboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  claimedAt: PgColumn;
  lastError: PgColumn;
  sentAt: PgColumn;
};

/** What every outbox row carries. */
export interface OutboxRow {
  id: string;
  attempts: number;
  lastError: string | null;
}

/** What became of a failed send: given up on (failed for good) or waiting for its next try, and why. */
export interface SendFailure {
  giveUp: boolean;
  reason: string;
}

/** Written on a row claimed again after a process died mid-send on its last try. */
export const CUT_SHORT = 'the last try was cut short';

/** The provider's reason for a failed send, as stored (cut to the stored length). */
export function reasonOf(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, OUTBOX_LIMITS.failureReasonChars);
}

/** A provider's refusal that no retry can change (a number that does not exist, a template refused). */
export function isPermanent(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { permanent?: unknown }).permanent === true;
}

export interface ClaimOptions {
  at: Date;
  /** How long a claim belongs to its process; a row left `sending` longer is claimed again (its process died). */
  leaseMs: number;
  /** Rows at the most, oldest due first. */
  limit?: number;
  /** Only rows that also match this (one order's mails, one grievance's). */
  where?: SQL;
}

/** The claim, retry and outcome rules every outbox shares, for one outbox table. */
export function createOutbox<T extends OutboxTable>(table: T) {
  type Row = T['$inferSelect'] & OutboxRow;
  type Changes = Partial<T['$inferInsert']>;
  const c = table as OutboxTable;

  const update = (db: DbOrTx, changes: Changes, where: SQL | undefined) =>
    // The table is generic here; the columns it must have are named by OutboxTable.
    db
      .update(c)
      .set(changes as never)
      .where(where);

  return {
    /**
     * Claims due rows: pending ones whose time has come, and ones a process claimed but never finished once their lease
     * has passed. Each claim counts as an attempt. Rows another process is claiming at that moment are skipped, not
     * waited for, so two processes claim different rows and each row is sent by one process at a time.
     */
    async claim(db: DbOrTx, { at, leaseMs, limit = 1, where }: ClaimOptions): Promise<Row[]> {
      const due = or(
        and(eq(c.status, 'pending'), lte(c.nextAttemptAt, at)),
        and(eq(c.status, 'sending'), lte(c.claimedAt, new Date(at.getTime() - leaseMs))),
      );
      const pick = db
        .select({ id: c.id })
        .from(c)
        .where(where ? and(where, due) : due)
        .orderBy(asc(c.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await update(db, { status: 'sending', claimedAt: at, attempts: sql`${c.attempts} + 1` } as Changes, inArray(c.id, pick)).returning();
      return claimed as Row[];
    },

    /**
     * Claims pending rows that match `where` now, whatever their time (a send asked for by staff); given `leaseMs`, also
     * ones a process claimed but never finished once their lease has passed.
     */
    async claimNow(db: DbOrTx, where: SQL, at: Date, leaseMs?: number): Promise<Row[]> {
      const free = leaseMs === undefined ? eq(c.status, 'pending') : or(eq(c.status, 'pending'), and(eq(c.status, 'sending'), lte(c.claimedAt, new Date(at.getTime() - leaseMs))));
      const claimed = await update(db, { status: 'sending', claimedAt: at, attempts: sql`${c.attempts} + 1` } as Changes, and(where, free)).returning();
      return claimed as Row[];
    },

    /** Sets a row's fields and gives up its claim (a state of the table's own, a later time). */
    async release(db: DbOrTx, id: string, changes: Changes): Promise<void> {
      await update(db, { claimedAt: null, ...changes } as Changes, eq(c.id, id));
    },

    /** The send went: the row is done (with a note for staff, when something was left out of it). */
    async markSent(db: DbOrTx, id: string, at: Date, note: string | null = null): Promise<void> {
      await update(db, { status: 'sent', sentAt: at, lastError: note, claimedAt: null } as Changes, eq(c.id, id));
    },

    /**
     * The send failed: the provider's reason is kept, and the row waits (doubling its pause each try) or, past
     * `maxAttempts` or refused for good, is left as failed.
     */
    async markFailed(db: DbOrTx, row: OutboxRow, err: unknown, at: Date, maxAttempts: number): Promise<SendFailure> {
      const reason = reasonOf(err);
      const giveUp = isPermanent(err) || row.attempts >= maxAttempts;
      const nextAttemptAt = new Date(at.getTime() + retryDelayMs(row.attempts));
      await update(db, { status: giveUp ? 'failed' : 'pending', claimedAt: null, lastError: reason, nextAttemptAt } as Changes, eq(c.id, row.id));
      return { giveUp, reason };
    },

    /**
     * A row claimed once more than `maxAttempts` allows: a process died mid-send on its last try, and the send may have
     * gone, so it is not tried again but left as failed. Answers whether it was.
     */
    async failIfCutShort(db: DbOrTx, row: OutboxRow, maxAttempts: number): Promise<boolean> {
      if (row.attempts <= maxAttempts) return false;
      await update(db, { status: 'failed', claimedAt: null, lastError: CUT_SHORT } as Changes, eq(c.id, row.id));
      return true;
    },
  };
}
