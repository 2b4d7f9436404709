import { AdminDashboardResponse, AdminOrderResponse, AdminOrdersPage } from '@shop/contract/admin';
import { OrderResponse, type OrderStatus } from '@shop/contract/orders';
import { OrderStatusResponse } from '@shop/contract/tracking';
import { and, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, post, shopper, verifyPayment, type LogBook, openShop } from '../../test/payment-helpers';
import { auditLog, devMessages, invoices, notificationOutbox, orderMailOutbox, orders, products, refunds, users } from '../db/schema';
import type { Services } from '../services';

const WEBHOOK_SECRET = 'courier-shared-secret-rto-0123456789';

let ctx: TestContext, services: Services, staff: string;
const book: LogBook = { warnings: [] };
beforeAll(async () => void ({ ctx, services, staff } = await openShop({ context: [{ SHIPPING_WEBHOOK_SECRET: WEBHOOK_SECRET }], book, staff: true })));
afterAll(() => ctx.close());

const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (orderId: string) => ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const documents = (orderId: string, kind: 'invoice' | 'credit_note') => ctx.db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
const outboxOf = (orderId: string) => ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, orderId));
const mailsOf = (orderId: string) => ctx.db.select().from(orderMailOutbox).where(eq(orderMailOutbox.orderId, orderId));
const statusOf = async (cookie: string, ref: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/status`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return OrderStatusResponse.parse(res.json());
};
const courier = (ref: string, status: string, extra: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/shipping/webhook', headers: { 'x-api-key': WEBHOOK_SECRET }, payload: { order_id: ref, current_status: status, ...extra } });
const staffMove = (ref: string, status: OrderStatus, note?: string) => post(ctx, `/api/v1/admin/orders/${ref}/status`, staff, { status, ...(note ? { note } : {}) });
const loyaltyCount = async (cookie: string) => ((await ctx.app.inject({ method: 'GET', url: '/api/v1/loyalty/status', headers: { cookie } })).json() as { count: number }).count;

/** A customer with a mobile number, who gets order updates by SMS. */
async function customer() {
  const { user, cookie } = await shopper(ctx);
  const phone = `+9198${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  await ctx.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { user: { ...user, phone }, cookie };
}

/** A Cash on Delivery order of two units (₹594 each), moved on to `to` (invoiced at dispatch). */
async function codOrder(to: OrderStatus = 'in_transit') {
  const { user, cookie } = await customer();
  const product = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400 });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: product.id, quantity: 2 }], payment: { method: 'COD' } });
  expect(res.statusCode, res.body).toBe(201);
  const order = OrderResponse.parse(res.json()).order;
  await services.lifecycle.advance(order._id, to);
  expect(await stockOf(product.id)).toBe(3);
  return { user, cookie, product, order, ref: order.customOrderId };
}

/** An order paid online through the sandbox (one unit, ₹594), moved on to `to`. */
async function prepaidOrder(to: OrderStatus = 'in_transit') {
  const { user, cookie } = await customer();
  const product = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400 });
  const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 1 }]);
  const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
  expect(res.statusCode, res.body).toBe(200);
  await deliverSandboxWebhooks(services);
  const order = OrderResponse.parse(res.json()).order;
  await services.lifecycle.advance(order._id, to);
  expect(await stockOf(product.id)).toBe(4);
  return { user, cookie, product, order, ref: order.customOrderId };
}

/** The invoice and its one credit note agree to the paisa, with each other and with the order. */
async function expectCreditedInFull(orderId: string, totalPaise: number) {
  const [invoice] = await documents(orderId, 'invoice');
  const notes = await documents(orderId, 'credit_note');
  expect(notes).toHaveLength(1);
  expect(invoice!.totalPaise).toBe(totalPaise);
  expect(notes[0]!).toMatchObject({
    invoiceId: invoice!.id,
    totalPaise: invoice!.totalPaise,
    taxablePaise: invoice!.taxablePaise,
    cgstPaise: invoice!.cgstPaise,
    sgstPaise: invoice!.sgstPaise,
    igstPaise: invoice!.igstPaise,
  });
}

