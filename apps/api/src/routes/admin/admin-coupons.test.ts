import { ADMIN_MESSAGES, AdminCouponResponse, AdminCouponsResponse, type CouponInput } from '@shop/contract/admin';
import { COUPON_MESSAGES } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStaffOnly, loginAs, signedInStaffAndCustomer } from '../../../test/auth-helpers';
import { useTestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, newPerson } from '../../../test/factories';
import { auditLog, coupons } from '../../db/schema';

const ctx = useTestContext();
let admin: string;
let adminId: string;
let adminEmail: string;
let customer: string;
beforeAll(async () => {
  const { staff, staffCookie, customerCookie } = await signedInStaffAndCustomer(ctx);
  [admin, adminId, adminEmail, customer] = [staffCookie, staff.id, staff.email, customerCookie];
});

const uniqueCode = (prefix: string) => `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;

const input = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: uniqueCode('SAVE'),
  type: 'flat',
  description: '₹100 off orders of ₹999 or more',
  isActive: true,
  discountAmount: 100,
  discountPercent: 0,
  minOrderAmount: 999,
  buyQuantity: 0,
  getQuantity: 0,
  afterOrders: 0,
  notValidForCOD: false,
  validFrom: null,
  validUntil: null,
  usageLimitTotal: null,
  usageLimitPerUser: null,
  ...overrides,
});

const create = (body: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/admin/coupons', headers: { cookie: admin }, payload: body });
const patch = (id: string, body: object) => ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/coupons/${id}`, headers: { cookie: admin }, payload: body });
const deactivate = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/admin/coupons/${id}/deactivate`, headers: { cookie: admin } });
const list = async (query = '') => AdminCouponsResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/coupons${query}`, headers: { cookie: admin } })).json()).coupons;

const auditOf = (couponId: string, action: string) =>
  ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, couponId), eq(auditLog.action, action)));

/** A customer with an address and a cart holding one ₹1,000 product. */
/** A customer new to the shop (a verified phone and a street of its own) with one ₹1,000 product in the cart. */
async function shopper() {
  const user = await createUser(ctx.db);
  await newPerson(ctx.db, user.id);
  const cookie = await loginAs(ctx, user);
  const product = await createProduct(ctx.db, { mrpPaise: 100000, sellingPricePaise: 100000, stock: 50 });
  await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie }, payload: { productId: product.id, quantity: 1 } });
  return { cookie, productId: product.id };
}

const validate = (cookie: string, couponCode: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/order/validate-coupon', headers: { cookie }, payload: { couponCode } });

describe('admin coupon routes: authorisation', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const ROUTES: Array<['GET' | 'POST' | 'PATCH', string]> = [
    ['GET', '/api/v1/admin/coupons'],
    ['POST', '/api/v1/admin/coupons'],
    ['PATCH', `/api/v1/admin/coupons/${id}`],
    ['POST', `/api/v1/admin/coupons/${id}/deactivate`],
  ];
  it.each(ROUTES)('%s %s refuses anonymous callers with 401 and customers with 403', (method, url) => expectStaffOnly(ctx, customer, method, url));
});

