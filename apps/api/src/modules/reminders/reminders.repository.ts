import type { Locale } from '@shop/contract/locale';
import type { ReminderChannel, ReminderKind, ReminderStatus } from '@shop/contract/reminder-rules';
import { NOT_A_SALE_STATUSES } from '@shop/contract/order-rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createOutbox } from '../../db/outbox';
import { cartItems, products, reminders, users } from '../../db/schema';

export type ReminderRow = typeof reminders.$inferSelect;

export interface ReminderItem {
  productId: string;
  quantity: number;
}

/** A cart as a reminder sees it: whose, when its oldest item was added and it was last changed, and what is in it. */
export interface CartSnapshot {
  userId: string;
  startedAt: Date;
  touchedAt: Date;
  items: ReminderItem[];
  /** Every product in it can be bought now, in the quantity the cart holds. */
  inStock: boolean;
}

export interface Contact {
  userId: string;
  name: string | null;
  email: string;
  phone: string | null;
}

const CART_SNAPSHOT = sql`
  select ci.user_id as "userId",
         min(ci.created_at) as "startedAt",
         max(greatest(ci.created_at, ci.updated_at)) as "touchedAt",
         json_agg(json_build_object('productId', ci.product_id, 'quantity', ci.quantity) order by ci.created_at) as items,
         bool_and(p.is_available and not p.is_hidden and p.stock >= ci.quantity) as "inStock"
  from ${cartItems} ci join ${products} p on p.id = ci.product_id`;

type RawSnapshot = { userId: string; startedAt: string | Date; touchedAt: string | Date; items: ReminderItem[]; inStock: boolean };
const toSnapshot = (r: RawSnapshot): CartSnapshot => ({ ...r, startedAt: new Date(r.startedAt), touchedAt: new Date(r.touchedAt) });

/**
 * Carts last changed before `touchedBefore` that have no reminder of this kind yet; for the second, only carts whose
 * first was sent. Oldest first, at most `limit`.
 */
export async function cartsDue(db: DbOrTx, kind: 'cart_first' | 'cart_second', touchedBefore: Date, limit: number): Promise<CartSnapshot[]> {
  const needsFirst = kind === 'cart_second' ? sql`and exists (select 1 from ${reminders} f where f.user_id = c."userId" and f.kind = 'cart_first' and f.cart_started_at = c."startedAt" and f.status = 'sent')` : sql``;
  const result = await db.execute<RawSnapshot>(sql`
    select * from (${CART_SNAPSHOT} group by ci.user_id) c
    where c."touchedAt" <= ${touchedBefore.toISOString()}
      and not exists (select 1 from ${reminders} r where r.user_id = c."userId" and r.kind = ${kind} and r.cart_started_at = c."startedAt")
      and exists (select 1 from user_consents uc where uc.user_id = c."userId" and uc.granted and uc.purpose in ('offers_whatsapp', 'offers_sms', 'offers_email'))
      ${needsFirst}
    order by c."touchedAt"
    limit ${limit}`);
  return result.rows.map(toSnapshot);
}

/** The customer's cart as it is now, or undefined when it is empty. */
export async function cartOf(db: DbOrTx, userId: string): Promise<CartSnapshot | undefined> {
  const result = await db.execute<RawSnapshot>(sql`${CART_SNAPSHOT} where ci.user_id = ${userId} group by ci.user_id`);
  const [row] = result.rows;
  return row ? toSnapshot(row) : undefined;
}

