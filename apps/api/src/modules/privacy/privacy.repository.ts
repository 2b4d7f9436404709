import { DATA_RIGHTS_LIMITS, SETTLED_ORDER_STATUSES, type DataRequestKind, type DataRequestSource } from '@shop/contract/data-rights-rules';
import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataRequests, nominees, users } from '../../db/schema';

/**
 * A customer's data rights read and erase across every table that holds something of theirs: this one place knows the
 * customer's whole footprint, so the schema walks in privacy.test.ts can hold it complete as tables are added.
 */

export interface Subject {
  userId: string;
  email: string;
  phone: string | null;
}

/** Columns never handed out, whatever the table: secrets and the keys that guard against repeats. */
export const WITHHELD_COLUMNS = ['password_hash', 'code_hash', 'token_hash', 'successor_sealed', 'request_hash', 'google_sub'] as const;

/**
 * Tables with rows of the customer that the export leaves out, and why. Everything else the schema links to a
 * customer or their orders is exported.
 */
export const WITHHELD_TABLES: Readonly<Record<string, string>> = {
  refresh_tokens: 'Sign-in secrets (stored hashed); the devices they belong to are listed under sessions.',
  cart_add_keys: 'The keys that stop a double tap adding twice, kept for a day; the cart itself is exported.',
};

const ofOrders = (s: Subject) => sql`order_id in (select id from orders where user_id = ${s.userId})`;
const contactOf = (s: Subject) => (s.phone ? sql`(${s.email}, ${s.phone})` : sql`(${s.email})`);

interface Section {
  table: string;
  about: string;
  /** What to read: every column unless told; secret columns are dropped from every table anyway. */
  columns?: SQL;
  where: (s: Subject) => SQL;
  orderBy?: string;
}

/** Every section of the export, in the order a reader meets them. */
export const EXPORT_SECTIONS: readonly Section[] = [
  { table: 'users', about: 'Your profile: name, email, mobile number and settings.', where: (s) => sql`id = ${s.userId}` },
  { table: 'nominees', about: 'The person you named to use your rights for you (DPDP section 14).', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'addresses', about: 'Your saved delivery addresses.', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'orders', about: 'Your orders, with the delivery address and amounts (paise) as placed.', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'placed_at' },
  { table: 'order_items', about: 'What each order contained.', where: ofOrders },
  { table: 'order_events', about: 'Each step of each order (confirmed, shipped, delivered…).', where: ofOrders, orderBy: 'created_at' },
  { table: 'payment_attempts', about: 'Your online payments.', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'created_at' },
  {
    table: 'refunds',
    about: 'Money given back to you.',
    where: (s) => sql`(order_id in (select id from orders where user_id = ${s.userId}) or attempt_id in (select id from payment_attempts where user_id = ${s.userId}))`,
    orderBy: 'created_at',
  },
  { table: 'return_requests', about: 'Returns you asked for.', where: (s) => sql`user_id = ${s.userId}` },
  {
    table: 'invoices',
    about: 'Your GST tax invoices and credit notes (the documents themselves download from each order).',
    columns: sql.raw('id, kind, number, order_id, invoice_id, reason, issued_at, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, refund_id'),
    where: (s) => sql`user_id = ${s.userId}`,
    orderBy: 'issued_at',
  },
  { table: 'coupon_redemptions', about: 'Coupons used on your orders.', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'first_order_claims', about: 'What your first-order offer was claimed with (email, phone, address).', where: (s) => sql`user_id = ${s.userId}` },
  {
    table: 'loyalty_recoveries',
    about: 'Loyalty rewards taken back from a refund after a return.',
    where: (s) => sql`(reward_order_id in (select id from orders where user_id = ${s.userId}) or from_order_id in (select id from orders where user_id = ${s.userId}))`,
  },
  { table: 'cod_confirmations', about: 'Cash on Delivery orders confirmed with a code.', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'reviews', about: 'Reviews you wrote.', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'cart_items', about: 'What is in your cart now.', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'user_consents', about: 'What you agree to now, purpose by purpose.', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'consent_events', about: 'Every consent you gave or withdrew: when, from which screen, to which wording.', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'at' },
  { table: 'notification_outbox', about: 'Order updates sent to you by WhatsApp or SMS.', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'created_at' },
  { table: 'reminders', about: 'Cart and refill reminders written for you: on which channel, what they named, and whether they went.', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'created_at' },
  { table: 'order_mail_outbox', about: 'Order mails sent to you.', where: ofOrders, orderBy: 'created_at' },
  { table: 'text_messages', about: 'Codes texted to you (counted against the shop’s text allowance).', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'sent_at' },
  { table: 'dev_messages', about: 'Mails and texts to your address or number that the shop keeps.', where: (s) => sql`recipient in ${contactOf(s)}`, orderBy: 'created_at' },
  { table: 'one_time_codes', about: 'Sign-in and verification codes sent to you (the codes themselves are never kept).', where: (s) => sql`(user_id = ${s.userId} or destination in ${contactOf(s)})`, orderBy: 'created_at' },
  { table: 'auth_sessions', about: 'The devices you signed in on.', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'created_at' },
  { table: 'phone_changes', about: 'Changes of your mobile number.', where: (s) => sql`user_id = ${s.userId}` },
  { table: 'data_requests', about: 'Your downloads of this data and deletion requests.', where: (s) => sql`user_id = ${s.userId}`, orderBy: 'requested_at' },
  { table: 'grievances', about: 'Grievances you raised, and our answers.', where: (s) => sql`(user_id = ${s.userId} or email = ${s.email})`, orderBy: 'created_at' },
  { table: 'grievance_mails', about: 'Mails about your grievances.', where: (s) => sql`grievance_id in (select id from grievances where user_id = ${s.userId} or email = ${s.email})` },
  {
    table: 'audit_log',
    about: 'What the shop’s staff did to your account (blocks, deletion).',
    columns: sql.raw('id, action, entity_type, entity_id, before, after, created_at'),
    where: (s) => sql`((entity_type = 'user' and entity_id = ${s.userId}) or actor_user_id = ${s.userId})`,
    orderBy: 'created_at',
  },
];

