import { AdminCustomerResponse, AdminCustomersPage, AdminDashboardResponse, AdminOrderResponse, AdminOrdersPage, UnfulfilledPaymentsResponse } from '@shop/contract/admin';
import { OrderStatusResponse } from '@shop/contract/tracking';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly, loginAs, signedInStaffAndCustomer } from '../../../test/auth-helpers';
import { createTestClock, createTestContext, useTestContext } from '../../../test/context';
import { createCoupon, createProduct, createReview, createUser, giveAddress } from '../../../test/factories';
import { auditLog, devMessages, orders, paymentAttempts, products, refunds, returnRequests, users } from '../../db/schema';

// 14:00 IST on 21 Nov 2026: "today" and "this month" on the dashboard are Indian days.
const clock = createTestClock(new Date('2026-11-21T08:30:00Z'));
const MINUTE = 60 * 1000;

const ctx = useTestContext({}, clock);
let admin: string;
let adminId: string;
let customerCookie: string;
beforeAll(async () => {
  const cast = await signedInStaffAndCustomer(ctx, { name: 'Asha Staff' });
  [admin, adminId, customerCookie] = [cast.staffCookie, cast.staff.id, cast.customerCookie];
});

const get = (url: string, cookie = admin) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object = {}, cookie = admin) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function shopper(overrides: { email?: string; phone?: string; name?: string } = {}) {
  const user = await createUser(ctx.db, overrides);
  await giveAddress(ctx.db, user.id);
  if (overrides.name) await ctx.db.update(users).set({ name: overrides.name }).where(eq(users.id, user.id));
  return { user, cookie: await loginAs(ctx, user) };
}

async function placeOrder(cookie: string, quantity = 1, couponCode?: string) {
  const product = await createProduct(ctx.db, { stock: 50, productName: 'Lavender Litter 5 kg' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: { cookie },
    payload: { items: [{ productId: product.id, quantity }], payment: { method: 'COD', status: 'pending' }, ...(couponCode ? { coupon: { code: couponCode } } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; customOrderId: string; total: number };
}

const subjectsTo = async (email: string) => (await ctx.db.select({ subject: devMessages.subject }).from(devMessages).where(eq(devMessages.recipient, email))).map((m) => m.subject);
const detail = async (ref: string) => AdminOrderResponse.parse((await get(`/api/v1/admin/orders/${ref}`)).json()).order;
const auditOf = (entityId: string) => ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, entityId)));

const ROUTES: Array<['GET' | 'POST' | 'PUT', string]> = [
  ['GET', '/api/v1/admin/session'],
  ['GET', '/api/v1/admin/dashboard'],
  ['GET', '/api/v1/admin/orders'],
  ['GET', '/api/v1/admin/orders/ORD-20261121-0001'],
  ['POST', '/api/v1/admin/orders/ORD-20261121-0001/status'],
  ['POST', '/api/v1/admin/orders/ORD-20261121-0001/cancel'],
  ['PUT', '/api/v1/admin/orders/ORD-20261121-0001/tracking'],
  ['POST', '/api/v1/admin/orders/ORD-20261121-0001/return'],
  ['POST', '/api/v1/admin/orders/ORD-20261121-0001/refunds'],
  ['GET', '/api/v1/admin/payments/unfulfilled'],
  ['POST', '/api/v1/admin/payments/00000000-0000-4000-8000-000000000000/refund'],
  ['GET', '/api/v1/admin/customers'],
  ['GET', '/api/v1/admin/customers/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/v1/admin/audit'],
];

describe('admin authorisation', () => {
  it.each(ROUTES)('%s %s: 401 for anonymous callers, 403 for customers', (method, url) => expectStaffOnly(ctx, customerCookie, method, url));

  it('names the member of staff', async () => {
    expect((await get('/api/v1/admin/session')).json()).toEqual({ success: true, staff: { _id: adminId, name: 'Asha Staff', email: expect.any(String) } });
  });
});

