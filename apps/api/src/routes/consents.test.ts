import type { CONSENT_PURPOSES} from '@shop/contract/consents';
import { ConsentsResponse, currentConsentVersion, StopLinkResponse } from '@shop/contract/consents';
import { and, eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { createTestClock, useTestContext } from '../../test/context';
import { createUser, verifyPhone } from '../../test/factories';
import { consentEvents, userConsents } from '../db/schema';
import { createConsentsService } from '../modules/consents/consents.service';

const SMS_SECRET = 'sms-inbound-secret-0123456789';
const WA_SECRET = 'whatsapp-app-secret-0123456789';
const WA_VERIFY = 'whatsapp-verify-token-0123456789';
const clock = createTestClock();
const ctx = useTestContext({ SMS_INBOUND_SECRET: SMS_SECRET, WHATSAPP_APP_SECRET: WA_SECRET, WHATSAPP_VERIFY_TOKEN: WA_VERIFY }, clock);

const V = currentConsentVersion('offers_whatsapp');
const send = (method: 'GET' | 'POST' | 'PUT', url: string, options: { cookie?: string; payload?: object | string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers }, ...(options.payload !== undefined ? { payload: options.payload } : {}) });

async function customer() {
  const user = await createUser(ctx.db);
  return { user, cookie: await loginAs(ctx, user) };
}
const events = (userId: string) => ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));
const stateOf = async (userId: string, purpose: (typeof CONSENT_PURPOSES)[number]) =>
  (await ctx.db.select().from(userConsents).where(and(eq(userConsents.userId, userId), eq(userConsents.purpose, purpose))))[0];
const grant = (cookie: string, purposes: Array<'offers_whatsapp' | 'offers_sms' | 'offers_email' | 'analytics'>, granted = true, source = 'profile') =>
  send('PUT', '/user/consents', { cookie, payload: { source, changes: purposes.map((purpose) => ({ purpose, granted, version: currentConsentVersion(purpose) })) } });

