import { addressIdentity, normaliseEmail } from '@shop/contract/coupons';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './handles';
import { PAGE_KEYS } from '@shop/contract/pages';
import { PAGE_CONTENT_EN } from './page-content/english';
import { PAGE_CONTENT_HI } from './page-content/hindi';
import { dataSteps, firstOrderClaims, pageSections } from './schema';

/**
 * Work on rows already in the database that needs the application's own rules, so it cannot be a SQL migration
 * without a second copy of those rules. Each step runs once, after the migrations, under the start-up lock, in one
 * transaction with the row that marks it done: a start cut short leaves it to the next start, and a step is never
 * run twice. Steps only ever add: they must be safe on any data the migrations leave.
 */
interface DataStep {
  name: string;
  run(tx: DbOrTx): Promise<void>;
}

interface FirstOrderRow extends Record<string, unknown> {
  order_id: string;
  user_id: string;
  placed_at: Date;
  email: string;
  verified_phone: string | null;
  address: { address_line1?: string; address_line2?: string; pincode?: string | number } | null;
}

/**
 * Free and new-customer orders placed before first_order_claims existed (migration 0022) claim now what they would
 * have claimed then, with the checkout's own normalisation (normaliseEmail, addressIdentity): the mailbox, the
 * account's verified phone and the delivery address. Oldest order first, so when two old orders share a mailbox,
 * phone or address the earlier one holds it; an identity some order holds already is left with it. Cancelled orders
 * claim nothing, as at the checkout.
 */
async function backfillFirstOrderClaims(tx: DbOrTx): Promise<void> {
  const { rows } = await tx.execute<FirstOrderRow>(sql`
    select o.id as order_id, o.user_id, o.placed_at, u.email,
           case when u.phone_verified_at is not null then u.phone end as verified_phone, o.address
      from orders o
      join users u on u.id = o.user_id
      left join coupons c on c.id = o.coupon_id
     where o.status <> 'cancelled'
       and (o.coupon_type = 'free_order' or c.type = 'free_order' or c.for_new_customers)
       and not exists (select 1 from ${firstOrderClaims} f where f.order_id = o.id)
     order by o.placed_at, o.id`);
  for (const row of rows) {
    const claims: Array<{ kind: 'email' | 'phone' | 'address'; identity: string }> = [{ kind: 'email', identity: normaliseEmail(row.email) }];
    if (row.verified_phone) claims.push({ kind: 'phone', identity: row.verified_phone });
    if (row.address?.address_line1 && row.address.pincode !== undefined) {
      claims.push({ kind: 'address', identity: addressIdentity({ address_line1: row.address.address_line1, address_line2: row.address.address_line2, pincode: row.address.pincode }) });
    }
    await tx
      .insert(firstOrderClaims)
      .values(claims.map((c) => ({ ...c, orderId: row.order_id, userId: row.user_id, createdAt: new Date(row.placed_at) })))
      .onConflictDoNothing();
  }
}

/**
 * The pages' first words, English and Hindi, for every section not stored yet. Safe to run again: a section already
 * stored (perhaps edited by staff) is never written over.
 */
export async function seedPageSections(tx: DbOrTx): Promise<void> {
  const rows: Array<typeof pageSections.$inferInsert> = [];
  for (const page of PAGE_KEYS) {
    PAGE_CONTENT_EN[page].forEach((s, position) => {
      rows.push({ page, section: s.section, locale: 'en', position, heading: s.heading, body: s.body });
      const hindi = PAGE_CONTENT_HI[page][s.section];
      if (hindi) rows.push({ page, section: s.section, locale: 'hi', position, heading: hindi.heading, body: hindi.body });
    });
  }
  await tx.insert(pageSections).values(rows).onConflictDoNothing();
}

export const DATA_STEPS: readonly DataStep[] = [
  { name: '0028_first_order_claims_backfill', run: backfillFirstOrderClaims },
  // The terms, privacy policy, FAQ and About as the web had them, in English and Hindi (0037).
  { name: '0037_page_sections', run: (tx) => seedPageSections(tx) },
  // The FAQ's title and opening words, stored like the legal pages' so staff edit them and its head reads them.
  { name: '0038_faq_intro', run: (tx) => seedPageSections(tx) },
];

/** Runs every data step not yet done; the caller holds the start-up lock (see withStartupLock). */
export async function runDataSteps(db: Db, steps: readonly DataStep[] = DATA_STEPS): Promise<void> {
  for (const step of steps) {
    await db.transaction(async (tx) => {
      const [marked] = await tx.insert(dataSteps).values({ name: step.name }).onConflictDoNothing().returning();
      if (marked) await step.run(tx);
    });
  }
}
