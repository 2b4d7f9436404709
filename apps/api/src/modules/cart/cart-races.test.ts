import { CART_LIMITS, CART_MESSAGES, CartResponse } from '@shop/contract/cart';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser } from '../../../test/factories';
import { cartItems, products } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

type Cookie = string;
const inject = (cookie: Cookie, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1/cart/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The four ways a customer changes a cart, each aimed at the line of one product. */
const MUTATIONS = {
  add: (cookie: Cookie, productId: string) => inject(cookie, 'POST', 'add-to-cart', { productId, quantity: 1 }),
  update: (cookie: Cookie, _productId: string, lineId: string) => inject(cookie, 'PUT', `update-cart-item/${lineId}`, { quantity: 2 }),
  remove: (cookie: Cookie, _productId: string, lineId: string) => inject(cookie, 'DELETE', `remove-cart-item/${lineId}`),
  clear: (cookie: Cookie) => inject(cookie, 'DELETE', 'clear-cart'),
};
type Mutation = keyof typeof MUTATIONS;
const NAMES = Object.keys(MUTATIONS) as Mutation[];
const PAIRS = NAMES.flatMap((a, i) => NAMES.slice(i).map((b) => [a, b] as const));
const ROUNDS = 4;

describe('concurrent cart changes by one customer', () => {
  it.each(PAIRS)('%s racing %s: every answer is 2xx or a 4xx with a message, and the cart stays whole', async (a, b) => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const product = await createProduct(ctx.db, { stock: 50 });
    for (let round = 0; round < ROUNDS; round += 1) {
      // Start each round from one line of the product, then fire both changes at once (twice each).
      await MUTATIONS.clear(cookie);
      const seeded = await MUTATIONS.add(cookie, product.id);
      expect(seeded.statusCode, seeded.body).toBe(200);
      const lineId = seeded.json().cartItem._id as string;
      const answers = await Promise.all([a, b, a, b].map((m) => MUTATIONS[m](cookie, product.id, lineId)));
      for (const res of answers) {
        expect(res.statusCode, `${res.statusCode} ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect([404, 422]).toContain(res.statusCode);
          expect(res.json().message).toEqual(expect.any(String));
        }
      }
      const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
      expect(rows.length).toBeLessThanOrEqual(1);
      for (const row of rows) {
        expect(row.quantity).toBeGreaterThan(0);
        expect(row.quantity).toBeLessThanOrEqual(CART_LIMITS.maxQuantityPerItem);
      }
      const listed = CartResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/cart/get-user-cart', headers: { cookie } })).json()).cartItems;
      expect(listed.map((i) => i.quantity)).toEqual(rows.map((r) => r.quantity));
    }
  });

  it('a line whose product is deleted while it is being updated is a 404, never a 500', async () => {
    const cookie = await loginAs(ctx, await createUser(ctx.db));
    for (let round = 0; round < ROUNDS; round += 1) {
      const product = await createProduct(ctx.db, { stock: 50 });
      const lineId = (await MUTATIONS.add(cookie, product.id)).json().cartItem._id as string;
      const [update] = await Promise.all([MUTATIONS.update(cookie, product.id, lineId), ctx.db.delete(products).where(eq(products.id, product.id))]);
      expect([200, 404]).toContain(update.statusCode);
      const readd = await MUTATIONS.add(cookie, product.id);
      expect(readd.statusCode).toBe(404);
      expect(readd.json().message).toBe('This product is no longer available');
    }
  });

  it('adding the same new product from many tabs at once makes one line with every unit', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const product = await createProduct(ctx.db, { stock: 50 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => MUTATIONS.add(cookie, product.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ quantity: 6 })]);
  });
});

describe('one tap, sent twice: add-to-cart with an Idempotency-Key', () => {
  const addWithKey = (cookie: Cookie, productId: string, key: string, quantity = 1) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/cart/add-to-cart', headers: { cookie, 'idempotency-key': key }, payload: { productId, quantity } });
  const quantityOf = async (userId: string) => (await ctx.db.select().from(cartItems).where(eq(cartItems.userId, userId))).map((r) => r.quantity);

  it('two identical requests in flight add one unit, and both answer with the line', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const user = await createUser(ctx.db);
      const cookie = await loginAs(ctx, user);
      const product = await createProduct(ctx.db, { stock: 50 });
      const key = `tap-${round}-${product.id}`;
      const answers = await Promise.all([addWithKey(cookie, product.id, key), addWithKey(cookie, product.id, key), addWithKey(cookie, product.id, key)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((r) => r.json().cartItem.quantity)).toEqual([1, 1, 1]);
      expect(await quantityOf(user.id)).toEqual([1]);
      // Sent again later (a retry after a dropped answer): still one.
      expect((await addWithKey(cookie, product.id, key)).json().cartItem.quantity).toBe(1);
      // A new tap adds again.
      expect((await addWithKey(cookie, product.id, `${key}-2`)).json().cartItem.quantity).toBe(2);
      expect(await quantityOf(user.id)).toEqual([2]);
    }
  });

  it('a refused add leaves its key free, so the same tap can be tried again once it can succeed', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const product = await createProduct(ctx.db, { stock: 0 });
    const refused = await addWithKey(cookie, product.id, 'tap-refused-once');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CART_MESSAGES.outOfStock);
    await ctx.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    const retried = await addWithKey(cookie, product.id, 'tap-refused-once');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await quantityOf(user.id)).toEqual([1]);
  });

  it('a key used for one product is refused for another (422), and keys are per customer', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const [first, second] = [await createProduct(ctx.db, { stock: 5 }), await createProduct(ctx.db, { stock: 5 })];
    expect((await addWithKey(cookie, first.id, 'tap-shared-key')).statusCode).toBe(200);
    const other = await addWithKey(cookie, second.id, 'tap-shared-key');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'UNPROCESSABLE', message: CART_MESSAGES.addKeyReused, reason: 'cart.addKeyReused' });
    const someoneElse = await createUser(ctx.db);
    const theirs = await addWithKey(await loginAs(ctx, someoneElse), second.id, 'tap-shared-key');
    expect(theirs.statusCode).toBe(200);
    expect(await quantityOf(someoneElse.id)).toEqual([1]);
  });

  it('a key that is not 8 to 100 printable characters is a 400', async () => {
    const cookie = await loginAs(ctx, await createUser(ctx.db));
    const product = await createProduct(ctx.db, { stock: 5 });
    const res = await addWithKey(cookie, product.id, 'short');
    expect(res.statusCode).toBe(400);
  });
});

