import { AdminOrderResponse } from '@shop/contract/admin';
import { INVOICE_LIMITS } from '@shop/contract/invoices';
import { OrderResponse } from '@shop/contract/orders';
import { OrderStatusResponse } from '@shop/contract/tracking';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, loginAs } from '../../../test/auth-helpers';
import { createTestClock, type TestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, giveAddress } from '../../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, post, verifyPayment, openShop } from '../../../test/payment-helpers';
import { pdfText } from '../../../test/pdf-text';
import { invoices } from '../../db/schema';
import type { Services } from '../../services';

/** The seller is in Gujarat (the default configuration): Ahmedabad is intra-state, Bengaluru inter-state. */
const AHMEDABAD = 380015;

let ctx: TestContext, services: Services, staff: string;
  // 1 December 2026, 11:00 IST: financial year 2026-27.
beforeAll(async () => void ({ ctx, services, staff } = await openShop({ context: [{}, createTestClock(new Date('2026-12-01T05:30:00Z'))], staff: true })));
afterAll(() => ctx.close());

const invoiceOf = async (orderId: string, kind: 'invoice' | 'credit_note' = 'invoice') =>
  (await ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId))).find((i) => i.kind === kind);
const statusOf = async (cookie: string, ref: string) => OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/status`, headers: { cookie } })).json());
const download = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The newest mail to an address whose subject matches, as the dev mailbox shows it. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` });
  const found = (res.json() as { messages: Array<{ subject: string; text: string }> }).messages.find((m) => subject.test(m.subject));
  if (!found) throw new Error(`no mail matching ${subject} to ${email}`);
  return found.text;
}

async function customer(pincode?: number) {
  const user = await createUser(ctx.db);
  await giveAddress(ctx.db, user.id, pincode);
  return { user, cookie: await loginAs(ctx, user) };
}

/** A Cash on Delivery order of two units of a 5% product and one of an 18% product. */
async function codOrder(pincode?: number) {
  const { user, cookie } = await customer(pincode);
  const litter = await createProduct(ctx.db, { mrpPaise: 69900, sellingPricePaise: 59400, hsnCode: '250810', gstRateBp: 500, stock: 50 });
  const scoop = await createProduct(ctx.db, { productName: 'Stainless Steel Litter Scoop', category: 'accessories', mrpPaise: 39900, sellingPricePaise: 35900, hsnCode: '732393', gstRateBp: 1800, stock: 50 });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, {
    items: [
      { productId: litter.id, quantity: 2 },
      { productId: scoop.id, quantity: 1 },
    ],
    payment: { method: 'COD' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { user, cookie, order: OrderResponse.parse(res.json()).order };
}

/** Opens and pays an online checkout; the caller verifies (so several can be verified at once). */
async function paidCheckout(pincode?: number, couponCode?: string) {
  const { user, cookie } = await customer(pincode);
  const p = await createProduct(ctx.db, { mrpPaise: 69900, sellingPricePaise: 59400, stock: 50 });
  const checkout = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }], couponCode ? { coupon: { code: couponCode } } : {});
  return { user, cookie, paid: await payAtSandbox(ctx, checkout.id) };
}

async function paidOrder(pincode?: number, couponCode?: string) {
  const { user, cookie, paid } = await paidCheckout(pincode, couponCode);
  const res = await verifyPayment(ctx, cookie, paid);
  expect(res.statusCode, res.body).toBe(200);
  return { user, cookie, order: OrderResponse.parse(res.json()).order };
}

