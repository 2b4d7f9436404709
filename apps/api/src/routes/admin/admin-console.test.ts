import { ADMIN_PAGE_SIZE, AdminAuditPage, AdminDashboardResponse, AdminOrderResponse } from '@shop/contract/admin';
import { OrderResponse } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, freshIp, loginAs } from '../../../test/auth-helpers';
import { createTestClock, createTestContext, useTestContext } from '../../../test/context';
import { createProduct, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, post, servicesOf, shopper, verifyPayment } from '../../../test/payment-helpers';
import { auditLog, orders, refunds } from '../../db/schema';
import type { UserRow } from '../../modules/users/users.repository';
import type { Services } from '../../services';

// 14:00 IST on 21 Nov 2026.
const clock = createTestClock(new Date('2026-11-21T08:30:00Z'));
const DAY = 24 * 60 * 60 * 1000;

const ctx = useTestContext({}, clock);
let services: Services;
let asha: UserRow;
let ravi: UserRow;
let ashaCookie: string;
let raviCookie: string;
let customerCookie: string;
beforeAll(async () => {
  services = await servicesOf(ctx);
  asha = await createUser(ctx.db, { role: 'admin', name: 'Asha Staff', email: 'asha.ops@example.com' });
  ravi = await createUser(ctx.db, { role: 'admin', name: 'Ravi Desk', email: 'ravi.desk@example.com' });
  ashaCookie = await loginAs(ctx, asha);
  raviCookie = await loginAs(ctx, ravi);
  customerCookie = await loginAs(ctx, await createUser(ctx.db));
});