describe('creating coupons', () => {
  it('stores the code upper-case and money in paise, audits it, and the coupon works at checkout at once', async () => {
    const code = uniqueCode('welcome');
    const res = await create(input({ code: code.toLowerCase(), discountAmount: 100, minOrderAmount: 999.5 }));
    expect(res.statusCode).toBe(201);
    const { coupon } = AdminCouponResponse.parse(res.json());
    expect(coupon).toMatchObject({ code: code.toUpperCase(), type: 'flat', discountAmount: 100, minOrderAmount: 999.5, isActive: true, timesUsed: 0 });
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row).toMatchObject({ code: code.toUpperCase(), discountAmountPaise: 10000, minOrderAmountPaise: 99950 });
    const [entry] = await auditOf(coupon._id, 'coupon.create');
    expect(entry).toMatchObject({ actorUserId: adminId, actorLabel: adminEmail, before: null, after: { code: code.toUpperCase(), discountAmount: 100 } });

    const { cookie } = await shopper();
    const applied = await validate(cookie, code.toLowerCase());
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ valid: true, discountAmount: 100, coupon: { code: code.toUpperCase() } });
  });

  it('refuses a code that exists already, whatever its case, with 409', async () => {
    const existing = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 5000 });
    const res = await create(input({ code: existing.code.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: ADMIN_MESSAGES.couponCodeTaken });
  });

  it.each([
    [{ type: 'flat', discountAmount: 0 }, 'discountAmount'],
    [{ type: 'percentage', discountPercent: 0 }, 'discountPercent'],
    [{ type: 'percentage', discountPercent: 101 }, 'discountPercent'],
    [{ type: 'buyXgetY', buyQuantity: 2, getQuantity: 0 }, 'getQuantity'],
    [{ type: 'loyalty', afterOrders: 0 }, 'afterOrders'],
    [{ validFrom: '2026-12-01T00:00:00+05:30', validUntil: '2026-11-30T18:30:00Z' }, 'validUntil'],
    [{ code: 'NO SPACES' }, 'code'],
    [{ discountAmount: 10.999 }, 'discountAmount'],
    // Coupons take whole rupees off, so every total is whole rupees.
    [{ discountAmount: 100.5 }, 'discountAmount'],
    [{ type: 'percentage', discountAmount: 0, discountPercent: 10, maxDiscountAmount: 250.5 }, 'maxDiscountAmount'],
    [{ usageLimitPerUser: 0 }, 'usageLimitPerUser'],
  ])('refuses %o with a 400 naming the field', async (bad, field) => {
    const res = await create({ ...input(), ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('takes the coupon types that need no amount', async () => {
    const res = await create(input({ type: 'free_order', discountAmount: 0, minOrderAmount: 0 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().coupon).toMatchObject({ type: 'free_order', notValidForCOD: true });
  });
});

describe('who can use a coupon', () => {
  it('makes a private coupon for named customers, keeps it off the storefront list, and edits its audience', async () => {
    const code = uniqueCode('SORRY');
    const res = await create(input({ code, isPrivate: true, allowedEmails: [' Upset.Customer@Gmail.com ', 'upset.customer@gmail.com'] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().coupon).toMatchObject({ code, isPrivate: true, forNewCustomers: false, allowedEmails: ['upset.customer@gmail.com'] });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/v1/order/get-all-coupons' });
    expect(listed.json().coupons.map((c: { code: string }) => c.code)).not.toContain(code);
    const id = res.json().coupon._id as string;
    const patched = await patch(id, { isPrivate: false, forNewCustomers: true });
    expect(patched.json().coupon).toMatchObject({ isPrivate: false, forNewCustomers: true, allowedEmails: ['upset.customer@gmail.com'] });
    const bad = await create(input({ allowedEmails: ['not-an-email'] }));
    expect(bad.statusCode).toBe(400);
    // A coupon made without saying is public and for everyone.
    expect((await create(input())).json().coupon).toMatchObject({ isPrivate: false, forNewCustomers: false, allowedEmails: [] });
  });
});

describe('editing and deactivating coupons', () => {
  it('changes only the fields sent, audits just those, and writes nothing for a patch that changes nothing', async () => {
    const coupon = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 10, validUntil: new Date('2027-01-31T18:30:00Z') });
    const res = await patch(coupon.id, { discountPercent: 20, usageLimitTotal: 500 });
    expect(res.statusCode).toBe(200);
    expect(AdminCouponResponse.parse(res.json()).coupon).toMatchObject({ code: coupon.code, discountPercent: 20, usageLimitTotal: 500 });
    const entries = await auditOf(coupon.id, 'coupon.update');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: adminId, before: { discountPercent: 10, usageLimitTotal: null }, after: { discountPercent: 20, usageLimitTotal: 500 } });
    expect(Object.keys(entries[0]!.after as object).sort()).toEqual(['discountPercent', 'usageLimitTotal']);

    // The same instant written in Indian time is not a change.
    expect((await patch(coupon.id, { discountPercent: 20, validUntil: '2027-02-01T00:00:00+05:30' })).statusCode).toBe(200);
    expect(await auditOf(coupon.id, 'coupon.update')).toHaveLength(1);
  });

  it('checks the coupon as it would be after the edit, naming the field', async () => {
    const coupon = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 10, validFrom: new Date('2026-12-01T00:00:00Z') });
    const toFlat = await patch(coupon.id, { type: 'flat' });
    expect(toFlat.statusCode).toBe(400);
    expect(toFlat.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'discountAmount: A flat coupon needs a discount amount' });
    const endBeforeStart = await patch(coupon.id, { validUntil: '2026-11-30T00:00:00Z' });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json().message).toMatch(/^validUntil: /);
    expect((await patch(coupon.id, { discountPercent: -5 })).json().message).toMatch(/^discountPercent: /);
    expect(await auditOf(coupon.id, 'coupon.update')).toHaveLength(0);

    const ok = await patch(coupon.id, { type: 'flat', discountAmount: 75 });
    expect(ok.json().coupon).toMatchObject({ type: 'flat', discountAmount: 75 });
  });

  it('keeps the code: it is the coupon\'s identity on past orders', async () => {
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 5000 });
    const res = await patch(coupon.id, { code: 'RENAMED', description: 'Fifty off' });
    expect(res.json().coupon).toMatchObject({ code: coupon.code, description: 'Fifty off' });
  });

  it('deactivates a coupon once (checkout refuses it at once), and leaves an inactive one as it is', async () => {
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 5000 });
    const { cookie } = await shopper();
    expect((await validate(cookie, coupon.code)).statusCode).toBe(200);

    const res = await deactivate(coupon.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().coupon).toMatchObject({ isActive: false });
    const refused = await validate(cookie, coupon.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(COUPON_MESSAGES.inactive);

    const again = await deactivate(coupon.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().coupon).toMatchObject({ isActive: false, updatedAt: res.json().coupon.updatedAt });
    const entries = await auditOf(coupon.id, 'coupon.deactivate');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: adminId, before: { isActive: true }, after: { isActive: false } });
  });

  it('404s an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const edit = await patch(id, { description: 'x' });
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toMatchObject({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.couponNotFound });
      expect((await deactivate(id)).statusCode).toBe(404);
    }
  });
});