describe('issuing', () => {
  it('an order paid online is invoiced as it is placed, with IGST when delivered to another state', async () => {
    const { user, cookie, order } = await paidOrder();
    const invoice = await invoiceOf(order._id);
    expect(invoice).toMatchObject({ kind: 'invoice', financialYear: '2026-27', supplyType: 'inter', totalPaise: 59400, cgstPaise: 0, sgstPaise: 0 });
    // The order mail links to it.
    expect(await mailTo(user.email, /placed$/)).toContain(`Download your GST tax invoice (PDF): http://localhost:3000/api/v1/order/${order.customOrderId}/invoice`);
    expect(invoice!.number).toMatch(/^INV\/26-27\/\d{6}$/);
    // ₹594 at 5%: taxable 565.71, IGST 28.29.
    expect(invoice).toMatchObject({ taxablePaise: 56571, igstPaise: 2829 });
    const status = await statusOf(cookie, order.customOrderId);
    expect(status.invoice).toEqual({ number: invoice!.number, issuedAt: invoice!.issuedAt.toISOString(), url: `/api/v1/order/${order.customOrderId}/invoice`, creditNote: null, creditNotes: [] });
  });

  it('a coupon is taken off before tax: the invoice adds up to what was paid', async () => {
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000 });
    const { order } = await paidOrder(AHMEDABAD, coupon.code);
    expect(order.total).toBe(494);
    const invoice = (await invoiceOf(order._id))!;
    expect(invoice).toMatchObject({ supplyType: 'intra', totalPaise: 49400, igstPaise: 0 });
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(49400);
    expect(Math.abs(invoice.cgstPaise - invoice.sgstPaise)).toBeLessThanOrEqual(1);
    expect(invoice.lines).toEqual([expect.objectContaining({ grossPaise: 59400, discountPaise: 10000, totalPaise: 49400, hsnCode: '250810', rateBp: 500 })]);
  });

  it('Cash on Delivery is invoiced on dispatch, not before, in the transaction that moves it', async () => {
    const { user, cookie, order } = await codOrder(AHMEDABAD);
    expect(await invoiceOf(order._id)).toBeUndefined();
    expect(await mailTo(user.email, /placed$/)).not.toContain('tax invoice');
    await services.lifecycle.advance(order._id, 'confirmed');
    expect(await invoiceOf(order._id)).toBeUndefined();
    expect((await statusOf(cookie, order._id)).invoice).toBeNull();

    const moved = await post(ctx, `/api/v1/admin/orders/${order.customOrderId}/status`, staff, { status: 'shipment_created' });
    expect(moved.statusCode, moved.body).toBe(200);
    const invoice = (await invoiceOf(order._id))!;
    // Two units at ₹594 (5%) and a scoop at ₹359 (18%), within Gujarat: CGST + SGST.
    expect(invoice).toMatchObject({ supplyType: 'intra', totalPaise: 154700, taxablePaise: 143567, cgstPaise: 5567, sgstPaise: 5566, igstPaise: 0 });
    expect(AdminOrderResponse.parse(moved.json()).order.invoice).toMatchObject({ number: invoice.number, creditNote: null });
    expect(await mailTo(user.email, /has shipped$/)).toContain(`/api/v1/order/${order.customOrderId}/invoice`);
    // Moving on does not invoice twice.
    await services.lifecycle.advance(order._id, 'delivered');
    expect(await ctx.db.select().from(invoices).where(eq(invoices.orderId, order._id))).toHaveLength(1);
  });

  it('an order skipping straight to delivered is invoiced too; one cancelled before dispatch never is', async () => {
    const skipped = await codOrder();
    await services.lifecycle.advance(skipped.order._id, 'delivered');
    expect(await invoiceOf(skipped.order._id)).toMatchObject({ supplyType: 'inter' });

    const cancelled = await codOrder();
    expect((await post(ctx, `/api/v1/order/${cancelled.order._id}/cancel`, cancelled.cookie, {})).statusCode).toBe(200);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.orderId, cancelled.order._id))).toEqual([]);
  });
});

