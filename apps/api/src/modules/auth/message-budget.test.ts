import { AdminDashboardResponse } from '@shop/contract/admin';
import { AUTH_MESSAGES, MESSAGE_BUDGET, PHONE_CHANGE_LIMITS, ShopTextBudgetResponse } from '@shop/contract/auth';
import { and, eq, inArray } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser, giveAddress } from '../../../test/factories';
import { auditLog, devMessages, textMessages } from '../../db/schema';

/** Requests arrive through a proxy the shop trusts, which names each client in X-Forwarded-For. */
const PROXY = '10.9.9.1';
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let product: Awaited<ReturnType<typeof createProduct>>;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: '10.9.9.0/24' });
  admin = await createUser(ctx.db, { role: 'admin' });
  product = await createProduct(ctx.db, { mrpPaise: 119_900, sellingPricePaise: 119_900, stock: 1000 });
  // Every Cash on Delivery order needs a code: the customer's first one always does.
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings/cod-confirmation',
    headers: { cookie: await loginAs(ctx, admin) },
    payload: { enabled: true, thresholdAmount: null, firstCodOrder: true },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const freshPhone = () => `+9197${String(randomInt(0, 1e8)).padStart(8, '0')}`;
let nextClient = 1;
/** A client address of its own, as a pumper with many (IPv6) addresses has. */
const newClient = () => `2001:db8::${(nextClient++).toString(16)}`;

async function customer(phone: string | null = freshPhone()) {
  const user = await createUser(ctx.db, { phone });
  await giveAddress(ctx.db, user.id);
  return { user, cookie: await loginAs(ctx, user) };
}

const from = (client: string) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': client } });

const changePhone = (cookie: string, phone: string, client: string) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', ...from(client), headers: { ...from(client).headers, cookie }, payload: { phoneNumber: phone } });

const placeCod = (cookie: string, client: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    ...from(client),
    headers: { ...from(client).headers, cookie, 'idempotency-key': randomUUID() },
    payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
  });

