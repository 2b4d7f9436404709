import { OrderResponse } from '@shop/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser } from '../../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, post, servicesOf, shopper, verifyPayment } from '../../../test/payment-helpers';
import type { Services } from '../../services';

let ctx: TestContext;
let services: Services;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  services = await servicesOf(ctx);
  staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
});
afterAll(() => ctx.close());

describe('the loyalty reward', () => {
  it('is taken back when its qualifying orders are returned or refunded in full before it is used', async () => {
    const reward = await createCoupon(ctx.db, { type: 'loyalty', code: `LOYAL${Date.now() % 100000}`, afterOrders: 6, notValidForCod: true });
    const { cookie } = await shopper(ctx);
    const product = await createProduct(ctx.db, { stock: 50, mrpPaise: 69900, sellingPricePaise: 59400 });
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 1 }]);
      const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
      expect(res.statusCode, res.body).toBe(200);
      const order = OrderResponse.parse(res.json()).order;
      for (const step of ['confirmed', 'shipment_created', 'delivered'] as const) await services.lifecycle.advance(order._id, step);
      ids.push(order._id);
    }
    await deliverSandboxWebhooks(services);
    const status = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/loyalty/status', headers: { cookie } })).json();
    expect(await status()).toMatchObject({ count: 6, rewardAvailable: true, couponCode: reward.code });

    // Three come back as returns; the other three are refunded in full by staff, without a return.
    for (const id of ids.slice(0, 3)) {
      const res = await post(ctx, `/api/v1/order/${id}/return`, cookie, { reason: 'Wrong item received' });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await status()).toMatchObject({ count: 3, rewardAvailable: false });
    for (const id of ids.slice(3)) expect((await post(ctx, `/api/v1/admin/orders/${id}/refunds`, staff, { amount: 594, reason: 'Bag arrived torn' })).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect(await status()).toMatchObject({ count: 0, rewardAvailable: false, couponCode: null });

    // Typed at checkout, it is refused too.
    const pay = await post(ctx, '/api/v1/order/create-razorpay-order', cookie, { items: [{ productId: product.id, quantity: 2 }], coupon: { code: reward.code } });
    expect(pay.statusCode).toBe(422);
    expect(pay.json().message).toBe('Complete 6 more orders to unlock this reward');
  });
});
