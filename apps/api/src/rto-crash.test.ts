import { CreateRazorpayOrderResponse, OrderResponse } from '@shop/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers';
import { useCrashHarness } from '../test/crash-harness';
import { createTestClock } from '../test/context';
import { createProduct, createUser, giveAddress } from '../test/factories';
import { startServer, waitForHealth, waitUntil } from '../test/server-process';
import { devMessages, invoices, notificationOutbox, orderMailOutbox, orders, products, refunds, sandboxRefunds } from './db/schema';

/**
 * The shop killed with SIGKILL while two parcels arrive back: one in the middle of the arrival's transaction, the
 * other after its commit, while its refund is with the payment provider. Started again and told again by the courier,
 * each arrival is done exactly once: stock back once, one credit note, one refund at the provider.
 */
const COURIER_SECRET = 'courier-crash-secret-0123456789';
const crash = useCrashHarness('shop_rto_crash');

describe('a crash while parcels arrive back', () => {
  it('leaves nothing half-done, and the courier telling again completes each arrival exactly once', async () => {
    const db = crash.database.db;
    const shop = await crash.serverEnv();
    const { port, sessionSecret } = shop;
    const env = { ...shop.env, SHIPPING_WEBHOOK_SECRET: COURIER_SECRET };
    const base = `http://127.0.0.1:${port}`;
    const call = (p: string, cookie: string | null, body?: object) =>
      fetch(`${base}${p}`, { method: 'POST', headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const courier = (ref: string, status: string) =>
      fetch(`${base}/api/v1/shipping/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': COURIER_SECRET }, body: JSON.stringify({ order_id: ref, current_status: status }) });

    const codProduct = await createProduct(db, { stock: 10, mrpPaise: 69900, sellingPricePaise: 59400 });
    const paidProduct = await createProduct(db, { stock: 10, mrpPaise: 69900, sellingPricePaise: 59400 });
    const user = await createUser(db);
    await giveAddress(db, user.id);
    const cookie = await loginAs({ db, sessionSecret, clock: createTestClock() }, user);

    const first = startServer(env);
    crash.servers.push(first);
    await waitForHealth(port, first);

    // A Cash on Delivery order of two units and an order paid online, both on their way.
    const cod = await call('/api/v1/order/create-order', cookie, { items: [{ productId: codProduct.id, quantity: 2 }], payment: { method: 'COD' } });
    expect(cod.status, await cod.clone().text()).toBe(201);
    const codOrder = OrderResponse.parse(await cod.json()).order;
    const opened = await call('/api/v1/order/create-razorpay-order', cookie, { items: [{ productId: paidProduct.id, quantity: 1 }] });
    expect(opened.status).toBe(200);
    const paid = (await (await call(`/dev/payments/${CreateRazorpayOrderResponse.parse(await opened.json()).id}/pay`, null)).json()) as Record<string, string>;
    const verified = await call('/api/v1/order/verify-razorpay-payment', cookie, {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    expect(verified.status).toBe(200);
    const paidOrder = OrderResponse.parse(await verified.json()).order;
    for (const ref of [codOrder.customOrderId, paidOrder.customOrderId]) {
      for (const status of ['PICKED UP', 'IN TRANSIT']) expect(((await (await courier(ref, status)).json()) as { applied: boolean }).applied).toBe(true);
    }

    // The first arrival stalls at its last write, inside its transaction; the second after its commit, while the
    // payment provider takes its refund.
    await db.execute(
      sql.raw(`create function stall_rto() returns trigger language plpgsql as $$ begin perform pg_sleep(120); return new; end $$;
        create trigger stall_rto_mail before insert on order_mail_outbox for each row when (new.kind = 'rto_delivered' and new.order_id = '${codOrder._id}') execute function stall_rto();
        create trigger stall_provider_refund before insert on sandbox_refunds for each row execute function stall_rto();`),
    );
    const answers: string[] = [];
    const tell = (ref: string) =>
      void courier(ref, 'RTO DELIVERED').then(
        async (r) => answers.push(`${ref}: ${r.status} ${await r.text()}`),
        (err: unknown) => answers.push(`${ref}: ${String(err)}`),
      );
    const stalled = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()`)).rows[0]!.n;
    const stalledSoFar = async () => `${await stalled()} stalled; answered: ${answers.join(' | ')}\n${first.output()}`;
    // The prepaid parcel first, to its commit and on to the provider; then the other, which stalls holding its
    // transaction (and the credit notes' number) open.
    tell(paidOrder.customOrderId);
    await waitUntil(async () => (await stalled()) === 1, stalledSoFar, 60_000);
    tell(codOrder.customOrderId);
    await waitUntil(async () => (await stalled()) === 2, stalledSoFar, 60_000);
    first.child.kill('SIGKILL');
    await first.exited;
    // The stalled statements of the dead process end as its connections' do (the database ends them itself once it
    // notices, after the statement): their transactions are rolled back, none commits.
    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()`);
    await waitUntil(async () => (await stalled()) === 0, async () => `${await stalled()} still stalled`, 30_000);
    await db.execute(sql.raw('drop trigger stall_rto_mail on order_mail_outbox; drop trigger stall_provider_refund on sandbox_refunds; drop function stall_rto();'));

    const stockOf = async (id: string) => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
    const orderOf = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const creditNotes = (id: string) => db.select().from(invoices).where(and(eq(invoices.orderId, id), eq(invoices.kind, 'credit_note')));

    // The arrival cut short inside its transaction left nothing: not the move, the stock, the credit note or an update.
    await waitUntil(async () => (await db.$count(orders, and(eq(orders.id, codOrder._id), eq(orders.status, 'in_transit')))) === 1, async () => (await orderOf(codOrder._id)).status);
    expect(await stockOf(codProduct.id)).toBe(8);
    expect(await creditNotes(codOrder._id)).toEqual([]);
    expect(await db.$count(notificationOutbox, and(eq(notificationOutbox.orderId, codOrder._id), eq(notificationOutbox.event, 'rto_delivered')))).toBe(0);
    expect(await db.$count(orderMailOutbox, and(eq(orderMailOutbox.orderId, codOrder._id), eq(orderMailOutbox.kind, 'rto_delivered')))).toBe(0);
    // The one cut short after its commit, while the provider was taking its refund, has all of it written down and
    // its refund still owed; the provider has none.
    expect(await orderOf(paidOrder._id)).toMatchObject({ status: 'rto_delivered', paymentStatus: 'refund_pending' });
    expect(await stockOf(paidProduct.id)).toBe(10);
    expect(await creditNotes(paidOrder._id)).toHaveLength(1);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, paidOrder._id))).toEqual([expect.objectContaining({ amountPaise: 59400, status: 'pending' })]);
    expect(await db.$count(sandboxRefunds)).toBe(0);

    // Started again; the courier tells again (twice for one, at once), as couriers retry.
    const second = startServer(env);
    crash.servers.push(second);
    await waitForHealth(port, second);
    const told = await Promise.all([courier(codOrder.customOrderId, 'RTO DELIVERED'), courier(codOrder.customOrderId, 'RTO DELIVERED'), courier(paidOrder.customOrderId, 'RTO DELIVERED')]);
    expect(told.map((r) => r.status)).toEqual([200, 200, 200]);

    const state = async () => ({
      cod: (await orderOf(codOrder._id)).status,
      paid: await orderOf(paidOrder._id).then((o) => ({ status: o.status, payment: o.paymentStatus, refunded: o.refundedPaise })),
      providerRefunds: await db.$count(sandboxRefunds),
      mails: (await db.select({ subject: devMessages.subject }).from(devMessages)).map((m) => m.subject).filter((s) => s.includes('could not be delivered')).length,
    });
    await waitUntil(
      async () => {
        const s = await state();
        return s.cod === 'rto_delivered' && s.paid.payment === 'refunded' && s.mails === 2;
      },
      async () => JSON.stringify(await state()) + second.output(),
    );
    // Exactly once each: the stock, the credit note, the money at the provider, the mail.
    expect(await stockOf(codProduct.id)).toBe(10);
    expect(await stockOf(paidProduct.id)).toBe(10);
    expect(await creditNotes(codOrder._id)).toHaveLength(1);
    expect(await creditNotes(paidOrder._id)).toHaveLength(1);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, paidOrder._id))).toEqual([expect.objectContaining({ amountPaise: 59400, status: 'processed' })]);
    expect(await db.select({ amountPaise: sandboxRefunds.amountPaise }).from(sandboxRefunds)).toEqual([{ amountPaise: 59400 }]);
    expect(await orderOf(paidOrder._id)).toMatchObject({ refundedPaise: 59400, paymentStatus: 'refunded' });
    expect(await db.$count(orderMailOutbox, eq(orderMailOutbox.kind, 'rto_delivered'))).toBe(2);

    second.child.kill('SIGINT');
    expect(await second.exited, second.output()).toBe(0);
  }, 180_000);
});
