import { CAME_BACK_STATUSES, COD_RULES_LIMITS, CodRulesResponse, DEFAULT_COD_RULES, PaymentOptionsResponse, PaymentTermsResponse, type CodRulesInput } from '@shop/contract/cod-rules';
import { ORDER_STATUSES, OrderResponse, ValidateCouponResponse } from '@shop/contract/orders';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { createTestClock, type TestContext } from '../../test/context';
import { createCoupon, createProduct, createUser, giveAddress } from '../../test/factories';
import { deliverSandboxWebhooks, openCheckout, payAtSandbox, post, verifyPayment, openShop } from '../../test/payment-helpers';
import { pdfText } from '../../test/pdf-text';
import { auditLog, invoices, orders, refunds } from '../db/schema';
import type { Services } from '../services';

/** The seller is in Gujarat: Ahmedabad is intra-state (CGST + SGST), Bengaluru (the default address) inter-state. */
const AHMEDABAD = 380015;
const BENGALURU = 560034;

let ctx: TestContext, services: Services, staff: string;
  // This shop has no status yet for a parcel that came back: the test marks cancelled orders as came-back, through
  // the same list the rule reads.
beforeAll(async () => void ({ ctx, services, staff } = await openShop({ context: [{}, createTestClock(new Date('2026-12-01T05:30:00Z')), { cameBackStatuses: ['cancelled'] }], staff: true })));
afterAll(() => ctx.close());

const RULES_OFF: CodRulesInput = DEFAULT_COD_RULES;

async function setRules(rules: Partial<CodRulesInput>) {
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-rules', headers: { cookie: staff }, payload: { ...RULES_OFF, ...rules } });
  expect(res.statusCode, res.body).toBe(200);
  return CodRulesResponse.parse(res.json());
}
beforeEach(() => setRules({}).then(() => undefined));

async function customer(pincode = BENGALURU) {
  const user = await createUser(ctx.db);
  await giveAddress(ctx.db, user.id, pincode);
  return { user, cookie: await loginAs(ctx, user) };
}

/** ₹594 (5% GST) × quantity, and one ₹359 scoop (18%) when asked for. */
async function basket(quantity = 1, scoop = false) {
  const litter = await createProduct(ctx.db, { mrpPaise: 69900, sellingPricePaise: 59400, hsnCode: '250810', gstRateBp: 500, stock: 100 });
  const items = [{ productId: litter.id, quantity }];
  if (scoop) {
    const s = await createProduct(ctx.db, { productName: 'Steel Scoop', category: 'accessories', mrpPaise: 39900, sellingPricePaise: 35900, hsnCode: '732393', gstRateBp: 1800, stock: 100 });
    items.push({ productId: s.id, quantity: 1 });
  }
  return items;
}

const placeCod = (cookie: string, items: Array<{ productId: string; quantity: number }>, extra: object = {}) =>
  post(ctx, '/api/v1/order/create-order', cookie, { items, payment: { method: 'COD', status: 'pending' }, ...extra });

function refused(res: { statusCode: number; body: string; json(): unknown }, reason: string, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json()).toMatchObject({ success: false, code: 'UNPROCESSABLE', reason, message });
}

const invoiceOf = async (orderId: string) => (await ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId))).find((i) => i.kind === 'invoice');
const options = async (cookie: string, body: object = {}) => {
  const res = await post(ctx, '/api/v1/order/payment-options', cookie, body);
  expect(res.statusCode, res.body).toBe(200);
  return PaymentOptionsResponse.parse(res.json());
};

