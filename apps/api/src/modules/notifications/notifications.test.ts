import { NotificationPreferencesResponse } from '@shop/contract/notifications';
import { OrderResponse } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser, giveAddress } from '../../../test/factories';
import { servicesOf } from '../../../test/payment-helpers';
import { devMessages, notificationOutbox, users } from '../../db/schema';
import type { Services } from '../../services';
import { retryDelayMs } from '../../lib/retry-delay';

/** A local server standing in for the WhatsApp Cloud API, so the real client is what sends. */
let whatsApp: Server;
const received: Array<{ path: string; auth: string | undefined; body: { to: string; template: { name: string; language: { code: string }; components: Array<{ parameters: Array<{ text: string }> }> } } }> = [];
/** Numbers (as WhatsApp writes them) whose next send the stand-in refuses. */
const failNextTo = new Set<string>();
/** Numbers the stand-in says are not on WhatsApp (Meta's 131026): a refusal for good. */
const notOnWhatsApp = new Set<string>();

let ctx: TestContext;
let services: Services;
beforeAll(async () => {
  whatsApp = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      const to = (JSON.parse(data) as { to: string }).to;
      if (notOnWhatsApp.has(to)) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"code":131026,"message":"Message undeliverable"}}');
        return;
      }
      if (failNextTo.delete(to)) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":131000,"message":"Something went wrong"}}');
        return;
      }
      received.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(data) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"messages":[{"id":"wamid.1"}]}');
    });
  });
  await new Promise<void>((resolve) => whatsApp.listen(0, '127.0.0.1', resolve));
  ctx = await createTestContext({
    WHATSAPP_TOKEN: 'test-token-0123456789abcdef',
    WHATSAPP_PHONE_NUMBER_ID: '1098765432',
    WHATSAPP_API_URL: `http://127.0.0.1:${(whatsApp.address() as AddressInfo).port}/v21.0`,
    WHATSAPP_TEMPLATES: 'shipped=parcel_on_its_way',
  });
  services = await servicesOf(ctx);
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => whatsApp.close(() => resolve()));
});
beforeEach(() => {
  received.length = 0;
  failNextTo.clear();
  notOnWhatsApp.clear();
});

