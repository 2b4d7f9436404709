import { DELIVERY_MESSAGES, DeliveryEstimateResponse } from '@shop/contract/delivery';
import { OrderResponse, ServiceabilityResponse } from '@shop/contract/orders';
import { OrderStatusResponse } from '@shop/contract/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestClock, createTestContext, type TestContext } from '../../../test/context';
import { createProduct, createUser, giveAddress } from '../../../test/factories';
import { orders } from '../../db/schema';

let ctx: TestContext;
// Wednesday 25 November 2026, 10:00 in India: before the 14:00 cut-off.
const clock = createTestClock(new Date('2026-11-25T10:00:00+05:30'));
beforeAll(async () => {
  // Pickup in Bengaluru; Thursday the 26th is a holiday of this test's shop.
  ctx = await createTestContext(
    { SELLER_PICKUP_PINCODE: '560058', DELIVERY_HOLIDAYS: '2026-11-26', DELIVERY_ZONE_DAYS: 'same_city=1,metro=2,rest_of_india=4' },
    clock,
  );
});
afterAll(() => ctx.close());

const estimate = (pincode: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/delivery/estimate?pincode=${pincode}` });

describe('delivery dates', () => {
  it('tells anyone the delivery day for a pincode by its zone, skipping holidays and Sundays', async () => {
    // Same city, one working day: Thursday is a holiday, so Friday.
    const local = DeliveryEstimateResponse.parse((await estimate('560034')).json());
    expect(local).toEqual({ success: true, pincode: 560034, isServiceable: true, estimatedDeliveryDate: '2026-11-27', message: 'Delivery by Friday, 27 November' });
    // Metro to metro, two working days: Friday, Saturday.
    expect(DeliveryEstimateResponse.parse((await estimate('400001')).json()).estimatedDeliveryDate).toBe('2026-11-28');
    // Rest of India, four: Friday, Saturday, (Sunday) Monday, Tuesday.
    expect(DeliveryEstimateResponse.parse((await estimate('781001')).json()).estimatedDeliveryDate).toBe('2026-12-01');
  });

  it('says so when the pincode cannot be delivered to, and refuses a malformed one with 400', async () => {
    expect((await estimate('744101')).json()).toMatchObject({ isServiceable: false, estimatedDeliveryDate: null, message: 'Not deliverable to this pincode' });
    // Six digits India Post does not know: a typo to fix, not a place the courier leaves out.
    for (const unknown of ['999999', '100000']) {
      const res = await estimate(unknown);
      expect(res.statusCode).toBe(200);
      expect(DeliveryEstimateResponse.parse(res.json())).toEqual({ success: true, pincode: Number(unknown), isServiceable: false, estimatedDeliveryDate: null, message: DELIVERY_MESSAGES.unknownPincode });
    }
    expect(DELIVERY_MESSAGES.unknownPincode).toBe('This is not a valid Indian pincode. Please check it.');
    const bad = await estimate('12ab56');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a valid 6-digit pincode');
  });

  it('adds the delivery day to the serviceability check, keeping its fields', async () => {
    const user = await createUser(ctx.db);
    await giveAddress(ctx.db, user.id, 560034);
    const cookie = await loginAs(ctx, user);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/check-pincode-serviceability', headers: { cookie } });
    const body = ServiceabilityResponse.parse(res.json());
    expect(body).toMatchObject({ success: true, isServiceable: true, message: 'Delivery available to this pincode', estimatedDeliveryDate: '2026-11-27', deliveryMessage: 'Delivery by Friday, 27 November' });
    expect(body.primaryAddress?.pincode).toBe(560034);
  });

  it('stores the estimate on the order at placement and shows it on the tracking page', async () => {
    const user = await createUser(ctx.db);
    await giveAddress(ctx.db, user.id, 560034);
    const product = await createProduct(ctx.db);
    // After the cut-off: dispatched Friday (Thursday is a holiday), delivered Saturday.
    clock.set(new Date('2026-11-25T15:00:00+05:30'));
    const cookie = await loginAs(ctx, user);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order/create-order',
      headers: { cookie },
      payload: { items: [{ productId: product.id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
    });
    expect(placed.statusCode).toBe(201);
    const { order } = OrderResponse.parse(placed.json());
    expect(order.estimatedDeliveryDate).toBe('2026-11-28');
    const [row] = await ctx.db.select({ day: orders.estimatedDeliveryDate }).from(orders).where(eq(orders.id, order._id));
    expect(row?.day).toBe('2026-11-28');

    // The estimate does not move with the clock once the order is placed.
    clock.set(new Date('2026-11-27T12:00:00+05:30'));
    const later = await loginAs(ctx, user);
    const tracking = OrderStatusResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order._id}/status`, headers: { cookie: later } })).json());
    expect(tracking.estimatedDeliveryDate).toBe('2026-11-28');
  });
});