describe('a Cash on Delivery parcel refused at the door: RTO initiated → RTO delivered', () => {
  it('shows it returning in plain words, then on its arrival (courier and staff at once, twice) returns the stock once and credits the invoice once', async () => {
    const { cookie, product, order, ref } = await codOrder();
    expect(await documents(order._id, 'invoice')).toHaveLength(1);

    expect((await courier(ref, 'RTO INITIATED')).json()).toMatchObject({ applied: true });
    // Its later steps on the way back change nothing.
    expect((await courier(ref, 'RTO IN TRANSIT')).json()).toMatchObject({ applied: false });
    expect((await courier(ref, 'RTO_OFD')).json()).toMatchObject({ applied: false });
    const returning = await statusOf(cookie, ref);
    expect(returning).toMatchObject({ statusCode: 'rto_initiated', statusLabel: 'Returning to us' });
    expect(returning.statusMessage).toBe('Returning to us: the parcel could not be delivered. You have not been charged anything.');
    expect(returning.canCancel).toBe(false);
    expect(returning.canReturn).toBe(false);
    expect(await stockOf(product.id)).toBe(3);

    // The parcel is back: the courier's webhook (twice) and staff's move, all at once.
    const [first, second, byStaff] = await Promise.all([courier(ref, 'RTO DELIVERED'), courier(ref, 'RTO Delivered'), staffMove(ref, 'rto_delivered', 'Parcel back at the warehouse')]);
    expect([first, second].map((r) => r.statusCode)).toEqual([200, 200]);
    expect([200, 409]).toContain(byStaff.statusCode);
    const applied = [first, second].filter((r) => (r.json() as { applied: boolean }).applied).length + (byStaff.statusCode === 200 ? 1 : 0);
    expect(applied).toBeGreaterThanOrEqual(1);
    // And once more, late.
    expect((await courier(ref, 'RTO DELIVERED')).json()).toMatchObject({ applied: false });
    const again = await staffMove(ref, 'rto_delivered');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already Returned to us');

    expect(await stockOf(product.id)).toBe(5);
    await expectCreditedInFull(order._id, 118800);
    expect(await refundsOf(order._id)).toEqual([]);
    expect(await orderRow(order._id)).toMatchObject({ status: 'rto_delivered', paymentStatus: 'not_required', refundedPaise: 0 });
    // The customer is told once: an SMS update and a mail.
    expect((await outboxOf(order._id)).filter((m) => m.event === 'rto_delivered').map((m) => m.channel)).toEqual(['sms']);
    expect((await mailsOf(order._id)).filter((m) => m.kind === 'rto_delivered')).toHaveLength(1);
    await services.jobs.runNow('order-mails');
    await services.jobs.runNow('order-notifications');
    const sent = await ctx.db.select().from(devMessages);
    expect(sent.filter((m) => m.subject === `Order ${ref} could not be delivered`)).toHaveLength(1);
    expect(sent.filter((m) => m.textBody.includes(`your order ${ref} could not be delivered and has come back to us. Nothing is owed`))).toHaveLength(1);

    const back = await statusOf(cookie, ref);
    expect(back).toMatchObject({ statusCode: 'rto_delivered', statusLabel: 'Returned to us', invoice: { creditNote: expect.anything() } });
    expect(back.statusMessage).toBe('Back with us: the parcel could not be delivered. You paid nothing for it, so nothing is owed.');

    // A final state: nothing moves it on, and staff are told why.
    const lost = await staffMove(ref, 'lost');
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe('An order cannot move from Returned to us to Lost in transit');
    expect((await courier(ref, 'DELIVERED')).json()).toMatchObject({ applied: false });
    const detail = AdminOrderResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${ref}`, headers: { cookie: staff } })).json()).order;
    expect(detail.nextStatuses).toEqual([]);
  });

  it('staff move it by hand, each move audited, and the loyalty count leaves it out', async () => {
    const { cookie, product, order, ref } = await codOrder('out_for_delivery');
    const delivered = await codOrder('delivered');
    expect(await loyaltyCount(delivered.cookie)).toBe(1);

    const detail = AdminOrderResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${ref}`, headers: { cookie: staff } })).json()).order;
    expect(detail.nextStatuses).toEqual(['delivered', 'rto_initiated', 'rto_delivered', 'lost']);
    expect(detail.customerTextedOn).toEqual(['delivered', 'rto_delivered', 'lost']);

    expect((await staffMove(ref, 'rto_initiated', 'Customer refused the parcel')).statusCode).toBe(200);
    const moved = AdminOrderResponse.parse((await staffMove(ref, 'rto_delivered')).json()).order;
    expect(moved).toMatchObject({ status: 'rto_delivered', statusLabel: 'Returned to us' });
    expect(moved.history.map((h) => h.status).slice(-2)).toEqual(['rto_initiated', 'rto_delivered']);
    const audited = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'order.status')));
    expect(audited.map((a) => [(a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual([
      ['out_for_delivery', 'rto_initiated'],
      ['rto_initiated', 'rto_delivered'],
    ]);
    expect(await stockOf(product.id)).toBe(5);
    expect(await loyaltyCount(cookie)).toBe(0);

    // Illegal moves are refused with the reason.
    const early = await codOrder('confirmed');
    const refused = await staffMove(early.ref, 'rto_initiated');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An order cannot move from Order Confirmed to Returning to us');
    const afterDelivery = await staffMove(delivered.ref, 'rto_delivered');
    expect(afterDelivery.statusCode).toBe(409);
    expect(afterDelivery.json().message).toBe('An order cannot move from Delivered to Returned to us');
    expect((await courier(delivered.ref, 'RTO INITIATED')).json()).toMatchObject({ applied: false });
  });
});

