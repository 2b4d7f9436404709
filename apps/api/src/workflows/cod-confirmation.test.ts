import { AUTH_MESSAGES, OTP_POLICY } from '@shop/contract/auth';
import { AdminOrderResponse, AdminOrdersPage } from '@shop/contract/admin';
import { CodConfirmationDetails, CodConfirmationRuleResponse, COD_CONFIRMATION_LIMITS, type CodConfirmationRule } from '@shop/contract/cod-confirmation';
import { OrderResponse } from '@shop/contract/orders';
import { and, desc, eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestCode, loginAs } from '../../test/auth-helpers';
import { useTestContext } from '../../test/context';
import { createProduct, createUser, giveAddress } from '../../test/factories';
import { auditLog, devMessages, orders, products } from '../db/schema';

const ctx = useTestContext();
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser(ctx.db, { role: 'admin' });
});

const freshPhone = () => `+9198${String(randomInt(0, 1e8)).padStart(8, '0')}`;

async function customer(options: { phone?: string | null } = {}) {
  const phone = options.phone === undefined ? freshPhone() : options.phone;
  const user = await createUser(ctx.db, { phone });
  await giveAddress(ctx.db, user.id);
  return { user, phone: phone ?? '', cookie: await loginAs(ctx, user) };
}

/** Staff set the rule in the console. */
async function setRule(rule: CodConfirmationRule) {
  const adminCookie = await loginAs(ctx, admin);
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-confirmation', headers: { cookie: adminCookie }, payload: rule });
  expect(res.statusCode).toBe(200);
}

const placeCod = (cookie: string, productId: string, quantity = 1, key: string | null = randomUUID()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { items: [{ productId, quantity }], payment: { method: 'COD', status: 'pending' } },
  });