const withheld = new Set<string>(WITHHELD_COLUMNS);

function plain(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (withheld.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Every section's rows for the customer, at most DATA_RIGHTS_LIMITS.exportRowsPerSection each. */
export async function readExport(tx: DbOrTx, subject: Subject): Promise<Record<string, Record<string, unknown>[]>> {
  const sections: Record<string, Record<string, unknown>[]> = {};
  for (const section of EXPORT_SECTIONS) {
    const result = await tx.execute<Record<string, unknown>>(
      sql`select ${section.columns ?? sql.raw('*')} from ${sql.identifier(section.table)} where ${section.where(subject)} order by ${sql.raw(section.orderBy ?? '1')} limit ${DATA_RIGHTS_LIMITS.exportRowsPerSection}`,
    );
    sections[section.table] = result.rows.map(plain);
  }
  return sections;
}

export type UserRow = typeof users.$inferSelect;

export async function findUser(tx: DbOrTx, userId: string, forUpdate = false): Promise<UserRow | undefined> {
  const query = tx.select().from(users).where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Orders still on their way (not delivered, cancelled or settled after coming back), by number. */
export async function ordersInFlight(tx: DbOrTx, userId: string): Promise<string[]> {
  const settled = sql.join(
    SETTLED_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await tx.execute<{ custom_order_id: string }>(sql`
    select custom_order_id from orders o
    where o.user_id = ${userId}
      and (o.status not in (${settled})
        or exists (select 1 from return_requests r where r.order_id = o.id and r.status in ('requested', 'approved', 'received'))
        or exists (select 1 from refunds f where f.order_id = o.id and f.status in ('pending', 'processing')))
    order by o.placed_at`);
  return result.rows.map((r) => r.custom_order_id);
}

/** Online payments not yet settled: one could still become an order. */
export async function paymentsInFlight(tx: DbOrTx, userId: string, at: Date): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from payment_attempts
    where user_id = ${userId}
      and (status in ('paid', 'to_refund', 'refunding') or (status = 'created' and expires_at > ${at}))`);
  return result.rows[0]?.n ?? 0;
}

/**
 * Erases the customer's personal data in the caller's transaction: the account row is emptied and marked erased,
 * what is only theirs is deleted, and what the law keeps (orders, invoices, refunds) loses the contact details it
 * does not need. Invoices are left exactly as issued.
 */
export async function eraseSubject(tx: DbOrTx, subject: Subject, at: Date): Promise<void> {
  const { userId } = subject;
  const contact = contactOf(subject);
  const erasedEmail = `erased-${userId}@erased.invalid`;
  // Contact details in the shop's own records first, while they can still be matched.
  await tx.execute(sql`delete from dev_messages where recipient in ${contact}`);
  await tx.execute(sql`delete from one_time_codes where user_id = ${userId} or destination in ${contact}`);
  await tx.execute(sql`delete from sign_in_failures where subject in ${contact}`);
  await tx.execute(sql`update text_messages set user_id = null, destination = 'erased', requester = null where user_id = ${userId} or destination in ${contact}`);
  await tx.execute(sql`update grievances set name = null, email = ${erasedEmail}, requester = null, updated_at = ${at} where user_id = ${userId} or email = ${subject.email}`);
  for (const table of ['addresses', 'nominees', 'cart_items', 'cart_add_keys', 'user_consents', 'consent_events', 'auth_sessions', 'phone_changes', 'cod_confirmations', 'first_order_claims', 'notification_outbox', 'reminders']) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
  }
  await tx.execute(sql`delete from order_mail_outbox where order_id in (select id from orders where user_id = ${userId})`);
  // The place of supply (state, pincode) stays on orders and payments: GST needs it; the street and door go.
  await tx.execute(sql`
    update orders set address = address || '{"address_line1": "", "address_line2": ""}'::jsonb, idempotency_key = null, updated_at = ${at}
    where user_id = ${userId}`);
  await tx.execute(sql`
    update payment_attempts set snapshot = case when snapshot ? 'address'
      then jsonb_set(snapshot, '{address}', (snapshot -> 'address') || '{"address_line1": "", "address_line2": ""}'::jsonb) else snapshot end,
      updated_at = ${at}
    where user_id = ${userId}`);
  await tx.execute(sql`update return_requests set note = null, photo = null, refund_upi = null, updated_at = ${at} where user_id = ${userId}`);
  await tx.execute(sql`update reviews set user_id = null, name = 'A customer', updated_at = ${at} where user_id = ${userId}`);
  await tx
    .update(users)
    .set({
      email: erasedEmail,
      name: null,
      phone: null,
      phoneVerifiedAt: null,
      passwordHash: null,
      googleSub: null,
      emailVerifiedAt: null,
      whatsappOptInAt: null,
      smsUpdates: false,
      hasDetails: false,
      blockedAt: null,
      blockedReason: null,
      catCount: null,
      erasedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

export type DataRequestRow = typeof dataRequests.$inferSelect;

export async function insertDataRequest(
  tx: DbOrTx,
  row: { userId: string; kind: DataRequestKind; source: DataRequestSource; done: boolean; at: Date; reference?: string | null; handledBy?: string | null },
): Promise<DataRequestRow> {
  const [inserted] = await tx
    .insert(dataRequests)
    .values({
      userId: row.userId,
      kind: row.kind,
      source: row.source,
      status: row.done ? 'done' : 'requested',
      requestedAt: row.at,
      doneAt: row.done ? row.at : null,
      reference: row.reference ?? null,
      handledBy: row.handledBy ?? null,
    })
    .returning();
  return inserted!;
}

/** How many exports the customer took since `since`, and the oldest of them. */
export async function exportsSince(tx: DbOrTx, userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const rows = await tx
    .select({ at: dataRequests.requestedAt })
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'export'), gte(dataRequests.requestedAt, since)))
    .orderBy(asc(dataRequests.requestedAt));
  return { count: rows.length, oldest: rows[0]?.at ?? null };
}

export type NomineeRow = typeof nominees.$inferSelect;

export async function findNominee(tx: DbOrTx, userId: string): Promise<NomineeRow | undefined> {
  const [row] = await tx.select().from(nominees).where(eq(nominees.userId, userId));
  return row;
}

export async function saveNominee(tx: DbOrTx, userId: string, nominee: { name: string; email: string | null; phone: string | null }, at: Date): Promise<NomineeRow> {
  const [row] = await tx
    .insert(nominees)
    .values({ userId, ...nominee, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: nominees.userId, set: { ...nominee, updatedAt: at } })
    .returning();
  return row!;
}

export async function deleteNominee(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(nominees).where(eq(nominees.userId, userId));
}

export interface ConsoleRequestRow {
  id: string;
  userId: string;
  kind: DataRequestKind;
  status: 'requested' | 'done';
  source: DataRequestSource;
  requestedAt: Date;
  doneAt: Date | null;
  name: string | null;
  email: string;
  erasedAt: Date | null;
}

/** Data requests for the console: open ones first, then the newest. */
export async function listDataRequests(tx: DbOrTx, limit: number): Promise<ConsoleRequestRow[]> {
  return tx
    .select({
      id: dataRequests.id,
      userId: dataRequests.userId,
      kind: dataRequests.kind,
      status: dataRequests.status,
      source: dataRequests.source,
      requestedAt: dataRequests.requestedAt,
      doneAt: dataRequests.doneAt,
      name: users.name,
      email: users.email,
      erasedAt: users.erasedAt,
    })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .orderBy(sql`${dataRequests.status} = 'done'`, desc(dataRequests.requestedAt))
    .limit(limit);
}

/** Marks the customer's open deletion requests done (staff or the customer finished what was asked earlier). */
export async function completeDeletionRequests(tx: DbOrTx, userId: string, at: Date, handledBy: string | null): Promise<number> {
  const rows = await tx
    .update(dataRequests)
    .set({ status: 'done', doneAt: at, handledBy })
    .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'deletion'), eq(dataRequests.status, 'requested')))
    .returning({ id: dataRequests.id });
  return rows.length;
}

/** Whether the customer already has a deletion request waiting. */
export async function hasOpenDeletion(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, 'deletion'), eq(dataRequests.status, 'requested')))
    .limit(1);
  return row !== undefined;
}