describe('a parcel paid online, lost by the courier', () => {
  it('courier (LOST, by name and by id) and staff at once: one refund of all of it, one credit note, no stock back', async () => {
    const { cookie, product, order, ref } = await prepaidOrder('in_transit');
    const [a, b, byStaff] = await Promise.all([courier(ref, 'LOST'), courier(ref, 'something new', { current_status_id: 12 }), staffMove(ref, 'lost', 'Courier confirmed the loss')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([200, 409]).toContain(byStaff.statusCode);

    expect(await orderRow(order._id)).toMatchObject({ status: 'lost' });
    // A lost parcel's units are gone: the shelf stays as it was.
    expect(await stockOf(product.id)).toBe(4);
    const [refund, ...more] = await refundsOf(order._id);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ amountPaise: 59400, reason: 'Parcel lost in transit' });
    await expectCreditedInFull(order._id, 59400);

    // The provider's word, twice: settled once.
    await deliverSandboxWebhooks(services);
    await deliverSandboxWebhooks(services);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 59400 });
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect(await documents(order._id, 'credit_note')).toHaveLength(1);

    const shown = await statusOf(cookie, ref);
    expect(shown).toMatchObject({ statusCode: 'lost', statusLabel: 'Lost in transit', refund: { amount: 594, status: 'processed' } });
    expect(shown.statusMessage).toBe('We are sorry: the courier lost or damaged your parcel on its way to you. ₹594.00 is refunded to your original payment method (it reaches you within 5–7 business days).');
    expect((await outboxOf(order._id)).filter((m) => m.event === 'lost')).toHaveLength(1);
    expect((await mailsOf(order._id)).filter((m) => m.kind === 'lost')).toHaveLength(1);
    expect(await loyaltyCount(cookie)).toBe(0);
  });

  it('a damaged parcel is lost to us too', async () => {
    const { order, ref } = await codOrder('out_for_delivery');
    expect((await courier(ref, 'DAMAGED')).json()).toMatchObject({ applied: true });
    expect(await orderRow(order._id)).toMatchObject({ status: 'lost', paymentStatus: 'not_required' });
    await expectCreditedInFull(order._id, 118800);
  });
});

