import { MY_ORDERS_PAGE_SIZE, MyOrdersPage, OrderStatusResponse } from '@shop/contract/tracking';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { useTestContext } from '../../../test/context';
import { useServices } from '../../../test/payment-helpers';
import { createCoupon, createProduct, createUser, giveAddress } from '../../../test/factories';
import { devMessages, products } from '../../db/schema';

const WEBHOOK_SECRET = 'courier-shared-secret-0123456789';
/** The shop's public address: links in mails use it, never the host a request happened to arrive on. */
const PUBLIC_BASE_URL = 'https://shop.example.in';
const DAY = 24 * 3600 * 1000;

const ctx = useTestContext({ SHIPPING_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_BASE_URL });
const services = useServices(ctx);

async function customerWithOrders(count: number) {
  const user = await createUser(ctx.db);
  await giveAddress(ctx.db, user.id);
  const cookie = await loginAs(ctx, user);
  const product = await createProduct(ctx.db, { stock: 100, productName: 'Rose Litter 5 kg' });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie },
      payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
    });
    ids.push(res.json().order.customOrderId);
    ctx.clock.advance(1000);
  }
  return { user, cookie, ids, product };
}

const status = async (cookie: string, ref: string) =>
  OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/status`, headers: { cookie } })).json());

const courier = (body: object, key = WEBHOOK_SECRET) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/shipping/webhook', headers: { 'x-api-key': key }, payload: body });

describe('GET /api/v1/user/my-order', () => {
  it('pages the orders newest first and answers the edges clearly', async () => {
    const { cookie, ids } = await customerWithOrders(MY_ORDERS_PAGE_SIZE + 2);
    const page = async (q: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/user/my-order${q}`, headers: { cookie } });

    const first = MyOrdersPage.parse((await page('?page=1')).json()).data;
    expect(first).toMatchObject({ totalDocs: MY_ORDERS_PAGE_SIZE + 2, page: 1, totalPages: 2, limit: MY_ORDERS_PAGE_SIZE });
    expect(first.docs[0]!.customOrderId).toBe(ids.at(-1));
    const second = MyOrdersPage.parse((await page('?page=2')).json()).data;
    expect(second.docs.map((d) => d.customOrderId)).toEqual([ids[1], ids[0]]);
    expect(MyOrdersPage.parse((await page('')).json()).data.page).toBe(1);
    expect(MyOrdersPage.parse((await page('?page=3')).json()).data.docs).toEqual([]);
    for (const bad of ['?page=0', '?page=-1', '?page=abc', '?page=1.5']) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/^page:/);
    }
  });

  it('an empty history is one empty page', async () => {
    const cookie = await loginAs(ctx, await createUser(ctx.db));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/my-order?page=1', headers: { cookie } });
    expect(res.json().data).toEqual({ docs: [], totalDocs: 0, page: 1, totalPages: 1, limit: MY_ORDERS_PAGE_SIZE });
  });
});