describe('orders', () => {
  it('lists with filters, search and paging, and refuses bad filters', async () => {
    const { cookie } = await shopper({ email: 'meera.search@example.com', phone: '+919812345678' });
    const first = await placeOrder(cookie, 1);
    clock.advance(MINUTE);
    const second = await placeOrder(cookie, 3);
    const list = async (q: string) => AdminOrdersPage.parse((await get(`/api/v1/admin/orders${q}`)).json()).data;

    const byEmail = await list('?q=MEERA.SEARCH');
    expect(byEmail.docs.map((o) => o.customOrderId)).toEqual([second.customOrderId, first.customOrderId]);
    expect(byEmail.docs[0]).toMatchObject({ itemCount: 3, paymentMethod: 'COD', status: 'placed', customer: { email: 'meera.search@example.com' }, returnStatus: null });
    expect((await list('?q=98123 45678')).totalDocs).toBe(2);
    expect((await list(`?q=${first.customOrderId}`)).docs.map((o) => o._id)).toEqual([first._id]);
    expect((await list('?q=meera.search&sort=total&dir=asc')).docs.map((o) => o._id)).toEqual([first._id, second._id]);
    expect((await list('?q=meera.search&paymentMethod=ONLINE')).totalDocs).toBe(0);
    expect((await list('?q=meera.search&from=2026-11-21&to=2026-11-21')).totalDocs).toBe(2);
    expect((await list('?q=meera.search&from=2026-11-22')).totalDocs).toBe(0);
    expect((await list('?q=100%25')).totalDocs).toBe(0); // a typed % is not a wildcard

    for (const bad of ['?status=misplaced', '?from=21-11-2026', '?from=2026-11-22&to=2026-11-21', '?page=0', `?q=${'x'.repeat(101)}`]) {
      const res = await get(`/api/v1/admin/orders${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('shows one order whole, by number or id; 404 for an unknown one', async () => {
    const { cookie, user } = await shopper();
    const placed = await placeOrder(cookie, 2);
    const order = await detail(placed.customOrderId);
    expect(order).toMatchObject({ _id: placed._id, status: 'placed', customer: { _id: user.id }, nextStatuses: ['confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled'] });
    expect(order.items[0]).toMatchObject({ quantity: 2 });
    // What staff may do now is decided here, by the rules that enforce it: no return yet, no tracking number before confirmation.
    expect(order).toMatchObject({ returnDecisions: [], trackingNumberAllowed: false });
    expect(order.history.map((h) => h.status)).toEqual(['placed']);
    expect((await detail(placed._id)).customOrderId).toBe(placed.customOrderId);
    expect((await get('/api/v1/admin/orders/ORD-19990101-0001')).statusCode).toBe(404);
  });

  it('moves an order forward with an audit entry, and refuses an invalid move with the reason', async () => {
    const { cookie } = await shopper();
    const placed = await placeOrder(cookie);
    const moved = await post(`/api/v1/admin/orders/${placed.customOrderId}/status`, { status: 'shipment_created', note: 'Packed' });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = AdminOrderResponse.parse(moved.json()).order;
    expect(order).toMatchObject({ status: 'shipment_created', trackingNumber: expect.any(String) });
    expect(order.nextStatuses).not.toContain('cancelled');
    expect(order.audit[0]).toMatchObject({ action: 'order.status', actorUserId: adminId, before: { status: 'placed' }, after: { status: 'shipment_created', note: 'Packed' } });

    const back = await post(`/api/v1/admin/orders/${placed.customOrderId}/status`, { status: 'confirmed' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order cannot move from Shipment Created to Order Confirmed');
    expect(back.json()).toMatchObject({ reason: 'tracking.invalidTransition', params: { from: 'shipment_created', to: 'confirmed' } });
    const cancel = await post(`/api/v1/admin/orders/${placed.customOrderId}/cancel`, { reason: 'Customer asked' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('An order cannot move from Shipment Created to Cancelled');
    const same = await post(`/api/v1/admin/orders/${placed.customOrderId}/status`, { status: 'shipment_created' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ reason: 'admin.alreadyInStatus', params: { status: 'shipment_created' }, message: 'This order is already Shipment Created' });
    expect((await post(`/api/v1/admin/orders/${placed.customOrderId}/status`, { status: 'misplaced' })).statusCode).toBe(400);
    expect(await auditOf(placed._id)).toHaveLength(1);

    // Delivered by staff: the customer's tracking page says so.
    await post(`/api/v1/admin/orders/${placed.customOrderId}/status`, { status: 'delivered' });
    const tracking = OrderStatusResponse.parse((await get(`/api/v1/order/${placed.customOrderId}/status`, cookie)).json());
    expect(tracking).toMatchObject({ statusCode: 'delivered', canReturn: true });
    expect((await detail(placed.customOrderId)).paymentStatus).toBe('paid'); // cash collected on delivery
  });

  it('cancels before shipment: stock and coupon come back, audited', async () => {
    const { cookie, user } = await shopper();
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 5000, usageLimitPerUser: 1 });
    const placed = await placeOrder(cookie, 2, coupon.code);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed._id));
    expect(row!.couponCode).toBe(coupon.code);
    const res = await post(`/api/v1/admin/orders/${placed.customOrderId}/cancel`, { reason: 'Out of delivery area' });
    expect(res.statusCode, res.body).toBe(200);
    const order = AdminOrderResponse.parse(res.json()).order;
    expect(order).toMatchObject({ status: 'cancelled', nextStatuses: [], trackingNumberAllowed: false, cancelledAt: expect.any(String) });
    expect(order.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Out of delivery area' });
    const [entry] = await auditOf(placed._id);
    expect(entry).toMatchObject({ action: 'order.cancel', actorUserId: adminId, before: { status: 'placed' }, after: { status: 'cancelled' } });
    const [product] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, order.items[0]!.productId!));
    expect(product!.stock).toBe(50);
    expect(await subjectsTo(user.email)).toContain(`Order ${placed.customOrderId} has been cancelled`);
    // The coupon's one use is given back: the customer can use it again.
    expect((await placeOrder(cookie, 1, coupon.code)).customOrderId).toMatch(/^ORD-/);
  });

  it('takes a tracking number once the order is confirmed, never for a cancelled one', async () => {
    const { cookie } = await shopper();
    const placed = await placeOrder(cookie);
    const put = (trackingNumber: string) => ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/orders/${placed.customOrderId}/tracking`, headers: { cookie: admin }, payload: { trackingNumber } });
    expect((await put('AWB123')).statusCode).toBe(409);
    await post(`/api/v1/admin/orders/${placed.customOrderId}/status`, { status: 'confirmed' });
    const res = await put('  AWB-7788  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ trackingNumber: 'AWB-7788', trackingNumberAllowed: true });
    expect((await auditOf(placed._id)).map((e) => e.action).sort()).toEqual(['order.status', 'order.tracking']);
    for (const bad of ['', 'has space', 'x'.repeat(41)]) expect((await put(bad)).statusCode, bad).toBe(400);
  });

  it('handles a Cash on Delivery return: approve, received, then refunded by a recorded transfer; a settled return cannot move again', async () => {
    const { cookie, user } = await shopper();
    const placed = await placeOrder(cookie);
    const decide = (status: string) => post(`/api/v1/admin/orders/${placed.customOrderId}/return`, { status, note: 'Checked photos' });
    expect((await decide('approved')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'This order has no return request' });
    await post(`/api/v1/admin/orders/${placed.customOrderId}/status`, { status: 'delivered' });
    const asked = await ctx.app.inject({ method: 'POST', url: `/api/v1/order/${placed.customOrderId}/return`, headers: { cookie }, payload: { reason: 'Wrong item received', refundUpi: 'asha@okaxis' } });
    expect(asked.statusCode, asked.body).toBe(201);

    const waiting = AdminOrdersPage.parse((await get(`/api/v1/admin/orders?returnStatus=requested&q=${placed.customOrderId}`)).json()).data;
    expect(waiting.docs.map((o) => o.returnStatus)).toEqual(['requested']);
    expect((await detail(placed.customOrderId)).returnDecisions).toEqual(['approved', 'rejected']);
    expect((await decide('refunded')).json().message).toBe('A return that is requested cannot be marked refunded');
    expect((await decide('approved')).json().order.returnRequest).toMatchObject({ status: 'approved', reason: 'Wrong item received', refundUpi: 'asha@okaxis' });
    expect((await detail(placed.customOrderId)).returnDecisions).toEqual(['received', 'rejected']);
    expect((await decide('refunded')).statusCode).toBe(409);
    expect((await decide('received')).json().order.returnRequest).toMatchObject({ status: 'received' });
    // Cash on Delivery: staff record the transfer to the customer's UPI ID, with its reference.
    expect((await detail(placed.customOrderId)).returnDecisions).toEqual(['refunded']);
    const noReference = await decide('refunded');
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe('Enter the reference (UTR) of the bank or UPI transfer that paid the refund');
    const refunded = AdminOrderResponse.parse((await post(`/api/v1/admin/orders/${placed.customOrderId}/return`, { status: 'refunded', reference: 'UTR123456' })).json()).order;
    expect(refunded).toMatchObject({ paymentStatus: 'refunded', returnRequest: { status: 'refunded', refundReference: 'UTR123456' }, returnDecisions: [] });
    expect((await decide('rejected')).statusCode).toBe(409);
    const actions = (await auditOf(placed._id)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['return.approve', 'return.receive', 'return.refund']));
    const [ret] = await ctx.db.select().from(returnRequests).where(eq(returnRequests.orderId, placed._id));
    expect(ret!.status).toBe('refunded');
    expect(await subjectsTo(user.email)).toEqual(expect.arrayContaining([
      `Return for order ${placed.customOrderId} approved: pickup arranged`,
      `Return for order ${placed.customOrderId} received: refund started`,
      `Return for order ${placed.customOrderId} refunded`,
    ]));
  });
});

