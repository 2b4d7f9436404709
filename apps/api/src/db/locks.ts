import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from './handles';

/**
 * Every advisory lock the shop takes, named here so that two features cannot pick the same name by accident and a
 * reader sees at a glance what is serialised against what. Names are namespaced strings; the 64-bit hash makes
 * collisions between them negligible.
 */
export const LOCK_KEYS = {
  /** Start-up steps (migrations, seeding, staff grants): one process at a time, held for the session. */
  startup: 'shop:startup',
  /** Seeding an empty shop: two processes starting on one empty database must not both seed it. */
  seed: 'shop:seed',
  /** One email address, phone number or throttled subject in sign-up, login and code requests. */
  auth: (subject: string) => `auth:${subject}`,
  /** One customer's cart. */
  cart: (userId: string) => `cart:${userId}`,
  /** One customer's order placement. */
  orders: (userId: string) => `orders:${userId}`,
  /** One customer's Cash on Delivery confirmation codes. */
  codConfirmation: (userId: string) => `cod-confirmation:${userId}`,
  /** Opening the online payment of one Cash on Delivery order (pay now instead): one open at a time. */
  payNow: (orderId: string) => `pay-now:${orderId}`,
  /** The shop's message budget: every paid text is counted against it one at a time. */
  messageBudget: 'shop:message-budget',
  /** One customer's phone-number changes. */
  phoneChanges: (userId: string) => `phone-changes:${userId}`,
  /** The staff's synonym list for search: changes one at a time, so its size limit holds. */
  searchSynonyms: 'search:synonyms',
  /** One customer's review submissions. */
  review: (userId: string) => `review:${userId}`,
  /** Who has staff rights: every grant, removal and block takes turns, so the last member of staff always stays. */
  staffRights: 'staff-rights',
  /** One customer's data rights: downloads counted one at a time, and a deletion. */
  dataRights: (userId: string) => `data-rights:${userId}`,
  /** Grievances from one email address or client address: the hourly limits hold under racing posts. */
  grievances: (subject: string) => `grievances:${subject}`,
  /** One background job's run, across every process. */
  job: (name: string) => `job:${name}`,
} as const;

/** Holds the advisory lock named `key` until the transaction ends: whoever takes the same name waits. */
export async function lockUntilCommit(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Like lockUntilCommit, but answers false at once when another transaction holds the name. */
export async function tryLockUntilCommit(tx: DbOrTx, key: string): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`);
  return result.rows[0]?.locked === true;
}

/**
 * Holds the advisory lock named `key` for as long as `client`'s connection lives (or until released), for work
 * that spans several transactions. The lock goes with the connection if the process dies.
 */
export async function lockForSession(client: pg.ClientBase, key: string): Promise<void> {
  await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
}
