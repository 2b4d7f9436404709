import { AdminDashboardResponse } from '@shop/contract/admin';
import { MESSAGE_BUDGET } from '@shop/contract/auth';
import { OrderResponse } from '@shop/contract/orders';
import { and, eq, like } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser, giveAddress } from '../../../test/factories';
import { post, servicesOf, type LogBook } from '../../../test/payment-helpers';
import { devMessages, notificationOutbox, textMessages } from '../../db/schema';
import type { Services } from '../../services';
import { WAITING_FOR_BUDGET } from './notifications.service';

// Order updates by SMS and WhatsApp cost money like codes do: they are counted in the message budget, shop-wide (shared
// with codes) and per number; past a limit they wait in the outbox until it frees up, never dropped, and staff see it.

let ctx: TestContext;
let services: Services;
let staffUser: Awaited<ReturnType<typeof createUser>>;
let staff: string;
const book: LogBook = { warnings: [] };
beforeAll(async () => {
  ctx = await createTestContext();
  services = await servicesOf(ctx, book);
  staffUser = await createUser(ctx.db, { role: 'admin' });
  staff = await loginAs(ctx, staffUser);
});
afterAll(() => ctx.close());

const freshPhone = () => `+9195${String(randomInt(0, 1e8)).padStart(8, '0')}`;
async function customer(phone = freshPhone()) {
  const user = await createUser(ctx.db, { phone });
  await giveAddress(ctx.db, user.id);
  return { user, phone, cookie: await loginAs(ctx, user) };
}
async function codOrder(cookie: string) {
  const product = await createProduct(ctx.db, { stock: 5 });
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD' } });
  expect(res.statusCode, res.body).toBe(201);
  return OrderResponse.parse(res.json()).order;
}
const textsTo = (phone: string) => ctx.db.$count(devMessages, and(eq(devMessages.recipient, phone), eq(devMessages.channel, 'sms')));
const outboxOf = async (orderId: string) => (await ctx.db.select().from(notificationOutbox).where(eq(notificationOutbox.orderId, orderId)))[0]!;
const dashboard = async () => AdminDashboardResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: { cookie: staff } })).json()).dashboard.texts;
const setShopBudget = (budget: { hour: number; day: number }) => ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/message-budget', headers: { cookie: staff }, payload: budget });

describe('order updates in the message budget', () => {
  it('count shop-wide; past the allowance they wait (staff warned), and go once it frees up', async () => {
    const people = [await customer(), await customer(), await customer()];
    const orders = [];
    for (const p of people) orders.push(await codOrder(p.cookie));
    // Room for two more texts this hour.
    const used = (await dashboard()).lastHour;
    expect((await setShopBudget({ hour: used + 2, day: 5000 })).statusCode).toBe(200);

    await services.notifications.deliverDue();
    const sent = await Promise.all(people.map((p) => textsTo(p.phone)));
    expect([...sent].sort()).toEqual([0, 1, 1]);
    expect(await ctx.db.$count(textMessages, like(textMessages.kind, 'update:%'))).toBe(2);
    const held = orders[sent.indexOf(0)]!;
    const waiting = people[sent.indexOf(0)]!;
    expect(await outboxOf(held._id)).toMatchObject({ status: 'pending', attempts: 0, lastError: WAITING_FOR_BUDGET });
    expect(await dashboard()).toMatchObject({ reached: true, updatesWaiting: 1 });
    // Codes are refused meanwhile: the allowance is one for every paid text.
    const code = await post(ctx, '/api/v1/user/verify-phone/send-code', (await customer()).cookie, {});
    expect(code.statusCode).toBe(429);

    // Asked again before the allowance frees up: still waiting, nothing sent twice.
    await services.notifications.deliverDue();
    expect(await textsTo(waiting.phone)).toBe(0);

    ctx.clock.advance(3600_000 + 1000);
    staff = await loginAs(ctx, staffUser);
    try {
      await services.notifications.deliverDue();
      expect(await textsTo(waiting.phone)).toBe(1);
      expect(await outboxOf(held._id)).toMatchObject({ status: 'sent', attempts: 1 });
      expect(await dashboard()).toMatchObject({ updatesWaiting: 0 });
      await services.notifications.deliverDue();
      for (const p of people) expect(await textsTo(p.phone)).toBe(1);
    } finally {
      ctx.clock.advance(-(3600_000 + 1000));
      staff = await loginAs(ctx, staffUser);
      expect((await setShopBudget({ ...MESSAGE_BUDGET.shopWide })).statusCode).toBe(200);
    }
    expect(book.warnings).toEqual([expect.objectContaining({ event: 'placed' })]);
    book.warnings.length = 0;
  });

  it(`count per number: past ${MESSAGE_BUDGET.updatesPerPhone.hour} an hour to one number, the next waits`, async () => {
    const { cookie, phone } = await customer();
    const orders = [];
    for (let i = 0; i <= MESSAGE_BUDGET.updatesPerPhone.hour; i += 1) orders.push(await codOrder(cookie));
    await services.notifications.deliverDue();
    await services.notifications.deliverDue();
    expect(await textsTo(phone)).toBe(MESSAGE_BUDGET.updatesPerPhone.hour);
    const rows = await Promise.all(orders.map((o) => outboxOf(o._id)));
    expect(rows.filter((r) => r.status === 'pending' && r.lastError === WAITING_FOR_BUDGET)).toHaveLength(1);
    // Another customer's updates are not held by it.
    const other = await customer();
    await codOrder(other.cookie);
    await services.notifications.deliverDue();
    expect(await textsTo(other.phone)).toBe(1);
    book.warnings.length = 0;
  });
});