const confirm = (cookie: string, confirmationId: string, otp: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/order/confirm-cod', headers: { cookie }, payload: { confirmationId, otp } });

/** create-order's 428 and its details. */
function askedToConfirm(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(428);
  const body = res.json() as { code: string; message: string; details: unknown };
  expect(body.code).toBe('CONFIRMATION_REQUIRED');
  return { message: body.message, details: CodConfirmationDetails.parse(body.details) };
}

/** Every first Cash on Delivery order asks for a code: a new customer places one, and is asked for the code. */
async function heldForCode() {
  await setRule({ enabled: true, thresholdAmount: null, firstCodOrder: true });
  const { user, phone, cookie } = await customer();
  const product = await createProduct(ctx.db);
  return { user, phone, cookie, product, asked: askedToConfirm(await placeCod(cookie, product.id)) };
}

const ordersOf = (userId: string) => ctx.db.$count(orders, eq(orders.userId, userId));
const stockOf = async (id: string) => (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const textsTo = (phone: string) => ctx.db.$count(devMessages, and(eq(devMessages.recipient, phone), eq(devMessages.channel, 'sms')));
const latestText = async (phone: string) =>
  (await ctx.db.select({ text: devMessages.textBody }).from(devMessages).where(eq(devMessages.recipient, phone)).orderBy(desc(devMessages.createdAt)).limit(1))[0]?.text;
const wrongCode = async (phone: string) => ((await latestCode(ctx, phone)) === '000000' ? '000001' : '000000');

describe('the COD confirmation rule in the console', () => {
  it('is off until staff switch it on; customers may not read or change it; a bad amount is a 400; changes are audited', async () => {
    const adminCookie = await loginAs(ctx, admin);
    const initial = CodConfirmationRuleResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/cod-confirmation', headers: { cookie: adminCookie } })).json());
    expect(initial.rule).toEqual({ enabled: false, thresholdAmount: null, firstCodOrder: false });

    const { cookie } = await customer();
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-confirmation', headers: { cookie }, payload: { enabled: true, thresholdAmount: 1, firstCodOrder: false } })).statusCode).toBe(403);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-confirmation', headers: { cookie: adminCookie }, payload: { enabled: true, thresholdAmount: -5, firstCodOrder: false } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);

    await setRule({ enabled: true, thresholdAmount: 1500, firstCodOrder: true });
    const saved = CodConfirmationRuleResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/cod-confirmation', headers: { cookie: adminCookie } })).json());
    expect(saved.rule).toEqual({ enabled: true, thresholdAmount: 1500, firstCodOrder: true });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.cod_confirmation'));
    expect(entry).toMatchObject({ before: { enabled: false }, after: { enabled: true, thresholdAmount: 1500, firstCodOrder: true } });
  });
});

describe('Cash on Delivery orders that need a code', () => {
  it('with the rule off, places COD orders at once as the spec describes, whatever their size', async () => {
    await setRule({ enabled: false, thresholdAmount: 100, firstCodOrder: true });
    const { user, cookie } = await customer();
    const product = await createProduct(ctx.db, { mrpPaise: 500_000, sellingPricePaise: 500_000 });
    const res = await placeCod(cookie, product.id, 1, null);
    expect(res.statusCode).toBe(201);
    expect(OrderResponse.parse(res.json()).order.paymentMethod).toBe('COD');
    expect(await ordersOf(user.id)).toBe(1);
  });

  it('asks for a code above the amount, holds no stock meanwhile, and places the order with the right code', async () => {
    await setRule({ enabled: true, thresholdAmount: 1000, firstCodOrder: false });
    const { user, phone, cookie } = await customer();
    const product = await createProduct(ctx.db, { mrpPaise: 60_000, sellingPricePaise: 60_000, stock: 5 });

    // ₹600: under the amount, placed at once.
    expect((await placeCod(cookie, product.id, 1)).statusCode).toBe(201);
    // ₹1,200: above it.
    const asked = askedToConfirm(await placeCod(cookie, product.id, 2));
    expect(asked.details).toMatchObject({ reason: 'amount_above_threshold', sentTo: `******${phone.slice(-4)}`, resendAfterSeconds: OTP_POLICY.resendSeconds });
    expect(asked.message).toBe(`To confirm your Cash on Delivery order, enter the code we sent to ******${phone.slice(-4)}.`);
    expect(await ordersOf(user.id)).toBe(1);
    expect(await stockOf(product.id)).toBe(4);

    const placed = await confirm(cookie, asked.details.confirmationId, await latestCode(ctx, phone));
    expect(placed.statusCode).toBe(201);
    const { order } = OrderResponse.parse(placed.json());
    expect(order.total).toBe(1200);
    expect(await stockOf(product.id)).toBe(2);

    const adminCookie = await loginAs(ctx, admin);
    // Staff see which COD orders were confirmed, in the list and on the order.
    const detail = AdminOrderResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order._id}`, headers: { cookie: adminCookie } })).json());
    expect(detail.order.codConfirmedAt).not.toBeNull();
    const list = AdminOrdersPage.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/orders?q=${encodeURIComponent(user.email)}`, headers: { cookie: adminCookie } })).json());
    expect(list.data.docs.map((d) => d.codConfirmedAt !== null).sort()).toEqual([false, true]);
  });

  it("asks for a code on a customer's first COD order only", async () => {
    const { user, phone, cookie, product, asked } = await heldForCode();
    expect(asked.details.reason).toBe('first_cod_order');
    expect((await confirm(cookie, asked.details.confirmationId, await latestCode(ctx, phone))).statusCode).toBe(201);
    // The second one goes straight through.
    expect((await placeCod(cookie, product.id)).statusCode).toBe(201);
    expect(await ordersOf(user.id)).toBe(2);
  });

  it('answers a retry of the same request with the same confirmation and no new text; another request under the key is a 422', async () => {
    await setRule({ enabled: true, thresholdAmount: null, firstCodOrder: true });
    const { phone, cookie } = await customer();
    const product = await createProduct(ctx.db);
    const key = randomUUID();
    const first = askedToConfirm(await placeCod(cookie, product.id, 1, key));
    const again = askedToConfirm(await placeCod(cookie, product.id, 1, key));
    expect(again.details.confirmationId).toBe(first.details.confirmationId);
    expect(await textsTo(phone)).toBe(1);
    expect((await placeCod(cookie, product.id, 2, key)).statusCode).toBe(422);
  });

  it('refuses a wrong code and places nothing', async () => {
    const { user, phone, cookie, asked: { details } } = await heldForCode();
    const wrong = await confirm(cookie, details.confirmationId, await wrongCode(phone));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(await ordersOf(user.id)).toBe(0);
    // The right code still works after one wrong try.
    expect((await confirm(cookie, details.confirmationId, await latestCode(ctx, phone))).statusCode).toBe(201);
  });

  it('refuses an expired code, and a confirmation past its time', async () => {
    const held = await heldForCode();
    const { user, phone, asked: { details } } = held;
    let cookie = held.cookie;
    const code = await latestCode(ctx, phone);
    ctx.clock.advance(OTP_POLICY.expiryMinutes * 60_000 + 1000);
    cookie = await loginAs(ctx, user);
    const expired = await confirm(cookie, details.confirmationId, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(AUTH_MESSAGES.otpExpired);

    ctx.clock.advance(COD_CONFIRMATION_LIMITS.pendingMinutes * 60_000);
    cookie = await loginAs(ctx, user);
    const late = await confirm(cookie, details.confirmationId, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('This confirmation has expired. Please place the order again.');
    expect(await ordersOf(user.id)).toBe(0);
  });

  it('burns the code after the allowed wrong attempts, so even the right code then fails', async () => {
    const { user, phone, cookie, asked: { details } } = await heldForCode();
    const right = await latestCode(ctx, phone);
    const wrong = await wrongCode(phone);
    for (let i = 1; i < OTP_POLICY.maxAttempts; i++) expect((await confirm(cookie, details.confirmationId, wrong)).json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await confirm(cookie, details.confirmationId, wrong)).json().message).toBe(AUTH_MESSAGES.otpBurned);
    const after = await confirm(cookie, details.confirmationId, right);
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toBe(AUTH_MESSAGES.otpBurned);
    expect(await ordersOf(user.id)).toBe(0);
  });

  it('throttles resending, then sends a new code that replaces the old one', async () => {
    const held = await heldForCode();
    const { user, phone, asked: { details } } = held;
    let cookie = held.cookie;
    const first = await latestCode(ctx, phone);
    const resend = () => ctx.app.inject({ method: 'POST', url: '/api/v1/order/confirm-cod/resend', headers: { cookie }, payload: { confirmationId: details.confirmationId } });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(AUTH_MESSAGES.otpThrottled);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    ctx.clock.advance(OTP_POLICY.resendSeconds * 1000 + 1000);
    cookie = await loginAs(ctx, user);
    const ok = await resend();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().details.resendAfterSeconds).toBe(OTP_POLICY.resendSeconds);
    expect(await textsTo(phone)).toBe(2);
    const second = await latestCode(ctx, phone);
    if (second !== first) expect((await confirm(cookie, details.confirmationId, first)).statusCode).toBe(400);
    expect((await confirm(cookie, details.confirmationId, second)).statusCode).toBe(201);
  });

  it('places one order when the same confirmation comes twice, or races itself', async () => {
    await setRule({ enabled: true, thresholdAmount: null, firstCodOrder: true });
    const product = await createProduct(ctx.db, { stock: 20 });

    const one = await customer();
    const a = askedToConfirm(await placeCod(one.cookie, product.id));
    const code = await latestCode(ctx, one.phone);
    const first = await confirm(one.cookie, a.details.confirmationId, code);
    const second = await confirm(one.cookie, a.details.confirmationId, code);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(OrderResponse.parse(second.json()).order._id).toBe(OrderResponse.parse(first.json()).order._id);
    expect(await ordersOf(one.user.id)).toBe(1);

    const two = await customer();
    const b = askedToConfirm(await placeCod(two.cookie, product.id, 2));
    const racing = await Promise.all(Array.from({ length: 5 }, async () => confirm(two.cookie, b.details.confirmationId, await latestCode(ctx, two.phone))));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => OrderResponse.parse(r.json()).order._id)).size).toBe(1);
    expect(await ordersOf(two.user.id)).toBe(1);
    expect(await stockOf(product.id)).toBe(20 - 1 - 2);
  });

  it('binds a code to the basket it was sent for: a code sent for basket B does not confirm basket A; the text names the amount', async () => {
    await setRule({ enabled: true, thresholdAmount: null, firstCodOrder: true });
    const { user, phone } = await customer();
    const small = await createProduct(ctx.db, { mrpPaise: 40_000, sellingPricePaise: 40_000 });
    const big = await createProduct(ctx.db, { mrpPaise: 119_900, sellingPricePaise: 119_900 });
    let cookie = await loginAs(ctx, user);
    const a = askedToConfirm(await placeCod(cookie, small.id, 1));
    expect(await latestText(phone)).toMatch(/^\d{6} is your code to confirm your Purrfect Litter Cash on Delivery order of ₹400\. /);

    ctx.clock.advance(OTP_POLICY.resendSeconds * 1000 + 1000);
    cookie = await loginAs(ctx, user);
    const b = askedToConfirm(await placeCod(cookie, big.id, 3));
    expect(await latestText(phone)).toContain('Cash on Delivery order of ₹3,597.');
    const codeForB = await latestCode(ctx, phone);

    const wrongBasket = await confirm(cookie, a.details.confirmationId, codeForB);
    expect(wrongBasket.statusCode).toBe(400);
    expect(wrongBasket.json().reason).toBe('auth.otpInvalid');
    expect(await ordersOf(user.id)).toBe(0);

    const placed = await confirm(cookie, b.details.confirmationId, codeForB);
    expect(placed.statusCode).toBe(201);
    const { order } = OrderResponse.parse(placed.json());
    expect(order.total).toBe(3597);
    expect(order.items.map((i) => [i.productId, i.quantity])).toEqual([[big.id, 3]]);
  });

  it('refuses a code whose order total changed after the text named it, and places nothing', async () => {
    await setRule({ enabled: true, thresholdAmount: null, firstCodOrder: true });
    const { user, phone, cookie } = await customer();
    const product = await createProduct(ctx.db, { mrpPaise: 50_000, sellingPricePaise: 50_000 });
    const asked = askedToConfirm(await placeCod(cookie, product.id, 1));
    await ctx.db.update(products).set({ mrpPaise: 60_000, sellingPricePaise: 60_000 }).where(eq(products.id, product.id));
    const res = await confirm(cookie, asked.details.confirmationId, await latestCode(ctx, phone));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'codConfirmation.amountChanged',
      message: 'The total of this order changed after the code was sent. Please place the order again to see the new total.',
    });
    expect(await ordersOf(user.id)).toBe(0);
  });

  it("says what to do when the profile has no phone, and keeps other customers' confirmations private", async () => {
    await setRule({ enabled: true, thresholdAmount: null, firstCodOrder: true });
    const product = await createProduct(ctx.db);
    const none = await customer({ phone: null });
    const res = await placeCod(none.cookie, product.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Add your mobile number in your profile to place a Cash on Delivery order.');

    const owner = await customer();
    const { details } = askedToConfirm(await placeCod(owner.cookie, product.id));
    const stranger = await customer();
    expect((await confirm(stranger.cookie, details.confirmationId, await latestCode(ctx, owner.phone))).statusCode).toBe(404);
    expect((await confirm(owner.cookie, 'not-an-id', '123456')).statusCode).toBe(400);
  });
});