describe('the consent ledger', () => {
  it('starts with nothing agreed but transactional SMS, and asks for sign-in', async () => {
    expect((await send('GET', '/user/consents')).statusCode).toBe(401);
    const { cookie } = await customer();
    const body = ConsentsResponse.parse((await send('GET', '/user/consents', { cookie })).json());
    expect(Object.fromEntries(body.consents.map((c) => [c.purpose, c.granted]))).toEqual({
      order_updates_whatsapp: false,
      order_updates_sms: true,
      offers_whatsapp: false,
      offers_sms: false,
      offers_email: false,
      analytics: false,
    });
    expect(body.history).toEqual([]);
  });

  it('records each purpose agreed to, with its screen and wording, and shows it back', async () => {
    const { user, cookie } = await customer();
    const res = await grant(cookie, ['offers_whatsapp', 'offers_email'], true, 'sign_up');
    expect(res.statusCode, res.body).toBe(200);
    const body = ConsentsResponse.parse(res.json());
    expect(body.consents.find((c) => c.purpose === 'offers_whatsapp')).toMatchObject({ granted: true, source: 'sign_up', version: V });
    expect(body.consents.find((c) => c.purpose === 'offers_sms')).toMatchObject({ granted: false, source: null });
    expect(body.history.map((e) => e.purpose).sort()).toEqual(['offers_email', 'offers_whatsapp']);
    expect(await events(user.id)).toHaveLength(2);
  });

  it('the same answer again adds nothing; a withdrawal is one more entry, and the first is kept', async () => {
    const { user, cookie } = await customer();
    await grant(cookie, ['offers_sms']);
    await grant(cookie, ['offers_sms']);
    expect(await events(user.id)).toHaveLength(1);
    clock.advance(60_000);
    await grant(cookie, ['offers_sms'], false);
    const ledger = await events(user.id);
    expect(ledger.map((e) => e.granted).sort()).toEqual([false, true]);
    expect((await stateOf(user.id, 'offers_sms'))!.granted).toBe(false);
  });

  it('two taps racing for the same choice leave one entry', async () => {
    const { user, cookie } = await customer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => grant(cookie, ['offers_whatsapp'])));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await events(user.id)).toHaveLength(1);
  });

  it('refuses an agreement to a wording that is not shown now, a purpose twice, order updates and staff sources, with 4xx', async () => {
    const { user, cookie } = await customer();
    const old = await send('PUT', '/user/consents', { cookie, payload: { source: 'profile', changes: [{ purpose: 'offers_sms', granted: true, version: '2001-01-01' }] } });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({ reason: 'consent.versionUnknown' });
    const twice = await send('PUT', '/user/consents', { cookie, payload: { source: 'profile', changes: [{ purpose: 'offers_sms', granted: true, version: V }, { purpose: 'offers_sms', granted: false, version: V }] } });
    expect(twice.statusCode).toBe(400);
    const orderUpdates = await send('PUT', '/user/consents', { cookie, payload: { source: 'profile', changes: [{ purpose: 'order_updates_sms', granted: false, version: V }] } });
    expect(orderUpdates.statusCode).toBe(400);
    const staff = await send('PUT', '/user/consents', { cookie, payload: { source: 'staff', changes: [{ purpose: 'offers_sms', granted: true, version: V }] } });
    expect(staff.statusCode).toBe(400);
    for (const bad of [[], { source: 'profile', changes: [] }, { source: 'profile', changes: 'all' }]) {
      expect((await send('PUT', '/user/consents', { cookie, payload: bad as object })).statusCode).toBe(400);
    }
    expect(await events(user.id)).toEqual([]);
  });

  it('order-update choices made in the profile are in the ledger too', async () => {
    const { user, cookie } = await customer();
    await verifyPhone(ctx.db, user.id);
    expect((await send('PUT', '/user/notification-preferences', { cookie, payload: { whatsapp: true, source: 'checkout' } })).statusCode).toBe(200);
    expect((await send('PUT', '/user/notification-preferences', { cookie, payload: { whatsapp: true, sms: true } })).statusCode).toBe(200);
    const body = ConsentsResponse.parse((await send('GET', '/user/consents', { cookie })).json());
    expect(body.consents.find((c) => c.purpose === 'order_updates_whatsapp')).toMatchObject({ granted: true, source: 'checkout' });
    expect(body.history).toEqual([expect.objectContaining({ purpose: 'order_updates_whatsapp', granted: true, source: 'checkout' })]);
  });
});