describe('the COD rules in the console', () => {
  it('are off until staff set them; customers may neither read nor change them; bad values are 400s naming the field; changes are audited', async () => {
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/cod-rules', headers: { cookie: staff } });
    expect(CodRulesResponse.parse(read.json()).rules).toEqual(DEFAULT_COD_RULES);

    const { cookie } = await customer();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/cod-rules', headers: { cookie } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-rules', headers: { cookie }, payload: { ...RULES_OFF, codFee: 49 } })).statusCode).toBe(403);

    const bad = async (rules: Partial<CodRulesInput> | Record<string, unknown>, field: string) => {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-rules', headers: { cookie: staff }, payload: { ...RULES_OFF, ...rules } });
      expect(res.statusCode, JSON.stringify(rules)).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad({ minOrderAmount: 5000, maxOrderAmount: 499 }, 'maxOrderAmount');
    await bad({ blockedPincodes: ['56003'] }, 'blockedPincodes');
    await bad({ blockedPincodes: ['012345'] }, 'blockedPincodes');
    await bad({ blockedPincodes: Array.from({ length: COD_RULES_LIMITS.maxBlockedPincodes + 1 }, (_, i) => String(110001 + i)) }, 'blockedPincodes');
    await bad({ codFee: 49.5 }, 'codFee');
    await bad({ codFee: COD_RULES_LIMITS.maxCodFeeRupees + 1 }, 'codFee');
    await bad({ onlineDiscount: { type: 'percent', percent: 80, maxAmount: null } }, 'onlineDiscount');
    await bad({ returnedParcels: { count: 0, days: 30 } }, 'returnedParcels');
    // A well-formed pincode India Post does not know.
    const unknown = await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-rules', headers: { cookie: staff }, payload: { ...RULES_OFF, blockedPincodes: ['999999'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ reason: 'codRules.unknownPincode', message: '999999 is not an Indian pincode' });

    const saved = await setRules({ minOrderAmount: 499, maxOrderAmount: 4999, blockedPincodes: ['560034', 110001 as unknown as string, '560034'], codFee: 49 });
    // Numbers become text, repeats go, the list is kept in order.
    expect(saved.rules).toMatchObject({ minOrderAmount: 499, maxOrderAmount: 4999, blockedPincodes: ['110001', '560034'], codFee: 49 });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.cod_rules'));
    expect(entries.find((e) => (e.after as { codFee: number | null }).codFee === 49)).toMatchObject({ entityType: 'setting', entityId: 'cod_rules', before: { codFee: null } });
  });
});

describe('races and retries', () => {
  it('two staff saving at once: both are audited, one wins whole; a retried COD order keeps its fee, once', async () => {
    const before = await ctx.db.$count(auditLog, eq(auditLog.action, 'settings.cod_rules'));
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-rules', headers: { cookie: staff }, payload: { ...RULES_OFF, codFee: 29 } }),
      ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/settings/cod-rules', headers: { cookie: staff }, payload: { ...RULES_OFF, codFee: 39, minOrderAmount: 100 } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await ctx.db.$count(auditLog, eq(auditLog.action, 'settings.cod_rules'))).toBe(before + 2);
    const now = CodRulesResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings/cod-rules', headers: { cookie: staff } })).json()).rules;
    expect([{ fee: 29, min: null }, { fee: 39, min: 100 }]).toContainEqual({ fee: now.codFee, min: now.minOrderAmount });

    await setRules({ codFee: 49 });
    const { user, cookie } = await customer();
    const items = await basket();
    const key = randomUUID();
    const place = () => post(ctx, '/api/v1/order/create-order', cookie, { items, payment: { method: 'COD' } }, { 'idempotency-key': key });
    const [first, second] = await Promise.all([place(), place()]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 201]);
    expect(first!.json().order._id).toBe(second!.json().order._id);
    expect(first!.json().order).toMatchObject({ codFee: 49, total: 643 });
    expect(await ctx.db.$count(orders, and(eq(orders.userId, user.id), eq(orders.codFeePaise, 4900)))).toBe(1);
  });
});