describe('listing coupons', () => {
  it('lists every coupon newest first, with how many orders used each', async () => {
    const older = AdminCouponResponse.parse((await create(input({ code: uniqueCode('OLDER'), minOrderAmount: 0 }))).json()).coupon;
    ctx.clock.advance(60_000);
    const newer = AdminCouponResponse.parse((await create(input({ code: uniqueCode('NEWER'), isActive: false }))).json()).coupon;
    for (let i = 0; i < 2; i++) {
      const { cookie, productId } = await shopper();
      const order = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/order/create-order',
        headers: { cookie },
        payload: { items: [{ productId, quantity: 1 }], payment: { method: 'COD' }, coupon: { code: older.code } },
      });
      expect(order.statusCode).toBe(201);
    }

    const all = await list();
    const ours = all.filter((c) => [older._id, newer._id].includes(c._id));
    expect(ours.map((c) => [c.code, c.timesUsed])).toEqual([
      [newer.code, 0],
      [older.code, 2],
    ]);
    expect(all.findIndex((c) => c._id === newer._id)).toBeLessThan(all.findIndex((c) => c._id === older._id));
  });

  it('filters by part of the code or description, and by whether active', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const active = AdminCouponResponse.parse((await create(input({ code: `DIWALI${tag}` }))).json()).coupon;
    const inactive = AdminCouponResponse.parse((await create(input({ code: `HOLI${tag}`, description: `Festival ${tag} 100% fun`, isActive: false }))).json()).coupon;

    expect((await list(`?q=${tag.toLowerCase()}`)).map((c) => c._id).sort()).toEqual([active._id, inactive._id].sort());
    expect((await list(`?q=diwali${tag}`)).map((c) => c._id)).toEqual([active._id]);
    expect((await list(`?q=${encodeURIComponent(`${tag} 100%`)}`)).map((c) => c._id)).toEqual([inactive._id]);
    expect((await list(`?q=${tag}&active=false`)).map((c) => c._id)).toEqual([inactive._id]);
    expect((await list(`?q=${tag}&active=true`)).map((c) => c._id)).toEqual([active._id]);
    // A % in the search is a character to find, not a wildcard.
    const percent = (await list('?q=%25')).map((c) => c._id);
    expect(percent).toContain(inactive._id);
    expect(percent).not.toContain(active._id);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/coupons?active=maybe', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^active: /);
  });
});