describe('an undelivered parcel paid online', () => {
  it('UNDELIVERED turns it back; RTO delivered (courier and staff at once) refunds once and returns the stock once', async () => {
    const { cookie, product, order, ref } = await prepaidOrder('out_for_delivery');
    expect((await courier(ref, 'UNDELIVERED', { current_status_id: 21 })).json()).toMatchObject({ applied: true });
    const returning = await statusOf(cookie, ref);
    expect(returning).toMatchObject({ statusCode: 'rto_initiated', statusLabel: 'Returning to us' });
    expect(returning.statusMessage).toBe(
      'Returning to us: the parcel could not be delivered. Once it is back, ₹594.00 is refunded to your original payment method (it reaches you within 5–7 business days).',
    );
    expect(await refundsOf(order._id)).toEqual([]);

    const results = await Promise.all([staffMove(ref, 'rto_delivered'), courier(ref, 'RTO DELIVERED'), staffMove(ref, 'rto_delivered'), courier(ref, 'RTO DELIVERED', { current_status_id: 10 })]);
    expect(results.map((r) => r.statusCode).every((c) => c === 200 || c === 409)).toBe(true);
    expect(await stockOf(product.id)).toBe(5);
    expect(await refundsOf(order._id)).toEqual([expect.objectContaining({ amountPaise: 59400, reason: 'Parcel returned undelivered' })]);
    await expectCreditedInFull(order._id, 59400);
    await deliverSandboxWebhooks(services);
    expect(await orderRow(order._id)).toMatchObject({ status: 'rto_delivered', paymentStatus: 'refunded', refundedPaise: 59400 });
    expect(await documents(order._id, 'credit_note')).toHaveLength(1);
    expect((await outboxOf(order._id)).filter((m) => m.event === 'rto_delivered')).toHaveLength(1);
  });

  it('the courier delivering at its next attempt moves it to delivered, and it counts for loyalty', async () => {
    const { cookie, order, ref } = await codOrder('out_for_delivery');
    expect((await courier(ref, 'UNDELIVERED')).json()).toMatchObject({ applied: true });
    expect((await courier(ref, 'DELIVERED')).json()).toMatchObject({ applied: true });
    expect(await orderRow(order._id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await documents(order._id, 'credit_note')).toEqual([]);
    expect(await loyaltyCount(cookie)).toBe(1);
  });
});

describe('a process that dies half-way through a parcel coming back', () => {
  it('leaves nothing done, and the courier retrying completes it exactly once', async () => {
    const { product, order, ref } = await prepaidOrder('in_transit');
    // The customer's update is the last thing written before the commit: the process dies there.
    await ctx.db.execute(sql.raw(`create or replace function rto_die_once() returns trigger language plpgsql as $$
      begin
        if new.event = 'rto_delivered' then raise exception 'process died'; end if;
        return new;
      end $$`));
    await ctx.db.execute(sql.raw('create trigger rto_die_once before insert on notification_outbox for each row execute function rto_die_once()'));
    try {
      // The courier's update, taken by a process that dies before its commit.
      await expect(services.lifecycle.courierUpdate({ orderRef: ref, courierStatus: 'RTO DELIVERED' })).rejects.toThrow(/notification_outbox/);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger rto_die_once on notification_outbox'));
    }
    // Nothing of it happened: not the move, the stock, the credit note or the refund.
    expect(await orderRow(order._id)).toMatchObject({ status: 'in_transit', paymentStatus: 'paid' });
    expect(await stockOf(product.id)).toBe(4);
    expect(await documents(order._id, 'credit_note')).toEqual([]);
    expect(await refundsOf(order._id)).toEqual([]);
    expect((await mailsOf(order._id)).filter((m) => m.kind === 'rto_delivered')).toEqual([]);
    expect(await outboxOf(order._id)).not.toContainEqual(expect.objectContaining({ event: 'rto_delivered' }));

    // The courier sends it again (webhooks are retried), with staff at the same moment.
    await Promise.all([courier(ref, 'RTO DELIVERED'), staffMove(ref, 'rto_delivered')]);
    expect(await orderRow(order._id)).toMatchObject({ status: 'rto_delivered' });
    expect(await stockOf(product.id)).toBe(5);
    await expectCreditedInFull(order._id, 59400);
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect((await mailsOf(order._id)).filter((m) => m.kind === 'rto_delivered')).toHaveLength(1);
  });

  it('a refund written down but never sent (the process died after the commit) is sent by the job, once', async () => {
    const { order, ref } = await prepaidOrder('in_transit');
    // The provider cannot be reached while the parcel arrives: the refund stays written down.
    await ctx.db.execute(sql.raw(`create or replace function rto_refund_unsent() returns trigger language plpgsql as $$
      begin
        if new.tries > old.tries then raise exception 'process died while sending'; end if;
        return new;
      end $$`));
    await ctx.db.execute(sql.raw('create trigger rto_refund_unsent before update on refunds for each row execute function rto_refund_unsent()'));
    try {
      expect((await courier(ref, 'RTO DELIVERED')).json()).toMatchObject({ applied: true });
    } finally {
      await ctx.db.execute(sql.raw('drop trigger rto_refund_unsent on refunds'));
    }
    expect(await orderRow(order._id)).toMatchObject({ status: 'rto_delivered', paymentStatus: 'refund_pending' });
    expect(await refundsOf(order._id)).toEqual([expect.objectContaining({ status: 'pending', amountPaise: 59400 })]);
    // Started again: the job sends what is owed; a second run finds nothing left to send.
    await services.jobs.runNow('reconcile-payments');
    await services.jobs.runNow('reconcile-payments');
    await deliverSandboxWebhooks(services);
    expect(await refundsOf(order._id)).toEqual([expect.objectContaining({ status: 'processed', amountPaise: 59400 })]);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 59400 });
    expect(await documents(order._id, 'credit_note')).toHaveLength(1);
  });
});