describe('with every rule off', () => {
  it('orders, coupons and payments answer as the spec says: no fee, no discount, no new fields', async () => {
    const { cookie } = await customer();
    const items = await basket(2, true);
    const cod = await placeCod(cookie, items);
    expect(cod.statusCode, cod.body).toBe(201);
    const order = cod.json().order;
    expect(order).not.toHaveProperty('codFee');
    expect(order).not.toHaveProperty('onlineDiscount');
    expect(order.total).toBe(1547);

    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000 });
    await post(ctx, '/api/v1/cart/add-to-cart', cookie, { productId: items[0]!.productId, quantity: 1 });
    const checked = await post(ctx, '/api/v1/order/validate-coupon', cookie, { couponCode: coupon.code, amount: 594 });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).not.toHaveProperty('paymentOptions');

    const online = await openCheckout(ctx, cookie, items);
    expect(online.amount).toBe(154700);
    expect(await options(cookie)).toMatchObject({ cod: { available: true, reason: null, fee: 0, total: 594 }, online: { discount: 0, total: 594, saving: 0 } });
    const terms = PaymentTermsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/payment-terms?amount=899' })).json());
    expect(terms).toEqual({ success: true, codFee: 0, onlineDiscount: 0, saving: 0 });
  });
});

describe('each rule refuses Cash on Delivery with its reason, and leaves paying online open', () => {
  it('order value: below the minimum and above the maximum, measured after the coupon', async () => {
    await setRules({ minOrderAmount: 499, maxOrderAmount: 4999 });
    const { cookie } = await customer();
    const words = 'Cash on Delivery is available for orders from ₹499 to ₹4,999.';
    const scoopOnly = await createProduct(ctx.db, { mrpPaise: 39900, sellingPricePaise: 35900, stock: 50 });
    refused(await placeCod(cookie, [{ productId: scoopOnly.id, quantity: 1 }]), 'codRules.orderValue', words);
    refused(await placeCod(cookie, await basket(9)), 'codRules.orderValue', words); // ₹5,346
    // ₹594 less a ₹100 coupon is ₹494: below the minimum.
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000 });
    refused(await placeCod(cookie, await basket(1), { coupon: { code: coupon.code } }), 'codRules.orderValue', words);
    expect((await placeCod(cookie, await basket(1))).statusCode).toBe(201);
    // Online is still open for the small order.
    expect((await openCheckout(ctx, cookie, [{ productId: scoopOnly.id, quantity: 1 }])).amount).toBe(35900);

    await setRules({ minOrderAmount: 499 });
    refused(await placeCod(cookie, [{ productId: scoopOnly.id, quantity: 1 }]), 'codRules.orderValue', 'Cash on Delivery is available for orders of ₹499 or more.');
    await setRules({ maxOrderAmount: 4999 });
    refused(await placeCod(cookie, await basket(9)), 'codRules.orderValue', 'Cash on Delivery is available for orders up to ₹4,999.');
  });

  it('pincode: the delivery address decides, the primary one or the one sent with the order', async () => {
    await setRules({ blockedPincodes: [String(BENGALURU)] });
    const blocked = await customer(BENGALURU);
    const words = `Cash on Delivery is not available for pincode ${BENGALURU}. Please pay online.`;
    refused(await placeCod(blocked.cookie, await basket()), 'codRules.pincode', words);
    expect((await placeCod(blocked.cookie, await basket(), { address: { address_line1: '5, Law Garden', pincode: AHMEDABAD } })).statusCode).toBe(201);
    const elsewhere = await customer(AHMEDABAD);
    refused(await placeCod(elsewhere.cookie, await basket(), { address: { address_line1: '12, 4th Cross', pincode: BENGALURU } }), 'codRules.pincode', words);
    expect((await placeCod(elsewhere.cookie, await basket())).statusCode).toBe(201);
    // The payment choices say so before the customer chooses.
    await post(ctx, '/api/v1/cart/add-to-cart', blocked.cookie, { productId: (await basket())[0]!.productId, quantity: 1 });
    expect((await options(blocked.cookie)).cod).toMatchObject({ available: false, reason: 'codRules.pincode', message: words });
    // With a fee and a discount, paying online saves only its discount when Cash on Delivery is not offered.
    await setRules({ blockedPincodes: [String(BENGALURU)], codFee: 49, onlineDiscount: { type: 'flat', amount: 20 } });
    expect(await options(blocked.cookie)).toMatchObject({ cod: { available: false }, online: { discount: 20, saving: 20 } });
    expect(await options(blocked.cookie, { pincode: String(AHMEDABAD) })).toMatchObject({ cod: { available: true }, online: { discount: 20, saving: 69 } });
    expect((await options(blocked.cookie, { pincode: String(AHMEDABAD) })).cod).toMatchObject({ available: true, reason: null, message: null });
  });

  it('returned parcels: N that came back within D days make the customer prepaid only, until the window passes', async () => {
    const { user, cookie } = await customer();
    const cameBack = async () => {
      const res = await placeCod(cookie, await basket());
      expect(res.statusCode, res.body).toBe(201);
      const id = OrderResponse.parse(res.json()).order._id;
      await services.lifecycle.advance(id, CAME_BACK_TEST_STATUS);
    };
    await cameBack();
    await setRules({ returnedParcels: { count: 2, days: 30 } });
    // One is not two.
    const one = await placeCod(cookie, await basket());
    expect(one.statusCode).toBe(201);
    await services.lifecycle.advance(OrderResponse.parse(one.json()).order._id, CAME_BACK_TEST_STATUS);
    const words = 'Cash on Delivery is not available on your account: 2 orders came back undelivered in the last 30 days. Please pay online.';
    refused(await placeCod(cookie, await basket()), 'codRules.returnedParcels', words);
    // Nobody else is touched; this customer may still pay online.
    const other = await customer();
    expect((await placeCod(other.cookie, await basket())).statusCode).toBe(201);
    expect((await openCheckout(ctx, cookie, await basket())).amount).toBe(59400);
    // Thirty-one days on, the parcels are out of the window.
    ctx.clock.advance(31 * 86_400_000);
    try {
      expect((await placeCod(await loginAs(ctx, user), await basket())).statusCode).toBe(201);
    } finally {
      ctx.clock.advance(-31 * 86_400_000);
    }
    expect(await ctx.db.$count(orders, eq(orders.userId, user.id))).toBe(3);
  });

  it('the came-back list names only statuses the shop has, and the parcels that came back when the shop has them', () => {
    expect(CAME_BACK_STATUSES.every((s) => (ORDER_STATUSES as readonly string[]).includes(s))).toBe(true);
    for (const s of ['rto_initiated', 'rto_delivered']) expect(CAME_BACK_STATUSES.includes(s as never)).toBe((ORDER_STATUSES as readonly string[]).includes(s));
    expect(CAME_BACK_STATUSES).not.toContain('cancelled');
    expect(CAME_BACK_STATUSES).not.toContain('delivered');
  });
});

