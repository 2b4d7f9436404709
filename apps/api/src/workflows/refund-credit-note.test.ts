import { OrderResponse } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../test/context';
import { createProduct, createUser } from '../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, post, servicesOf, shopper, verifyPayment } from '../../test/payment-helpers';
import { invoices } from '../db/schema';
import type { Services } from '../services';

let ctx: TestContext;
let services: Services;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  services = await servicesOf(ctx);
  staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
});
afterAll(() => ctx.close());

/** A customer's order paid online (₹594, invoiced at placement) and delivered. */
async function deliveredOrder() {
  const { cookie } = await shopper(ctx);
  const p = await createProduct(ctx.db, { stock: 5, mrpPaise: 69900, sellingPricePaise: 59400 });
  const checkout = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }]);
  const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
  expect(res.statusCode, res.body).toBe(200);
  await deliverSandboxWebhooks(services);
  const order = OrderResponse.parse(res.json()).order;
  for (const step of ['confirmed', 'shipment_created', 'delivered'] as const) await services.lifecycle.advance(order._id, step);
  return order;
}

const documentsOf = (orderId: string, kind: 'invoice' | 'credit_note') => ctx.db.select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
const refund = (ref: string, amount: number) => post(ctx, `/api/v1/admin/orders/${ref}/refunds`, staff, { amount, reason: 'Bag arrived torn' });

describe('credit notes for staff refunds', () => {
  it('a delivered order refunded in full in two staff refunds gets a credit note for its whole invoice, once', async () => {
    const order = await deliveredOrder();
    const [invoice] = await documentsOf(order._id, 'invoice');
    expect(invoice).toMatchObject({ totalPaise: 59400 });

    expect((await refund(order.customOrderId, 300)).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    expect(await documentsOf(order._id, 'credit_note')).toHaveLength(0);

    expect((await refund(order.customOrderId, 294)).statusCode).toBe(200);
    await deliverSandboxWebhooks(services);
    await deliverSandboxWebhooks(services);
    const notes = await documentsOf(order._id, 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoiceId: invoice!.id, totalPaise: 59400, reason: 'Refunded in full' });
    const link = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order.customOrderId}/credit-note`, headers: { cookie: staff } });
    expect(link.statusCode).toBe(200);
  });
});