describe('the console', () => {
  it('lists the parcels returned to origin, and the dashboard shows the RTO rate and the shipping spent on them, COD and prepaid apart', async () => {
    const list = AdminOrdersPage.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/orders?status=rto', headers: { cookie: staff } })).json()).data;
    expect(list.docs.length).toBeGreaterThan(0);
    expect(list.docs.every((d) => d.status === 'rto_initiated' || d.status === 'rto_delivered')).toBe(true);
    const all = await ctx.db.select({ status: orders.status, method: orders.paymentMethod }).from(orders);
    expect(list.totalDocs).toBe(all.filter((o) => o.status === 'rto_initiated' || o.status === 'rto_delivered').length);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/orders?status=returned', headers: { cookie: staff } })).statusCode).toBe(400);

    const { rto } = AdminDashboardResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: staff } })).json()).dashboard;
    // This file's orders: COD — refused (RTO delivered), refused by hand (RTO delivered), delivered ×2, damaged (lost);
    // prepaid — lost, undelivered then back, back after a crash, back with its refund sent late.
    expect(rto.windowDays).toBe(30);
    expect(rto.cod).toEqual({ shipped: 5, returned: 2, lost: 1, ratePercent: 40, shippingSpent: 240 });
    expect(rto.prepaid).toEqual({ shipped: 4, returned: 3, lost: 1, ratePercent: 75, shippingSpent: 360 });
    expect(rto.courierLegEstimate).toBe(60);
    expect(book.warnings).toEqual([]);
  });
});