describe('stop links', () => {
  // The app's own links, as its messages will carry them: made with the server's secret.
  const tokenFor = (userId: string, purpose: 'offers_email' | 'offers_sms') => createConsentsService({ db: ctx.db, now: clock.now, secret: ctx.sessionSecret }).stopToken(userId, purpose);

  it('opening one changes nothing; its button withdraws at once, and again changes nothing', async () => {
    const { user, cookie } = await customer();
    await grant(cookie, ['offers_email', 'offers_sms']);
    const token = tokenFor(user.id, 'offers_email');
    expect(StopLinkResponse.parse((await send('GET', `/consents/stop/${token}`)).json())).toEqual({ success: true, purpose: 'offers_email', granted: true });
    expect((await stateOf(user.id, 'offers_email'))!.granted).toBe(true);
    const [a, b] = await Promise.all([send('POST', `/consents/stop/${token}`), send('POST', `/consents/stop/${token}`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(StopLinkResponse.parse(a.json()).granted).toBe(false);
    expect((await stateOf(user.id, 'offers_email'))!).toMatchObject({ granted: false, source: 'stop_link' });
    // The other channel stays as it was.
    expect((await stateOf(user.id, 'offers_sms'))!.granted).toBe(true);
    expect((await events(user.id)).filter((e) => !e.granted)).toHaveLength(1);
  });

  it('a mail client’s one-click unsubscribe (RFC 8058: a form post to the same address) withdraws too', async () => {
    const { user, cookie } = await customer();
    await grant(cookie, ['offers_email']);
    const res = await send('POST', `/consents/stop/${tokenFor(user.id, 'offers_email')}`, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stateOf(user.id, 'offers_email'))!).toMatchObject({ granted: false, source: 'stop_link' });
  });

  it('a link the shop did not make, or made for someone else, is refused with 403 and changes nothing', async () => {
    const { user, cookie } = await customer();
    const other = await customer();
    await grant(cookie, ['offers_email']);
    const token = tokenFor(user.id, 'offers_email');
    const forged = [
      token.replace(user.id, other.user.id),
      token.replace('offers_email', 'offers_sms'),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${user.id}.analytics.${token.split('.')[2]}`,
      "'; drop table users; --",
    ];
    for (const bad of forged) {
      const res = await send('POST', `/consents/stop/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toMatchObject({ reason: 'consent.stopLinkInvalid' });
    }
    expect((await send('POST', `/consents/stop/${'x'.repeat(98)}`)).statusCode).toBe(400);
    expect((await stateOf(user.id, 'offers_email'))!.granted).toBe(true);
  });
});

describe('STOP replies', () => {
  const waBody = (from: string, text: string) => JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messages: [{ from, id: 'wamid.1', type: 'text', text: { body: text } }] } }] }] });
  const waSignature = (raw: string, secret = WA_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  const waPost = (raw: string, signature = waSignature(raw)) => send('POST', '/webhooks/whatsapp', { payload: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } });

  it('a STOP by text withdraws SMS offers for every account with the number, and nothing else', async () => {
    const { user, cookie } = await customer();
    const phone = await verifyPhone(ctx.db, user.id, `+919${String(Date.now()).slice(-9)}`);
    await grant(cookie, ['offers_sms', 'offers_whatsapp']);
    const ignored = await send('POST', '/webhooks/sms/inbound', { headers: { 'x-api-key': SMS_SECRET }, payload: { from: phone, text: 'Where is my order?' } });
    expect(ignored.json()).toEqual({ success: true, withdrawn: 0 });
    const res = await send('POST', '/webhooks/sms/inbound', { headers: { 'x-api-key': SMS_SECRET }, payload: { from: `91${phone.slice(-10)}`, text: '  stop. ' } });
    expect(res.json()).toEqual({ success: true, withdrawn: 1 });
    expect((await stateOf(user.id, 'offers_sms'))!).toMatchObject({ granted: false, source: 'stop_reply' });
    expect((await stateOf(user.id, 'offers_whatsapp'))!.granted).toBe(true);
  });

  it('refuses replies without the provider’s secret', async () => {
    const res = await send('POST', '/webhooks/sms/inbound', { headers: { 'x-api-key': 'wrong' }, payload: { from: '9876543210', text: 'STOP' } });
    expect(res.statusCode).toBe(401);
  });

  it('a STOP (or बंद करो) on WhatsApp, signed by Meta, withdraws WhatsApp offers; a bad signature is refused', async () => {
    const { user, cookie } = await customer();
    const phone = await verifyPhone(ctx.db, user.id, `+919${String(Date.now()).slice(-9)}`);
    await grant(cookie, ['offers_whatsapp', 'offers_sms']);
    const raw = waBody(phone.replace('+', ''), 'बंद करो');
    expect((await waPost(raw, waSignature(raw, 'another-secret-0123456789'))).statusCode).toBe(401);
    expect((await stateOf(user.id, 'offers_whatsapp'))!.granted).toBe(true);
    const res = await waPost(raw);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, withdrawn: 1 });
    expect((await stateOf(user.id, 'offers_whatsapp'))!).toMatchObject({ granted: false, source: 'stop_reply' });
    expect((await stateOf(user.id, 'offers_sms'))!.granted).toBe(true);
    // Meta retries a webhook: the same reply again withdraws nothing more.
    expect((await waPost(raw)).json()).toEqual({ success: true, withdrawn: 0 });
  });

  it('answers Meta’s subscription check only with the verify token, and bad bodies with 400', async () => {
    const ok = await send('GET', `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WA_VERIFY}&hub.challenge=12345`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('12345');
    expect((await send('GET', `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`)).statusCode).toBe(401);
    expect((await waPost('{not json')).statusCode).toBe(400);
    expect((await waPost(JSON.stringify({ entry: 'x' }))).statusCode).toBe(400);
  });
});
