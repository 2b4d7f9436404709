import { currentConsentVersion, type ConsentPurpose } from '@shop/contract/consents';
import { OrderResponse } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerConsents, loginAs } from '../../test/auth-helpers';
import { useTestContext } from '../../test/context';
import { createProduct, createUser, giveAddress } from '../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, useServices, verifyPayment } from '../../test/payment-helpers';
import { consentEvents, userConsents, users } from '../db/schema';

const ctx = useTestContext();
const services = useServices(ctx);

const tick = (...purposes: ConsentPurpose[]) => purposes.map((purpose) => ({ purpose, version: currentConsentVersion(purpose) }));
const ledger = (userId: string) => ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));
const stateOf = async (userId: string, purpose: ConsentPurpose) =>
  (await ctx.db.select().from(userConsents).where(and(eq(userConsents.userId, userId), eq(userConsents.purpose, purpose))))[0];
const phone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** An account just verified by its code, with no profile yet: the sign-up's last step is still to come. */
async function newAccount() {
  const user = await createUser(ctx.db, { name: null, hasDetails: false });
  return { user, cookie: await loginAs(ctx, user) };
}

function completeProfile(cookie: string, email: string, extra: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/me-create-profile',
    headers: { cookie },
    payload: { name: 'Asha Rao', email, street: '12, 4th Cross', pincode: '560034', country: 'India', ...extra },
  });
}

describe('consent asked at sign-up (the profile step that completes it)', () => {
  it('records each ticked box with the screen and the wording, in the same step as the profile', async () => {
    const { user, cookie } = await newAccount();
    const res = await completeProfile(cookie, user.email, { phoneNumber: phone(), consents: tick('offers_email', 'order_updates_whatsapp') });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await ledger(user.id);
    expect(entries.map((e) => [e.purpose, e.granted, e.source, e.version]).sort()).toEqual([
      ['offers_email', true, 'sign_up', currentConsentVersion('offers_email')],
      ['order_updates_whatsapp', true, 'sign_up', currentConsentVersion('order_updates_whatsapp')],
    ]);
    // WhatsApp order updates are on where the outbox reads them.
    const [row] = await ctx.db.select({ whatsappOptInAt: users.whatsappOptInAt, hasDetails: users.hasDetails }).from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ hasDetails: true });
    expect(row!.whatsappOptInAt).not.toBeNull();
    // The account page's choices show it.
    const view = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/consents', headers: { cookie } })).json() as { consents: Array<{ purpose: string; granted: boolean; source: string | null }> };
    expect(view.consents.find((c) => c.purpose === 'offers_email')).toMatchObject({ granted: true, source: 'sign_up' });
    expect(view.consents.find((c) => c.purpose === 'offers_sms')).toMatchObject({ granted: false, source: null });
  });

  it('records nothing for untouched boxes, and an existing client without the field still works', async () => {
    const { user, cookie } = await newAccount();
    expect((await completeProfile(cookie, user.email, { consents: [] })).statusCode).toBe(200);
    const other = await newAccount();
    expect((await completeProfile(other.cookie, other.user.email)).statusCode).toBe(200);
    expect(await ledger(user.id)).toEqual([]);
    expect(await ledger(other.user.id)).toEqual([]);
    expect(await stateOf(user.id, 'offers_email')).toBeUndefined();
  });

  it('a double-submitted sign-up records once', async () => {
    const { user, cookie } = await newAccount();
    const answers = await Promise.all([0, 1, 2].map(() => completeProfile(cookie, user.email, { phoneNumber: phone(), consents: tick('offers_whatsapp') }).then((r) => r.statusCode)));
    // Racing saves of the same profile: each is the same answer (a different number each time may be refused, never a 500).
    for (const status of answers) expect([200, 409]).toContain(status);
    expect(answers).toContain(200);
    expect((await ledger(user.id)).filter((e) => e.purpose === 'offers_whatsapp')).toHaveLength(1);
  });

  it('refuses, and saves nothing, for a wording no longer shown (409), WhatsApp without a number (422) or a purpose not asked there (400)', async () => {
    const { user, cookie } = await newAccount();
    const old = await completeProfile(cookie, user.email, { consents: [{ purpose: 'offers_email', version: '2001-01-01' }] });
    expect(old.statusCode, old.body).toBe(409);
    const noPhone = await completeProfile(cookie, user.email, { consents: tick('offers_whatsapp') });
    expect(noPhone.statusCode, noPhone.body).toBe(422);
    expect(noPhone.json()).toMatchObject({ success: false, message: 'Add your mobile number to get messages on WhatsApp or by SMS.' });
    const analytics = await completeProfile(cookie, user.email, { consents: tick('analytics') });
    expect(analytics.statusCode).toBe(400);
    const twice = await completeProfile(cookie, user.email, { consents: [...tick('offers_email'), ...tick('offers_email')] });
    expect(twice.statusCode).toBe(400);
    const [row] = await ctx.db.select({ hasDetails: users.hasDetails }).from(users).where(eq(users.id, user.id));
    expect(row!.hasDetails).toBe(false);
    expect(await ledger(user.id)).toEqual([]);
  });
});