async function customer(options: { whatsapp?: boolean } = {}) {
  const phone = `+9197${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const user = await createUser(ctx.db, { phone });
  await giveAddress(ctx.db, user.id);
  const cookie = await loginAs(ctx, user);
  if (options.whatsapp) expect((await setPreferences(cookie, { whatsapp: true })).statusCode).toBe(200);
  return { user, phone, cookie };
}

const setPreferences = (cookie: string, body: object) => ctx.app.inject({ method: 'PUT', url: '/api/v1/user/notification-preferences', headers: { cookie }, payload: body });

async function placeOrder(cookie: string, key: string = randomUUID(), productId?: string) {
  const product = productId ? { id: productId } : await createProduct(ctx.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: { cookie, 'idempotency-key': key },
    payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
  });
  expect(res.statusCode).toBe(201);
  return OrderResponse.parse(res.json()).order;
}

const outboxOf = (orderId: string) => ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, orderId));
const deliver = () => services.jobs.runNow('order-notifications');
const sentTo = (phone: string) => received.filter((r) => r.body.to === phone.slice(1));
const textsTo = (phone: string) => ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, phone), eq(devMessages.channel, 'sms')));

describe('order updates by WhatsApp and SMS', () => {
  it('sends no WhatsApp message without the opt-in; the SMS goes out', async () => {
    const { phone, cookie } = await customer();
    const order = await placeOrder(cookie);
    expect((await outboxOf(order._id)).map((m) => m.channel)).toEqual(['sms']);
    expect(await deliver()).toBe(true);
    expect(sentTo(phone)).toHaveLength(0);
    const [text] = await textsTo(phone);
    // Whole rupees, as a COD customer hands them over: no ".00".
    expect(order.total).toBe(549);
    expect(text?.textBody).toContain(`your order ${order.customOrderId} of Rs 549 is placed`);
  });

  it('sends an approved template through the Cloud API once the customer opts in', async () => {
    const { phone, cookie } = await customer({ whatsapp: true });
    const order = await placeOrder(cookie);
    await deliver();
    expect(sentTo(phone)).toHaveLength(1);
    const [message] = sentTo(phone);
    expect(message).toMatchObject({ path: '/v21.0/1098765432/messages', auth: 'Bearer test-token-0123456789abcdef' });
    expect(message!.body.template.name).toBe('order_placed');
    expect(message!.body.template.language.code).toBe('en');
    expect(message!.body.template.components[0]!.parameters.map((p) => p.text).slice(0, 1)).toEqual([order.customOrderId]);
    expect((await outboxOf(order._id)).every((m) => m.status === 'sent')).toBe(true);
  });

  it('sends a Hindi customer the Hindi version of the approved template, under the same name', async () => {
    const { user, phone, cookie } = await customer({ whatsapp: true });
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
    const order = await placeOrder(cookie);
    await deliver();
    const [message] = sentTo(phone);
    expect(message!.body.template.name).toBe('order_placed');
    expect(message!.body.template.language.code).toBe('hi');
    expect(message!.body.template.components[0]!.parameters.map((p) => p.text).slice(0, 2)).toEqual([order.customOrderId, '549']);
  });

  it('sends one message per update, by WhatsApp to a customer who opted in and then no SMS, however often the event is processed', async () => {
    const { phone, cookie } = await customer({ whatsapp: true });
    const key = randomUUID();
    const order = await placeOrder(cookie, key);
    // The same checkout retried: the same order, no second message.
    expect((await placeOrder(cookie, key, order.items[0]!.productId!))._id).toBe(order._id);
    await services.lifecycle.advance(order.customOrderId, 'shipment_created');
    const [shipped] = (await outboxOf(order._id)).filter((m) => m.event === 'shipped' && m.channel === 'whatsapp');
    // The shipment event handled again, as a replayed courier update would.
    await ctx.db.transaction((tx) => services.notifications.enqueue(tx, { orderId: order._id, userId: shipped!.userId, event: 'shipped', facts: { orderNumber: order.customOrderId, trackingNumber: 'AGAIN' } }));
    await deliver();
    await deliver();
    const templates = sentTo(phone).map((m) => m.body.template.name);
    expect(templates.sort()).toEqual(['order_placed', 'parcel_on_its_way']);
    const shippedMessage = sentTo(phone).find((m) => m.body.template.name === 'parcel_on_its_way')!;
    const trackingNumber = (await services.orders.find(order._id))!.trackingNumber!;
    expect(shippedMessage.body.template.components[0]!.parameters[1]!.text).toBe(trackingNumber);
    expect((await outboxOf(order._id)).filter((m) => m.event === 'placed').map((m) => m.channel)).toEqual(['whatsapp']);

    await services.lifecycle.advance(order.customOrderId, 'out_for_delivery');
    await services.lifecycle.advance(order.customOrderId, 'delivered');
    await deliver();
    expect(sentTo(phone).map((m) => m.body.template.name)).toEqual(expect.arrayContaining(['order_out_for_delivery', 'order_delivered']));
    expect(sentTo(phone)).toHaveLength(4);
    expect(await textsTo(phone)).toHaveLength(0);
  });

  it('sends the update by SMS instead when WhatsApp refuses it for good, and only then', async () => {
    const { phone, cookie } = await customer({ whatsapp: true });
    notOnWhatsApp.add(phone.slice(1));
    const order = await placeOrder(cookie);
    expect((await outboxOf(order._id)).map((m) => m.channel)).toEqual(['whatsapp']);
    // The text written in place of the refused message goes out in the same run.
    await deliver();
    expect((await outboxOf(order._id)).map((m) => [m.channel, m.status]).sort()).toEqual([
      ['sms', 'sent'],
      ['whatsapp', 'failed'],
    ]);
    await deliver();
    const texts = await textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.textBody).toContain(`your order ${order.customOrderId}`);
    // A passing failure (a 500) is retried on WhatsApp, not sent twice.
    notOnWhatsApp.clear();
    failNextTo.add(phone.slice(1));
    const next = await placeOrder(cookie);
    await deliver();
    expect((await outboxOf(next._id)).map((m) => [m.channel, m.status])).toEqual([['whatsapp', 'pending']]);
  });

  it('retries a failed send later, with a growing pause, without failing the order', async () => {
    const { phone, cookie } = await customer({ whatsapp: true });
    failNextTo.add(phone.slice(1));
    const order = await placeOrder(cookie);
    await deliver();
    const [failed] = (await outboxOf(order._id)).filter((m) => m.channel === 'whatsapp');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'WhatsApp answered 500 (131000 Something went wrong)' });
    expect(failed!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(retryDelayMs(1));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    // Not yet due: nothing is sent.
    await deliver();
    expect(sentTo(phone)).toHaveLength(0);
    ctx.clock.advance(retryDelayMs(1));
    await deliver();
    expect(sentTo(phone)).toHaveLength(1);
    const [sent] = (await outboxOf(order._id)).filter((m) => m.channel === 'whatsapp');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stops messages once the customer opts out, also those not yet sent', async () => {
    const { phone, cookie } = await customer({ whatsapp: true });
    const order = await placeOrder(cookie);
    const off = NotificationPreferencesResponse.parse((await setPreferences(cookie, { whatsapp: false, sms: false })).json());
    expect(off.preferences).toEqual({ whatsapp: false, sms: false });
    await deliver();
    expect(sentTo(phone)).toHaveLength(0);
    expect(await textsTo(phone)).toHaveLength(0);
    expect((await outboxOf(order._id)).map((m) => m.status)).toEqual(['skipped']);
    const next = await placeOrder(cookie);
    expect(await outboxOf(next._id)).toHaveLength(0);
  });

  it('shows the customer their choices, their number and what is sent; refuses an empty change', async () => {
    const { phone, cookie } = await customer();
    const view = NotificationPreferencesResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/notification-preferences', headers: { cookie } })).json());
    expect(view.preferences).toEqual({ whatsapp: false, sms: true });
    expect(view.phone).toBe(phone);
    expect(view.events.map((e) => e.event)).toContain('shipped');
    const empty = await setPreferences(cookie, {});
    expect(empty.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/notification-preferences' })).statusCode).toBe(401);
  });
});