describe('credit notes', () => {
  it('a prepaid order cancelled after its invoice gets a credit note from its own series, with the same tax split', async () => {
    const { cookie, order } = await paidOrder(AHMEDABAD);
    const res = await post(ctx, `/api/v1/order/${order.customOrderId}/cancel`, cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    await deliverSandboxWebhooks(services);
    const invoice = (await invoiceOf(order._id))!;
    const note = (await invoiceOf(order._id, 'credit_note'))!;
    expect(note.number).toMatch(/^CRN\/26-27\/\d{6}$/);
    expect(note).toMatchObject({ invoiceId: invoice.id, reason: 'Order cancelled', supplyType: 'intra', totalPaise: invoice.totalPaise, taxablePaise: invoice.taxablePaise, cgstPaise: invoice.cgstPaise, sgstPaise: invoice.sgstPaise });
    expect((await statusOf(cookie, order._id)).invoice?.creditNote).toMatchObject({ number: note.number, url: `/api/v1/order/${order.customOrderId}/credit-note` });
  });

  it('a returned order gets a credit note when staff mark the parcel received; the PDF names the invoice it cancels', async () => {
    const { cookie, order } = await codOrder();
    await services.lifecycle.advance(order._id, 'delivered');
    expect((await post(ctx, `/api/v1/order/${order._id}/return`, cookie, { reason: 'Wrong item received', refundUpi: 'asha@okaxis' })).statusCode).toBe(201);
    expect(await invoiceOf(order._id, 'credit_note')).toBeUndefined();

    const approved = await post(ctx, `/api/v1/admin/orders/${order.customOrderId}/return`, staff, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    // Approved is only the pickup: the goods are not back, the invoice stands.
    expect(await invoiceOf(order._id, 'credit_note')).toBeUndefined();
    const received = await post(ctx, `/api/v1/admin/orders/${order.customOrderId}/return`, staff, { status: 'received' });
    expect(received.statusCode, received.body).toBe(200);
    const invoice = (await invoiceOf(order._id))!;
    const note = (await invoiceOf(order._id, 'credit_note'))!;
    expect(note).toMatchObject({ invoiceId: invoice.id, reason: 'Goods returned', supplyType: 'inter', igstPaise: invoice.igstPaise, totalPaise: 154700 });
    // Marking it refunded afterwards does not credit it twice.
    expect((await post(ctx, `/api/v1/admin/orders/${order.customOrderId}/return`, staff, { status: 'refunded', reference: 'UTR42' })).statusCode).toBe(200);
    expect(await ctx.db.select().from(invoices).where(eq(invoices.orderId, order._id))).toHaveLength(2);

    const pdf = await download(`/api/v1/order/${order.customOrderId}/credit-note`, cookie);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Goods returned');
  });
});

describe('numbering', () => {
  it('many invoices at once: every number once, none skipped', async () => {
    // Orders paid online, verified all at once, and Cash on Delivery orders dispatched all at once.
    const checkouts = [];
    for (let i = 0; i < 6; i += 1) checkouts.push(await paidCheckout());
    const cod = [];
    for (let i = 0; i < 10; i += 1) cod.push(await codOrder());
    const results = await Promise.all([
      ...checkouts.map((c) => verifyPayment(ctx, c.cookie, c.paid).then((r) => r.statusCode)),
      ...cod.map((c) => services.lifecycle.advance(c.order._id, 'shipment_created').then(() => 200)),
    ]);
    expect(results.every((s) => s === 200)).toBe(true);

    const all = await ctx.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'invoice'), eq(invoices.financialYear, '2026-27')))
      .orderBy(asc(invoices.sequence));
    expect(all.map((i) => i.sequence)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((i) => i.number)).size).toBe(all.length);
    expect(all.map((i) => i.number)).toEqual(all.map((i) => `INV/26-27/${String(i.sequence).padStart(6, '0')}`));
  });

  it('a new series starts on 1 April, Indian time', async () => {
    const before = await codOrder();
    const after = await codOrder();
    const original = ctx.clock.now();
    try {
      // 31 March 2027, 23:59 IST.
      ctx.clock.set(new Date('2027-03-31T18:29:00Z'));
      await services.lifecycle.advance(before.order._id, 'shipment_created');
      // 1 April 2027, 00:00 IST.
      ctx.clock.set(new Date('2027-03-31T18:30:00Z'));
      await services.lifecycle.advance(after.order._id, 'shipment_created');
    } finally {
      ctx.clock.set(original);
    }
    expect((await invoiceOf(before.order._id))!.number).toMatch(/^INV\/26-27\//);
    expect(await invoiceOf(after.order._id)).toMatchObject({ number: 'INV/27-28/000001', financialYear: '2027-28', sequence: 1 });
  });
});

