import { DEFAULT_COD_RULES } from '@shop/contract/cod-rules';
import { OrderResponse } from '@shop/contract/orders';
import { PAY_NOW_LIMITS, PAY_NOW_MESSAGES, PayNowCheckoutResponse, PayNowOrderResponse } from '@shop/contract/pay-now';
import { OrderStatusResponse } from '@shop/contract/tracking';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { createProduct, verifyPhone } from '../../test/factories';
import { deliverSandboxWebhooks, payAtSandbox, post, shopper, type LogBook, openShop } from '../../test/payment-helpers';
import { SANDBOX_WEBHOOK_RETRY_SECONDS, type CheckoutResponse } from '../adapters/payment/sandbox-provider';
import { devMessages, invoices, orders, paymentAttempts, products, refunds, sandboxRefunds, sandboxWebhooks } from '../db/schema';
import type { Services } from '../services';

let ctx: TestContext, services: Services;
const book: LogBook = { warnings: [] };
beforeAll(async () => void ({ ctx, services } = await openShop({ book })));
afterAll(() => ctx.close());

const HOUR_MS = 3_600_000;
const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const ordersOfUser = (userId: string) => ctx.db.select().from(orders).where(eq(orders.userId, userId));
const invoicesOf = (orderId: string) => ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId));
const attemptsOf = (orderId: string) => ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.convertsOrderId, orderId));
const refundsOfPayment = (paymentId: string) => ctx.db.select().from(refunds).where(eq(refunds.providerPaymentId, paymentId));
const sandboxRefundsOf = (paymentId: string) => ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId));
const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