/** The status the test app counts as came-back (see beforeAll). */
const CAME_BACK_TEST_STATUS = 'cancelled' as const;

describe('the COD fee and the discount for paying online, to the paisa', () => {
  const FEE_AND_DISCOUNT: Partial<CodRulesInput> = { codFee: 49, onlineDiscount: { type: 'percent', percent: 5, maxAmount: 100 } };

  it('a COD order carries the fee; its invoice shows it as its own line at 18% with the goods untouched', async () => {
    await setRules(FEE_AND_DISCOUNT);
    const { user, cookie } = await customer(AHMEDABAD);
    const res = await placeCod(cookie, await basket(2, true));
    expect(res.statusCode, res.body).toBe(201);
    const order = OrderResponse.parse(res.json()).order;
    // ₹594 × 2 + ₹359 = ₹1,547, plus the ₹49 fee.
    expect(order).toMatchObject({ subtotal: 1547, codFee: 49, total: 1596 });
    expect(order).not.toHaveProperty('onlineDiscount');
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ codFeePaise: 4900, onlineDiscountPaise: 0, totalPaise: 159600 });
    // The order mail names the fee and the cash to keep ready.
    const mails = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(user.email)}` });
    const placedMail = (mails.json() as { messages: Array<{ subject: string; text: string }> }).messages.find((m) => / placed$/.test(m.subject));
    expect(placedMail?.text).toContain('Cash on Delivery fee');
    expect(placedMail?.text).toContain('Please keep ₹1,596 ready');

    await services.lifecycle.advance(order._id, 'shipment_created');
    const invoice = (await invoiceOf(order._id))!;
    expect(invoice).toMatchObject({ supplyType: 'intra', totalPaise: 159600 });
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(159600);
    const lines = invoice.lines as Array<Record<string, unknown>>;
    expect(lines).toHaveLength(3);
    // ₹49 at 18%: taxable ₹41.53, CGST ₹3.74, SGST ₹3.73.
    expect(lines[2]).toMatchObject({ description: 'Cash on Delivery fee (service charge)', hsnCode: '998599', rateBp: 1800, grossPaise: 4900, discountPaise: 0, taxablePaise: 4153, cgstPaise: 374, sgstPaise: 373, totalPaise: 4900, isCharge: true });
    expect(lines.slice(0, 2).reduce((n, l) => n + (l.totalPaise as number), 0)).toBe(154700);

    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order.customOrderId}/invoice`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Cash on Delivery fee (service charge)');
    expect(text).toContain('998599');
  });

  it('an order paid online gets the discount, rounded down to the rupee and capped, before tax; a refund gives back what was paid', async () => {
    await setRules(FEE_AND_DISCOUNT);
    const { cookie } = await customer(AHMEDABAD);
    const items = await basket(2, true);
    const checkout = await openCheckout(ctx, cookie, items);
    // 5% of ₹1,547 is ₹77.35: ₹77 off.
    expect(checkout.amount).toBe(147000);
    const verified = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
    expect(verified.statusCode, verified.body).toBe(200);
    const order = OrderResponse.parse(verified.json()).order;
    expect(order).toMatchObject({ subtotal: 1547, onlineDiscount: 77, total: 1470, paymentMethod: 'ONLINE' });
    expect(order).not.toHaveProperty('codFee');

    const invoice = (await invoiceOf(order._id))!;
    expect(invoice.totalPaise).toBe(147000);
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(147000);
    const lines = invoice.lines as Array<{ discountPaise: number; onlineDiscountPaise?: number; totalPaise: number }>;
    expect(lines).toHaveLength(2);
    expect(lines.reduce((n, l) => n + l.discountPaise, 0)).toBe(7700);
    expect(lines.reduce((n, l) => n + (l.onlineDiscountPaise ?? 0), 0)).toBe(7700);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/v1/order/${order.customOrderId}/invoice`, headers: { cookie } });
    expect(await pdfText(pdf.rawPayload)).toContain('A discount of ₹77.00 for paying online is taken off the taxable values above, before tax.');

    // Cancelled: what goes back is what was paid, to the paisa, and the credit note matches the invoice.
    const cancel = await post(ctx, `/api/v1/order/${order._id}/cancel`, cookie, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(refund!.amountPaise).toBe(147000);
    await deliverSandboxWebhooks(services);
    const credit = (await ctx.db.select().from(invoices).where(eq(invoices.orderId, order._id))).find((i) => i.kind === 'credit_note');
    expect(credit?.totalPaise).toBe(147000);
  });

  it('the discount comes after the coupon and stops at its cap; a flat discount is flat', async () => {
    await setRules(FEE_AND_DISCOUNT);
    const { cookie } = await customer();
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000 });
    // ₹1,547 less ₹100 is ₹1,447; 5% is ₹72.35: ₹72 off.
    expect((await openCheckout(ctx, cookie, await basket(2, true), { coupon: { code: coupon.code } })).amount).toBe(137500);
    // ₹594 × 10 = ₹5,940; 5% is ₹297, capped at ₹100.
    expect((await openCheckout(ctx, cookie, await basket(10))).amount).toBe(584000);
    await setRules({ onlineDiscount: { type: 'flat', amount: 50 } });
    expect((await openCheckout(ctx, cookie, await basket(1))).amount).toBe(54400);
  });

  it('the payment choices, the coupon check and the product page show both before the customer chooses', async () => {
    await setRules(FEE_AND_DISCOUNT);
    const { cookie } = await customer();
    const [line] = await basket();
    await post(ctx, '/api/v1/cart/add-to-cart', cookie, { productId: line!.productId, quantity: 1 });
    // ₹594: COD ₹643; online 5% = ₹29.70 → ₹29 off, ₹565; saving ₹78.
    expect(await options(cookie)).toEqual({ success: true, cod: { available: true, reason: null, message: null, fee: 49, total: 643 }, online: { discount: 29, total: 565, saving: 78 } });
    const coupon = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000 });
    const checked = ValidateCouponResponse.parse((await post(ctx, '/api/v1/order/validate-coupon', cookie, { couponCode: coupon.code })).json());
    // ₹494: COD ₹543; online ₹24 off (4.94 → 24.70), ₹470.
    expect(checked.paymentOptions).toEqual({ cod: { available: true, reason: null, message: null, fee: 49, total: 543 }, online: { discount: 24, total: 470, saving: 73 } });
    // A coupon not valid for COD is left out of the COD total, as the order leaves it out.
    const onlineOnly = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10000, notValidForCod: true });
    expect(await options(cookie, { couponCode: onlineOnly.code })).toMatchObject({ cod: { total: 643 }, online: { total: 470 } });
    // A coupon that does not exist changes nothing.
    expect(await options(cookie, { couponCode: 'NOSUCHCODE' })).toMatchObject({ cod: { total: 643 }, online: { total: 565 } });

    const terms = PaymentTermsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/payment-terms?amount=899' })).json());
    expect(terms).toEqual({ success: true, codFee: 49, onlineDiscount: 44, saving: 93 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/payment-terms?amount=-1' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/order/payment-terms?amount=abc' })).statusCode).toBe(400);
    expect((await post(ctx, '/api/v1/order/payment-options', cookie, { pincode: '12345' })).statusCode).toBe(400);
    expect((await post(ctx, '/api/v1/order/payment-options', undefined, {})).statusCode).toBe(401);
  });

  it('cannot be dodged: prices, amounts and totals a client sends are ignored', async () => {
    await setRules(FEE_AND_DISCOUNT);
    const { cookie } = await customer();
    const items = (await basket(1)).map((i) => ({ ...i, price: 1 }));
    const cod = await placeCod(cookie, items, { total: 594, codFee: 0, amount: 594 });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(OrderResponse.parse(cod.json()).order).toMatchObject({ codFee: 49, total: 643 });
    // Online: the discount is the server's, whatever the client says the amount is; a verify claiming another amount is refused.
    const checkout = await openCheckout(ctx, cookie, items, { amount: 1, onlineDiscount: 594 });
    expect(checkout.amount).toBe(56500);
    const paid = await payAtSandbox(ctx, checkout.id);
    const lying = await post(ctx, '/api/v1/order/verify-razorpay-payment', cookie, {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
      amount: 1,
    });
    expect(lying.statusCode).toBe(400);
    const verified = await verifyPayment(ctx, cookie, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(OrderResponse.parse(verified.json()).order).toMatchObject({ onlineDiscount: 29, total: 565 });
    // The COD confirmation flow prices through the same rules: a refused COD never gets as far as a code.
    await setRules({ ...FEE_AND_DISCOUNT, blockedPincodes: [String(BENGALURU)] });
    refused(await placeCod(cookie, items), 'codRules.pincode', `Cash on Delivery is not available for pincode ${BENGALURU}. Please pay online.`);
  });

  it('a payment already opened keeps the discount the customer saw, whatever staff change before it is paid', async () => {
    await setRules(FEE_AND_DISCOUNT);
    const { cookie } = await customer();
    const checkout = await openCheckout(ctx, cookie, await basket(1));
    expect(checkout.amount).toBe(56500);
    await setRules({ onlineDiscount: { type: 'flat', amount: 200 } });
    const verified = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
    expect(verified.statusCode, verified.body).toBe(200);
    const order = OrderResponse.parse(verified.json()).order;
    expect(order).toMatchObject({ onlineDiscount: 29, total: 565 });
    expect((await invoiceOf(order._id))!.totalPaise).toBe(56500);
  });
});