describe('dashboard', () => {
  it("counts today's and this month's orders in Indian time, what waits, and low stock", async () => {
    const fresh = await createTestContext({}, createTestClock(new Date('2026-11-21T08:30:00Z')));
    try {
      const staff = await loginAs(fresh, await createUser(fresh.db, { role: 'admin' }));
      const user = await createUser(fresh.db);
      await giveAddress(fresh.db, user.id);
      const cookie = await loginAs(fresh, user);
      const product = await createProduct(fresh.db, { stock: 12, mrpPaise: 10000, sellingPricePaise: 10000, productName: 'Rose Litter 10 kg' });
      const order = async () =>
        fresh.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie }, payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD' } } });
      await order(); // today
      fresh.clock.set(new Date('2026-11-20T20:00:00Z')); // 01:30 on 21 Nov in India: still today
      await order();
      fresh.clock.set(new Date('2026-11-01T00:00:00Z')); // 05:30 on 1 Nov in India: this month
      await order();
      fresh.clock.set(new Date('2026-10-31T18:00:00Z')); // 23:30 on 31 Oct in India: last month
      await order();
      fresh.clock.set(new Date('2026-11-21T08:30:00Z'));
      await createReview(fresh.db, { status: 'pending' });
      const [attempt] = await fresh.db
        .insert(paymentAttempts)
        .values({
          userId: user.id,
          provider: 'sandbox',
          providerOrderId: 'order_unfulfilled1',
          providerPaymentId: 'pay_unfulfilled1',
          amountPaise: 64900,
          status: 'to_refund',
          snapshot: {},
          failureReason: 'Rose Litter 10 kg is out of stock',
          expiresAt: new Date('2026-11-21T09:00:00Z'),
        })
        .returning();
      await fresh.db.insert(refunds).values({ provider: 'sandbox', providerPaymentId: 'pay_unfulfilled1', attemptId: attempt!.id, amountPaise: 64900, reason: 'Rose Litter 10 kg is out of stock', requestedBy: 'system', status: 'failed' });

      const board = AdminDashboardResponse.parse((await fresh.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: staff } })).json()).dashboard;
      const each = (await fresh.db.select({ total: orders.totalPaise }).from(orders))[0]!.total / 100;
      expect(board.today).toEqual({ orders: 2, revenue: 2 * each, refunded: 0 });
      expect(board.month).toEqual({ orders: 3, revenue: 3 * each, refunded: 0 });
      expect(board.ordersByStatus).toMatchObject({ placed: 4, delivered: 0, cancelled: 0 });
      expect(board).toMatchObject({ reviewsPending: 1, returnsRequested: 0, paymentsToRefund: 1, ordersToRefund: 0 });
      expect(board.lowStock).toEqual([expect.objectContaining({ _id: product.id, stock: 8 })]);

      // The unfulfilled payment is listed with where its refund stands.
      const listed = UnfulfilledPaymentsResponse.parse((await fresh.app.inject({ method: 'GET', url: '/api/v1/admin/payments/unfulfilled', headers: { cookie: staff } })).json()).payments;
      expect(listed).toEqual([
        expect.objectContaining({ providerOrderId: 'order_unfulfilled1', status: 'to_refund', refundStatus: 'failed', amount: 649, customer: expect.objectContaining({ _id: user.id }) }),
      ]);
    } finally {
      await fresh.close();
    }
  });
});

