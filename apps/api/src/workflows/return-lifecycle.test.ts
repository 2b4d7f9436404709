import { AdminOrderResponse } from '@shop/contract/admin';
import { OrderResponse } from '@shop/contract/orders';
import { OrderStatusResponse, RETURN_LIMITS, RETURN_MESSAGES, ReturnPhotoResponse } from '@shop/contract/tracking';
import { and, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import type { TestContext } from '../../test/context';
import { createProduct, createUser } from '../../test/factories';
import { deliverSandboxWebhooks, paidOrder, post, servicesOf, shopper, type LogBook, openShop } from '../../test/payment-helpers';
import { devMessages, invoices, notificationOutbox, orders, products, refunds, returnRequests, sandboxRefunds, users } from '../db/schema';
import { connectDatabase } from '../db/client';
import { waitUntil } from '../../test/server-process';
import type { Services } from '../services';

let ctx: TestContext, services: Services, staff: string;
const book: LogBook = { warnings: [] };
beforeAll(async () => void ({ ctx, services, staff } = await openShop({ book, staff: true })));
afterAll(() => ctx.close());

/** The first bytes of a real PNG, and enough after them to be a file. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const returnOf = async (orderId: string) => (await ctx.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)))[0]!;
const refundsOf = (orderId: string) => ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const creditNotes = (orderId: string) => ctx.db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')));
const outboxOf = (orderId: string) => ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, orderId));
const statusOf = async (cookie: string, ref: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/status`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return OrderStatusResponse.parse(res.json());
};
const decide = (ref: string, status: string, extra: object = {}) => post(ctx, `/api/v1/admin/orders/${ref}/return`, staff, { status, ...extra });
const ask = (cookie: string, ref: string, body: object) => post(ctx, `/api/v1/order/${ref}/return`, cookie, body);

/** A multipart upload of one file, as a browser's FormData sends it. */
function upload(cookie: string, ref: string, file: { bytes: Buffer; type: string; name?: string; field?: string }) {
  const boundary = '----shopTestBoundary7MA4YWxk';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.name ?? 'damage.png'}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return ctx.app.inject({ method: 'POST', url: `/api/v1/order/${ref}/return/photo`, headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/** A customer with a mobile number, who gets order updates by SMS unless they opt in to WhatsApp. */
async function customer() {
  const { user, cookie } = await shopper(ctx);
  const phone = `+9198${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  await ctx.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { user: { ...user, phone }, cookie };
}

/** A delivered order paid online through the sandbox (₹594 for one unit). */
const deliveredPaidOrder = async () => paidOrder(ctx, services, { customer: await customer(), delivered: true });

async function deliveredCodOrder() {
  const { user, cookie } = await customer();
  const product = await createProduct(ctx.db, { stock: 5 });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: product.id, quantity: 2 }], payment: { method: 'COD' } });
  expect(res.statusCode, res.body).toBe(201);
  const order = OrderResponse.parse(res.json()).order;
  await services.lifecycle.advance(order._id, 'delivered');
  return { user, cookie, product, order };
}

describe('a return of an order paid online', () => {
  it('requested → approved (pickup, no refund) → received (stock, credit note, one refund) → refunded when the provider says so', async () => {
    const { user, cookie, product, order } = await deliveredPaidOrder();
    const ref = order.customOrderId;
    expect(await stockOf(product.id)).toBe(4);

    const photo = await upload(cookie, ref, { bytes: PNG, type: 'image/png' });
    expect(photo.statusCode, photo.body).toBe(201);
    const { photo: name } = ReturnPhotoResponse.parse(photo.json());
    const asked = await ask(cookie, ref, { reason: 'Damaged product', photo: name });
    expect(asked.json()).toEqual({ success: true, message: RETURN_MESSAGES.submitted });
    expect((await statusOf(cookie, ref)).returnRequest).toMatchObject({ status: 'requested', statusLabel: 'Return requested', hasPhoto: true });

    // Staff see the photo; nobody else does, and the public uploads folder does not serve it.
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${ref}/return/photo`, headers: { cookie: staff } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(PNG)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${ref}/return/photo`, headers: { cookie } })).statusCode).toBe(403);
    for (const url of [
      `/media/uploads/return-photos/${order._id}/${name}`,
      `/media/uploads/./return-photos/${order._id}/${name}`,
      `/media/uploads/return-photos%2F${order._id}%2F${name}`,
      `/media/uploads//return-photos/${order._id}/${name}`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const detail = AdminOrderResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${ref}`, headers: { cookie: staff } })).json()).order;
    expect(detail.returnRequest).toMatchObject({ photoUrl: `/api/v1/admin/orders/${ref}/return/photo`, status: 'requested' });

    // Approved: the pickup is arranged; no money moves yet, and the customer is not told it did.
    expect((await decide(ref, 'approved')).statusCode).toBe(200);
    expect(await refundsOf(order._id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(4);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'paid' });
    const approved = (await statusOf(cookie, ref)).returnRequest!;
    expect(approved).toMatchObject({ status: 'approved', statusLabel: 'Pickup arranged' });
    expect(approved.message).toContain('Your refund starts once the parcel is back with us');

    // Received, marked twice at once: one move, one refund, stock back once, one credit note.
    const marks = await Promise.all([decide(ref, 'received'), decide(ref, 'received')]);
    expect(marks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await decide(ref, 'received')).statusCode).toBe(409);
    expect(await refundsOf(order._id)).toEqual([expect.objectContaining({ amountPaise: 59400, reason: 'Return received' })]);
    expect(await stockOf(product.id)).toBe(5);
    expect(await creditNotes(order._id)).toHaveLength(1);
    const received = (await statusOf(cookie, ref)).returnRequest!;
    expect(received).toMatchObject({ status: 'received', statusLabel: 'Return received, refund started' });
    expect(received.message).toBe('We have received your return. A refund of ₹594.00 to your original payment method has been started and reaches you within 5–7 business days.');
    expect(received.message).not.toContain('processed');

    // The provider's word, twice: settled once, told once.
    await deliverSandboxWebhooks(services);
    const [refund] = await refundsOf(order._id);
    expect(refund).toMatchObject({ status: 'processed' });
    expect(await services.refunds.onProviderRefund({ id: refund!.providerRefundId!, paymentId: refund!.providerPaymentId, amountPaise: refund!.amountPaise, status: 'processed', receipt: refund!.id })).toBe(true);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 59400 });
    expect(await returnOf(order._id)).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date), receivedAt: expect.any(Date), approvedAt: expect.any(Date) });
    expect((await statusOf(cookie, ref)).returnRequest).toMatchObject({ status: 'refunded', message: expect.stringContaining('Your refund of ₹594.00 to your original payment method is processed') });
    expect(await stockOf(product.id)).toBe(5);

    // One update per step, on one channel each (this customer takes SMS), with the words of that step.
    const outbox = await outboxOf(order._id);
    const returnEvents = outbox.filter((m) => m.event.startsWith('return_') || m.event === 'refund_processed');
    expect(returnEvents.map((m) => `${m.event}:${m.channel}`).sort()).toEqual(['refund_processed:sms', 'return_approved:sms', 'return_received:sms', 'return_requested:sms']);
    expect(returnEvents.find((m) => m.event === 'return_received')!.params).toMatchObject({ amount: '594', refundDays: '5–7 business days', refundTo: 'your original payment method' });
    await services.jobs.runNow('order-notifications');
    const texts = (await ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, user.phone!), eq(devMessages.channel, 'sms')))).map((m) => m.textBody);
    expect(texts.filter((t) => t.includes('is processed'))).toHaveLength(1);
    const mails = (await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, user.email))).map((m) => m.subject);
    expect(mails.filter((s) => s.startsWith(`Return for order ${ref}`)).sort()).toEqual([
      `Return for order ${ref} approved: pickup arranged`,
      `Return for order ${ref} received: refund started`,
      `Return for order ${ref} refunded`,
    ]);
    expect(book.warnings).toEqual([]);
  });

  it('a return already refunded by hand in full is settled when received, with nothing refunded twice', async () => {
    const { cookie, order } = await deliveredPaidOrder();
    const ref = order.customOrderId;
    expect((await ask(cookie, ref, { reason: 'Product no longer needed' })).statusCode).toBe(201);
    expect((await decide(ref, 'approved')).statusCode).toBe(200);
    expect((await post(ctx, `/api/v1/admin/orders/${ref}/refunds`, staff, { amount: 594, reason: 'Goodwill' })).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect((await decide(ref, 'received')).statusCode).toBe(200);
    expect(await refundsOf(order._id)).toHaveLength(1);
    expect((await returnOf(order._id)).status).toBe('refunded');
  });
});

