import { and, asc, eq, sql } from 'drizzle-orm';
import type { InvoiceKind } from '@shop/contract/invoices';
import type { DbOrTx } from '../../db/client';
import { invoiceCounters, invoices, orders } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * The next number of a series in a financial year. The counter row stays locked by this update until the caller's
 * transaction ends, so numbers are handed out one transaction at a time, and a transaction that rolls back gives
 * its number back: no gaps, no duplicates (a sequence would leave gaps).
 */
export async function nextSequence(tx: DbOrTx, kind: InvoiceKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, financialYear, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.kind, invoiceCounters.financialYear], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return row!.last;
}

export async function insertInvoice(tx: DbOrTx, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/** The invoice of an order (or its first credit note), if it has one. */
export async function findOfOrder(db: DbOrTx, orderId: string, kind: InvoiceKind): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind))).orderBy(asc(invoices.issuedAt), asc(invoices.sequence)).limit(1);
  return row;
}

/** Every document of an order: its invoice and its credit notes, in the order they were issued. */
export function listOfOrder(db: DbOrTx, orderId: string): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt), asc(invoices.kind), asc(invoices.sequence));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The document of an order named by its id or its number (ORD-…), with the order's customer: its invoice, its credit
 * note of that number, or without a number its first credit note.
 */
export async function findByOrderRef(db: DbOrTx, ref: string, kind: InvoiceKind, number?: string): Promise<{ invoice: InvoiceRow; customOrderId: string } | undefined> {
  const orderMatches = UUID.test(ref) ? eq(orders.id, ref) : eq(orders.customOrderId, ref);
  const [row] = await db
    .select({ invoice: invoices, customOrderId: orders.customOrderId })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(orderMatches, eq(invoices.kind, kind), number === undefined ? undefined : eq(invoices.number, number)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence))
    .limit(1);
  return row;
}
