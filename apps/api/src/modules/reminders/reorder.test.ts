import { RestoreResponse } from '@shop/contract/reminders';
import { OrderResponse } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerConsents, loginAs } from '../../../test/auth-helpers';
import { createTestClock, useTestContext } from '../../../test/context';
import { createProduct, createUser, giveAddress } from '../../../test/factories';
import { openCheckout, payAtSandbox, useServices, verifyPayment } from '../../../test/payment-helpers';
import { addresses, cartItems, products, reminders } from '../../db/schema';

/** 11:30 in India: reminders may go. */
const DAYTIME = new Date('2026-11-27T06:00:00Z');
const DAY = 86_400_000;
const clock = createTestClock(DAYTIME);
const ctx = useTestContext({}, clock);
const shop = useServices(ctx);

async function customer() {
  const user = await createUser(ctx.db, { phone: `+9197${String(randomInt(0, 1e8)).padStart(8, '0')}`, phoneVerifiedAt: new Date(), name: 'Asha Rao' });
  await giveAddress(ctx.db, user.id, 560034, `Flat ${randomInt(1, 999)}, 4th Cross`);
  const cookie = await loginAs(ctx, user);
  await answerConsents(ctx, cookie, { source: 'profile', granted: true, purposes: ['offers_email'] });
  return { user, cookie };
}

/** A refill reminder sent for the customer's latest litter order, and its link's token. */
async function refillLink(userId: string, email: string) {
  expect(await shop.reminders.sendRefillNow(userId)).toBe('sent');
  const [row] = await ctx.db.select().from(reminders).where(eq(reminders.userId, userId));
  expect(row).toMatchObject({ kind: 'refill', status: 'sent' });
  expect(email).toBeTruthy();
  return shop.reminders.restoreToken(row!.id);
}

const restore = (cookie: string, token: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/cart/restore/${token}`, headers: { cookie } });

describe("a refill reminder's one-tap reorder", () => {
  it('puts the last order back in the cart, names its address and payment choice, and says what changed since', async () => {
    const first = await customer();
    const { user } = first;
    let cookie = first.cookie;
    const clay = await createProduct(ctx.db, { name: 'Clumping Clay', weight: '10 kg', stock: 20, mrpPaise: 99900, sellingPricePaise: 89900 });
    const tofu = await createProduct(ctx.db, { name: 'Tofu Litter', weight: '6 kg', stock: 20 });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: clay.id, quantity: 2 }, { productId: tofu.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = OrderResponse.parse(placed.json()).order;
    const token = await refillLink(user.id, user.email);

    // Since then: the clay costs more, the tofu is sold out.
    await ctx.db.update(products).set({ sellingPricePaise: 94900 }).where(eq(products.id, clay.id));
    await ctx.db.update(products).set({ stock: 0 }).where(eq(products.id, tofu.id));
    clock.advance(20 * DAY);
    // Weeks later, signed in afresh (perhaps on another device).
    cookie = await loginAs(ctx, user);

    const res = await restore(cookie, token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = RestoreResponse.parse(res.json());
    const [saved] = await ctx.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(answer).toMatchObject({
      restored: 1,
      unavailable: 1,
      next: 'checkout',
      reorder: {
        orderNumber: order.customOrderId,
        paymentMethod: 'COD',
        addressId: saved!.id,
        address: { address_line1: saved!.addressLine1, pincode: 560034 },
      },
    });
    // In the order's own order of names (its lines have no position of their own).
    expect([...answer.reorder!.lines].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { productId: clay.id, name: 'Clumping Clay', quantity: 2, added: 2, alreadyInCart: false, unitPriceThen: 899, unitPriceNow: 949 },
      { productId: tofu.id, name: 'Tofu Litter', quantity: 1, added: 0, alreadyInCart: false, unitPriceThen: 549, unitPriceNow: 549 },
    ]);
    // The sold-out line is said, and not put in the cart.
    const cart = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(cart.map((c) => [c.productId, c.quantity])).toEqual([[clay.id, 2]]);

    // Tapped again (or on a second device): nothing doubles.
    const again = RestoreResponse.parse((await restore(cookie, token)).json());
    expect(again.restored).toBe(0);
    expect(again.reorder!.lines.find((l) => l.productId === clay.id)).toMatchObject({ added: 0, alreadyInCart: true });
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1);
  });

  it('paid online last time: online is the choice; fewer in stock than ordered puts what there is; an address no longer saved is sent for this order only', async () => {
    const { user, cookie } = await customer();
    const clay = await createProduct(ctx.db, { name: 'Clumping Clay', weight: '10 kg', stock: 10 });
    const checkout = await openCheckout(ctx, cookie, [{ productId: clay.id, quantity: 3 }]);
    expect((await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id))).statusCode).toBe(200);
    const token = await refillLink(user.id, user.email);
    await ctx.db.update(products).set({ stock: 2 }).where(eq(products.id, clay.id));
    await ctx.db.delete(addresses).where(eq(addresses.userId, user.id));
    await giveAddress(ctx.db, user.id, 110001, 'A new home');

    const answer = RestoreResponse.parse((await restore(cookie, token)).json());
    expect(answer.reorder).toMatchObject({ paymentMethod: 'ONLINE', addressId: null, address: { pincode: 560034 } });
    expect(answer.reorder!.lines).toEqual([expect.objectContaining({ quantity: 3, added: 2, unitPriceNow: 549 })]);
    expect(answer.unavailable).toBe(0);
  });

  it('a product withdrawn from sale is named with no price today', async () => {
    const { user, cookie } = await customer();
    const clay = await createProduct(ctx.db, { name: 'Clumping Clay', weight: '10 kg', stock: 10 });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: clay.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
    });
    expect(placed.statusCode).toBe(201);
    const token = await refillLink(user.id, user.email);
    await ctx.db.update(products).set({ isAvailable: false }).where(eq(products.id, clay.id));
    const answer = RestoreResponse.parse((await restore(cookie, token)).json());
    expect(answer).toMatchObject({ restored: 0, unavailable: 1 });
    expect(answer.reorder!.lines).toEqual([expect.objectContaining({ name: 'Clumping Clay', added: 0, unitPriceNow: null })]);
  });

  it('is refused (403) for another account, a forged token, and once the link has expired', async () => {
    const { user, cookie } = await customer();
    const clay = await createProduct(ctx.db, { weight: '10 kg', stock: 10 });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: clay.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
    });
    const token = await refillLink(user.id, user.email);
    const stranger = await customer();
    const notYours = await restore(stranger.cookie, token);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({ reason: 'reminder.restoreNotYours' });
    expect((await restore(cookie, `${token.slice(0, -2)}xx`)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/cart/restore/${token}` })).statusCode).toBe(401);

    clock.advance(31 * DAY);
    const expired = await restore(await loginAs(ctx, user), token);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ reason: 'reminder.restoreExpired', message: 'This link has expired. Your cart and past orders are in your account.' });
    clock.set(DAYTIME);
  });
});