describe('a maximum discount', () => {
  it('staff set and change it on percentage and free-order coupons only, audited', async () => {
    const res = await create(input({ type: 'percentage', discountAmount: 0, discountPercent: 20, minOrderAmount: 0, maxDiscountAmount: 150 }));
    expect(res.statusCode, res.body).toBe(201);
    const { coupon } = AdminCouponResponse.parse(res.json());
    expect(coupon.maxDiscountAmount).toBe(150);
    const changed = await patch(coupon._id, { maxDiscountAmount: 250 });
    expect(AdminCouponResponse.parse(changed.json()).coupon.maxDiscountAmount).toBe(250);
    const [entry] = await auditOf(coupon._id, 'coupon.update');
    expect(entry).toMatchObject({ before: { maxDiscountAmount: 150 }, after: { maxDiscountAmount: 250 } });
    // Left out of a change, it stays; null removes it.
    expect(AdminCouponResponse.parse((await patch(coupon._id, { description: 'Twenty off' })).json()).coupon.maxDiscountAmount).toBe(250);
    expect(AdminCouponResponse.parse((await patch(coupon._id, { maxDiscountAmount: null })).json()).coupon.maxDiscountAmount).toBeNull();

    const onFlat = await create(input({ maxDiscountAmount: 50 }));
    expect(onFlat.statusCode).toBe(400);
    expect(onFlat.json().message).toBe('maxDiscountAmount: Only percentage and free-order coupons take a maximum discount');
    for (const bad of [0, -1, 10.555, 10.5]) expect((await create(input({ type: 'percentage', discountPercent: 5, maxDiscountAmount: bad }))).statusCode, String(bad)).toBe(400);
  });

  it('the checkout charges the capped discount: validate, Cash on Delivery and a large free first order', async () => {
    const code = uniqueCode('UPTO');
    await create(input({ code, type: 'percentage', discountAmount: 0, discountPercent: 50, minOrderAmount: 0, maxDiscountAmount: 120 }));
    const { cookie, productId } = await shopper();
    const checked = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/validate-coupon', headers: { cookie }, payload: { couponCode: code } });
    expect(checked.json()).toMatchObject({ valid: true, discountAmount: 120, coupon: { maxDiscountAmount: 120 } });
    const cod = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie }, payload: { items: [{ productId, quantity: 1 }], payment: { method: 'COD' }, coupon: { code } } });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(cod.json().order).toMatchObject({ subtotal: 1000, couponDiscount: 120, total: 880 });

    const free = await createCoupon(ctx.db, { type: 'free_order', maxDiscountPaise: 100_000 });
    const first = await shopper();
    const big = await createProduct(ctx.db, { mrpPaise: 5_500_000, sellingPricePaise: 5_500_000, stock: 5 });
    const open = (id: string, quantity: number) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-razorpay-order', headers: { cookie: first.cookie }, payload: { items: [{ productId: id, quantity }], coupon: { code: free.code } } });
    // ₹1.1 lakh of litter: the first ₹1,000 is free, the rest is paid online.
    expect((await open(big.id, 2)).json()).toMatchObject({ amount: 10_900_000, freeOrder: false, order: null });
    // Under the cap the first order is still free, without any payment.
    expect((await open(first.productId, 1)).json()).toMatchObject({ amount: 0, freeOrder: true, order: { total: 0 } });
  });
});
