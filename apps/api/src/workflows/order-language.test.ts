import { OrderResponse } from '@shop/contract/orders';
import { UserDetailsResponse } from '@shop/contract/users';
import { and, eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshIp, loginAs } from '../../test/auth-helpers';
import { useTestContext } from '../../test/context';
import { createProduct, createUser, giveAddress } from '../../test/factories';
import { placeCodOrder, useServices } from '../../test/payment-helpers';
import { devMessages, orders, users } from '../db/schema';

const ctx = useTestContext();
const services = useServices(ctx);

const devanagari = /[\u0900-\u097F]/u;
const messagesTo = (to: string, channel: 'email' | 'sms') => ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, to), eq(devMessages.channel, channel)));

async function customer(language?: 'en' | 'hi') {
  const phone = `+9196${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const user = await createUser(ctx.db, { phone, hasDetails: true, ...(language ? { language } : {}) });
  await giveAddress(ctx.db, user.id);
  return { user, phone, cookie: await loginAs(ctx, user) };
}

const placeCod = (cookie: string) => placeCodOrder(ctx, cookie);

describe("the customer's language", () => {
  it('starts as the shop_lang cookie at sign-up, English without one', async () => {
    const signUp = (email: string, cookie?: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup-email', remoteAddress: freshIp(), headers: cookie ? { cookie } : {}, payload: { email, password: 'Passw0rd!' } });
    const hindi = `hindi-${randomUUID().slice(0, 8)}@example.in`;
    const english = `english-${randomUUID().slice(0, 8)}@example.in`;
    expect((await signUp(hindi, 'shop_lang=hi')).statusCode).toBe(200);
    expect((await signUp(english)).statusCode).toBe(200);
    const languageOf = async (email: string) => (await ctx.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
    expect(await languageOf(hindi)).toBe('hi');
    expect(await languageOf(english)).toBe('en');
    // The sign-up code comes in the language chosen.
    expect((await messagesTo(hindi, 'email'))[0]?.subject).toBe('आपका Purrfect Litter वेरिफ़िकेशन कोड');
    expect((await messagesTo(english, 'email'))[0]?.subject).toBe('Your Purrfect Litter verification code');
  });

  it('is on the profile, changed with the profile, and refused (400) when it is no language of the shop', async () => {
    const { cookie } = await customer();
    const me = async () => UserDetailsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } })).json()).userDetails;
    expect((await me()).language).toBe('en');
    const update = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', headers: { cookie }, payload });
    const changed = await update({ language: 'hi' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(UserDetailsResponse.parse(changed.json()).userDetails.language).toBe('hi');
    // A client that does not know languages changes the rest and leaves it as it is.
    expect((await update({ name: 'Meera Iyer' })).statusCode).toBe(200);
    expect((await me()).language).toBe('hi');
    for (const language of ['fr', '', 'HI', 5, null]) {
      const res = await update({ language });
      expect(res.statusCode, JSON.stringify(language)).toBe(400);
      expect(res.json().message).toMatch(/language/i);
    }
  });
});

describe('the language switch of a signed-in customer', () => {
  const languageOf = async (userId: string) => (await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language;
  const switchTo = (lang: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/set-language?lang=${lang}&next=${encodeURIComponent('/cart')}`, headers });

  it('records the choice on the profile in the same request as the cookie, and once however often it is tapped', async () => {
    const { user, cookie } = await customer();
    const res = await switchTo('hi', { cookie, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/hi/cart');
    expect(String(res.headers['set-cookie'])).toContain('shop_lang=hi');
    expect(await languageOf(user.id)).toBe('hi');
    const [before] = await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    const again = await Promise.all([switchTo('hi', { cookie }), switchTo('hi', { cookie })]);
    expect(again.map((r) => r.statusCode)).toEqual([303, 303]);
    const [after] = await ctx.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id));
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect((await switchTo('en', { cookie, 'sec-fetch-site': 'none' })).statusCode).toBe(303);
    expect(await languageOf(user.id)).toBe('en');
  });

  it('records it for a customer who has not completed a profile yet', async () => {
    const user = await createUser(ctx.db, { hasDetails: false });
    const cookie = await loginAs(ctx, user);
    expect((await switchTo('hi', { cookie })).statusCode).toBe(303);
    expect(await languageOf(user.id)).toBe('hi');
  });

  it('changes no profile from a link on another site, a visitor’s switch, an ended session or a bad language', async () => {
    const { user, cookie } = await customer();
    const crossSite = await switchTo('hi', { cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(303);
    expect(String(crossSite.headers['set-cookie'])).toContain('shop_lang=hi');
    expect(await languageOf(user.id)).toBe('en');
    expect((await switchTo('hi', {})).statusCode).toBe(303);
    expect((await switchTo('klingon', { cookie })).statusCode).toBe(400);
    expect(await languageOf(user.id)).toBe('en');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie, origin: 'http://localhost' } });
    expect((await switchTo('hi', { cookie })).statusCode).toBe(303);
    expect(await languageOf(user.id)).toBe('en');
  });
});

describe('the profile’s language on a new device', () => {
  it('comes with the session check and the sign-in, so the storefront can offer it', async () => {
    const { cookie } = await customer('hi');
    const session = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', headers: { cookie } });
    expect(session.json()).toEqual({ authenticated: true, hasDetails: true, language: 'hi' });
    const user = await createUser(ctx.db, { hasDetails: true, language: 'hi' });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: freshIp(), payload: { email: user.email, password: 'Passw0rd!' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ authenticated: true, language: 'hi' });
    // A visitor has no language to offer.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin' })).json()).toEqual({ authenticated: false, hasDetails: false });
  });
});