describe('order status and the status machine', () => {
  it('tracks an order from placed to delivered with a tracking number, events and mails', async () => {
    const { user, cookie, ids } = await customerWithOrders(1);
    const ref = ids[0]!;
    let s = await status(cookie, ref);
    expect(s).toMatchObject({ statusCode: 'placed', statusLabel: 'Order Placed', trackingNumber: null, customOrderId: ref, deliveredAt: null, canReturn: false });
    expect(s.items).toEqual([{ name: 'Rose Litter 5 kg', quantity: 1 }]);

    await services.lifecycle.advance(ref, 'confirmed');
    await services.lifecycle.advance(ref, 'shipment_created');
    s = await status(cookie, ref);
    expect(s.trackingNumber).toMatch(/^PL\d{10}$/);
    await services.lifecycle.advance(ref, 'delivered');
    s = await status(cookie, ref);
    expect(s.statusCode).toBe('delivered');
    expect(s.deliveredAt).not.toBeNull();
    expect(s.history.map((h) => h.status)).toEqual(['placed', 'confirmed', 'shipment_created', 'delivered']);
    expect(s.canReturn).toBe(true);

    const mails = await ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, user.email), eq(devMessages.channel, 'email')));
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining([`Order ${ref} placed`, `Order ${ref} has shipped`, `Order ${ref} delivered`]));
    const placed = mails.find((m) => m.subject === `Order ${ref} placed`)!;
    expect(placed.textBody).toContain('Rose Litter 5 kg × 1');
    expect(placed.textBody).toContain('₹');
    expect(placed.htmlBody).toContain('Bengaluru Urban');
    // The requests came in on localhost; the mail links to the public address.
    expect(placed.textBody).toContain(`${PUBLIC_BASE_URL}/track/${ref}`);
    expect(placed.htmlBody).toContain(`href="${PUBLIC_BASE_URL}/track/${ref}"`);
    expect(placed.htmlBody).not.toContain('localhost');
  });

  it('refuses moves backwards and cancelling after the shipment exists, and puts stock back on cancel', async () => {
    const { ids, product } = await customerWithOrders(2);
    await services.lifecycle.advance(ids[0]!, 'shipment_created');
    await expect(services.lifecycle.advance(ids[0]!, 'confirmed')).rejects.toMatchObject({ status: 409 });
    await expect(services.lifecycle.advance(ids[0]!, 'cancelled')).rejects.toMatchObject({ status: 409 });
    expect((await services.lifecycle.advance(ids[0]!, 'shipment_created')).changed).toBe(false);

    const [before] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    await services.lifecycle.advance(ids[1]!, 'cancelled');
    const [after] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(after!.stock).toBe(before!.stock + 1);
    await expect(services.lifecycle.advance(ids[1]!, 'confirmed')).rejects.toMatchObject({ status: 409 });
  });

  it("answers 404 for another customer's order and for unknown ids", async () => {
    const { ids } = await customerWithOrders(1);
    const stranger = await loginAs(ctx, await createUser(ctx.db));
    for (const ref of [ids[0]!, 'ORD-20000101-0001', '00000000-0000-4000-8000-000000000000']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${ref}/status`, headers: { cookie: stranger } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
  });
});

describe('the courier webhook', () => {
  it('needs the shared secret', async () => {
    const { ids } = await customerWithOrders(1);
    expect((await courier({ order_id: ids[0], current_status: 'PICKED UP' }, 'wrong-secret-0123456789abcdef')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/shipping/webhook', payload: { order_id: ids[0], current_status: 'PICKED UP' } })).statusCode).toBe(401);
  });

  it('maps courier statuses, ignores duplicates and late events, and never moves an order backwards', async () => {
    const { cookie, ids } = await customerWithOrders(1);
    const ref = ids[0]!;
    expect((await courier({ order_id: ref, current_status: 'IN TRANSIT', awb: 123 })).json()).toMatchObject({ applied: true });
    expect((await courier({ order_id: ref, current_status: 'IN TRANSIT' })).json()).toMatchObject({ applied: false });
    expect((await courier({ order_id: ref, current_status: 'PICKED UP' })).json()).toMatchObject({ applied: false, reason: 'not a forward move' });
    expect((await courier({ order_id: ref, current_status: 'DELAYED' })).json()).toMatchObject({ applied: false });
    expect((await courier({ order_id: 'ORD-19990101-0001', current_status: 'DELIVERED' })).json()).toMatchObject({ applied: false, reason: 'unknown order' });
    expect((await status(cookie, ref)).statusCode).toBe('in_transit');
    expect((await courier({ order_id: ref, current_status: 'Delivered' })).json()).toMatchObject({ applied: true });
    const s = await status(cookie, ref);
    expect(s.statusCode).toBe('delivered');
    expect(s.history.filter((h) => h.status === 'in_transit')).toHaveLength(1);
  });

  it('refuses a malformed body with 400', async () => {
    expect((await courier({ current_status: 'DELIVERED' })).statusCode).toBe(400);
  });
});

describe('POST /api/v1/order/:id/return', () => {
  const ask = (cookie: string, ref: string, body: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/order/${ref}/return`, headers: { cookie }, payload: body });

  it('accepts a return within 4 days of delivery, exactly at the boundary, once', async () => {
    const { user, ids } = await customerWithOrders(1);
    await services.lifecycle.advance(ids[0]!, 'delivered');
    ctx.clock.advance(4 * DAY);
    const cookie = await loginAs(ctx, user); // the old access token has long expired
    const res = await ask(cookie, ids[0]!, { reason: 'Wrong item received', refundUpi: 'asha@okaxis' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Return request submitted successfully.' });
    const again = await ask(cookie, ids[0]!, { reason: 'Wrong item received', refundUpi: 'asha@okaxis' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A return has already been requested for this order');
    const s = await status(cookie, ids[0]!);
    expect(s).toMatchObject({ canReturn: false, returnRequest: { reason: 'Wrong item received', status: 'requested' } });
    // The history says so too, not a bare "Delivered".
    const history = MyOrdersPage.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/my-order', headers: { cookie } })).json()).data;
    expect(history.docs[0]).toMatchObject({ customOrderId: ids[0], status: 'delivered', returnStatus: 'requested' });
    const [mail] = await ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, user.email), eq(devMessages.subject, `Return requested for order ${ids[0]}`)));
    expect(mail?.textBody).toContain('Wrong item received');
  });

  it('refuses a second after the window closes', async () => {
    const { user, ids } = await customerWithOrders(1);
    await services.lifecycle.advance(ids[0]!, 'delivered');
    ctx.clock.advance(4 * DAY + 1000);
    const cookie = await loginAs(ctx, user);
    const res = await ask(cookie, ids[0]!, { reason: 'Other', note: 'Changed my mind', refundUpi: 'asha@okaxis' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Returns can be requested within 4 days of delivery');
    expect((await status(cookie, ids[0]!)).canReturn).toBe(false);
  });

  it('refuses orders not delivered, strangers, and bad reasons', async () => {
    const { cookie, ids } = await customerWithOrders(1);
    const notYet = await ask(cookie, ids[0]!, { reason: 'Wrong item received' });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().message).toBe('Only delivered orders can be returned');
    await services.lifecycle.advance(ids[0]!, 'delivered');
    const stranger = await loginAs(ctx, await createUser(ctx.db));
    expect((await ask(stranger, ids[0]!, { reason: 'Wrong item received', refundUpi: 'asha@okaxis' })).statusCode).toBe(404);
    const noReason = await ask(cookie, ids[0]!, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('reason: Please select a reason');
    expect((await ask(cookie, ids[0]!, { reason: 'Bored' })).json().message).toBe('reason: Please select a reason');
  });
});

describe('loyalty', () => {
  it('counts delivered, not-returned orders to 6, then the reward works once and the count restarts', async () => {
    const loyalty = await createCoupon(ctx.db, { type: 'loyalty', code: 'LOYALTYTEST', afterOrders: 6, notValidForCod: true });
    const { cookie, ids, product } = await customerWithOrders(8);
    const get = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/loyalty/status', headers: { cookie } })).json();
    expect(await get()).toMatchObject({ count: 0, target: 6, rewardAvailable: false, couponCode: null });

    for (const ref of ids.slice(0, 5)) await services.lifecycle.advance(ref, 'delivered');
    // A returned order does not count.
    await services.lifecycle.advance(ids[5]!, 'delivered');
    await ctx.app.inject({ method: 'POST', url: `/api/v1/order/${ids[5]}/return`, headers: { cookie }, payload: { reason: 'Wrong item received', refundUpi: 'asha@okaxis' } });
    expect(await get()).toMatchObject({ count: 5, rewardAvailable: false });
    await services.lifecycle.advance(ids[6]!, 'delivered');
    expect(await get()).toMatchObject({ count: 6, rewardAvailable: true, couponCode: 'LOYALTYTEST' });

    const pay = (code: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-razorpay-order', headers: { cookie }, payload: { items: [{ productId: product.id, quantity: 2 }], coupon: { code } } });
    const used = await pay(loyalty.code);
    expect(used.statusCode).toBe(200);
    // The cheapest item is free: one of the two units.
    expect(used.json().amount).toBe(product.sellingPricePaise);
    // Only an order that is placed redeems it; place this one through the sandbox.
    const paid = (await ctx.app.inject({ method: 'POST', url: `/dev/payments/${used.json().id}/pay` })).json();
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/verify-razorpay-payment',
      headers: { cookie },
      payload: { razorpayOrderId: paid.razorpay_order_id, razorpayPaymentId: paid.razorpay_payment_id, razorpaySignature: paid.razorpay_signature },
    });
    expect(verified.statusCode).toBe(200);
    expect(await get()).toMatchObject({ count: 0, rewardAvailable: false });
    const again = await pay(loyalty.code);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Complete 6 more orders to unlock this reward');
  });
});
