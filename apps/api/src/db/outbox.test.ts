import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../test/scratch-database';
import { retryDelayMs } from '../lib/retry-delay';
import { connectDatabase, type Database } from './client';
import { CUT_SHORT, createOutbox } from './outbox';

// An outbox table of the test's own, shaped as every outbox of the shop is.
const letters = pgTable('outbox_test_letters', {
  id: uuid('id').primaryKey().defaultRandom(),
  topic: text('topic').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
const outbox = createOutbox(letters);

/** Two processes of the shop, each with its own connections. */
let one: Database;
let two: Database;
let database: Awaited<ReturnType<typeof scratchDatabase>>;

beforeAll(async () => {
  database = await scratchDatabase();
  one = connectDatabase(database.url, { max: 3 });
  two = connectDatabase(database.url, { max: 3 });
  await one.db.execute(sql`create table outbox_test_letters (
    id uuid primary key default gen_random_uuid(), topic text not null, status text not null default 'pending',
    attempts integer not null default 0, next_attempt_at timestamptz not null, claimed_at timestamptz,
    last_error text, sent_at timestamptz)`);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await database.drop();
});
beforeEach(async () => {
  await one.db.delete(letters);
});

const at = new Date('2026-11-27T10:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);
const leaseMs = OUTBOX_LIMITS.claimLeaseSeconds * 1000;

async function write(count: number, topic = 'a', due = at): Promise<string[]> {
  const rows = await one.db
    .insert(letters)
    .values(Array.from({ length: count }, (_, n) => ({ topic, nextAttemptAt: new Date(due.getTime() - (count - n) * 1000) })))
    .returning({ id: letters.id });
  return rows.map((r) => r.id);
}
const rowOf = async (id: string) => (await one.db.select().from(letters).where(eq(letters.id, id)))[0]!;

describe('claiming due rows', () => {
  it('takes due pending rows oldest first, counts the attempt and marks them sending; rows not yet due stay', async () => {
    const ids = await write(3);
    const [notYet] = await write(1, 'a', later(10 * leaseMs));
    const claimed = await outbox.claim(one.db, { at, leaseMs, limit: 10 });
    expect(claimed.map((r) => r.id)).toEqual(ids);
    expect(claimed.every((r) => r.status === 'sending' && r.attempts === 1 && r.claimedAt?.getTime() === at.getTime())).toBe(true);
    expect(await rowOf(notYet!)).toMatchObject({ status: 'pending', attempts: 0, claimedAt: null });
    // Claimed rows are not claimed again while their lease holds.
    expect(await outbox.claim(one.db, { at: later(leaseMs - 1), leaseMs, limit: 10 })).toEqual([]);
  });

  it('two processes claiming at the same moment get rows apart, and one never waits behind the other', async () => {
    const ids = await write(10);
    // One process holds its claim open (mid-transaction); the other claims meanwhile, skipping the locked rows.
    let second: string[] = [];
    await one.db.transaction(async (tx) => {
      const first = await outbox.claim(tx, { at, leaseMs, limit: 4 });
      expect(first).toHaveLength(4);
      second = (await outbox.claim(two.db, { at, leaseMs, limit: 10 })).map((r) => r.id);
      expect(second).toHaveLength(6);
      expect(second.filter((id) => first.some((r) => r.id === id))).toEqual([]);
    });
    // Many claimers racing: every row claimed exactly once.
    await one.db.update(letters).set({ status: 'pending', claimedAt: null });
    const races = await Promise.all([one, two, one, two, one, two].map((p) => outbox.claim(p.db, { at: later(1), leaseMs, limit: 2 })));
    const all = races.flat().map((r) => r.id);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...ids].sort());
  });

  it('a row whose process died mid-send is claimed again once its lease has passed, as a further attempt', async () => {
    const [id] = await write(1);
    await outbox.claim(one.db, { at, leaseMs });
    expect(await outbox.claim(two.db, { at: later(leaseMs - 1000), leaseMs })).toEqual([]);
    const [again] = await outbox.claim(two.db, { at: later(leaseMs), leaseMs });
    expect(again).toMatchObject({ id, status: 'sending', attempts: 2 });
  });

  it('claims only the rows asked for, and claimNow takes a pending row before its time', async () => {
    const [a] = await write(1, 'a');
    const [b] = await write(1, 'b', later(3_600_000));
    expect((await outbox.claim(one.db, { at, leaseMs, where: eq(letters.topic, 'b') })).map((r) => r.id)).toEqual([]);
    expect((await outbox.claimNow(one.db, eq(letters.topic, 'b'), at)).map((r) => r.id)).toEqual([b]);
    // Already claimed: a second tap claims nothing.
    expect(await outbox.claimNow(two.db, eq(letters.topic, 'b'), at)).toEqual([]);
    expect((await outbox.claim(one.db, { at, leaseMs, where: inArray(letters.id, [a!]) })).map((r) => r.id)).toEqual([a]);
  });
});

describe('what became of a send', () => {
  it('a sent row is done and is never claimed again', async () => {
    const [id] = await write(1);
    const [row] = await outbox.claim(one.db, { at, leaseMs });
    await outbox.markSent(one.db, row!.id, later(5));
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', sentAt: later(5), claimedAt: null, lastError: null });
    expect(await outbox.claim(one.db, { at: later(leaseMs * 10), leaseMs })).toEqual([]);
  });

  it('a failed send keeps the provider reason and waits longer each try, then is left as failed', async () => {
    const [id] = await write(1);
    const max = 3;
    let now = at;
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const [row] = await outbox.claim(one.db, { at: now, leaseMs });
      expect(row).toMatchObject({ id, attempts: attempt });
      const outcome = await outbox.markFailed(one.db, row!, new Error(`provider said no (${attempt})`), now, max);
      expect(outcome).toEqual({ giveUp: attempt === max, reason: `provider said no (${attempt})` });
      const stored = await rowOf(id!);
      expect(stored).toMatchObject({ status: attempt === max ? 'failed' : 'pending', lastError: `provider said no (${attempt})`, claimedAt: null });
      expect(stored.nextAttemptAt.getTime() - now.getTime()).toBe(retryDelayMs(attempt));
      // Not before its pause has passed.
      expect(await outbox.claim(one.db, { at: new Date(stored.nextAttemptAt.getTime() - 1), leaseMs })).toEqual([]);
      now = stored.nextAttemptAt;
    }
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(await outbox.claim(one.db, { at: later(10 * 3_600_000), leaseMs })).toEqual([]);
  });

  it('a refusal for good is failed at once, and a long reason is cut to its stored length', async () => {
    const [id] = await write(1);
    const [row] = await outbox.claim(one.db, { at, leaseMs });
    const refusal = Object.assign(new Error(`number not on WhatsApp ${'x'.repeat(900)}`), { permanent: true });
    const outcome = await outbox.markFailed(one.db, row!, refusal, at, 6);
    expect(outcome.giveUp).toBe(true);
    const stored = await rowOf(id!);
    expect(stored.status).toBe('failed');
    expect(stored.lastError).toHaveLength(OUTBOX_LIMITS.failureReasonChars);
    expect(stored.lastError!.startsWith('number not on WhatsApp')).toBe(true);
  });

  it('a row claimed past its last attempt (its last send was cut short) is left as failed, not sent twice', async () => {
    const [id] = await write(1);
    const [first] = await outbox.claim(one.db, { at, leaseMs });
    expect(await outbox.failIfCutShort(one.db, first!, 1)).toBe(false);
    // The process dies mid-send; another takes the row over after the lease.
    const [again] = await outbox.claim(two.db, { at: later(leaseMs), leaseMs });
    expect(await outbox.failIfCutShort(two.db, again!, 1)).toBe(true);
    expect(await rowOf(id!)).toMatchObject({ status: 'failed', lastError: CUT_SHORT, claimedAt: null });
  });

  it('release gives the claim up with a state or time of the outbox own', async () => {
    const [id] = await write(1);
    const [row] = await outbox.claim(one.db, { at, leaseMs });
    await outbox.release(one.db, row!.id, { status: 'pending', nextAttemptAt: later(60_000) });
    expect(await rowOf(id!)).toMatchObject({ status: 'pending', claimedAt: null, nextAttemptAt: later(60_000) });
    expect(await outbox.claim(one.db, { at: later(59_999), leaseMs })).toEqual([]);
    expect(await outbox.claim(one.db, { at: later(60_000), leaseMs })).toHaveLength(1);
  });
});