describe('the language a Hindi page asks in, without the cookie', () => {
  it('is recorded at sign-up', async () => {
    const email = `link-${randomUUID().slice(0, 8)}@example.in`;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup-email?lang=hi', remoteAddress: freshIp(), payload: { email, password: 'Passw0rd!' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctx.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language).toBe('hi');
  });

  it('is recorded on an order, above a cookie left from another visit', async () => {
    const { cookie } = await customer();
    const product = await createProduct(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order?lang=hi',
      headers: { cookie: `${cookie}; shop_lang=en`, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(OrderResponse.parse(res.json()).order.language).toBe('hi');
  });
});

describe("an order's language", () => {
  it('an order placed with shop_lang=hi records it, and its mail and text message are in Hindi', async () => {
    const { user, phone, cookie } = await customer();
    const order = await placeCod(`${cookie}; shop_lang=hi`);
    expect(order.language).toBe('hi');
    expect((await ctx.db.select({ language: orders.language }).from(orders).where(eq(orders.id, order._id)))[0]?.language).toBe('hi');

    const [mail] = await messagesTo(user.email, 'email');
    expect(mail?.subject).toBe(`ऑर्डर ${order.customOrderId} मिल गया है`);
    expect(mail?.textBody).toContain('आपके ऑर्डर के लिए धन्यवाद!');
    expect(mail?.textBody).toContain('कृपया ₹549 तैयार रखें');
    expect(mail?.htmlBody).toContain('lang="hi-IN"');

    await services.jobs.runNow('order-notifications');
    const [text] = await messagesTo(phone, 'sms');
    expect(text?.textBody).toMatch(devanagari);
    expect(text?.textBody).toContain(`आपका ऑर्डर ${order.customOrderId} (₹549) मिल गया है`);

    // Later updates keep the order's language, whatever the customer's is.
    await services.lifecycle.advance(order.customOrderId, 'shipment_created');
    const shippedMail = (await messagesTo(user.email, 'email')).find((m) => m.subject?.includes('भेज दिया गया'));
    expect(shippedMail?.textBody).toContain('हमारे कूरियर को सौंप दिया गया है');
  });

  it('an order placed in English gets its mail and text in English, even from a Hindi profile when the cookie says English', async () => {
    const { user, phone, cookie } = await customer('hi');
    const order = await placeCod(`${cookie}; shop_lang=en`);
    expect(order.language).toBe('en');
    const [mail] = await messagesTo(user.email, 'email');
    expect(mail?.subject).toBe(`Order ${order.customOrderId} placed`);
    expect(mail?.textBody).not.toMatch(devanagari);
    await services.jobs.runNow('order-notifications');
    const [text] = await messagesTo(phone, 'sms');
    expect(text?.textBody).toContain(`your order ${order.customOrderId} of Rs 549 is placed`);
  });

  it('an order placed without a chosen language speaks the profile’s', async () => {
    const { user, phone, cookie } = await customer('hi');
    const order = await placeCod(cookie);
    expect(order.language).toBeNull();
    expect((await messagesTo(user.email, 'email'))[0]?.subject).toBe(`ऑर्डर ${order.customOrderId} मिल गया है`);
    await services.jobs.runNow('order-notifications');
    expect((await messagesTo(phone, 'sms'))[0]?.textBody).toMatch(devanagari);
  });

  it('a Hindi order’s return mails are Hindi through and through, the step’s sentence too', async () => {
    const { user, cookie } = await customer();
    const order = await placeCod(`${cookie}; shop_lang=hi`);
    await services.lifecycle.advance(order._id, 'delivered');
    const asked = await ctx.app.inject({ method: 'POST', url: `/api/v1/order/${order.customOrderId}/return`, headers: { cookie }, payload: { reason: 'Damaged product', refundUpi: 'meera@okaxis' } });
    expect(asked.statusCode, asked.body).toBe(201);
    const staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
    const decided = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.customOrderId}/return`, headers: { cookie: staff }, payload: { status: 'approved' } });
    expect(decided.statusCode, decided.body).toBe(200);
    await expect
      .poll(async () => (await messagesTo(user.email, 'email')).find((m) => m.subject?.includes('मंज़ूर'))?.textBody, { timeout: 3000, interval: 50 })
      .toContain('सामान लेने का इंतज़ाम हो गया है');
    const mails = await messagesTo(user.email, 'email');
    expect(mails.find((m) => m.subject === `ऑर्डर ${order.customOrderId} की वापसी की रिक्वेस्ट`)?.textBody).toContain('(कारण: Damaged product)');
    // The tracking page's sentence about the return, in the language asked.
    const tracked = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order.customOrderId}/status?lang=hi`, headers: { cookie } });
    expect(tracked.json().returnRequest.message).toContain('सामान लेने का इंतज़ाम हो गया है');
    const trackedInEnglish = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order.customOrderId}/status`, headers: { cookie } });
    expect(trackedInEnglish.json().returnRequest.message).toContain('Pickup arranged');
    // Nothing English in the words around the order number, the address and the links.
    const approvedMail = mails.find((m) => m.subject?.includes('मंज़ूर'))!;
    expect(approvedMail.textBody).not.toMatch(/\b(your|return|refund|order)\b/i);
  });
});
