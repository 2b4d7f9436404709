import { ORDER_MESSAGES, OrderResponse, PAYMENT_LIMITS } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';
import { deliverSandboxWebhooks, openCheckout, shopper, verifyPayment, openShop } from '../../test/payment-helpers';
import { orders, paymentAttempts, sandboxCaptures } from '../db/schema';
import type { Services } from '../services';

let ctx: TestContext, services: Services;
beforeAll(async () => void ({ ctx, services } = await openShop()));
afterAll(() => ctx.close());

const captureOf = async (paymentId: string) => (await ctx.db.select().from(sandboxCaptures).where(eq(sandboxCaptures.id, paymentId)))[0]!;
const ordersOfPayment = (paymentId: string) => ctx.db.select().from(orders).where(eq(orders.providerPaymentId, paymentId));

/** A checkout paid on an account on manual capture: authorised, not captured, Checkout's answer genuinely signed. */
async function authorisedOnly() {
  const { cookie } = await shopper(ctx);
  const product = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400 });
  const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity: 1 }]);
  const signed = await services.sandbox!.pay(checkout.id, { authorizeOnly: true });
  expect(signed).not.toBeNull();
  expect(await captureOf(signed!.razorpay_payment_id)).toMatchObject({ captured: false });
  return { cookie, checkout, signed: signed! };
}

describe('verify checks the payment is captured', () => {
  it('captures an authorised payment before placing its order, once', async () => {
    const { cookie, signed } = await authorisedOnly();
    const res = await verifyPayment(ctx, cookie, signed);
    expect(res.statusCode, res.body).toBe(200);
    const order = OrderResponse.parse(res.json()).order;
    expect(await captureOf(signed.razorpay_payment_id)).toMatchObject({ captured: true });
    // The capture's webhook finds the order already placed: nothing more.
    await deliverSandboxWebhooks(services);
    expect(await ordersOfPayment(signed.razorpay_payment_id)).toEqual([expect.objectContaining({ id: order._id, paymentStatus: 'paid' })]);
  });

  it('never places an order on a payment it cannot capture: one authorised after the checkout expired is refused and left to lapse', async () => {
    const { cookie, checkout, signed } = await authorisedOnly();
    // The checkout's time ran out before the payment was authorised.
    await ctx.db.update(paymentAttempts).set({ expiresAt: new Date(ctx.clock.now().getTime() - 60_000) }).where(eq(paymentAttempts.providerOrderId, checkout.id));
    const res = await verifyPayment(ctx, cookie, signed);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(ORDER_MESSAGES.paymentNotConfirmed);
    expect(await ordersOfPayment(signed.razorpay_payment_id)).toEqual([]);
    expect(await captureOf(signed.razorpay_payment_id)).toMatchObject({ captured: false });
    await services.payOnline.reconcile({ minAgeMs: 0 });
    expect(await ordersOfPayment(signed.razorpay_payment_id)).toEqual([]);
    expect(await captureOf(signed.razorpay_payment_id)).toMatchObject({ captured: false });
  });

  it('an authorised payment made in time is captured and placed by the reconciliation job after the checkout closed', async () => {
    const { checkout, signed } = await authorisedOnly();
    ctx.clock.advance((PAYMENT_LIMITS.attemptTtlMinutes + 5) * 60_000);
    try {
      await services.payOnline.reconcile({ minAgeMs: 0 });
      expect(await captureOf(signed.razorpay_payment_id)).toMatchObject({ captured: true });
      expect(await ordersOfPayment(signed.razorpay_payment_id)).toEqual([expect.objectContaining({ paymentStatus: 'paid' })]);
      const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrderId, checkout.id));
      expect(attempt).toMatchObject({ status: 'fulfilled' });
    } finally {
      ctx.clock.advance(-(PAYMENT_LIMITS.attemptTtlMinutes + 5) * 60_000);
    }
  });

  it('the reconciliation job captures an authorised payment whose customer never came back, and places its order', async () => {
    const { checkout, signed } = await authorisedOnly();
    await services.payOnline.reconcile({ minAgeMs: 0 });
    expect(await captureOf(signed.razorpay_payment_id)).toMatchObject({ captured: true });
    expect(await ordersOfPayment(signed.razorpay_payment_id)).toHaveLength(1);
    const [attempt] = await ctx.db.select().from(paymentAttempts).where(eq(paymentAttempts.providerOrderId, checkout.id));
    expect(attempt).toMatchObject({ status: 'fulfilled' });
  });
});