describe('consent asked at checkout', () => {
  async function customer() {
    const user = await createUser(ctx.db, { phone: `+91${phone()}`, hasDetails: true });
    await giveAddress(ctx.db, user.id);
    return { user, cookie: await loginAs(ctx, user) };
  }
  const placeCod = async (cookie: string, consents?: object, key = randomUUID()) => {
    const product = await createProduct(ctx.db);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie, 'idempotency-key': key },
      payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' }, ...(consents ? { consents } : {}) },
    });
  };

  it('records the boxes ticked with a Cash on Delivery order, as given at checkout', async () => {
    const { user, cookie } = await customer();
    const res = await placeCod(cookie, tick('offers_sms', 'offers_email'));
    expect(res.statusCode, res.body).toBe(201);
    const entries = await ledger(user.id);
    expect(entries.map((e) => [e.purpose, e.source, e.version]).sort()).toEqual([
      ['offers_email', 'checkout', currentConsentVersion('offers_email')],
      ['offers_sms', 'checkout', currentConsentVersion('offers_sms')],
    ]);
  });

  it('records nothing without ticks, and never overrides an earlier answer (agreed or withdrawn)', async () => {
    const { user, cookie } = await customer();
    expect((await placeCod(cookie)).statusCode).toBe(201);
    expect(await ledger(user.id)).toEqual([]);
    // Withdrawn on the profile, then a stale checkout page sends a tick: the withdrawal stands.
    await answerConsents(ctx, cookie, { source: 'profile', granted: false, purposes: ['offers_email'] });
    expect((await placeCod(cookie, tick('offers_email', 'offers_whatsapp'))).statusCode).toBe(201);
    expect((await stateOf(user.id, 'offers_email'))!.granted).toBe(false);
    expect(await stateOf(user.id, 'offers_whatsapp')).toMatchObject({ granted: true, source: 'checkout' });
    expect(await ledger(user.id)).toHaveLength(2);
  });

  it('a retried order (same key) records once; a refused order records nothing', async () => {
    const { user, cookie } = await customer();
    const key = randomUUID();
    const product = await createProduct(ctx.db);
    const body = { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' }, consents: tick('offers_whatsapp') };
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie, 'idempotency-key': key }, payload: body });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(OrderResponse.parse(a.json()).order._id).toBe(OrderResponse.parse(b.json()).order._id);
    expect(await ledger(user.id)).toHaveLength(1);

    const other = await customer();
    const gone = await createProduct(ctx.db, { stock: 0 });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie: other.cookie, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: gone.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' }, consents: tick('offers_email') },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await ledger(other.user.id)).toEqual([]);
  });

  it('paid online: the ticks ride with the payment and are recorded when the order is placed', async () => {
    const { user, cookie } = await customer();
    const product = await createProduct(ctx.db, { stock: 3 });
    const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 1 }], { consents: tick('offers_email') });
    expect(await ledger(user.id)).toEqual([]);
    const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
    expect(res.statusCode, res.body).toBe(200);
    await deliverSandboxWebhooks(services);
    const entries = await ledger(user.id);
    expect(entries.map((e) => [e.purpose, e.source])).toEqual([['offers_email', 'checkout']]);
  });

  it('refuses a wording no longer shown (409) before placing anything', async () => {
    const { user, cookie } = await customer();
    const res = await placeCod(cookie, [{ purpose: 'offers_sms', version: '1999-01-01' }]);
    expect(res.statusCode, res.body).toBe(409);
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/my-order?page=1', headers: { cookie } });
    expect((orders.json() as { data: { totalDocs: number } }).data.totalDocs).toBe(0);
    expect(await ledger(user.id)).toEqual([]);
  });
});