describe('customers', () => {
  it('finds customers by name, email or phone and shows their orders and reviews', async () => {
    const { user, cookie } = await shopper({ email: 'kabir.find@example.com', phone: '+919900112233', name: 'Kabir Findme' });
    const placed = await placeOrder(cookie);
    await createReview(ctx.db, { userId: user.id, status: 'rejected', name: 'Kabir Findme' });
    const search = async (q: string) => AdminCustomersPage.parse((await get(`/api/v1/admin/customers?q=${encodeURIComponent(q)}`)).json()).data;
    for (const q of ['kabir findme', 'KABIR.FIND@', '9900112233', '+91 99001 12233']) {
      expect((await search(q)).docs.map((c) => c._id), q).toEqual([user.id]);
    }
    expect((await search('kabir findme')).docs[0]).toMatchObject({ orderCount: 1, totalSpent: placed.total, role: 'customer' });

    const page = AdminCustomerResponse.parse((await get(`/api/v1/admin/customers/${user.id}`)).json());
    expect(page.customer).toMatchObject({ email: 'kabir.find@example.com', emailVerified: true, addresses: [expect.objectContaining({ pincode: 560034, isPrimary: true })] });
    expect(page.orders.map((o) => o._id)).toEqual([placed._id]);
    expect(page.reviews.map((r) => r.status)).toEqual(['rejected']);
    // A parcel that came back (or was lost) was no sale: the customer's totals leave it out, as cancelled orders.
    for (const status of ['rto_delivered', 'lost', 'cancelled'] as const) {
      await ctx.db.update(orders).set({ status }).where(eq(orders.id, placed._id));
      expect((await search('kabir findme')).docs[0], status).toMatchObject({ orderCount: 0, totalSpent: 0 });
    }
    expect((await get('/api/v1/admin/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/v1/admin/customers/nope')).statusCode).toBe(404);
  });

  it('lists the audit log newest first, by entity', async () => {
    const res = await get('/api/v1/admin/audit?entityType=order');
    expect(res.statusCode).toBe(200);
    const docs = res.json().data.docs as Array<{ entityType: string; actor: string; at: string }>;
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.entityType === 'order')).toBe(true);
    const [staff] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, adminId));
    expect(docs[0]!.actor).toBe(staff!.email);
  });
});