/** A signed-in customer's Cash on Delivery order of two units at ₹594, and the pay-now offer its tracking page shows. */
async function codOrder(options: { phone?: boolean; payNowRupees?: number } = {}) {
  const { user, cookie } = await shopper(ctx);
  if (options.phone) await verifyPhone(ctx.db, user.id);
  const product = await createProduct(ctx.db, { stock: 10, mrpPaise: 69900, sellingPricePaise: 59400 });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: product.id, quantity: 2 }], payment: { method: 'COD' } });
  expect(res.statusCode, res.body).toBe(201);
  const order = OrderResponse.parse(res.json()).order;
  const status = OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order._id}/status`, headers: { cookie } })).json());
  expect(status.payNow).toMatchObject({ amount: options.payNowRupees ?? 1188 });
  return { user, cookie, product, order, token: status.payNow!.token };
}

// The link's holder needs no session: none of these calls send a cookie.
const show = (orderId: string, token: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/order/${orderId}/pay-now/${token}` });
const open = (orderId: string, token: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/order/${orderId}/pay-now/${token}` });
const verify = (orderId: string, token: string, r: CheckoutResponse) =>
  post(ctx, `/api/v1/order/${orderId}/pay-now/${token}/verify`, undefined, {
    razorpayOrderId: r.razorpay_order_id,
    razorpayPaymentId: r.razorpay_payment_id,
    razorpaySignature: r.razorpay_signature,
  });

async function openCheckout(orderId: string, token: string) {
  const res = await open(orderId, token);
  expect(res.statusCode, res.body).toBe(200);
  return PayNowCheckoutResponse.parse(res.json());
}

/** The order converted in place: the same row, paid online with this payment, invoiced once, nothing else made. */
async function expectConvertedOnce(userId: string, orderId: string, paymentId: string) {
  const row = await orderRow(orderId);
  expect(row).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'paid', providerPaymentId: paymentId, paymentProvider: 'sandbox' });
  expect(row.paidOnlineAt).not.toBeNull();
  expect(await ordersOfUser(userId)).toHaveLength(1);
  expect((await invoicesOf(orderId)).filter((i) => i.kind === 'invoice')).toHaveLength(1);
  const attempts = await attemptsOf(orderId);
  expect(attempts.filter((a) => a.status === 'fulfilled')).toEqual([expect.objectContaining({ orderId, providerPaymentId: paymentId })]);
}

/** The money of a payment that lost goes back once, through the provider, and the order stays Cash on Delivery. */
async function expectRefundedOnce(paymentId: string, amountPaise: number) {
  await deliverSandboxWebhooks(services);
  await services.payOnline.reconcile({ minAgeMs: 0 });
  const written = await refundsOfPayment(paymentId);
  expect(written).toEqual([expect.objectContaining({ amountPaise, status: 'processed', orderId: null })]);
  expect(await sandboxRefundsOf(paymentId)).toHaveLength(1);
}

describe('pay now instead', () => {
  it('converts the same Cash on Delivery order in place: paid online, invoiced at once, no second order and no cancelled one', async () => {
    const { user, order, token, product } = await codOrder();
    expect(await invoicesOf(order._id)).toEqual([]);
    const shown = await show(order._id, token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(PayNowOrderResponse.parse(shown.json())).toMatchObject({ customOrderId: order.customOrderId, amount: 1188, paymentMethod: 'COD', paidOnline: false });

    const checkout = await openCheckout(order._id, token);
    expect(checkout).toMatchObject({ amount: 118800, currency: 'INR' });
    // A double tap (or a second device) gets the same payment, not a second one.
    expect((await openCheckout(order._id, token)).id).toBe(checkout.id);
    expect(await attemptsOf(order._id)).toHaveLength(1);

    const signed = await payAtSandbox(ctx, checkout.id);
    const res = await verify(order._id, token, signed);
    expect(res.statusCode, res.body).toBe(200);
    expect(PayNowOrderResponse.parse(res.json())).toMatchObject({ orderId: order._id, paymentMethod: 'ONLINE', paymentStatus: 'paid', paidOnline: true, amount: 1188 });
    await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
    // Staff see that it began as Cash on Delivery, and when it was paid.
    const detail = await services.ordersAdmin.detail(order.customOrderId);
    expect(detail).toMatchObject({ paymentMethod: 'ONLINE', paidOnlineAt: ctx.clock.now().toISOString() });
    expect((await services.ordersAdmin.detail((await codOrder()).order.customOrderId)).paidOnlineAt).toBeNull();
    // Stock was taken once, when the order was placed.
    expect(await stockOf(product.id)).toBe(8);

    // Verify again, the webhook and the reconciliation job all find it done.
    expect((await verify(order._id, token, signed)).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    await services.payOnline.reconcile({ minAgeMs: 0 });
    await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
    expect(await refundsOfPayment(signed.razorpay_payment_id)).toEqual([]);
    // The customer is told once, with the invoice.
    const told = await ctx.db.select().from(devMessages).where(eq(devMessages.subject, `Payment received for order ${order.customOrderId}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.textBody).toContain('Download your GST tax invoice');

    // The tracking page no longer offers it; dispatch does not invoice it again; cancelling refunds it as prepaid.
    expect((await show(order._id, token)).json()).toMatchObject({ reason: 'payNow.alreadyPaid', message: PAY_NOW_MESSAGES.alreadyPaid });
    await services.lifecycle.advance(order._id, 'confirmed');
    await services.lifecycle.advance(order._id, 'shipment_created');
    expect(await invoicesOf(order._id)).toHaveLength(1);
  });

  it('pays no Cash on Delivery fee and gets the discount for paying online that staff set; the order and its invoice show what was paid', async () => {
    const staff = { userId: null, label: 'test' };
    await services.settings.setCodRules({ ...DEFAULT_COD_RULES, codFee: 49, onlineDiscount: { type: 'flat', amount: 50 } }, staff);
    try {
      // ₹1,188 of goods: ₹1,237 at the door, or ₹1,138 paid online.
      const { user, order, token } = await codOrder({ payNowRupees: 1138 });
      expect((await orderRow(order._id)).totalPaise).toBe(123_700);
      const checkout = await openCheckout(order._id, token);
      expect(checkout).toMatchObject({ amount: 113_800 });
      // Staff changing the discount meanwhile does not change a payment already opened.
      await services.settings.setCodRules({ ...DEFAULT_COD_RULES, codFee: 49, onlineDiscount: { type: 'flat', amount: 10 } }, staff);
      const signed = await payAtSandbox(ctx, checkout.id);
      expect((await verify(order._id, token, signed)).statusCode).toBe(200);
      await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
      expect(await orderRow(order._id)).toMatchObject({ totalPaise: 113_800, codFeePaise: 0, onlineDiscountPaise: 5_000 });
      const [invoice] = await invoicesOf(order._id);
      expect(invoice!.totalPaise).toBe(113_800);
      expect((invoice!.lines as Array<{ isCharge?: boolean }>).filter((l) => l.isCharge)).toEqual([]);
    } finally {
      await services.settings.setCodRules(DEFAULT_COD_RULES, staff);
    }
  });

  it('its "payment received" mail goes through the mail outbox: a send cut short after the conversion is sent later, once', async () => {
    const { user, order, token } = await codOrder();
    const subject = `Payment received for order ${order.customOrderId}`;
    // The mail server fails the first send, as a process dying right after the conversion's commit would leave it.
    await ctx.db.execute(
      sql.raw(`create function refuse_paid_mail() returns trigger language plpgsql as $$ begin raise exception 'mail server away'; end $$;
        create trigger refuse_paid_mail before insert on dev_messages for each row when (new.subject = '${subject}') execute function refuse_paid_mail();`),
    );
    try {
      const signed = await payAtSandbox(ctx, (await openCheckout(order._id, token)).id);
      expect((await verify(order._id, token, signed)).statusCode).toBe(200);
      await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_paid_mail on dev_messages; drop function refuse_paid_mail();'));
    }
    const told = () => ctx.db.select().from(devMessages).where(eq(devMessages.subject, subject));
    expect(await told()).toHaveLength(0);
    ctx.clock.advance(HOUR_MS);
    await services.tracking.deliverDueMails();
    await services.tracking.deliverDueMails();
    expect(await told()).toHaveLength(1);
  });

  it('taps on two devices at once open one payment; one past its time is closed and a new one opened', async () => {
    const { user, order, token } = await codOrder();
    const opened = await Promise.all(Array.from({ length: 5 }, () => open(order._id, token)));
    expect(opened.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(opened.map((r) => PayNowCheckoutResponse.parse(r.json()).id)).size).toBe(1);
    expect(await attemptsOf(order._id)).toHaveLength(1);
    // Half an hour later that payment can no longer be made: the next tap opens a new one.
    const [first] = await attemptsOf(order._id);
    await ctx.db.update(paymentAttempts).set({ expiresAt: new Date(ctx.clock.now().getTime() - 1000) }).where(eq(paymentAttempts.id, first!.id));
    const again = await openCheckout(order._id, token);
    expect(again.id).not.toBe(first!.providerOrderId);
    expect((await attemptsOf(order._id)).map((a) => a.status).sort()).toEqual(['created', 'expired']);
    // The new one converts the order; money paid late on the closed one goes back.
    const paid = await payAtSandbox(ctx, again.id);
    expect((await verify(order._id, token, paid)).statusCode).toBe(200);
    const late = await payAtSandbox(ctx, first!.providerOrderId);
    const refused = await verify(order._id, token, late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ details: { paymentRefund: { amount: 1188 } } });
    await expectRefundedOnce(late.razorpay_payment_id, 118800);
    await expectConvertedOnce(user.id, order._id, paid.razorpay_payment_id);
  });

  it('the webhook alone converts the order when the customer never comes back, and a late verify finds it done', async () => {
    const { user, order, token } = await codOrder();
    const checkout = await openCheckout(order._id, token);
    const signed = await payAtSandbox(ctx, checkout.id);
    await deliverSandboxWebhooks(services);
    await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
    const late = await verify(order._id, token, signed);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ paidOnline: true });
    await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
  });

  it('the reconciliation job converts it when neither verify nor the webhook arrives', async () => {
    const { user, order, token } = await codOrder();
    const checkout = await openCheckout(order._id, token);
    const signed = await payAtSandbox(ctx, checkout.id);
    // The webhook is lost on the way.
    await ctx.db.update(sandboxWebhooks).set({ deliveredAt: ctx.clock.now() }).where(isNull(sandboxWebhooks.deliveredAt));
    await services.payOnline.reconcile({ minAgeMs: 0 });
    await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
  });

  it('a second payment of the same order is refunded through the provider, even when both arrive at once', async () => {
    const { user, order, token } = await codOrder();
    const checkout = await openCheckout(order._id, token);
    // Paid twice on one provider order (a retried Checkout), both answers arriving together, then the webhooks.
    const first = await payAtSandbox(ctx, checkout.id);
    const second = await payAtSandbox(ctx, checkout.id);
    const answers = await Promise.all([verify(order._id, token, first), verify(order._id, token, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? first : second;
    const loser = winner === first ? second : first;
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused).toMatchObject({ reason: 'order.paymentRefunded', details: { paymentRefund: { amount: 1188 } } });
    await expectRefundedOnce(loser.razorpay_payment_id, 118800);
    await expectConvertedOnce(user.id, order._id, winner.razorpay_payment_id);
    expect((await orderRow(order._id)).refundedPaise).toBe(0);
  });

  it('racing a dispatch: exactly one wins; a payment that lost is refunded and the order stays Cash on Delivery', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, order, token } = await codOrder();
      await services.lifecycle.advance(order._id, 'confirmed');
      const checkout = await openCheckout(order._id, token);
      const signed = await payAtSandbox(ctx, checkout.id);
      const [paid] = await Promise.all([verify(order._id, token, signed), services.lifecycle.advance(order._id, 'shipment_created')]);
      const row = await orderRow(order._id);
      expect(row.status).toBe('shipment_created');
      expect((await invoicesOf(order._id)).filter((i) => i.kind === 'invoice')).toHaveLength(1);
      expect(await ordersOfUser(user.id)).toHaveLength(1);
      if (paid.statusCode === 200) {
        await deliverSandboxWebhooks(services);
        await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
      } else {
        expect(paid.statusCode).toBe(409);
        expect(paid.json()).toMatchObject({ reason: 'order.paymentRefunded', details: { paymentRefund: { amount: 1188, reason: PAY_NOW_MESSAGES.dispatched } } });
        expect(row).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'pending', providerPaymentId: null });
        await expectRefundedOnce(signed.razorpay_payment_id, 118800);
      }
    }
  });

  it('a payment that arrives after the dispatch is refunded with the reason, whichever of verify and webhook comes first', async () => {
    const { order, token } = await codOrder();
    await services.lifecycle.advance(order._id, 'confirmed');
    const checkout = await openCheckout(order._id, token);
    await services.lifecycle.advance(order._id, 'shipment_created');
    const signed = await payAtSandbox(ctx, checkout.id);
    await deliverSandboxWebhooks(services);
    const res = await verify(order._id, token, signed);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: { paymentRefund: { reason: PAY_NOW_MESSAGES.dispatched } } });
    await expectRefundedOnce(signed.razorpay_payment_id, 118800);
    expect(await orderRow(order._id)).toMatchObject({ paymentMethod: 'COD', paidOnlineAt: null });
    // And the link is refused now.
    expect((await open(order._id, token)).json()).toMatchObject({ reason: 'payNow.dispatched', message: PAY_NOW_MESSAGES.dispatched });
  });

  it('racing a cancellation: the order ends cancelled and the money comes back exactly once, whoever wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { user, cookie, order, token, product } = await codOrder();
      const checkout = await openCheckout(order._id, token);
      const signed = await payAtSandbox(ctx, checkout.id);
      const [paid, cancelled] = await Promise.all([verify(order._id, token, signed), post(ctx, `/api/v1/order/${order._id}/cancel`, cookie, {})]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await deliverSandboxWebhooks(services);
      await services.payOnline.reconcile({ minAgeMs: 0 });
      const row = await orderRow(order._id);
      expect(row.status).toBe('cancelled');
      expect(await ordersOfUser(user.id)).toHaveLength(1);
      expect(await stockOf(product.id)).toBe(10);
      const written = await refundsOfPayment(signed.razorpay_payment_id);
      expect(written).toEqual([expect.objectContaining({ amountPaise: 118800, status: 'processed' })]);
      expect(await sandboxRefundsOf(signed.razorpay_payment_id)).toHaveLength(1);
      if (paid.statusCode === 200) {
        // Paid first: a prepaid order cancelled, refunded as one, and its invoice credited.
        expect(row).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'refunded', refundedPaise: 118800 });
        expect(written[0]!.orderId).toBe(order._id);
        expect((await invoicesOf(order._id)).map((i) => i.kind).sort()).toEqual(['credit_note', 'invoice']);
      } else {
        expect(paid.statusCode).toBe(409);
        expect(paid.json()).toMatchObject({ details: { paymentRefund: { reason: PAY_NOW_MESSAGES.cancelled } } });
        expect(row).toMatchObject({ paymentMethod: 'COD', providerPaymentId: null });
        expect(written[0]!.orderId).toBeNull();
        expect(await invoicesOf(order._id)).toEqual([]);
      }
    }
  });

  it('a crash half-way through a conversion leaves nothing half-done; the redelivered webhook converts it once', async () => {
    const { user, order, token } = await codOrder();
    const checkout = await openCheckout(order._id, token);
    const signed = await payAtSandbox(ctx, checkout.id);
    // The process dies after the payment is recorded on the attempt and before the order is updated.
    await ctx.db.execute(sql.raw(`
      create function pay_now_crash() returns trigger language plpgsql as $$
      begin raise exception 'killed half-way through a conversion'; end $$;
      create trigger pay_now_crash before update of payment_method on orders
      for each row when (old.payment_method = 'COD' and new.payment_method = 'ONLINE') execute function pay_now_crash();`));
    try {
      expect(await services.jobs.runNow('sandbox-webhooks')).toBe(true);
      const [webhook] = await ctx.db.select().from(sandboxWebhooks).where(and(isNull(sandboxWebhooks.deliveredAt), sql`${sandboxWebhooks.body} like ${`%${signed.razorpay_payment_id}%`}`));
      expect(webhook).toMatchObject({ tries: 1 });
      // It failed at the order's update, after the attempt row was written in the same transaction.
      expect(webhook!.lastError).toContain('update "orders" set "payment_method"');
    } finally {
      await ctx.db.execute(sql.raw('drop trigger pay_now_crash on orders; drop function pay_now_crash();'));
    }
    // Nothing of the conversion stayed: the attempt still waits for its payment, the order is as it was.
    const [attempt] = await attemptsOf(order._id);
    expect(attempt).toMatchObject({ status: 'created', providerPaymentId: null, orderId: null });
    expect(await orderRow(order._id)).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'pending', providerPaymentId: null, paidOnlineAt: null });
    expect(await invoicesOf(order._id)).toEqual([]);
    expect(await refundsOfPayment(signed.razorpay_payment_id)).toEqual([]);

    // Started again: the webhook is delivered again at its next try (and the reconciliation job runs), converting it once.
    ctx.clock.advance(SANDBOX_WEBHOOK_RETRY_SECONDS[0]! * 1000);
    await deliverSandboxWebhooks(services);
    await services.payOnline.reconcile({ minAgeMs: 0 });
    await expectConvertedOnce(user.id, order._id, signed.razorpay_payment_id);
    expect(await refundsOfPayment(signed.razorpay_payment_id)).toEqual([]);
    expect((await verify(order._id, token, signed)).statusCode).toBe(200);
  });
});

