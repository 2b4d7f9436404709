import { OrderStatusResponse } from '@shop/contract/tracking';
import { OrderResponse } from '@shop/contract/orders';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';
import { failureCode } from '../../test/migration-harness';
import { deliverSandboxWebhooks, openCheckout, paidOrder, payAtSandbox, post, shopper, verifyPayment, type LogBook, openShop } from '../../test/payment-helpers';
import { pdfText } from '../../test/pdf-text';
import { invoices, orders, refunds } from '../db/schema';
import type { InvoiceLine } from '../modules/invoices/invoices.service';
import type { Services } from '../services';

let ctx: TestContext, services: Services, staff: string;
const book: LogBook = { warnings: [] };
beforeAll(async () => void ({ ctx, services, staff } = await openShop({ book, staff: true })));
afterAll(() => ctx.close());

const deliveredOrder = () => paidOrder(ctx, services, { delivered: true });
const documentsOf = (orderId: string, kind: 'invoice' | 'credit_note') =>
  ctx.db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind))).orderBy(asc(invoices.sequence));
const refund = (ref: string, amount: number, reason = 'Bag arrived torn') => post(ctx, `/api/v1/admin/orders/${ref}/refunds`, staff, { amount, reason });
const statusOf = async (cookie: string, ref: string) => OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/status`, headers: { cookie } })).json());
const download = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const COLUMNS = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const;

/** Every column of the credit notes, line by line of the invoice, added up. */
function creditedPerLine(invoiceLines: InvoiceLine[], notes: Array<{ lines: unknown }>) {
  const sums = invoiceLines.map(() => ({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 }));
  for (const note of notes) (note.lines as InvoiceLine[]).forEach((l, position) => COLUMNS.forEach((c) => (sums[l.invoiceLine ?? position]![c] += l[c])));
  return sums;
}

describe('credit notes for refunds', () => {
  it('each staff refund of a delivered order is credited on a note of its own; the last brings the notes to the invoice', async () => {
    const { cookie, order } = await deliveredOrder();
    const [invoice] = await documentsOf(order._id, 'invoice');
    expect(invoice).toMatchObject({ totalPaise: 59400 });

    expect((await refund(order.customOrderId, 300)).statusCode).toBe(200);
    // Written when the provider says the money went back, not before.
    expect(await documentsOf(order._id, 'credit_note')).toHaveLength(0);
    await deliverSandboxWebhooks(services);
    const [first] = await documentsOf(order._id, 'credit_note');
    expect(first).toMatchObject({ invoiceId: invoice!.id, totalPaise: 30000, reason: 'Refunded in part: Bag arrived torn' });
    // The part is taxed as the invoice taxed the line: 5% inside ₹300.
    expect(first!.taxablePaise).toBe(28571);
    expect(first!.cgstPaise + first!.sgstPaise + first!.igstPaise).toBe(1429);

    expect((await refund(order.customOrderId, 294)).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    await deliverSandboxWebhooks(services);
    const notes = await documentsOf(order._id, 'credit_note');
    expect(notes.map((n) => [n.totalPaise, n.reason])).toEqual([
      [30000, 'Refunded in part: Bag arrived torn'],
      [29400, 'Refunded in full'],
    ]);
    // Gap-free in their own series, and together exactly the invoice in every column.
    expect(notes[1]!.sequence).toBe(notes[0]!.sequence + 1);
    expect(creditedPerLine(invoice!.lines as InvoiceLine[], notes)).toEqual((invoice!.lines as InvoiceLine[]).map((l) => Object.fromEntries(COLUMNS.map((c) => [c, l[c]]))));

    // The customer and staff download each; a stranger learns nothing.
    const listed = (await statusOf(cookie, order.customOrderId)).invoice!;
    expect(listed.creditNotes.map((n) => [n.number, n.amount])).toEqual([
      [notes[0]!.number, 300],
      [notes[1]!.number, 294],
    ]);
    expect(listed.creditNote?.number).toBe(notes[0]!.number);
    const stranger = await shopper(ctx);
    for (const [i, note] of listed.creditNotes.entries()) {
      expect(note.url).toBe(`/api/v1/order/${order.customOrderId}/credit-note/${notes[i]!.number.replaceAll('/', '-')}`);
      const mine = await download(note.url, cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(mine.rawPayload);
      expect(text).toContain(notes[i]!.number);
      expect(text).toContain(invoice!.number);
      expect((await download(note.url, staff)).statusCode).toBe(200);
      expect((await download(note.url, stranger.cookie)).statusCode).toBe(404);
    }
    expect((await download(`/api/v1/order/${order.customOrderId}/credit-note`, staff)).statusCode).toBe(200);
    expect((await download(`/api/v1/order/${order.customOrderId}/credit-note/CRN-99-00-999999`, cookie)).statusCode).toBe(404);
    expect((await download(`/api/v1/order/${order.customOrderId}/credit-note/INV-26-27-000001`, cookie)).statusCode).toBe(400);
    const admin = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.customOrderId}`, headers: { cookie: staff } });
    expect(admin.json().order.invoice.creditNotes).toHaveLength(2);
  });

  it('a refund heard of twice, or by two processes at once, is credited once', async () => {
    const { order } = await paidOrder(ctx, services);
    expect((await refund(order._id, 100)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    const answer = (await services.paymentProvider.fetchRefunds(row!.providerPaymentId)).find((r) => r.receipt === row!.id)!;
    const processed = { ...answer, status: 'processed' as const };
    // The webhook, its replay and the job asking, all at once.
    await Promise.all([services.refunds.onProviderRefund(processed), services.refunds.onProviderRefund(processed), deliverSandboxWebhooks(services)]);
    await services.refunds.onProviderRefund(processed);
    const notes = await documentsOf(order._id, 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ refundId: row!.id, totalPaise: 10000 });
    expect((await ctx.db.select().from(orders).where(eq(orders.id, order._id)))[0]).toMatchObject({ refundedPaise: 10000, paymentStatus: 'partially_refunded' });
    // The database holds it too: a second note for the same refund is refused.
    const { id: _id, number: _n, sequence: _s, ...copy } = notes[0]!;
    expect(await failureCode(ctx.db.insert(invoices).values({ ...copy, number: 'CRN/99-00/000001', sequence: 1, financialYear: '2099-00' }))).toBe('23505');
  });

  it('a part refunded, then the order cancelled or returned: the note for the rest credits only what is left', async () => {
    // Two lines at different rates, so the parts are shared over lines taxed differently.
    const { cookie } = await shopper(ctx);
    const litter = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400, gstRateBp: 500 });
    const scoop = await createProduct(ctx.db, { stock: 5, mrpPaise: 29900, sellingPricePaise: 19900, category: 'accessories', gstRateBp: 1800 });
    const checkout = await openCheckout(ctx, cookie, [
      { productId: litter.id, quantity: 1 },
      { productId: scoop.id, quantity: 2 },
    ]);
    const placed = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
    expect(placed.statusCode, placed.body).toBe(200);
    const order = OrderResponse.parse(placed.json()).order;
    await deliverSandboxWebhooks(services);
    const [invoice] = await documentsOf(order._id, 'invoice');

    expect((await refund(order._id, 123.45, 'Late delivery')).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    const cancelled = await post(ctx, `/api/v1/admin/orders/${order._id}/cancel`, staff, { reason: 'Customer called' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverSandboxWebhooks(services);
    const notes = await documentsOf(order._id, 'credit_note');
    expect(notes.map((n) => [n.totalPaise, n.reason])).toEqual([
      [12345, 'Refunded in part: Late delivery'],
      [invoice!.totalPaise - 12345, 'Order cancelled'],
    ]);
    for (const note of notes) for (const line of note.lines as InvoiceLine[]) for (const c of COLUMNS) expect(line[c]).toBeGreaterThanOrEqual(0);
    expect(creditedPerLine(invoice!.lines as InvoiceLine[], notes)).toEqual((invoice!.lines as InvoiceLine[]).map((l) => Object.fromEntries(COLUMNS.map((c) => [c, l[c]]))));

    const returned = await deliveredOrder();
    expect((await refund(returned.order._id, 94)).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect((await post(ctx, `/api/v1/order/${returned.order._id}/return`, returned.cookie, { reason: 'Wrong item received' })).statusCode).toBe(201);
    for (const status of ['approved', 'received']) expect((await post(ctx, `/api/v1/admin/orders/${returned.order._id}/return`, staff, { status })).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect((await documentsOf(returned.order._id, 'credit_note')).map((n) => [n.totalPaise, n.reason])).toEqual([
      [9400, 'Refunded in part: Bag arrived torn'],
      [50000, 'Goods returned'],
    ]);
  });
});

describe('background work', () => {
  it('logged nothing unexpected', () => {
    expect(book.warnings).toEqual([]);
  });
});