describe('downloading', () => {
  it("the order's customer and staff get the PDF; another customer 404, nobody signed in 401", async () => {
    const { cookie, order } = await paidOrder();
    const url = `/api/v1/order/${order.customOrderId}/invoice`;
    const mine = await download(url, cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(`/api/v1/order/${order._id}/invoice`, cookie)).statusCode).toBe(200);

    const stranger = await customer();
    const theirs = await download(url, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Invoice not found' });
    expect((await download(url)).statusCode).toBe(401);
    const reprint = await download(url, staff);
    expect(reprint.statusCode).toBe(200);
    expect(reprint.headers['content-type']).toBe('application/pdf');

    // No credit note yet, an order not invoiced yet, and an order that does not exist: 404.
    expect((await download(`/api/v1/order/${order.customOrderId}/credit-note`, cookie)).statusCode).toBe(404);
    const cod = await codOrder();
    expect((await download(`/api/v1/order/${cod.order.customOrderId}/invoice`, cod.cookie)).statusCode).toBe(404);
    expect((await download('/api/v1/order/ORD-20990101-0001/invoice', staff)).statusCode).toBe(404);
    expect((await download(`/api/v1/order/${'x'.repeat(65)}/invoice`, staff)).statusCode).toBe(400);
  });

  it(`answers at most ${INVOICE_LIMITS.downloadsPerMinute} downloads a minute from one client, found or not`, async () => {
    const { cookie, order } = await paidOrder();
    const remoteAddress = freshIp();
    const ask = (ref: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/invoice`, headers: { cookie }, remoteAddress });
    expect((await ask(order._id)).statusCode).toBe(200);
    // Probing order numbers counts too.
    for (let i = 1; i < INVOICE_LIMITS.downloadsPerMinute; i += 1) expect((await ask(`ORD-20990101-${String(i).padStart(4, '0')}`)).statusCode).toBe(404);
    const refused = await ask(order._id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // Another client is not affected.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order._id}/invoice`, headers: { cookie }, remoteAddress: freshIp() })).statusCode).toBe(200);
  });

  it('the PDF reads back with the seller, the invoice number, HSN codes and CGST + SGST within the state', async () => {
    const { cookie, order } = await codOrder(AHMEDABAD);
    await services.lifecycle.advance(order._id, 'shipment_created');
    const invoice = (await invoiceOf(order._id))!;
    const text = await pdfText((await download(`/api/v1/order/${order.customOrderId}/invoice`, cookie)).rawPayload);
    for (const expected of ['TAX INVOICE', invoice.number, order.customOrderId, 'Purrfect Litter Private Limited', 'GSTIN: 24AALCP1234R1Z1', 'Gujarat (24)', '250810', '732393', 'CGST', 'SGST', '₹1,547.00']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    expect(text).toContain('Rupees One Thousand Five Hundred Forty Seven Only');
  });

  it('an order to another state reads IGST, not CGST or SGST', async () => {
    const { cookie, order } = await paidOrder();
    const text = await pdfText((await download(`/api/v1/order/${order.customOrderId}/invoice`, cookie)).rawPayload);
    expect(text).toContain((await invoiceOf(order._id))!.number);
    expect(text).toContain('IGST');
    expect(text).toContain('Karnataka (29)');
    expect(text).not.toMatch(/\bCGST\b|\bSGST\b/);
  });
});