/** Whether the customer placed an order (one that counts as a sale) at or after `since`. */
export async function orderedSince(db: DbOrTx, userId: string, since: Date): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from orders where user_id = ${userId} and created_at >= ${since.toISOString()}
      and status not in (${sql.join(NOT_A_SALE_STATUSES.map((s) => sql`${s}`), sql`, `)}) limit 1`);
  return result.rows.length > 0;
}

export async function contactsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, Contact & { catCount: number | null; language: Locale }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      catCount: users.catCount,
      language: users.language,
      blockedAt: users.blockedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  // Marketing texts go only to a number its owner proved: anyone can type someone else's number into a profile.
  return new Map(
    rows
      .filter((r) => r.blockedAt === null)
      .map((r) => [r.userId, { userId: r.userId, name: r.name, email: r.email, phone: r.phoneVerifiedAt ? r.phone : null, catCount: r.catCount, language: r.language }]),
  );
}

/** Writes a reminder once: a second writer (another process, a rerun) finds it there and writes nothing. */
export async function insertReminder(
  db: DbOrTx,
  row: {
    userId: string;
    kind: ReminderKind;
    channel: ReminderChannel;
    cartStartedAt: Date | null;
    orderId: string | null;
    items: ReminderItem[];
    couponCode: string | null;
    /** Written as withdrawn, with why, when it cannot go: so the same cart is not looked at again. */
    status?: 'withdrawn';
    lastError?: string;
    nextAttemptAt: Date;
    createdAt: Date;
  },
): Promise<boolean> {
  const inserted = await db.insert(reminders).values(row).onConflictDoNothing().returning({ id: reminders.id });
  return inserted.length > 0;
}

/** The reminders' outbox: claims with a lease, retries with backoff, records what became of each send. */
export const reminderOutbox = createOutbox(reminders);

/** Claims due reminders for sending, as every outbox does (a lease a crashed process gives up). */
export function claimDue(db: DbOrTx, at: Date, leaseMs: number, limit: number): Promise<ReminderRow[]> {
  return reminderOutbox.claim(db, { at, leaseMs, limit });
}

/** Claims one customer's first reminder of a cart, when it is still to go (or its claim's lease ran out). */
export function claimReminder(db: DbOrTx, userId: string, cartStartedAt: Date, at: Date, leaseMs: number): Promise<ReminderRow[]> {
  return reminderOutbox.claimNow(db, and(eq(reminders.userId, userId), eq(reminders.kind, 'cart_first'), eq(reminders.cartStartedAt, cartStartedAt))!, at, leaseMs);
}

/** When a cart's first reminder went; null while it has not. */
export async function firstReminderSentAt(db: DbOrTx, userId: string, cartStartedAt: Date): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: reminders.sentAt })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.kind, 'cart_first'), eq(reminders.cartStartedAt, cartStartedAt)))
    .limit(1);
  return row?.sentAt ?? null;
}

export async function updateReminder(
  db: DbOrTx,
  id: string,
  changes: Partial<{ status: ReminderStatus; nextAttemptAt: Date; lastError: string | null; sentAt: Date; claimedAt: Date | null; attempts: number; couponCode: string | null }>,
): Promise<void> {
  await db.update(reminders).set(changes).where(eq(reminders.id, id));
}

export async function findReminder(db: DbOrTx, id: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminders).where(eq(reminders.id, id)).limit(1);
  return row;
}

/** Puts items back in the cart: a product already there is left as it is. Returns how many were put back. */
export async function restoreItems(db: DbOrTx, userId: string, items: ReminderItem[], at: Date): Promise<number> {
  if (items.length === 0) return 0;
  const inserted = await db
    .insert(cartItems)
    .values(items.map((i) => ({ userId, productId: i.productId, quantity: i.quantity, createdAt: at, updatedAt: at })))
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.productId] })
    .returning({ id: cartItems.id });
  return inserted.length;
}

/** Of these products, those a customer can buy now in the quantity asked. */
export async function buyable(db: DbOrTx, items: ReminderItem[]): Promise<ReminderItem[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select({ id: products.id, stock: products.stock, isAvailable: products.isAvailable, isHidden: products.isHidden })
    .from(products)
    .where(inArray(products.id, items.map((i) => i.productId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return items.filter((i) => {
    const p = byId.get(i.productId);
    return p !== undefined && p.isAvailable && !p.isHidden && p.stock >= i.quantity;
  });
}

/** A customer's orders of litter that count as sales, newest first: when placed, and the kilograms bought. */
export async function litterOrders(db: DbOrTx, userIds: string[], limit: number): Promise<Array<{ userId: string; orderId: string; placedAt: Date; kilograms: number; items: ReminderItem[] }>> {
  if (userIds.length === 0) return [];
  const result = await db.execute<{ userId: string; orderId: string; placedAt: string | Date; kilograms: string | number; items: ReminderItem[] }>(sql`
    select * from (
      select o.user_id as "userId", o.id as "orderId", o.created_at as "placedAt",
             sum(oi.quantity * coalesce(nullif(substring(oi.weight from '^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*kg'), '')::numeric, 0)) as kilograms,
             json_agg(json_build_object('productId', oi.product_id, 'quantity', oi.quantity)) filter (where oi.product_id is not null and not oi.is_free) as items,
             row_number() over (partition by o.user_id order by o.created_at desc) as n
      from orders o join order_items oi on oi.order_id = o.id
      left join ${products} p on p.id = oi.product_id
      where o.user_id in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
        and o.status not in (${sql.join(NOT_A_SALE_STATUSES.map((s) => sql`${s}`), sql`, `)})
        and (p.category = 'litter' or (p.id is null and oi.weight ~* 'kg'))
      group by o.id
    ) t where n <= ${limit}
    order by "userId", "placedAt" desc`);
  return result.rows.map((r) => ({ ...r, placedAt: new Date(r.placedAt), kilograms: Number(r.kilograms), items: r.items ?? [] }));
}

/** Customers whose latest litter order has no refill reminder yet, with a consent to offers somewhere. */
export async function refillCandidates(db: DbOrTx, placedBefore: Date, limit: number): Promise<string[]> {
  const result = await db.execute<{ userId: string }>(sql`
    select distinct o.user_id as "userId"
    from orders o
    join order_items oi on oi.order_id = o.id
    join ${products} p on p.id = oi.product_id and p.category = 'litter'
    where o.created_at <= ${placedBefore.toISOString()}
      and o.status not in (${sql.join(NOT_A_SALE_STATUSES.map((s) => sql`${s}`), sql`, `)})
      and exists (select 1 from user_consents uc where uc.user_id = o.user_id and uc.granted and uc.purpose in ('offers_whatsapp', 'offers_sms', 'offers_email'))
      and not exists (select 1 from ${reminders} r where r.user_id = o.user_id and r.order_id = o.id)
      and o.created_at = (select max(o2.created_at) from orders o2 where o2.user_id = o.user_id
                          and o2.status not in (${sql.join(NOT_A_SALE_STATUSES.map((s) => sql`${s}`), sql`, `)}))
    limit ${limit}`);
  return result.rows.map((r) => r.userId);
}

/** The dashboard's figures since `since`: carts reminded and recovered, revenue recovered (paise), reminders by status. */
export async function figures(db: DbOrTx, since: Date, attributionMs: number) {
  const result = await db.execute<{ reminded: string | number; recovered: string | number; revenue: string | number | null }>(sql`
    with carts as (
      select user_id, cart_started_at, min(sent_at) as first_sent
      from ${reminders} where kind in ('cart_first', 'cart_second') and sent_at >= ${since.toISOString()}
      group by user_id, cart_started_at
    ), recovered as (
      select c.user_id, c.cart_started_at,
             (select o.total_paise from orders o where o.user_id = c.user_id and o.created_at >= c.first_sent
                and o.created_at < c.first_sent + ${`${attributionMs} milliseconds`}::interval
                and o.status not in (${sql.join(NOT_A_SALE_STATUSES.map((s) => sql`${s}`), sql`, `)})
              order by o.created_at limit 1) as total
      from carts c
    )
    select (select count(*) from carts) as reminded, count(total) as recovered, sum(total) as revenue from recovered`);
  const byStatus = await db
    .select({ status: reminders.status, n: sql<number>`count(*)::int` })
    .from(reminders)
    .where(sql`${reminders.createdAt} >= ${since.toISOString()}`)
    .groupBy(reminders.status);
  const [row] = result.rows;
  return { reminded: Number(row?.reminded ?? 0), recovered: Number(row?.recovered ?? 0), revenuePaise: Number(row?.revenue ?? 0), byStatus };
}

export async function catCountOf(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select({ cats: users.catCount }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.cats ?? null;
}

export async function setCatCount(db: DbOrTx, userId: string, cats: number | null): Promise<void> {
  await db.update(users).set({ catCount: cats }).where(eq(users.id, userId));
}

export async function productNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.productName }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The console's message view: the newest reminders, with their outcome. */
export function listReminders(db: DbOrTx, status: ReminderStatus | undefined, limit: number, offset: number) {
  return db
    .select({
      id: reminders.id,
      kind: reminders.kind,
      channel: reminders.channel,
      status: reminders.status,
      lastError: reminders.lastError,
      attempts: reminders.attempts,
      createdAt: reminders.createdAt,
      sentAt: reminders.sentAt,
      couponCode: reminders.couponCode,
      email: users.email,
    })
    .from(reminders)
    .innerJoin(users, eq(users.id, reminders.userId))
    .where(status ? eq(reminders.status, status) : undefined)
    .orderBy(sql`${reminders.createdAt} desc`)
    .limit(limit)
    .offset(offset);
}