describe('the signed pay-now link', () => {
  it('works for its own order only: another order, a changed token or a made-up one is refused with 403', async () => {
    const a = await codOrder();
    const b = await codOrder();
    for (const res of [await show(b.order._id, a.token), await open(b.order._id, a.token)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'payNow.linkInvalid', message: PAY_NOW_MESSAGES.linkInvalid });
    }
    const [expires, signature] = a.token.split('.') as [string, string];
    const later = `${Number(expires) + 3600}.${signature}`;
    const flipped = `${expires}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const token of [later, flipped]) expect((await show(a.order._id, token)).statusCode).toBe(403);
    // Not a token at all, or the order's number instead of its id: a clear 400 / 403, never a 500.
    expect((await show(a.order._id, 'not-a-token')).statusCode).toBe(400);
    expect((await show(a.order.customOrderId, a.token)).statusCode).toBe(403);
    // A payment opened through one order's link is not verified through another's.
    const checkout = await openCheckout(a.order._id, a.token);
    const signed = await payAtSandbox(ctx, checkout.id);
    const wrong = await verify(b.order._id, b.token, signed);
    expect(wrong.statusCode).toBe(404);
    expect(await orderRow(b.order._id)).toMatchObject({ paymentMethod: 'COD' });
  });

  it('expires after PAY_NOW_LIMITS.linkValidHours', async () => {
    const { order, token } = await codOrder();
    ctx.clock.advance(PAY_NOW_LIMITS.linkValidHours * HOUR_MS + 1000);
    try {
      for (const res of [await show(order._id, token), await open(order._id, token)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ reason: 'payNow.linkExpired', message: PAY_NOW_MESSAGES.linkExpired });
      }
      expect(await attemptsOf(order._id)).toEqual([]);
    } finally {
      ctx.clock.advance(-(PAY_NOW_LIMITS.linkValidHours * HOUR_MS + 1000));
    }
  });

  it('is refused after use, after the order is cancelled and after it is dispatched, with 409 and the reason', async () => {
    const used = await codOrder();
    const signed = await payAtSandbox(ctx, (await openCheckout(used.order._id, used.token)).id);
    expect((await verify(used.order._id, used.token, signed)).statusCode).toBe(200);
    const cancelled = await codOrder();
    expect((await post(ctx, `/api/v1/order/${cancelled.order._id}/cancel`, cancelled.cookie, {})).statusCode).toBe(200);
    const dispatched = await codOrder();
    await services.lifecycle.advance(dispatched.order._id, 'confirmed');
    await services.lifecycle.advance(dispatched.order._id, 'shipment_created');
    for (const [o, reason] of [
      [used, 'payNow.alreadyPaid'],
      [cancelled, 'payNow.cancelled'],
      [dispatched, 'payNow.dispatched'],
    ] as const) {
      for (const res of [await show(o.order._id, o.token), await open(o.order._id, o.token)]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ reason });
      }
      const status = OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${o.order._id}/status`, headers: { cookie: o.cookie } })).json());
      expect(status.payNow).toBeNull();
    }
  });

  it('comes in the order-placed mail and text of a Cash on Delivery order, and opens the order it was made for', async () => {
    const { order } = await codOrder({ phone: true });
    await services.jobs.runNow('order-notifications');
    await services.jobs.runNow('order-mails');
    const sent = await ctx.db.select().from(devMessages).where(sql`${devMessages.textBody} like ${`%${order.customOrderId}%`}`);
    for (const channel of ['email', 'sms'] as const) {
      const message = sent.find((m) => m.channel === channel && /\/pay\//.test(m.textBody));
      expect(message, `${channel}: ${JSON.stringify(sent.map((m) => [m.channel, m.textBody]))}`).toBeTruthy();
      const link = /\/pay\/([0-9a-f-]{36})\/([0-9]+\.[A-Za-z0-9_-]{43})/.exec(message!.textBody);
      expect(link![1]).toBe(order._id);
      expect((await show(link![1]!, link![2]!)).statusCode).toBe(200);
    }
  });
});
