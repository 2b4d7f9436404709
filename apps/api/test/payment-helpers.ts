import { randomUUID } from 'node:crypto';
import { CreateRazorpayOrderResponse, OrderResponse } from '@shop/contract/orders';
import { expect } from 'vitest';
import { sharedIndiaPostDirectory } from '../src/adapters/pincode/pincode-directory';
import type { CheckoutResponse } from '../src/adapters/payment/sandbox-provider';
import { createServices, type Services } from '../src/services';
import { loginAs } from './auth-helpers';
import { createTestContext, madeBeforeAll, type TestContext } from './context';
import { createProduct, createUser, giveAddress } from './factories';

/** What background work logged: tests assert that nothing went wrong unseen. */
export interface LogBook {
  warnings: unknown[];
}

/**
 * The services behind a test app, for running its background jobs by hand (the app under test runs none):
 * same database, secret and clock, so the sandbox gateway signs the same way.
 */
export async function servicesOf(ctx: TestContext, book: LogBook = { warnings: [] }): Promise<Services> {
  return createServices({
    config: ctx.config,
    db: ctx.db,
    sessionSecret: ctx.sessionSecret,
    now: ctx.clock.now,
    pincodeDirectory: sharedIndiaPostDirectory(),
    log: { info: () => {}, warn: (obj: unknown) => void book.warnings.push(obj), error: (obj: unknown) => void book.warnings.push(obj) },
  });
}

/** The services behind the test file's app (useTestContext), made before its tests: `const services = useServices(ctx);`. */
export function useServices(ctx: TestContext): Services {
  return madeBeforeAll('The test services', () => servicesOf(ctx));
}

/**
 * A shop of its own for one test file: the app (createTestContext's arguments), its services with their warnings kept
 * in `book`, and with `staff` a signed-in member of staff's cookie (else '').
 */
export async function openShop(
  options: { context?: Parameters<typeof createTestContext>; book?: LogBook; staff?: boolean } = {},
): Promise<{ ctx: TestContext; services: Services; staff: string }> {
  const ctx = await createTestContext(...(options.context ?? []));
  const services = await servicesOf(ctx, options.book);
  const staff = options.staff ? await loginAs(ctx, await createUser(ctx.db, { role: 'admin' })) : '';
  return { ctx, services, staff };
}

/** A signed-in customer with a completed profile and a serviceable primary address. */
export async function shopper(ctx: TestContext) {
  const user = await createUser(ctx.db);
  await giveAddress(ctx.db, user.id);
  return { user, cookie: await loginAs(ctx, user) };
}

export function post(ctx: TestContext, url: string, cookie: string | undefined, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload });
}

/** Opens an online checkout for the items and returns the provider order Checkout is opened with. */
export async function openCheckout(ctx: TestContext, cookie: string, items: Array<{ productId: string; quantity: number }>, extra: object = {}, headers: Record<string, string> = {}) {
  const res = await post(ctx, '/api/v1/order/create-razorpay-order', cookie, { items, ...extra }, headers);
  expect(res.statusCode, res.body).toBe(200);
  return CreateRazorpayOrderResponse.parse(res.json());
}

/** The sandbox Checkout's Pay button: a captured payment and Checkout's genuinely signed response. */
export async function payAtSandbox(ctx: TestContext, providerOrderId: string): Promise<CheckoutResponse> {
  const res = await ctx.app.inject({ method: 'POST', url: `/dev/payments/${providerOrderId}/pay` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CheckoutResponse;
}

/** A shopper who opened a checkout for `quantity` of a new product with `stock` in the warehouse and paid at the sandbox; no order is placed yet. */
export async function paidCheckout(ctx: TestContext, stock: number, quantity: number) {
  const { user, cookie } = await shopper(ctx);
  const product = await createProduct(ctx.db, { stock });
  const checkout = await openCheckout(ctx, cookie, [{ productId: product.id, quantity }]);
  const paid = await payAtSandbox(ctx, checkout.id);
  return { user, cookie, product, checkout, paid };
}

export function verifyPayment(ctx: TestContext, cookie: string, r: CheckoutResponse) {
  return post(ctx, '/api/v1/order/verify-razorpay-payment', cookie, {
    razorpayOrderId: r.razorpay_order_id,
    razorpayPaymentId: r.razorpay_payment_id,
    razorpaySignature: r.razorpay_signature,
  });
}

/** Delivers every webhook the sandbox owes (payments captured, refunds processed), as Razorpay would. */
export async function deliverSandboxWebhooks(services: Services): Promise<void> {
  expect(await services.jobs.runNow('sandbox-webhooks')).toBe(true);
}

export type Shopper = Awaited<ReturnType<typeof shopper>>;
type ProductRow = Awaited<ReturnType<typeof createProduct>>;

/**
 * A customer's order paid online through the sandbox and captured (one unit of a new ₹594 product unless told),
 * invoiced at placement; moved on to delivered when asked. A customer or product may be given to place several.
 */
export async function paidOrder(
  ctx: TestContext,
  services: Services,
  options: { customer?: Shopper; product?: ProductRow; stock?: number; quantity?: number; delivered?: boolean } = {},
) {
  const customer = options.customer ?? (await shopper(ctx));
  const product = options.product ?? (await createProduct(ctx.db, { stock: options.stock ?? 5, mrpPaise: 69900, sellingPricePaise: 59400 }));
  const checkout = await openCheckout(ctx, customer.cookie, [{ productId: product.id, quantity: options.quantity ?? 1 }]);
  const res = await verifyPayment(ctx, customer.cookie, await payAtSandbox(ctx, checkout.id));
  expect(res.statusCode, res.body).toBe(200);
  await deliverSandboxWebhooks(services);
  const order = OrderResponse.parse(res.json()).order;
  if (options.delivered) for (const step of ['confirmed', 'shipment_created', 'delivered'] as const) await services.lifecycle.advance(order._id, step);
  return { user: customer.user, cookie: customer.cookie, product, order };
}

/** A Cash on Delivery order of one product (a new one unless given) by the signed-in customer, placed as the checkout places it. */
export async function placeCodOrder(ctx: Pick<TestContext, 'app' | 'db'>, cookie: string, productId?: string) {
  const id = productId ?? (await createProduct(ctx.db)).id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/order/create-order',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: { items: [{ productId: id, quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return OrderResponse.parse(res.json()).order;
}
