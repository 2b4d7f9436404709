import { AdminOrderResponse } from '@shop/contract/admin';
import { CANCEL_MESSAGES, CUSTOMER_CANCEL_WINDOW_HOURS, OrderResponse, PAYMENT_LIMITS } from '@shop/contract/orders';
import { OrderStatusResponse } from '@shop/contract/tracking';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import type { TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';
import { deliverSandboxWebhooks, openCheckout, paidOrder as paidOrderOf, payAtSandbox, post, shopper, verifyPayment, type LogBook, openShop } from '../../test/payment-helpers';
import { auditLog, orders, products, refunds, returnRequests, sandboxRefunds } from '../db/schema';
import type { Services } from '../services';

let ctx: TestContext, services: Services, staff: string;
const book: LogBook = { warnings: [] };
beforeAll(async () => void ({ ctx, services, staff } = await openShop({ book, staff: true })));
afterAll(() => ctx.close());

const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (orderId: string) => ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const statusOf = async (cookie: string, ref: string) => OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/status`, headers: { cookie } })).json());

const paidOrder = (stock = 5) => paidOrderOf(ctx, services, { stock });

async function codOrder() {
  const { user, cookie } = await shopper(ctx);
  const p = await createProduct(ctx.db, { stock: 5 });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: p.id, quantity: 2 }], payment: { method: 'COD' } });
  expect(res.statusCode, res.body).toBe(201);
  return { user, cookie, product: p, order: OrderResponse.parse(res.json()).order };
}

const cancel = (cookie: string, ref: string) => post(ctx, `/api/v1/order/${ref}/cancel`, cookie, {});
const staffPost = (url: string, payload: object) => post(ctx, url, staff, payload);

describe('the customer cancels', () => {
  it('a prepaid order within 24 hours: stock back, money refunded through the provider, shown on the tracking page', async () => {
    const { cookie, product, order } = await paidOrder();
    expect(await stockOf(product.id)).toBe(4);
    expect((await statusOf(cookie, order.customOrderId)).canCancel).toBe(true);
    const res = await cancel(cookie, order.customOrderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(CANCEL_MESSAGES.cancelledWithRefund('594.00'));
    expect(await stockOf(product.id)).toBe(5);
    expect(await orderRow(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
    expect(await statusOf(cookie, order.customOrderId)).toMatchObject({ statusCode: 'cancelled', canCancel: false, refund: { amount: 594, status: 'pending' } });

    await deliverSandboxWebhooks(services);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 59400 });
    expect(await refundsOf(order._id)).toEqual([expect.objectContaining({ status: 'processed', amountPaise: 59400, requestedBy: 'customer' })]);
    expect((await statusOf(cookie, order.customOrderId)).refund).toEqual({ amount: 594, status: 'processed' });
    // Twice is refused, and gives nothing back twice.
    expect((await cancel(cookie, order.customOrderId)).json()).toMatchObject({ code: 'CONFLICT', message: CANCEL_MESSAGES.alreadyCancelled });
    expect(await stockOf(product.id)).toBe(5);
  });

  it('a Cash on Delivery order: no refund; refused after 24 hours, once shipped, and for anyone else', async () => {
    const first = await codOrder();
    expect((await cancel(first.cookie, first.order._id)).json()).toEqual({ success: true, message: CANCEL_MESSAGES.cancelled });
    expect(await refundsOf(first.order._id)).toEqual([]);

    const late = await codOrder();
    ctx.clock.advance((CUSTOMER_CANCEL_WINDOW_HOURS * 3600 + 60) * 1000);
    try {
      const cookie = await loginAs(ctx, late.user);
      expect((await statusOf(cookie, late.order._id)).canCancel).toBe(false);
      const res = await cancel(cookie, late.order._id);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(CANCEL_MESSAGES.windowClosed);
    } finally {
      ctx.clock.advance(-(CUSTOMER_CANCEL_WINDOW_HOURS * 3600 + 60) * 1000);
    }

    const shipped = await codOrder();
    await services.lifecycle.advance(shipped.order._id, 'confirmed');
    expect((await statusOf(shipped.cookie, shipped.order._id)).canCancel).toBe(true);
    await services.lifecycle.advance(shipped.order._id, 'shipment_created');
    expect((await cancel(shipped.cookie, shipped.order._id)).json()).toMatchObject({ code: 'CONFLICT', message: CANCEL_MESSAGES.alreadyProcessed });

    const stranger = await shopper(ctx);
    expect((await cancel(stranger.cookie, shipped.order._id)).statusCode).toBe(404);
    expect((await cancel(stranger.cookie, 'not-an-order')).statusCode).toBe(404);
    expect((await post(ctx, `/api/v1/order/${shipped.order._id}/cancel`, undefined, {})).statusCode).toBe(401);
  });

  it('the customer and staff cancelling at once: one cancellation, stock and money given back once', async () => {
    const { cookie, product, order } = await paidOrder();
    const [mine, theirs] = await Promise.all([cancel(cookie, order._id), staffPost(`/api/v1/admin/orders/${order._id}/cancel`, { reason: 'Customer called' })]);
    expect([mine.statusCode, theirs.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(product.id)).toBe(5);
    expect(await refundsOf(order._id)).toHaveLength(1);
  });
});

describe('staff refunds', () => {
  it('in part and then the rest, never more than was paid, audited, settled by refund.processed', async () => {
    const { order } = await paidOrder();
    const refund = (amount: number, reason = 'Bag arrived torn') => staffPost(`/api/v1/admin/orders/${order.customOrderId}/refunds`, { amount, reason });
    const part = await refund(100);
    expect(part.statusCode, part.body).toBe(200);
    expect(AdminOrderResponse.parse(part.json()).order).toMatchObject({ paymentStatus: 'refund_pending', refundableAmount: 494, refunds: [expect.objectContaining({ amount: 100, reason: 'Bag arrived torn' })] });
    await deliverSandboxWebhooks(services);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'partially_refunded', refundedPaise: 10000 });

    const tooMuch = await refund(494.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('At most ₹494.00 of this order can still be refunded');
    for (const bad of [0, -5, 1.234]) expect((await refund(bad)).statusCode, String(bad)).toBe(400);
    expect((await staffPost(`/api/v1/admin/orders/${order.customOrderId}/refunds`, { amount: 5 })).statusCode).toBe(400);

    expect((await refund(494, 'Goodwill')).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 59400 });
    expect((await refund(1)).json()).toMatchObject({ code: 'CONFLICT', message: 'Nothing is left to refund on this payment' });
    const audited = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.refund')));
    expect(audited).toHaveLength(2);
    // The provider gave back exactly what was paid, in two refunds.
    const given = await ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, (await orderRow(order._id)).providerPaymentId!));
    expect(given.map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual([10000, 49400]);
  });

  it('two full refunds racing: one goes through, the other is refused', async () => {
    const { order } = await paidOrder();
    const answers = await Promise.all([1, 2, 3].map(() => staffPost(`/api/v1/admin/orders/${order._id}/refunds`, { amount: 594, reason: 'Duplicate click' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect([409, 422]).toContain(r.statusCode);
    expect((await refundsOf(order._id)).reduce((n, r) => n + r.amountPaise, 0)).toBe(59400);
  });

  it('a Cash on Delivery order cannot be refunded through the provider', async () => {
    const { order } = await codOrder();
    const res = await staffPost(`/api/v1/admin/orders/${order._id}/refunds`, { amount: 10, reason: 'x' });
    expect(res.statusCode).toBe(409);
  });

  it('the return of a prepaid order is refunded once received, not when approved; it is settled when the money is back', async () => {
    const { cookie, order } = await paidOrder();
    await services.lifecycle.advance(order._id, 'delivered');
    expect((await post(ctx, `/api/v1/order/${order._id}/return`, cookie, { reason: 'Wrong item received' })).statusCode).toBe(201);
    const decide = (status: string) => staffPost(`/api/v1/admin/orders/${order._id}/return`, { status });
    expect((await decide('refunded')).json()).toMatchObject({ code: 'CONFLICT' });
    const approved = await decide('approved');
    expect(approved.statusCode).toBe(200);
    expect(AdminOrderResponse.parse(approved.json()).order.returnDecisions).toEqual(['received', 'rejected']);
    expect(await refundsOf(order._id)).toEqual([]);
    const received = await decide('received');
    expect(received.statusCode, received.body).toBe(200);
    // Paid online: the provider gives the money back, so staff are offered no refund by hand.
    expect(AdminOrderResponse.parse(received.json()).order.returnDecisions).toEqual([]);
    expect(await refundsOf(order._id)).toEqual([expect.objectContaining({ amountPaise: 59400, reason: 'Return received' })]);
    await deliverSandboxWebhooks(services);
    const [ret] = await ctx.db.select().from(returnRequests).where(eq(returnRequests.orderId, order._id));
    expect(ret!.status).toBe('refunded');
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'refunded' });
  });
});

describe('refunds that go wrong', () => {
  it('a send cut short after reaching the provider is found by its receipt, not sent twice', async () => {
    const { order } = await paidOrder();
    const row = await orderRow(order._id);
    const [refund] = await ctx.db
      .insert(refunds)
      .values({ provider: 'sandbox', providerPaymentId: row.providerPaymentId!, orderId: order._id, amountPaise: 5000, reason: 'Crash test', requestedBy: 'test', tries: 1 })
      .returning();
    // The provider got it before the process died: our refund id is its receipt.
    await services.paymentProvider.refund({ paymentId: row.providerPaymentId!, amountPaise: 5000, receipt: refund!.id, notes: {} });
    await services.refunds.chase();
    expect(await ctx.db.$count(sandboxRefunds, eq(sandboxRefunds.paymentId, row.providerPaymentId!))).toBe(1);
    const [after] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after!.providerRefundId).toMatch(/^rfnd_/);
  });

  it('a refund the provider keeps refusing is retried, then left failed for staff, who can send it again', async () => {
    const { user, cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 1 });
    const mine = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }]);
    // The last unit goes meanwhile (found damaged): the payment cannot become an order and is refunded.
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    // The provider refuses: here, because more than the payment is already refunded there.
    const paid = await payAtSandbox(ctx, mine.id);
    await services.paymentProvider.refund({ paymentId: paid.razorpay_payment_id, amountPaise: mine.amount, receipt: 'elsewhere', notes: {} });
    const res = await verifyPayment(ctx, cookie, paid);
    expect(res.statusCode).toBe(409);
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.providerPaymentId, paid.razorpay_payment_id));
    expect(refund).toMatchObject({ status: 'pending', tries: 1, failureReason: expect.stringMatching(/larger than what is left/) });
    for (let i = 1; i < PAYMENT_LIMITS.refundMaxTries; i += 1) await services.refunds.chase();
    const [failed] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(failed).toMatchObject({ status: 'failed', tries: PAYMENT_LIMITS.refundMaxTries });
    const [attempt] = (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/payments/unfulfilled', headers: { cookie: staff } })).json().payments.filter((x: { providerPaymentId: string }) => x.providerPaymentId === paid.razorpay_payment_id);
    expect(attempt).toMatchObject({ status: 'to_refund', refundStatus: 'failed' });
    const again = await staffPost(`/api/v1/admin/payments/${attempt._id}/refund`, {});
    expect(again.statusCode, again.body).toBe(200);
    const [retried] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(retried).toMatchObject({ status: 'pending', tries: 1 });
    expect(await ctx.db.$count(orders, eq(orders.userId, user.id))).toBe(0);
    expect((await staffPost('/api/v1/admin/payments/not-an-id/refund', {})).statusCode).toBe(404);
    book.warnings.length = 0; // the refusals above were logged on purpose
  });
});

describe('background work', () => {
  it('logged nothing unexpected', () => {
    expect(book.warnings).toEqual([]);
  });
});

describe('the tracking page names the courier', () => {
  it("of a shipped order in the page's language when it is the shop's own courier", async () => {
    const { cookie, order } = await codOrder();
    await services.lifecycle.advance(order._id, 'confirmed');
    await services.lifecycle.advance(order._id, 'shipment_created');
    expect((await orderRow(order._id)).courierName).toBe('Local courier');
    expect((await statusOf(cookie, order._id)).courier).toBe('Local courier');
    const hindi = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order._id}/status?lang=hi`, headers: { cookie } });
    expect(OrderStatusResponse.parse(hindi.json()).courier).toBe('लोकल कूरियर');
  });
});