const get = (url: string, cookie = ashaCookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const audit = async (query: string) => {
  const res = await get(`/api/v1/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AdminAuditPage.parse(res.json()).data;
};

/** A customer's order paid online through the sandbox (₹594 for one unit). */
async function paidOrder() {
  const { cookie } = await shopper(ctx);
  const p = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400 });
  const checkout = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }]);
  const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
  expect(res.statusCode, res.body).toBe(200);
  await deliverSandboxWebhooks(services);
  return OrderResponse.parse(res.json()).order;
}

async function codOrder() {
  const { cookie } = await shopper(ctx);
  const p = await createProduct(ctx.db, { stock: 5, productName: 'Audit Litter 5 kg' });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: p.id, quantity: 1 }], payment: { method: 'COD' } });
  expect(res.statusCode, res.body).toBe(201);
  return { order: OrderResponse.parse(res.json()).order, product: p };
}

describe('the audit log API', () => {
  it('is for staff only: 401 for visitors, 403 for customers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/audit' })).statusCode).toBe(401);
    const res = await get('/api/v1/admin/audit', customerCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('lists changes made in the console newest first, naming who, what and the order, product or coupon changed', async () => {
    const { order, product } = await codOrder();
    clock.advance(60_000);
    const moved = await post(ctx, `/api/v1/admin/orders/${order.customOrderId}/status`, ashaCookie, { status: 'confirmed' });
    expect(moved.statusCode, moved.body).toBe(200);
    clock.advance(60_000);
    const stocked = await post(ctx, `/api/v1/admin/products/${product.id}/stock`, raviCookie, { delta: 3, note: 'Count after delivery' });
    expect(stocked.statusCode, stocked.body).toBe(200);

    const newest = await audit('');
    expect(newest.docs[0]).toMatchObject({
      action: 'product.stock',
      entityType: 'product',
      entityId: product.id,
      entityRef: 'Audit Litter 5 kg',
      actor: 'ravi.desk@example.com',
      actorName: 'Ravi Desk',
      actorEmail: 'ravi.desk@example.com',
    });
    expect(newest.docs[1]).toMatchObject({
      action: 'order.status',
      entityType: 'order',
      entityId: order._id,
      entityRef: order.customOrderId,
      actorName: 'Asha Staff',
      actorEmail: 'asha.ops@example.com',
      before: { status: 'placed' },
      after: { status: 'confirmed' },
    });
    // The entry keeps who acted by email, so it still says who after the account is gone.
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.id, newest.docs[1]!._id));
    expect(row).toMatchObject({ actorUserId: asha.id, actorLabel: 'asha.ops@example.com' });

    // By order number (any case) or by id, the same entries.
    const byNumber = await audit(`?entityId=${order.customOrderId.toLowerCase()}`);
    expect(byNumber.docs.map((d) => d.action)).toEqual(['order.status']);
    expect((await audit(`?entityId=${order._id}`)).docs.map((d) => d._id)).toEqual(byNumber.docs.map((d) => d._id));
    expect((await audit('?entityId=ORD-19990101-0001')).totalDocs).toBe(0);
  });

  it('filters by who, kind of thing and Indian days, and pages with a fixed page size', async () => {
    const start = clock.now();
    try {
      // 03:00 IST on 10 Nov and 23:30 IST on 10 Nov, then 00:30 IST on 11 Nov: day edges are Indian.
      const entries = [
        { at: new Date('2026-11-09T21:30:00Z'), actor: ravi, type: 'coupon', id: 'c-early' },
        { at: new Date('2026-11-10T18:00:00Z'), actor: ravi, type: 'coupon', id: 'c-late' },
        { at: new Date('2026-11-10T19:00:00Z'), actor: asha, type: 'coupon', id: 'c-next-day' },
      ];
      for (const e of entries) {
        await ctx.db.insert(auditLog).values({ actorUserId: e.actor.id, actorLabel: e.actor.email, action: 'coupon.update', entityType: e.type, entityId: e.id, before: { active: true }, after: { active: false }, createdAt: e.at });
      }
      const onTenth = await audit('?from=2026-11-10&to=2026-11-10&entityType=coupon');
      expect(onTenth.docs.map((d) => d.entityId)).toEqual(['c-late', 'c-early']);
      expect((await audit('?from=2026-11-11&to=2026-11-11&entityType=coupon')).docs.map((d) => d.entityId)).toEqual(['c-next-day']);
      expect((await audit('?to=2026-11-10&actor=RAVI&entityType=coupon')).docs.map((d) => d.entityId)).toEqual(['c-late', 'c-early']);
      expect((await audit('?to=2026-11-11&actor=asha.ops@&entityType=coupon')).docs.map((d) => d.entityId)).toEqual(['c-next-day']);
      // A process is found by its name.
      await ctx.db.insert(auditLog).values({ actorUserId: null, actorLabel: 'ops-cli', action: 'user.grant_admin', entityType: 'user', entityId: ravi.id, before: { role: 'customer' }, after: { role: 'admin' }, createdAt: new Date('2026-11-01T06:00:00Z') });
      const byProcess = await audit('?actor=ops-cli');
      // The account changed is named by its email address.
      expect(byProcess.docs).toEqual([expect.objectContaining({ actor: 'ops-cli', actorName: null, actorEmail: null, entityRef: ravi.email })]);

      // Paging: a full page, then the rest, without overlap.
      for (let i = 0; i < ADMIN_PAGE_SIZE + 3; i++) {
        await ctx.db.insert(auditLog).values({ actorUserId: asha.id, actorLabel: asha.email, action: 'product.update', entityType: 'product', entityId: 'paged', before: { stock: i }, after: { stock: i + 1 }, createdAt: new Date(start.getTime() - DAY + i * 1000) });
      }
      const first = await audit('?entityType=product&entityId=paged');
      expect(first).toMatchObject({ totalDocs: ADMIN_PAGE_SIZE + 3, totalPages: 2, page: 1, limit: ADMIN_PAGE_SIZE });
      expect(first.docs).toHaveLength(ADMIN_PAGE_SIZE);
      expect(first.docs[0]!.after).toEqual({ stock: ADMIN_PAGE_SIZE + 3 });
      const second = await audit('?entityType=product&entityId=paged&page=2');
      expect(second.docs.map((d) => d.after)).toEqual([{ stock: 3 }, { stock: 2 }, { stock: 1 }]);
      expect((await audit('?entityType=product&entityId=paged&page=3')).docs).toEqual([]);
    } finally {
      clock.set(start);
    }
  });

  it.each([
    ['an unknown kind of thing', '?entityType=invoice'],
    ['a date that is not YYYY-MM-DD', '?from=21-11-2026'],
    ['a date that does not exist', '?to=2026-02-30'],
    ['a start after the end', '?from=2026-11-22&to=2026-11-21'],
    ['page 0', '?page=0'],
    ['a page that is not a number', '?page=two'],
    ['a too long name', `?actor=${'x'.repeat(101)}`],
    ['a too long id', `?entityId=${'x'.repeat(65)}`],
  ])('refuses %s with 400 and says why', async (_name, query) => {
    const res = await get(`/api/v1/admin/audit${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('net revenue on the dashboard', () => {
  it("counts what was kept: cancelled orders left out, partial and full refunds taken off, in today's and this month's", async () => {
    const fresh = await createTestContext({}, createTestClock(new Date('2026-11-21T08:30:00Z')));
    const freshServices = await servicesOf(fresh);
    try {
      const staff = await loginAs(fresh, await createUser(fresh.db, { role: 'admin' }));
      const pay = async () => {
        const { cookie } = await shopper(fresh);
        const p = await createProduct(fresh.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400 });
        const checkout = await openCheckout(fresh, cookie, [{ productId: p.id, quantity: 1 }]);
        const res = await verifyPayment(fresh, cookie, await payAtSandbox(fresh, checkout.id));
        expect(res.statusCode, res.body).toBe(200);
        return OrderResponse.parse(res.json()).order;
      };
      const board = async () => AdminDashboardResponse.parse((await fresh.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: staff } })).json()).dashboard;

      const kept = await pay(); // ₹594, kept whole
      const part = await pay(); // ₹594, ₹100 given back
      const whole = await pay(); // ₹594, all given back
      const cancelled = await pay(); // cancelled: not revenue at all
      fresh.clock.set(new Date('2026-11-02T06:00:00Z')); // earlier this month
      const earlier = await pay();
      fresh.clock.set(new Date('2026-11-21T08:30:00Z'));
      await deliverSandboxWebhooks(freshServices);
      expect((await board()).today).toEqual({ orders: 4, revenue: 2376, refunded: 0 });

      const refund = (ref: string, amount: number) => post(fresh, `/api/v1/admin/orders/${ref}/refunds`, staff, { amount, reason: 'Bag arrived torn' });
      expect((await refund(part.customOrderId, 100)).statusCode).toBe(200);
      expect((await refund(whole.customOrderId, 594)).statusCode).toBe(200);
      expect((await post(fresh, `/api/v1/admin/orders/${cancelled.customOrderId}/cancel`, staff, { reason: 'Customer called' })).statusCode).toBe(200);
      // A refund on its way back is already not the shop's to keep.
      expect((await board()).today).toEqual({ orders: 3, revenue: 1088, refunded: 694 });
      await deliverSandboxWebhooks(freshServices);
      const after = await board();
      expect(after.today).toEqual({ orders: 3, revenue: 1088, refunded: 694 });
      expect(after.month).toEqual({ orders: 4, revenue: 1682, refunded: 694 });
      const [row] = await fresh.db.select().from(orders).where(eq(orders.id, part._id));
      expect(row).toMatchObject({ refundedPaise: 10000, paymentStatus: 'partially_refunded' });
      expect([kept, earlier].every((o) => o.total === 594)).toBe(true);

      // A failed refund is money still kept.
      await fresh.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.orderId, part._id));
      await fresh.db.update(orders).set({ refundedPaise: 0, paymentStatus: 'paid' }).where(eq(orders.id, part._id));
      expect((await board()).today).toEqual({ orders: 3, revenue: 1188, refunded: 594 });
    } finally {
      await fresh.close();
    }
  });
});

