import { ADMIN_MESSAGES, AdminBlockResponse, AdminCustomerResponse, AdminStaffResponse } from '@shop/contract/admin';
import { AUTH_MESSAGES } from '@shop/contract/auth';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, freshIp, latestCode, loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser, DEFAULT_PASSWORD, giveAddress } from '../../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, servicesOf } from '../../../test/payment-helpers';
import { auditLog, authSessions, orders, users } from '../../db/schema';
import type { Services } from '../../services';

/** Blocking customers and giving or removing staff rights from the console, on real PostgreSQL. */
let ctx: TestContext;
let services: Services;
let staff: { id: string; email: string };
let staffCookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  services = await servicesOf(ctx);
  const a = await createUser(ctx.db, { role: 'admin', name: 'Meera Ops' });
  staff = { id: a.id, email: a.email };
  staffCookie = await loginAs(ctx, a);
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}), remoteAddress: freshIp() });
const block = (id: string, reason = 'Refused three COD parcels', cookie = staffCookie) => inject('POST', `/admin/customers/${id}/block`, cookie, { reason });
const unblock = (id: string, cookie = staffCookie) => inject('POST', `/admin/customers/${id}/unblock`, cookie);
const me = (cookie: string) => inject('GET', '/user/me', cookie);
const auditOf = (id: string, action: string) => ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, id), eq(auditLog.action, action)));
const roleOf = async (id: string) => (await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

async function placeCod(cookie: string) {
  const product = await createProduct(ctx.db, { stock: 20 });
  const res = await inject('POST', '/order/create-order', cookie, { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; customOrderId: string };
}

describe('who may use the staff routes', () => {
  it('answers 401 to anonymous callers and 403 to customers, changing nothing', async () => {
    const customer = await createUser(ctx.db);
    const cookie = await loginAs(ctx, customer);
    const calls: Array<['GET' | 'POST' | 'DELETE', string, object | undefined]> = [
      ['POST', `/admin/customers/${customer.id}/block`, { reason: 'Fraud' }],
      ['POST', `/admin/customers/${customer.id}/unblock`, undefined],
      ['GET', '/admin/staff', undefined],
      ['POST', '/admin/staff', { email: customer.email }],
      ['DELETE', `/admin/staff/${staff.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await inject(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await inject(method, url, cookie, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().message).toBe(AUTH_MESSAGES.staffOnly);
    }
    expect(await roleOf(customer.id)).toBe('customer');
    expect(await roleOf(staff.id)).toBe('admin');
    const [row] = await ctx.db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, customer.id));
    expect(row!.blockedAt).toBeNull();
  });
});

describe('blocking a customer', () => {
  it('ends every session at once, refuses every sign-in method with a clear message, keeps orders moving, and unblocking restores', async () => {
    const phone = '+919812300011';
    const customer = await createUser(ctx.db, { phone, phoneVerifiedAt: new Date(), name: 'Tarun' });
    await giveAddress(ctx.db, customer.id);
    const cookie = await loginAs(ctx, customer);
    const otherDevice = await loginAs(ctx, customer);
    const order = await placeCod(cookie);
    expect((await me(cookie)).statusCode).toBe(200);

    // A reason is required, and kept within its limit.
    expect((await inject('POST', `/admin/customers/${customer.id}/block`, staffCookie, { reason: ' ' })).statusCode).toBe(400);
    expect((await inject('POST', `/admin/customers/${customer.id}/block`, staffCookie, {})).statusCode).toBe(400);

    const res = await block(customer.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = AdminBlockResponse.parse(res.json());
    expect(body.message).toBe(ADMIN_MESSAGES.customerBlocked);
    expect(body.blocked!.reason).toBe('Refused three COD parcels');

    // Access tokens issued before the block (still within their lifetime) are refused on the next request.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const live = await ctx.db.select().from(authSessions).where(and(eq(authSessions.userId, customer.id), isNull(authSessions.revokedAt)));
    expect(live).toHaveLength(0);
    // The refresh token is dead too.
    expect((await inject('POST', '/auth/refresh-token', cookie)).statusCode).toBe(401);

    // Password.
    const password = await inject('POST', '/auth/login', undefined, { email: customer.email, password: DEFAULT_PASSWORD });
    expect(password.statusCode).toBe(403);
    expect(password.json()).toMatchObject({ reason: 'auth.accountBlocked', message: AUTH_MESSAGES.accountBlocked });
    // A wrong password says nothing of the block.
    expect((await inject('POST', '/auth/login', undefined, { email: customer.email, password: 'Wrong-pass1' })).json().reason).toBe('auth.invalidCredentials');
    // A one-time code by phone and by email.
    for (const to of [phone, customer.email]) {
      expect((await inject('POST', '/auth/loginn', undefined, { phone: to })).statusCode).toBe(200);
      const byCode = await inject('POST', '/auth/verify-otp', undefined, { email: to, otp: await latestCode(ctx, to) });
      expect(byCode.statusCode, to).toBe(403);
      expect(byCode.json().message).toBe(AUTH_MESSAGES.accountBlocked);
      expect(byCode.cookies.filter((c) => c.value !== '')).toHaveLength(0);
    }
    // Google.
    await ctx.db.update(users).set({ googleSub: null }).where(eq(users.id, customer.id));
    const token = (await ctx.app.inject({ method: 'POST', url: '/dev/identity/token', payload: { email: customer.email } })).json().credential as string;
    const google = await inject('POST', '/auth/google', undefined, { token });
    expect(google.statusCode).toBe(403);
    expect(google.json().message).toBe(AUTH_MESSAGES.accountBlocked);
    expect(await ctx.db.select().from(authSessions).where(and(eq(authSessions.userId, customer.id), isNull(authSessions.revokedAt)))).toHaveLength(0);

    // The order placed before the block is kept and still moves through its life.
    const [kept] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(kept!.status).not.toBe('cancelled');
    for (const status of ['confirmed', 'shipment_created'] as const) {
      const moved = await inject('POST', `/admin/orders/${order.customOrderId}/status`, staffCookie, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    // The console shows the block; blocking again (a double tap) changes nothing.
    const detail = AdminCustomerResponse.parse((await inject('GET', `/admin/customers/${customer.id}`, staffCookie)).json());
    expect(detail.customer.blocked).toEqual(body.blocked);
    expect(AdminBlockResponse.parse((await block(customer.id, 'Another reason')).json()).blocked).toEqual(body.blocked);
    const blockEntries = await auditOf(customer.id, 'user.block');
    expect(blockEntries).toHaveLength(1);
    expect(blockEntries[0]).toMatchObject({ actorUserId: staff.id, actorLabel: staff.email, after: { blocked: true, reason: 'Refused three COD parcels', sessionsEnded: 2 } });
    // The console's audit log shows who blocked whom.
    const logged = (await inject('GET', `/admin/audit?entityType=user&entityId=${customer.id}`, staffCookie)).json().data.docs as Array<{ action: string; entityRef: string; actorEmail: string }>;
    expect(logged).toEqual([expect.objectContaining({ action: 'user.block', entityRef: customer.email, actorEmail: staff.email })]);

    // Unblocked: a sign-in works again and the new session is accepted.
    const freed = await unblock(customer.id);
    expect(freed.statusCode).toBe(200);
    expect(AdminBlockResponse.parse(freed.json())).toEqual({ success: true, message: ADMIN_MESSAGES.customerUnblocked, blocked: null });
    const again = await inject('POST', '/auth/login', undefined, { email: customer.email, password: DEFAULT_PASSWORD });
    expect(again.statusCode, again.body).toBe(200);
    expect((await me(cookiesFrom(again))).statusCode).toBe(200);
    expect(await auditOf(customer.id, 'user.unblock')).toHaveLength(1);
    // Unblocking an account that is not blocked changes nothing.
    expect((await unblock(customer.id)).statusCode).toBe(200);
    expect(await auditOf(customer.id, 'user.unblock')).toHaveLength(1);
  });

  it('refuses a session opened while the account was being blocked', async () => {
    const customer = await createUser(ctx.db);
    await ctx.db.update(users).set({ blockedAt: new Date(), blockedReason: 'Chargebacks' }).where(eq(users.id, customer.id));
    // A session row written after the block's revocation (a sign-in racing the block) opens nothing.
    const cookie = await loginAs(ctx, customer);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await inject('POST', '/auth/refresh-token', cookie)).json().reason).toBe('auth.accountBlocked');
  });

  it('still turns a blocked customer\'s completed online payment into an order', async () => {
    const customer = await createUser(ctx.db);
    await giveAddress(ctx.db, customer.id);
    const cookie = await loginAs(ctx, customer);
    const product = await createProduct(ctx.db, { stock: 20 });
    const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 1 }]);
    expect((await block(customer.id)).statusCode).toBe(200);
    // The customer pays in Checkout after the block; their verify call is refused, the webhook places the order.
    const paid = await payAtSandbox(ctx, checkout.id);
    const verify = await inject('POST', '/order/verify-razorpay-payment', cookie, {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
    expect(verify.statusCode).toBe(401);
    await deliverSandboxWebhooks(services);
    const placed = await ctx.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(placed).toHaveLength(1);
    expect(placed[0]!.status).not.toBe('cancelled');
  });

  it('does not block staff, and answers 404 for an unknown account', async () => {
    const colleague = await createUser(ctx.db, { role: 'admin' });
    const refused = await block(colleague.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADMIN_MESSAGES.blockStaff);
    expect((await block(staff.id)).statusCode).toBe(409);
    expect((await block('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await block('not-an-id')).statusCode).toBe(404);
    // A blocked account cannot be given staff rights.
    const customer = await createUser(ctx.db);
    await block(customer.id);
    const grant = await inject('POST', '/admin/staff', staffCookie, { email: customer.email });
    expect(grant.statusCode).toBe(409);
    expect(grant.json().message).toBe(ADMIN_MESSAGES.blockedStaff);
    await ctx.db.update(users).set({ role: 'customer' }).where(eq(users.id, colleague.id));
  });
});

describe('staff rights', () => {
  it('gives and removes rights, effective on the next request, audited', async () => {
    const person = await createUser(ctx.db, { name: 'Deepa' });
    const cookie = await loginAs(ctx, person);
    expect((await inject('GET', '/admin/staff', cookie)).statusCode).toBe(403);

    const granted = await inject('POST', '/admin/staff', staffCookie, { email: ` ${person.email.toUpperCase()} ` });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ message: ADMIN_MESSAGES.staffGranted, member: { _id: person.id, email: person.email } });
    // The same session reaches the console at once.
    expect((await inject('GET', '/admin/staff', cookie)).statusCode).toBe(200);
    const list = AdminStaffResponse.parse((await inject('GET', '/admin/staff', staffCookie)).json()).staff;
    expect(list.map((m) => m._id)).toEqual(expect.arrayContaining([staff.id, person.id]));
    expect(await auditOf(person.id, 'user.grant_admin')).toMatchObject([{ actorUserId: staff.id, before: { role: 'customer' }, after: { role: 'admin' } }]);

    const removed = await inject('DELETE', `/admin/staff/${person.id}`, staffCookie);
    expect(removed.json()).toEqual({ success: true, message: ADMIN_MESSAGES.staffRemoved });
    // Refused on the very next request, with the token issued while they had rights.
    expect((await inject('GET', '/admin/staff', cookie)).statusCode).toBe(403);
    // Still signed in to the shop as a customer.
    expect((await inject('GET', '/auth/isloggedin', cookie)).statusCode).toBe(200);
    expect(await auditOf(person.id, 'user.remove_admin')).toMatchObject([{ actorUserId: staff.id, before: { role: 'admin' }, after: { role: 'customer' } }]);

    const unknown = await inject('POST', '/admin/staff', staffCookie, { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_MESSAGES.staffAccountNotFound);
    expect((await inject('POST', '/admin/staff', staffCookie, { email: 'not an email' })).statusCode).toBe(400);
  });

  it('refuses removing one\'s own rights', async () => {
    const res = await inject('DELETE', `/admin/staff/${staff.id}`, staffCookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_MESSAGES.ownStaffRights);
    expect(await roleOf(staff.id)).toBe('admin');
  });

  it('leaves one member of staff when two remove each other at once, and never removes the last', async () => {
    const fresh = await createTestContext();
    try {
      const a = await createUser(fresh.db, { role: 'admin' });
      const b = await createUser(fresh.db, { role: 'admin' });
      const [aCookie, bCookie] = [await loginAs(fresh, a), await loginAs(fresh, b)];
      const remove = (id: string, cookie: string) => fresh.app.inject({ method: 'DELETE', url: `/api/v1/admin/staff/${id}`, headers: { cookie } });
      for (let round = 0; round < 5; round++) {
        const results = await Promise.all([remove(b.id, aCookie), remove(a.id, bCookie)]);
        const codes = results.map((r) => r.statusCode).sort();
        expect(codes).toEqual([200, 403]);
        const admins = await fresh.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
        expect(admins).toHaveLength(1);
        // Put the other back for the next round.
        const survivorCookie = admins[0]!.id === a.id ? aCookie : bCookie;
        const other = admins[0]!.id === a.id ? b : a;
        expect((await fresh.app.inject({ method: 'POST', url: '/api/v1/admin/staff', headers: { cookie: survivorCookie }, payload: { email: other.email } })).statusCode).toBe(200);
      }
      // The last member of staff stays: the only one left cannot remove themselves, and nobody else can act.
      const [survivor] = await fresh.db.select().from(users).where(eq(users.role, 'admin'));
      const other = survivor!.id === a.id ? b : a;
      const survivorCookie = survivor!.id === a.id ? aCookie : bCookie;
      expect((await remove(other.id, survivorCookie)).statusCode).toBe(200);
      const self = await remove(survivor!.id, survivorCookie);
      expect(self.statusCode).toBe(409);
      expect(self.json().reason).toBe('admin.ownStaffRights');
      expect((await remove(survivor!.id, other.id === a.id ? aCookie : bCookie)).statusCode).toBe(403);
      expect(await fresh.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).toEqual([{ id: survivor!.id }]);
    } finally {
      await fresh.close();
    }
  });
});