describe('a process dying in the middle of "Mark received"', () => {
  it('after the provider took the refund but before the shop saved it: the rerun completes one refund and the right status', async () => {
    const { cookie, order } = await deliveredPaidOrder();
    const ref = order.customOrderId;
    expect((await ask(cookie, ref, { reason: 'Wrong item received' })).statusCode).toBe(201);
    expect((await decide(ref, 'approved')).statusCode).toBe(200);

    // A second server process, on connections of its own, whose provider call goes through and then never comes
    // back: the process is frozen there, with the refund sent and its answer not yet written down.
    const dyingDatabase = connectDatabase(ctx.databaseUrl, { max: 2 });
    // What its connections say as they are cut is the dead process's, not this test's.
    dyingDatabase.pool.on('connect', (client) => client.on('error', () => undefined));
    const dying = await servicesOf({ ...ctx, db: dyingDatabase.db });
    const providerRefund = dying.paymentProvider.refund.bind(dying.paymentProvider);
    let reachedProvider = false;
    dying.paymentProvider.refund = async (input) => {
      await providerRefund(input);
      reachedProvider = true;
      return new Promise(() => {});
    };
    const staffUser = (await ctx.db.select().from(users).where(eq(users.role, 'admin')))[0]!;
    void dying.lifecycle.decideReturn(ref, 'received', {}, { userId: staffUser.id, label: staffUser.email });
    await waitUntil(async () => reachedProvider, () => 'the provider was never asked for the refund', 30_000);
    // It dies: PostgreSQL ends its connection and rolls back what it had not committed.
    await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and state like 'idle in transaction%' and pid <> pg_backend_pid()`);
    const [left] = await refundsOf(order._id);
    expect(left).toMatchObject({ status: 'pending', tries: 0, providerRefundId: null });
    expect(await returnOf(order._id)).toMatchObject({ status: 'received' });

    // Staff try again, and the job runs in a process still alive: no second refund reaches the provider.
    expect((await decide(ref, 'received')).statusCode).toBe(409);
    await services.refunds.chase();
    await services.refunds.chase();
    await deliverSandboxWebhooks(services);
    const paymentId = (await orderRow(order._id)).providerPaymentId!;
    expect((await ctx.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, paymentId))).map((r) => r.amountPaise)).toEqual([59400]);
    expect(await refundsOf(order._id)).toEqual([expect.objectContaining({ status: 'processed', amountPaise: 59400, providerRefundId: expect.stringMatching(/^rfnd_/) })]);
    expect(await orderRow(order._id)).toMatchObject({ paymentStatus: 'refunded', refundedPaise: 59400 });
    expect(await returnOf(order._id)).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    expect(await creditNotes(order._id)).toHaveLength(1);
    expect((await statusOf(cookie, ref)).returnRequest).toMatchObject({ status: 'refunded' });
    void dyingDatabase.pool.end().catch(() => undefined);
  });
});

describe('a return of a Cash on Delivery order', () => {
  it('takes the UPI ID; received starts the refund staff pay by transfer, recorded with its reference', async () => {
    const { cookie, product, order } = await deliveredCodOrder();
    const ref = order.customOrderId;
    expect((await ask(cookie, ref, { reason: 'Wrong item received', refundUpi: 'not a upi' })).statusCode).toBe(400);
    expect((await ask(cookie, ref, { reason: 'Wrong item received', refundUpi: 'asha.k@okaxis' })).statusCode).toBe(201);
    expect(await stockOf(product.id)).toBe(3);

    expect((await decide(ref, 'approved')).statusCode).toBe(200);
    expect((await decide(ref, 'refunded', { reference: 'UTR1' })).statusCode).toBe(409);
    expect((await decide(ref, 'received')).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
    expect(await refundsOf(order._id)).toEqual([]);
    const received = (await statusOf(cookie, ref)).returnRequest!;
    expect(received.message).toBe(`We have received your return. A refund of ₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })} to your UPI ID asha.k@okaxis has been started and reaches you within 1–3 business days.`);

    expect((await decide(ref, 'refunded')).statusCode).toBe(400);
    const done = await decide(ref, 'refunded', { reference: 'UTR-998877' });
    expect(done.statusCode, done.body).toBe(200);
    expect(AdminOrderResponse.parse(done.json()).order).toMatchObject({ paymentStatus: 'refunded', returnRequest: { status: 'refunded', refundReference: 'UTR-998877', refundUpi: 'asha.k@okaxis' } });
    expect((await decide(ref, 'refunded', { reference: 'UTR-998877' })).statusCode).toBe(409);
    expect((await statusOf(cookie, ref)).returnRequest!.message).toContain('(transfer reference UTR-998877)');
    const events = (await outboxOf(order._id)).map((m) => m.event);
    expect(events.filter((e) => e === 'refund_processed')).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('goes by WhatsApp alone to a customer who opted in', async () => {
    const { user, cookie, order } = await deliveredCodOrder();
    await ctx.db.update(users).set({ whatsappOptInAt: ctx.clock.now() }).where(eq(users.id, user.id));
    expect((await ask(cookie, order.customOrderId, { reason: 'Other', note: 'The bag was half empty', refundUpi: 'asha@ybl' })).statusCode).toBe(201);
    expect((await decide(order.customOrderId, 'approved')).statusCode).toBe(200);
    const returnMessages = (await outboxOf(order._id)).filter((m) => m.event.startsWith('return_'));
    expect(returnMessages.map((m) => `${m.event}:${m.channel}`).sort()).toEqual(['return_approved:whatsapp', 'return_requested:whatsapp']);
    expect((await returnOf(order._id)).note).toBe('The bag was half empty');
  });
});

describe('the return form', () => {
  it("the spec's bare { reason } still works for every reason and payment; staff see what was not given", async () => {
    const cod = await deliveredCodOrder();
    const asked = await ask(cod.cookie, cod.order.customOrderId, { reason: 'Damaged product' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await returnOf(cod.order._id)).toMatchObject({ reason: 'Damaged product', photo: null, note: null, refundUpi: null });
    expect((await decide(cod.order.customOrderId, 'approved')).statusCode).toBe(200);
    expect((await decide(cod.order.customOrderId, 'received')).statusCode).toBe(200);
    expect((await statusOf(cod.cookie, cod.order.customOrderId)).returnRequest!.message).toContain('to the UPI ID our team will ask you for');

    const paid = await deliveredPaidOrder();
    expect((await ask(paid.cookie, paid.order.customOrderId, { reason: 'Other' })).statusCode).toBe(201);
  });

  it('a comment within its limit, and only a photo uploaded for this order', async () => {
    const { cookie, order } = await deliveredPaidOrder();
    const ref = order.customOrderId;
    expect((await ask(cookie, ref, { reason: 'Other', note: 'x'.repeat(RETURN_LIMITS.noteMaxLength + 1) })).statusCode).toBe(400);
    // A name never uploaded for this order.
    const stranger = await ask(cookie, ref, { reason: 'Damaged product', photo: '0b6f7c1e-6a3e-4c55-9d0e-3f1b2a4c5d6e.png' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(RETURN_MESSAGES.photoNotFound);
    expect(await ctx.db.$count(returnRequests, eq(returnRequests.orderId, order._id))).toBe(0);
  });

  it('takes only JPEG, PNG or WebP photos by their bytes, up to the size limit, for the customer\'s own returnable order', async () => {
    const { cookie, order } = await deliveredPaidOrder();
    const ref = order.customOrderId;
    const declared = await upload(cookie, ref, { bytes: Buffer.from('%PDF-1.7 not an image'), type: 'application/pdf', name: 'a.pdf' });
    expect(declared.statusCode).toBe(415);
    expect(declared.json().message).toBe(RETURN_MESSAGES.photoType);
    // Says PNG, is not.
    const lying = await upload(cookie, ref, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' });
    expect(lying.statusCode).toBe(415);
    const big = await upload(cookie, ref, { bytes: Buffer.concat([PNG, Buffer.alloc(RETURN_LIMITS.photoMaxBytes)]), type: 'image/png' });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(RETURN_MESSAGES.photoTooLarge);
    expect((await upload(cookie, ref, { bytes: PNG, type: 'image/png', field: 'file' })).statusCode).toBe(400);
    const json = await post(ctx, `/api/v1/order/${ref}/return/photo`, cookie, { photo: 'x' });
    expect(json.statusCode).toBe(415);
    const other = await loginAs(ctx, await createUser(ctx.db));
    expect((await upload(other, ref, { bytes: PNG, type: 'image/png' })).statusCode).toBe(404);
    expect((await upload(cookie, ref, { bytes: PNG, type: 'image/png' })).statusCode).toBe(201);
  });
});

describe('the tracking page', () => {
  it('shows the amount, how it is paid, the address, and the courier and tracking number once shipped', async () => {
    const { cookie } = await shopper(ctx);
    const product = await createProduct(ctx.db, { stock: 5 });
    const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD' } });
    const order = OrderResponse.parse(res.json()).order;
    const placed = await statusOf(cookie, order.customOrderId);
    expect(placed).toMatchObject({ total: order.total, paymentMethod: 'COD', address: order.address, courier: null, trackingNumber: null });
    await services.lifecycle.advance(order._id, 'shipment_created');
    const shipped = await statusOf(cookie, order.customOrderId);
    expect(shipped).toMatchObject({ courier: 'Local courier', trackingNumber: expect.stringMatching(/^PL\d{10}$/) });
  });
});