describe('moves that text the customer', () => {
  it('are named with the order, so the console can ask before each one', async () => {
    const { order } = await codOrder();
    const detail = async () => AdminOrderResponse.parse((await get(`/api/v1/admin/orders/${order.customOrderId}`)).json()).order;
    const placed = await detail();
    expect(placed.customerTextedOn).toEqual(['shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    expect((await post(ctx, `/api/v1/admin/orders/${order.customOrderId}/status`, ashaCookie, { status: 'shipment_created' })).statusCode).toBe(200);
    // Once shipped, only out for delivery and delivered send the customer another update, and a parcel back with us or lost.
    const shipped = await detail();
    expect(shipped.nextStatuses).toEqual(expect.arrayContaining(['picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'rto_initiated', 'rto_delivered', 'lost']));
    expect(shipped.customerTextedOn).toEqual(['out_for_delivery', 'delivered', 'rto_delivered', 'lost']);
  });
});

describe('who refunded', () => {
  it('names the member of staff who sent a refund, and the customer for their own cancellation', async () => {
    const order = await paidOrder();
    expect((await post(ctx, `/api/v1/admin/orders/${order.customOrderId}/refunds`, raviCookie, { amount: 50, reason: 'Goodwill' })).statusCode).toBe(200);
    const detail = AdminOrderResponse.parse((await get(`/api/v1/admin/orders/${order.customOrderId}`)).json()).order;
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: 50, requester: { kind: 'staff', name: 'Ravi Desk', email: 'ravi.desk@example.com' } })]);

    // A refund recorded before staff were named by email is named through its audit entry.
    await ctx.db.update(refunds).set({ requestedBy: 'admin' }).where(eq(refunds.orderId, order._id));
    const older = AdminOrderResponse.parse((await get(`/api/v1/admin/orders/${order.customOrderId}`)).json()).order;
    expect(older.refunds![0]!.requester).toEqual({ kind: 'staff', name: 'Ravi Desk', email: 'ravi.desk@example.com' });

    const { cookie } = await shopper(ctx);
    const p = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400 });
    const checkout = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }]);
    const paid = OrderResponse.parse((await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id))).json()).order;
    expect((await post(ctx, `/api/v1/order/${paid._id}/cancel`, cookie, {})).statusCode).toBe(200);
    const cancelled = AdminOrderResponse.parse((await get(`/api/v1/admin/orders/${paid.customOrderId}`)).json()).order;
    expect(cancelled.refunds![0]!.requester).toEqual({ kind: 'customer', name: null, email: null });
  });
});

describe('signing in as staff', () => {
  it('asks staff for no delivery profile, while a customer without one is still asked', async () => {
    const login = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: DEFAULT_PASSWORD }, remoteAddress: freshIp() });
    const staff = await createUser(ctx.db, { role: 'admin', hasDetails: false, name: null });
    const staffLogin = await login(staff.email);
    expect(staffLogin.json()).toMatchObject({ authenticated: true, hasDetails: true });
    const session = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', headers: { cookie: cookiesFrom(staffLogin) } });
    expect(session.json()).toMatchObject({ authenticated: true, hasDetails: true });

    const customer = await createUser(ctx.db, { hasDetails: false });
    expect((await login(customer.email)).json()).toMatchObject({ authenticated: true, hasDetails: false });
  });
});
