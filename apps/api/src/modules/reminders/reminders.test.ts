import { REMINDER_REASONS } from '@shop/contract/reminder-rules';
import { ReminderFiguresResponse, ReminderListResponse, RestoreResponse } from '@shop/contract/reminders';
import { OrderResponse } from '@shop/contract/orders';
import { and, eq, inArray, like } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerConsents, loginAs, signedInStaffAndCustomer } from '../../../test/auth-helpers';
import { createTestClock, useTestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, giveAddress } from '../../../test/factories';
import { servicesOf } from '../../../test/payment-helpers';
import { cartItems, coupons, devMessages, products, reminders, shopSettings, textMessages, users } from '../../db/schema';
import type { Services } from '../../services';
import { endOfQuietHours, isQuietHour, refillIntervalDays } from './reminders.service';

/** 11:30 in India: reminders may go. */
const DAYTIME = new Date('2026-11-27T06:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = createTestClock(DAYTIME);
const ctx = useTestContext({}, clock);
let shop: Services;
/** A second process of the same shop, on the same database. */
let other: Services;
beforeAll(async () => {
  [shop, other] = [await servicesOf(ctx), await servicesOf(ctx)];
});
beforeEach(async () => {
  clock.set(DAYTIME);
  await ctx.db.delete(shopSettings).where(inArray(shopSettings.key, ['cart_reminders', 'message_budget']));
});

type Channel = 'offers_whatsapp' | 'offers_sms' | 'offers_email';
async function customer(agreed: Channel[], options: { verified?: boolean } = {}) {
  const phone = `+9198${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const user = await createUser(ctx.db, { phone, phoneVerifiedAt: options.verified === false ? null : new Date(), name: 'Asha Rao' });
  await giveAddress(ctx.db, user.id);
  const cookie = await loginAs(ctx, user);
  if (agreed.length > 0) await answerConsents(ctx, cookie, { source: 'sign_up', granted: true, purposes: agreed });
  return { user, phone, cookie };
}

/** Puts a product in the customer's cart, as changed `ago` before the clock's now. */
async function leaveInCart(userId: string, ago: number, overrides: Parameters<typeof createProduct>[1] = {}) {
  const product = await createProduct(ctx.db, { stock: 50, ...overrides });
  const at = new Date(clock.now().getTime() - ago);
  await ctx.db.insert(cartItems).values({ userId, productId: product.id, quantity: 2, createdAt: at, updatedAt: at });
  return product;
}

const remindersOf = (userId: string) => ctx.db.select().from(reminders).where(eq(reminders.userId, userId));
const messagesTo = (recipient: string) => ctx.db.select().from(devMessages).where(eq(devMessages.recipient, recipient));
async function run(services: Services = shop) {
  await services.reminders.schedule();
  return services.reminders.deliverDue();
}

describe('the night in India', () => {
  it('runs from 21:00 to 09:00 India time, and ends at 09:00', () => {
    expect(isQuietHour(new Date('2026-11-27T15:29:00Z'))).toBe(false); // 20:59
    expect(isQuietHour(new Date('2026-11-27T15:30:00Z'))).toBe(true); // 21:00
    expect(isQuietHour(new Date('2026-11-27T03:29:00Z'))).toBe(true); // 08:59
    expect(isQuietHour(new Date('2026-11-27T03:30:00Z'))).toBe(false); // 09:00
    expect(endOfQuietHours(new Date('2026-11-27T18:00:00Z')).toISOString()).toBe('2026-11-28T03:30:00.000Z');
    expect(endOfQuietHours(new Date('2026-11-27T01:00:00Z')).toISOString()).toBe('2026-11-27T03:30:00.000Z');
  });
});

describe('cart reminders', () => {
  it('a cart left an hour gets one reminder on the channel agreed to, with links to restore the cart and to stop', async () => {
    const { user, phone } = await customer(['offers_whatsapp']);
    await leaveInCart(user.id, 30 * 60_000);
    expect(await run()).toBe(0);
    expect(await remindersOf(user.id)).toEqual([]);
    clock.set(new Date(DAYTIME.getTime() + 31 * 60_000));
    expect(await run()).toBe(1);
    const [row] = await remindersOf(user.id);
    expect(row).toMatchObject({ kind: 'cart_first', channel: 'whatsapp', status: 'sent' });
    const [message] = await messagesTo(phone);
    expect(message!.channel).toBe('whatsapp');
    expect(message!.textBody).toMatch(/\/restore\/[0-9a-f-]{36}\.[\w-]{43}/);
    expect(await run()).toBe(0);
    expect(await messagesTo(phone)).toHaveLength(1);
  });

  it('goes in the customer’s language', async () => {
    const { user } = await customer(['offers_email']);
    await ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
    await leaveInCart(user.id, 2 * HOUR);
    await run();
    const [mail] = await messagesTo(user.email);
    expect(mail!.subject).toBe('आपका बैग इंतज़ार कर रहा है');
    expect(mail!.textBody).toContain('आपके बैग में अभी भी');
  });

  it('never at night: a reminder due at 22:00 goes at 09:00', async () => {
    clock.set(new Date('2026-11-27T16:30:00Z')); // 22:00 in India
    const { user } = await customer(['offers_email']);
    await leaveInCart(user.id, 2 * HOUR);
    expect(await run()).toBe(0);
    const [waiting] = await remindersOf(user.id);
    expect(waiting).toMatchObject({ status: 'pending', nextAttemptAt: new Date('2026-11-28T03:30:00Z') });
    // One that fell due before the night (a retry, a dead process's claim run out) is claimed and put back for the
    // morning, its try given back: waiting is no attempt at sending.
    await ctx.db.update(reminders).set({ nextAttemptAt: new Date('2026-11-27T16:00:00Z') }).where(eq(reminders.id, waiting!.id));
    expect(await run()).toBe(0);
    expect((await remindersOf(user.id))[0]).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: new Date('2026-11-28T03:30:00Z') });
    clock.set(new Date('2026-11-28T03:29:00Z'));
    expect(await run()).toBe(0);
    clock.set(new Date('2026-11-28T03:31:00Z'));
    expect(await run()).toBe(1);
    expect((await messagesTo(user.email))[0]!.subject).toBe('Your bag is waiting');
  });

  it('at most two, the second with the coupon staff chose, then none', async () => {
    await createCoupon(ctx.db, { code: 'COMEBACK5', type: 'percentage' });
    await ctx.db.insert(shopSettings).values({ key: 'cart_reminders', value: { enabled: true, firstAfterMinutes: 60, secondAfterHours: 24, secondCouponCode: 'COMEBACK5', refillEnabled: false }, updatedAt: new Date(), updatedBy: null });
    const { user, phone } = await customer(['offers_sms']);
    await leaveInCart(user.id, 2 * HOUR);
    await run();
    expect(await messagesTo(phone)).toHaveLength(1);
    clock.set(new Date(DAYTIME.getTime() + 20 * HOUR));
    await run();
    expect(await remindersOf(user.id)).toHaveLength(1);
    clock.set(new Date(DAYTIME.getTime() + 2 * DAY));
    await run();
    expect(await messagesTo(phone)).toHaveLength(2);
    clock.set(new Date(DAYTIME.getTime() + 9 * DAY));
    await run();
    const sent = await messagesTo(phone);
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.textBody).join('\n')).toContain('COMEBACK5');
    expect((await remindersOf(user.id)).map((r) => r.kind).sort()).toEqual(['cart_first', 'cart_second']);
  });

  it('the second waits two hours after a first held back to the morning, rather than following it within a minute', async () => {
    await ctx.db.insert(shopSettings).values({ key: 'cart_reminders', value: { enabled: true, firstAfterMinutes: 60, secondAfterHours: 2, secondCouponCode: null, refillEnabled: false }, updatedAt: new Date(), updatedBy: null });
    clock.set(new Date('2026-11-27T16:30:00Z')); // 22:00 in India
    const { user } = await customer(['offers_email']);
    await leaveInCart(user.id, 3 * HOUR);
    expect(await run()).toBe(0);
    clock.set(new Date('2026-11-28T03:31:00Z')); // 09:01: the first goes
    expect(await run()).toBe(1);
    clock.set(new Date('2026-11-28T03:32:00Z')); // the second is written once, by either of two processes, and waits
    expect(await Promise.all([run(shop), run(other)])).toEqual([0, 0]);
    expect(await remindersOf(user.id)).toHaveLength(2);
    const second = (await remindersOf(user.id)).find((r) => r.kind === 'cart_second');
    expect(second).toMatchObject({ status: 'pending', attempts: 0, lastError: REMINDER_REASONS.waitingForFirst, nextAttemptAt: new Date('2026-11-28T05:31:00Z') });
    clock.set(new Date('2026-11-28T05:30:00Z'));
    expect(await run()).toBe(0);
    clock.set(new Date('2026-11-28T05:31:00Z'));
    expect((await Promise.all([run(shop), run(other)])).reduce((a, b) => a + b)).toBe(1);
    const sent = await messagesTo(user.email);
    expect(sent).toHaveLength(2);
    expect((await remindersOf(user.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('none without consent, none by text to a number nobody proved, and none when staff switch them off', async () => {
    const silent = await customer([]);
    await leaveInCart(silent.user.id, 2 * HOUR);
    const unproven = await customer(['offers_sms'], { verified: false });
    await leaveInCart(unproven.user.id, 2 * HOUR);
    await run();
    expect(await remindersOf(silent.user.id)).toEqual([]);
    expect(await messagesTo(unproven.phone)).toEqual([]);
    expect((await remindersOf(unproven.user.id))[0]).toMatchObject({ status: 'withdrawn', lastError: 'no channel agreed to' });

    await ctx.db.insert(shopSettings).values({ key: 'cart_reminders', value: { enabled: false, firstAfterMinutes: 60, secondAfterHours: 24, secondCouponCode: null, refillEnabled: false }, updatedAt: new Date(), updatedBy: null });
    const off = await customer(['offers_email']);
    await leaveInCart(off.user.id, 2 * HOUR);
    await run();
    expect(await remindersOf(off.user.id)).toEqual([]);
  });

  it('stops once they order, empty the cart, withdraw consent, or the product sells out', async () => {
    // Each written while it applied, then found not to by the time it was to go (it was night).
    clock.set(new Date('2026-11-27T16:30:00Z'));
    const ordered = await customer(['offers_email']);
    const product = await leaveInCart(ordered.user.id, 2 * HOUR);
    const emptied = await customer(['offers_email']);
    await leaveInCart(emptied.user.id, 2 * HOUR);
    const withdrew = await customer(['offers_email']);
    await leaveInCart(withdrew.user.id, 2 * HOUR);
    const soldOut = await customer(['offers_email']);
    const scarce = await leaveInCart(soldOut.user.id, 2 * HOUR);
    await shop.reminders.schedule();

    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie: ordered.cookie, 'idempotency-key': randomUUID() }, payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } } });
    expect(res.statusCode, res.body).toBe(201);
    OrderResponse.parse(res.json());
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, emptied.user.id));
    await answerConsents(ctx, withdrew.cookie, { source: 'profile', granted: false, purposes: ['offers_email'] });
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, scarce.id));

    clock.set(new Date('2026-11-28T04:00:00Z'));
    await shop.reminders.deliverDue();
    const outcome = async (userId: string) => (await remindersOf(userId)).map((r) => [r.status, r.lastError]);
    expect(await outcome(ordered.user.id)).toEqual([['withdrawn', expect.stringMatching(/ordered/)]]);
    expect(await outcome(emptied.user.id)).toEqual([['withdrawn', 'cart ordered or emptied']]);
    expect(await outcome(withdrew.user.id)).toEqual([['withdrawn', 'consent withdrawn']]);
    expect(await outcome(soldOut.user.id)).toEqual([['withdrawn', 'out of stock']]);
    for (const c of [ordered, emptied, withdrew, soldOut]) expect((await messagesTo(c.user.email)).filter((m) => m.subject === 'Your bag is waiting')).toEqual([]);
  });

  it('two processes running the job at once write and send each reminder once', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => customer(['offers_email'])));
    for (const p of people) await leaveInCart(p.user.id, 2 * HOUR);
    await Promise.all([shop.reminders.schedule(), other.reminders.schedule(), shop.reminders.schedule()]);
    const sent = await Promise.all([shop.reminders.deliverDue(), other.reminders.deliverDue()]);
    expect(sent[0] + sent[1]).toBe(5);
    for (const p of people) {
      expect(await remindersOf(p.user.id)).toHaveLength(1);
      expect(await messagesTo(p.user.email)).toHaveLength(1);
    }
  });

  it('the link restores the cart on another device once signed in, and refuses anyone else', async () => {
    const { user, cookie } = await customer(['offers_email']);
    const kept = await leaveInCart(user.id, 2 * HOUR);
    await run();
    const [row] = await remindersOf(user.id);
    const token = shop.reminders.restoreToken(row!.id);
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, user.id));

    const stranger = await customer([]);
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/v1/cart/restore/${token}`, headers: { cookie: stranger.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'reminder.restoreNotYours' });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/cart/restore/${token}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/cart/restore/${token.slice(0, -2)}xx`, headers: { cookie } })).statusCode).toBe(403);

    const otherDevice = await loginAs(ctx, user);
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: `/api/v1/cart/restore/${token}`, headers: { cookie: otherDevice } }),
      ctx.app.inject({ method: 'POST', url: `/api/v1/cart/restore/${token}`, headers: { cookie: otherDevice } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(RestoreResponse.parse(a.json()).restored + RestoreResponse.parse(b.json()).restored).toBe(1);
    const cart = await ctx.db.select().from(cartItems).where(and(eq(cartItems.userId, user.id), eq(cartItems.productId, kept.id)));
    expect(cart).toEqual([expect.objectContaining({ quantity: 2 })]);
  });
});

describe('the message budget', () => {
  const budget = (hour: number, day: number) => ctx.db.insert(shopSettings).values({ key: 'message_budget', value: { hour, day }, updatedAt: new Date(), updatedBy: null });
  const reminderTexts = () => ctx.db.$count(textMessages, like(textMessages.kind, 'reminder:%'));
  beforeEach(async () => {
    await ctx.db.delete(textMessages);
  });

  it('counts texted reminders shop-wide: past the allowance one waits, shown with why, and goes once it frees up; mail is not counted', async () => {
    await budget(1, 10);
    const first = await customer(['offers_sms']);
    await leaveInCart(first.user.id, 3 * HOUR);
    const secondPerson = await customer(['offers_whatsapp']);
    await leaveInCart(secondPerson.user.id, 2 * HOUR);
    const byMail = await customer(['offers_email']);
    await leaveInCart(byMail.user.id, 2 * HOUR);
    expect(await run()).toBe(2);
    expect(await messagesTo(byMail.user.email)).toHaveLength(1);
    // One text went; the other waits for the hour's allowance.
    const texted = [(await messagesTo(first.phone)).length, (await messagesTo(secondPerson.phone)).length];
    expect([...texted].sort()).toEqual([0, 1]);
    const second = texted[0] === 0 ? first : secondPerson;
    const [held] = await remindersOf(second.user.id);
    expect(held).toMatchObject({ status: 'pending', attempts: 0, lastError: REMINDER_REASONS.waitingForBudget, nextAttemptAt: new Date(DAYTIME.getTime() + HOUR) });
    expect(await reminderTexts()).toBe(1);

    // The console's message view shows it waiting, and why.
    const { staffCookie } = await signedInStaffAndCustomer(ctx);
    const list = ReminderListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reminders?status=pending', headers: { cookie: staffCookie } })).json());
    expect(list.reminders.find((r) => r.email === second.user.email)).toMatchObject({ status: 'pending', lastError: REMINDER_REASONS.waitingForBudget });

    // Still held a minute before the hour is over; it goes once the allowance frees up, counted once.
    clock.set(new Date(DAYTIME.getTime() + HOUR - 60_000));
    expect(await shop.reminders.deliverDue()).toBe(0);
    clock.set(new Date(DAYTIME.getTime() + HOUR + 60_000));
    expect(await shop.reminders.deliverDue()).toBe(1);
    expect(await messagesTo(second.phone)).toHaveLength(1);
    expect((await remindersOf(second.user.id))[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await reminderTexts()).toBe(2);
  });

  it('counts them per number too, apart from codes and order updates, and withdraws a cart reminder held too long', async () => {
    // This number had a reminder ten minutes ago (and codes, which do not count against reminders).
    const busy = await customer(['offers_sms']);
    await leaveInCart(busy.user.id, 2 * HOUR);
    const tenMinutesAgo = new Date(DAYTIME.getTime() - 10 * 60_000);
    await ctx.db.insert(textMessages).values([
      { kind: `reminder:${randomUUID()}`, destination: busy.phone, userId: busy.user.id, requester: null, sentAt: tenMinutesAgo },
      { kind: 'phone', destination: busy.phone, userId: busy.user.id, requester: null, sentAt: tenMinutesAgo },
    ]);
    expect(await run()).toBe(0);
    expect((await remindersOf(busy.user.id))[0]).toMatchObject({ status: 'pending', lastError: REMINDER_REASONS.waitingForBudget, nextAttemptAt: new Date(DAYTIME.getTime() + 50 * 60_000) });
    clock.set(new Date(DAYTIME.getTime() + 51 * 60_000));
    expect(await shop.reminders.deliverDue()).toBe(1);
    expect(await messagesTo(busy.phone)).toHaveLength(1);

    // The shop's day is used up: held until it frees, by then too late for a cart reminder, which is withdrawn.
    clock.set(DAYTIME);
    await ctx.db.delete(textMessages);
    await budget(1, 1);
    const late = await customer(['offers_sms']);
    await leaveInCart(late.user.id, 2 * HOUR);
    await ctx.db.insert(textMessages).values({ kind: 'update:shipped', destination: '+919800000000', userId: null, requester: null, sentAt: DAYTIME });
    expect(await run()).toBe(0);
    const [waiting] = await remindersOf(late.user.id);
    expect(waiting).toMatchObject({ status: 'pending', nextAttemptAt: new Date(DAYTIME.getTime() + DAY) });
    clock.set(new Date(DAYTIME.getTime() + DAY + 60_000));
    expect(await shop.reminders.deliverDue()).toBe(0);
    expect((await remindersOf(late.user.id))[0]).toMatchObject({ status: 'withdrawn', lastError: REMINDER_REASONS.heldTooLong });
    expect(await messagesTo(late.phone)).toEqual([]);
  });

  it('two processes sending the same texted reminders at once send and count each once', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => customer(['offers_sms'])));
    for (const p of people) await leaveInCart(p.user.id, 2 * HOUR);
    await Promise.all([shop.reminders.schedule(), other.reminders.schedule()]);
    const sent = await Promise.all([shop.reminders.deliverDue(), other.reminders.deliverDue(), shop.reminders.deliverDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(4);
    for (const p of people) expect(await messagesTo(p.phone)).toHaveLength(1);
    expect(await reminderTexts()).toBe(4);
  });
});

describe('the second reminder’s coupon', () => {
  const NIGHT = (day: number) => new Date(Date.UTC(2026, 10, 27 + day, 16, 30)); // 22:00 in India
  const MORNING = (day: number) => new Date(Date.UTC(2026, 10, 28 + day, 4, 0)); // 09:30 in India
  const setCoupon = (staffCookie: string, code: string | null) =>
    ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/reminders', headers: { cookie: staffCookie }, payload: { enabled: true, firstAfterMinutes: 60, secondAfterHours: 24, secondCouponCode: code, refillEnabled: false } });
  const secondOf = async (userId: string) => (await remindersOf(userId)).find((r) => r.kind === 'cart_second');
  const secondMail = async (email: string) => (await messagesTo(email)).map((m) => m.textBody)[1] ?? '';

  it('is the one in force when it was written: a later change does not alter it, and one disabled since is left out, never swapped', async () => {
    const { staffCookie } = await signedInStaffAndCustomer(ctx);
    const first = await createCoupon(ctx.db, { code: `BACK${randomInt(1000, 9999)}`, type: 'percentage' });
    const next = await createCoupon(ctx.db, { code: `AGAIN${randomInt(1000, 9999)}`, type: 'percentage' });
    expect((await setCoupon(staffCookie, first.code)).statusCode).toBe(200);

    // Written at night with the first coupon; staff choose another before the morning: it still offers the first.
    const kept = await customer(['offers_email']);
    await leaveInCart(kept.user.id, 2 * HOUR);
    await run();
    clock.set(NIGHT(1));
    await shop.reminders.schedule();
    expect(await secondOf(kept.user.id)).toMatchObject({ status: 'pending', couponCode: first.code });
    expect((await setCoupon((await signedInStaffAndCustomer(ctx)).staffCookie, next.code)).statusCode).toBe(200);
    clock.set(MORNING(1));
    await shop.reminders.deliverDue();
    expect(await secondOf(kept.user.id)).toMatchObject({ status: 'sent', couponCode: first.code, lastError: null });
    expect(await secondMail(kept.user.email)).toContain(first.code);
    expect(await secondMail(kept.user.email)).not.toContain(next.code);

    // Written with the next coupon; staff switch that coupon off before it goes: it goes without an offer, and says so.
    clock.set(DAYTIME);
    const dropped = await customer(['offers_email']);
    await leaveInCart(dropped.user.id, 2 * HOUR);
    await run();
    clock.set(NIGHT(1));
    await shop.reminders.schedule();
    expect(await secondOf(dropped.user.id)).toMatchObject({ couponCode: next.code });
    await ctx.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, next.id));
    clock.set(MORNING(1));
    await shop.reminders.deliverDue();
    expect(await secondOf(dropped.user.id)).toMatchObject({ status: 'sent', couponCode: null, lastError: REMINDER_REASONS.couponNotInForce(next.code) });
    const mail = await secondMail(dropped.user.email);
    expect(mail).toContain('Your bag still holds');
    expect(mail).not.toContain(next.code);
    expect(mail).not.toContain(first.code);

    // A coupon already expired when the second is written is not offered at all.
    await ctx.db.update(coupons).set({ isActive: true, validUntil: new Date(DAYTIME.getTime() - DAY) }).where(eq(coupons.id, next.id));
    clock.set(DAYTIME);
    const expired = await customer(['offers_email']);
    await leaveInCart(expired.user.id, 2 * HOUR);
    await run();
    clock.set(new Date(DAYTIME.getTime() + 2 * DAY));
    await run();
    expect(await secondOf(expired.user.id)).toMatchObject({ status: 'sent', couponCode: null });
    expect(await secondMail(expired.user.email)).not.toContain(next.code);
  });
});

describe('refill reminders', () => {
  it('time themselves by the customer’s own orders, else by pack size and cats', () => {
    const at = (days: number) => ({ placedAt: new Date(DAYTIME.getTime() - days * DAY), kilograms: 10 });
    expect(refillIntervalDays([at(0), at(30), at(58)], null)).toBe(29);
    expect(refillIntervalDays([at(0)], null)).toBe(50);
    expect(refillIntervalDays([at(0)], 2)).toBe(25);
    expect(refillIntervalDays([{ placedAt: DAYTIME, kilograms: 1 }], 10)).toBe(7);
    expect(refillIntervalDays([{ placedAt: DAYTIME, kilograms: 500 }], 1)).toBe(120);
  });

  it('a customer who told us of two cats hears a few days before 10 kg runs out, once per order', async () => {
    const { user, cookie, phone } = await customer(['offers_sms']);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/household', headers: { cookie }, payload: { cats: 2 } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/household', headers: { cookie }, payload: { cats: 0 } })).statusCode).toBe(400);
    const litter = await createProduct(ctx.db, { category: 'litter', weight: '10 kg', stock: 50 });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie, 'idempotency-key': randomUUID() }, payload: { items: [{ productId: litter.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } } });
    expect(res.statusCode, res.body).toBe(201);

    await run();
    const [row] = await remindersOf(user.id);
    // 10 kg for two cats: 25 days, less the 4 days' notice; 09:00 India time if that falls at night.
    expect(row).toMatchObject({ kind: 'refill', status: 'pending' });
    const due = row!.nextAttemptAt.getTime();
    expect(due).toBeGreaterThanOrEqual(DAYTIME.getTime() + 20 * DAY);
    expect(due).toBeLessThanOrEqual(DAYTIME.getTime() + 22 * DAY);
    clock.set(new Date(due + 60_000));
    await run();
    expect((await remindersOf(user.id))[0]).toMatchObject({ status: 'sent' });
    const [text] = await messagesTo(phone);
    expect(text!.textBody).toMatch(/Reorder|restock/i);
    await run();
    expect(await remindersOf(user.id)).toHaveLength(1);
  });
});

describe('staff', () => {
  it('set the reminders (a coupon no coupon has is refused), see each one’s outcome and what came back', async () => {
    const { staffCookie, customerCookie } = await signedInStaffAndCustomer(ctx);
    const settings = { enabled: true, firstAfterMinutes: 90, secondAfterHours: 30, secondCouponCode: 'NOSUCHCODE', refillEnabled: true };
    const put = (cookie: string, body: object) => ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/reminders', headers: { cookie }, payload: body });
    expect((await put(customerCookie, settings)).statusCode).toBe(403);
    const unknown = await put(staffCookie, settings);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ reason: 'reminder.couponUnknown' });
    expect((await put(staffCookie, { ...settings, firstAfterMinutes: 5 })).statusCode).toBe(400);
    await createCoupon(ctx.db, { code: 'MISSYOU10', type: 'percentage' });
    const saved = await put(staffCookie, { ...settings, secondCouponCode: ' missyou10 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settings: { secondCouponCode: 'MISSYOU10', firstAfterMinutes: 90 } });

    const { user, cookie } = await customer(['offers_email']);
    await leaveInCart(user.id, 3 * HOUR);
    await run();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/order/create-order', headers: { cookie, 'idempotency-key': randomUUID() }, payload: { items: [{ productId: (await createProduct(ctx.db, { stock: 5 })).id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } } });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reminders?status=sent', headers: { cookie: staffCookie } });
    expect(list.statusCode).toBe(200);
    expect(ReminderListResponse.parse(list.json()).reminders.map((r) => r.email)).toContain(user.email);
    const figures = ReminderFiguresResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reminders/figures?days=30', headers: { cookie: staffCookie } })).json()).figures;
    expect(figures.cartsRecovered).toBeGreaterThanOrEqual(1);
    expect(figures.revenueRecovered).toBeGreaterThan(0);
    expect(figures.cartsReminded).toBeGreaterThanOrEqual(figures.cartsRecovered);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reminders/figures?days=0', headers: { cookie: staffCookie } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/reminders', headers: { cookie: customerCookie } })).statusCode).toBe(403);
  });
});