const sendVerifyCode = (cookie: string, client: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/verify-phone/send-code', ...from(client), headers: { ...from(client).headers, cookie } });

const textsTo = (phones: string[]) => ctx.db.$count(devMessages, and(inArray(devMessages.recipient, phones), eq(devMessages.channel, 'sms')));

/** A refusal for the message budget: 429, Retry-After, and words saying when to try again. */
function overBudget(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  const body = res.json() as { reason: string; message: string };
  expect(body.reason).toBe('auth.messageBudget');
  expect(body.message).toMatch(/^We cannot send another text message just now\. Please try again in \d+ (minute|hour)s?\.$/);
}

describe('the message budget against text pumping', () => {
  it('one account changing its phone to 40 numbers and placing COD orders gets at most its allowance of texts', async () => {
    const { cookie } = await customer(null);
    const phones: string[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const phone = freshPhone();
      phones.push(phone);
      const changed = await changePhone(cookie, phone, newClient());
      if (changed.statusCode === 429) {
        expect(Number(changed.headers['retry-after'])).toBeGreaterThan(0);
        expect(changed.json()).toMatchObject({ reason: 'phone.changesTooMany', message: 'You can change your mobile number 3 times a day. Please try again tomorrow.' });
      } else expect(changed.statusCode).toBe(200);
      statuses.push(changed.statusCode);
      const placed = await placeCod(cookie, newClient());
      expect([428, 429]).toContain(placed.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(PHONE_CHANGE_LIMITS.perDay);
    // Texts went to the few numbers the account could switch to, and no more than its hourly allowance: not 40.
    expect(await ctx.db.$count(devMessages, and(inArray(devMessages.recipient, phones.slice(PHONE_CHANGE_LIMITS.perDay)), eq(devMessages.channel, 'sms')))).toBe(0);
    expect(await textsTo(phones)).toBeLessThanOrEqual(MESSAGE_BUDGET.perAccount.hour);
  });

  it('COD orders from one account through 40 client addresses stop at the account’s hourly texts with 429s', async () => {
    const phone = freshPhone();
    const { cookie } = await customer(phone);
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await placeCod(cookie, newClient());
      answers.push(res.statusCode);
      if (res.statusCode === 429 && (res.json() as { reason: string }).reason === 'auth.messageBudget') overBudget(res);
    }
    expect(answers.slice(0, MESSAGE_BUDGET.perAccount.hour).every((s) => s === 428)).toBe(true);
    expect(answers.slice(MESSAGE_BUDGET.perAccount.hour).every((s) => s === 429)).toBe(true);
    expect(await textsTo([phone])).toBe(MESSAGE_BUDGET.perAccount.hour);
  });

  it('verify-phone codes from one account through 40 client addresses stop at the account’s hourly texts with 429s', async () => {
    const phone = freshPhone();
    const { cookie } = await customer(phone);
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const res = await sendVerifyCode(cookie, newClient());
      if (res.statusCode === 429) {
        refused++;
        overBudget(res);
      } else expect(res.statusCode).toBe(200);
    }
    expect(await textsTo([phone])).toBe(MESSAGE_BUDGET.perAccount.hour);
    expect(refused).toBe(40 - MESSAGE_BUDGET.perAccount.hour);
  });

  it('one client address pumping through many accounts stops at the address’s hourly texts', async () => {
    const client = newClient();
    // The address has already had all but two of its hourly texts sent (more than its per-minute requests allow).
    const sentAt = ctx.clock.now();
    await ctx.db
      .insert(textMessages)
      .values(Array.from({ length: MESSAGE_BUDGET.perAddress.hour - 2 }, () => ({ kind: 'phone', destination: freshPhone(), requester: client, sentAt })));
    const phones: string[] = [];
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const phone = freshPhone();
      phones.push(phone);
      const { cookie } = await customer(phone);
      const res = await sendVerifyCode(cookie, client);
      answers.push(res.statusCode);
      if (res.statusCode === 429) overBudget(res);
    }
    expect(answers).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await textsTo(phones)).toBe(2);
    // Another address is not held back by it.
    const { cookie } = await customer();
    expect((await sendVerifyCode(cookie, newClient())).statusCode).toBe(200);
  });

  it('once the shop has sent its hourly texts, nobody is sent another until the hour has passed', async () => {
    const sentAt = ctx.clock.now();
    const spent = MESSAGE_BUDGET.shopWide.hour - (await ctx.db.$count(textMessages));
    await ctx.db.insert(textMessages).values(Array.from({ length: spent }, () => ({ kind: 'phone', destination: freshPhone(), requester: newClient(), sentAt })));
    const phone = freshPhone();
    const { user, cookie } = await customer(phone);
    const res = await sendVerifyCode(cookie, newClient());
    overBudget(res);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await textsTo([phone])).toBe(0);
    // Staff are warned on the dashboard.
    const texts = async () =>
      AdminDashboardResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: await loginAs(ctx, admin) } })).json()).dashboard.texts;
    expect(await texts()).toMatchObject({ reached: true, lastHour: MESSAGE_BUDGET.shopWide.hour, hourLimit: MESSAGE_BUDGET.shopWide.hour, dayLimit: MESSAGE_BUDGET.shopWide.day });

    ctx.clock.advance(3600_000 + 1000);
    expect((await sendVerifyCode(await loginAs(ctx, user), newClient())).statusCode).toBe(200);
    expect(await textsTo([phone])).toBe(1);
    expect(await texts()).toMatchObject({ reached: false, lastHour: 1 });
  });

  it('a phone login code counts against the account it signs in to, from any address', async () => {
    const phone = freshPhone();
    const user = await createUser(ctx.db, { phone, phoneVerifiedAt: new Date() });
    let refused = 0;
    for (let i = 0; i < MESSAGE_BUDGET.perAccount.hour + 3; i++) {
      const client = newClient();
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/loginn', ...from(client), payload: { phone } });
      if (res.statusCode === 429) {
        refused++;
        overBudget(res);
      } else expect(res.statusCode).toBe(200);
    }
    expect(refused).toBe(3);
    expect(await textsTo([phone])).toBe(MESSAGE_BUDGET.perAccount.hour);
    expect(await ctx.db.$count(textMessages, eq(textMessages.userId, user.id))).toBe(MESSAGE_BUDGET.perAccount.hour);
  });

  it('staff set the shop-wide texts in the console (audited); the next text in any process counts against them', async () => {
    const staff = await loginAs(ctx, admin);
    const put = async (cookie: string, payload: Record<string, number>) => ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/message-budget', headers: { cookie }, payload });
    const initial = ShopTextBudgetResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/message-budget', headers: { cookie: staff } })).json());
    expect(initial.budget).toEqual(MESSAGE_BUDGET.shopWide);

    const { cookie: customerCookie } = await customer();
    expect((await put(customerCookie, { hour: 1, day: 1 })).statusCode).toBe(403);
    expect((await put(staff, { hour: 50, day: 10 })).statusCode).toBe(400);
    expect((await put(staff, { hour: 0, day: 10 })).statusCode).toBe(400);

    const lastHour = AdminDashboardResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: staff } })).json()).dashboard.texts.lastHour;
    const saved = await put(staff, { hour: lastHour + 1, day: 5000 });
    expect(saved.statusCode).toBe(200);
    expect(ShopTextBudgetResponse.parse(saved.json()).budget).toEqual({ hour: lastHour + 1, day: 5000 });
    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.message_budget'));
    expect(entry).toMatchObject({ before: MESSAGE_BUDGET.shopWide, after: { hour: lastHour + 1, day: 5000 } });

    const one = await customer();
    expect((await sendVerifyCode(one.cookie, newClient())).statusCode).toBe(200);
    const two = await customer();
    overBudget(await sendVerifyCode(two.cookie, newClient()));

    expect((await put(staff, { ...MESSAGE_BUDGET.shopWide })).statusCode).toBe(200);
    expect((await sendVerifyCode(two.cookie, newClient())).statusCode).toBe(200);
  });

  it('says in the contract words how long to wait', () => {
    expect(AUTH_MESSAGES.messageBudget({ minutes: 1 })).toBe('We cannot send another text message just now. Please try again in 1 minute.');
  });
});
