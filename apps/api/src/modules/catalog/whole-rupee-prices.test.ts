import { ADMIN_MESSAGES, AdminProductResponse } from '@shop/contract/admin';
import { ProductDetailResponse, ProductListResponse } from '@shop/contract/catalog';
import { OrderResponse, ValidateCouponResponse, type Order } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestClock, type TestContext } from '../../../test/context';
import { createCoupon, createProduct, createUser, giveAddress } from '../../../test/factories';
import { openCheckout, payAtSandbox, post, verifyPayment, openShop } from '../../../test/payment-helpers';
import { auditLog, invoices, products } from '../../db/schema';
import type { Services } from '../../services';

// Selling prices are whole rupees that staff set (DESIGN.md §4, docs/decisions/020-whole-rupee-prices.md): the card
// shows the price charged, every total is whole rupees, and the tax invoice still adds up to the paisa.

/** The seller is in Gujarat (the default configuration): Ahmedabad is within the state, Bengaluru is not. */
const AHMEDABAD = 380015;
const BENGALURU = 560034;

let ctx: TestContext, services: Services, staff: string;
beforeAll(async () => void ({ ctx, services, staff } = await openShop({ context: [{}, createTestClock(new Date('2026-12-01T05:30:00Z'))], staff: true })));
afterAll(() => ctx.close());

async function customer(pincode = BENGALURU) {
  const user = await createUser(ctx.db);
  await giveAddress(ctx.db, user.id, pincode);
  return { user, cookie: await loginAs(ctx, user) };
}

/** M.R.P. ₹649 sold at ₹549: 15.4% off, shown as 15%. */
const litter = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(ctx.db, { mrpPaise: 64900, sellingPricePaise: 54900, gstRateBp: 500, hsnCode: '250810', stock: 100, ...overrides });
/** M.R.P. ₹399 sold at ₹359, taxed at 18%. */
const scoop = () =>
  createProduct(ctx.db, { productName: 'Stainless Steel Litter Scoop', category: 'accessories', mrpPaise: 39900, sellingPricePaise: 35900, gstRateBp: 1800, hsnCode: '732393', stock: 100 });

type Items = Array<{ productId: string; quantity: number }>;

async function codOrder(cookie: string, items: Items, couponCode?: string): Promise<Order> {
  const res = await post(ctx, '/api/v1/order/create-order', cookie, { items, payment: { method: 'COD' }, ...(couponCode ? { coupon: { code: couponCode } } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return OrderResponse.parse(res.json()).order;
}

/** An online order: the amount the checkout opens with, and the order placed once it is paid. */
async function onlineOrder(cookie: string, items: Items, couponCode?: string): Promise<{ amountPaise: number; order: Order }> {
  const checkout = await openCheckout(ctx, cookie, items, couponCode ? { coupon: { code: couponCode } } : {});
  const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
  expect(res.statusCode, res.body).toBe(200);
  return { amountPaise: checkout.amount, order: OrderResponse.parse(res.json()).order };
}

const isWholeRupees = (rupees: number) => Number.isInteger(rupees);

describe('the price on the card is the price charged', () => {
  it('shows M.R.P. ₹649 sold at ₹549 as finalPrice 549 and 15% off, in the list and on the product page', async () => {
    const p = await litter();
    const listed = ProductListResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products' })).json()).products.find((x) => x._id === p.id);
    expect(listed).toMatchObject({ price: 649, finalPrice: 549, offer: 15 });
    const detail = ProductDetailResponse.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${p.id}` })).json());
    expect(detail.product).toMatchObject({ price: 649, finalPrice: 549, offer: 15 });
    expect(detail.variants.find((v) => v._id === p.id)?.finalPrice).toBe(549);
  });

  it('charges ₹549 a unit for Cash on Delivery, and the order total is the cart total; the mail asks for whole rupees in cash', async () => {
    const p = await litter();
    const { user, cookie } = await customer();
    const order = await codOrder(cookie, [{ productId: p.id, quantity: 3 }]);
    expect(order.items).toEqual([expect.objectContaining({ unitMrp: 649, unitPrice: 549, lineTotal: 1647, quantity: 3 })]);
    expect(order).toMatchObject({ mrpTotal: 1947, productDiscount: 300, subtotal: 1647, couponDiscount: 0, total: 1647 });
    const mailbox = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(user.email!)}` });
    const placed = (mailbox.json() as { messages: Array<{ subject: string; text: string }> }).messages.find((m) => /placed$/.test(m.subject));
    expect(placed?.text).toContain('Please keep ₹1,647 ready: you pay on delivery.');
  });

  it('charges ₹549 a unit online: the checkout opens for 54900 paise and the order says 549', async () => {
    const p = await litter();
    const { cookie } = await customer();
    const { amountPaise, order } = await onlineOrder(cookie, [{ productId: p.id, quantity: 1 }]);
    expect(amountPaise).toBe(54900);
    expect(order.items[0]).toMatchObject({ unitPrice: 549, lineTotal: 549 });
    expect(order.total).toBe(549);
  });
});

describe('coupons take whole rupees off', () => {
  it('a percentage coupon is rounded to the nearest rupee, for COD and online alike', async () => {
    const p = await litter();
    const { cookie } = await customer();
    // 7% of ₹1,647 is ₹115.29: ₹115 off, ₹1,532 to pay.
    const seven = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 7 });
    await post(ctx, '/api/v1/cart/add-to-cart', cookie, { productId: p.id, quantity: 3 });
    const checked = ValidateCouponResponse.parse((await post(ctx, '/api/v1/order/validate-coupon', cookie, { couponCode: seven.code })).json());
    expect(checked.discountAmount).toBe(115);
    const cod = await codOrder(cookie, [{ productId: p.id, quantity: 3 }], seven.code);
    expect(cod).toMatchObject({ subtotal: 1647, couponDiscount: 115, total: 1532 });

    const again = await customer();
    const other = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 7 });
    const { amountPaise, order } = await onlineOrder(again.cookie, [{ productId: p.id, quantity: 3 }], other.code);
    expect(amountPaise).toBe(153200);
    expect(order).toMatchObject({ couponDiscount: 115, total: 1532 });
  });

  it('a flat coupon and a capped percentage leave whole rupees, and a cap stored with paise counts as its rupees', async () => {
    const p = await litter();
    const s = await scoop();
    const items = [
      { productId: p.id, quantity: 2 },
      { productId: s.id, quantity: 1 },
    ];
    const flat = await createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 15000 });
    const capped = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 33, maxDiscountPaise: 25000 });
    const a = await customer();
    expect(await codOrder(a.cookie, items, flat.code)).toMatchObject({ subtotal: 1457, couponDiscount: 150, total: 1307 });
    const b = await customer();
    const { order } = await onlineOrder(b.cookie, items, capped.code);
    expect(order).toMatchObject({ subtotal: 1457, couponDiscount: 250, total: 1207 });
    for (const o of [order]) expect(isWholeRupees(o.total) && isWholeRupees(o.couponDiscount)).toBe(true);
  });

  it('the database refuses a coupon amount with paise', async () => {
    await expect(createCoupon(ctx.db, { type: 'flat', discountAmountPaise: 10050 })).rejects.toThrow();
    await expect(createCoupon(ctx.db, { type: 'percentage', discountPercent: 10, maxDiscountPaise: 25050 })).rejects.toThrow();
  });
});

describe('the tax invoice of a whole-rupee order', () => {
  const invoiceOf = async (orderId: string) => (await ctx.db.select().from(invoices).where(eq(invoices.orderId, orderId))).find((i) => i.kind === 'invoice')!;

  it.each([
    ['CGST + SGST within Gujarat', AHMEDABAD, 'intra'],
    ['IGST to another state', BENGALURU, 'inter'],
  ] as const)('adds up to the paisa of the amount paid, coupon and two GST rates included: %s', async (_, pincode, supply) => {
    const p = await litter();
    const s = await scoop();
    const coupon = await createCoupon(ctx.db, { type: 'percentage', discountPercent: 7 });
    const { cookie } = await customer(pincode);
    const { amountPaise, order } = await onlineOrder(
      cookie,
      [
        { productId: p.id, quantity: 2 },
        { productId: s.id, quantity: 1 },
      ],
      coupon.code,
    );
    // ₹1,457 less 7% (₹101.99, so ₹102): ₹1,355.
    expect(order).toMatchObject({ subtotal: 1457, couponDiscount: 102, total: 1355 });
    expect(amountPaise).toBe(135500);
    const invoice = await invoiceOf(order._id);
    expect(invoice).toMatchObject({ supplyType: supply, totalPaise: 135500 });
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(135500);
    const lines = invoice.lines as Array<{ grossPaise: number; discountPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number }>;
    if (supply === 'intra') {
      expect(invoice.igstPaise).toBe(0);
      // Each line's odd paisa of tax goes to CGST.
      for (const l of lines) expect(l.cgstPaise - l.sgstPaise).toBeOneOf([0, 1]);
    } else {
      expect(invoice.cgstPaise + invoice.sgstPaise).toBe(0);
    }
    expect(lines.map((l) => l.grossPaise).sort((a, b) => a - b)).toEqual([35900, 109800]);
    expect(lines.reduce((n, l) => n + l.discountPaise, 0)).toBe(10200);
    for (const l of lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    expect(lines.reduce((n, l) => n + l.totalPaise, 0)).toBe(135500);
  });

  it('a COD order is invoiced on dispatch for the whole rupees collected', async () => {
    const p = await litter();
    const { cookie } = await customer(AHMEDABAD);
    const order = await codOrder(cookie, [{ productId: p.id, quantity: 2 }]);
    expect(order.total).toBe(1098);
    await services.lifecycle.advance(order._id, 'shipment_created');
    const invoice = await invoiceOf(order._id);
    expect(invoice.totalPaise).toBe(109800);
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(109800);
  });
});

describe('orders and attempts priced before a change', () => {
  it('an order keeps the price it was placed at when staff change the selling price', async () => {
    const p = await litter();
    const { cookie } = await customer();
    const order = await codOrder(cookie, [{ productId: p.id, quantity: 1 }]);
    const changed = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${p.id}`, headers: { cookie: staff }, payload: { finalPrice: 499 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const mine = await post(ctx, '/api/v1/order/get-my-orders', cookie, {});
    expect(mine.statusCode).toBe(200);
    const again = (mine.json() as { orders: Order[] }).orders.find((o) => o._id === order._id);
    expect(again).toMatchObject({ total: 549, items: [expect.objectContaining({ unitPrice: 549 })] });
  });

  it('an online payment opened before staff set a new selling price is refunded as a price change', async () => {
    const p = await litter();
    const { cookie } = await customer();
    const checkout = await openCheckout(ctx, cookie, [{ productId: p.id, quantity: 1 }]);
    expect(checkout.amount).toBe(54900);
    const changed = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${p.id}`, headers: { cookie: staff }, payload: { finalPrice: 599 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await verifyPayment(ctx, cookie, await payAtSandbox(ctx, checkout.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().details.paymentRefund.reason).toBe('The price of your order changed while you were paying');
  });
});

describe('staff set the selling price in the console', () => {
  const patch = (id: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/products/${id}`, headers: { cookie: staff }, payload });

  it('sets a round selling price; the offer shown follows from it, and the change is audited', async () => {
    const p = await litter({ sellingPricePaise: 55100 });
    const res = await patch(p.id, { finalPrice: 549 });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductResponse.parse(res.json()).product).toMatchObject({ price: 649, finalPrice: 549, offer: 15 });
    const [row] = await ctx.db.select({ selling: products.sellingPricePaise }).from(products).where(eq(products.id, p.id));
    expect(row?.selling).toBe(54900);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, p.id));
    expect(entries).toEqual([expect.objectContaining({ action: 'product.update', before: { finalPrice: 551 }, after: { finalPrice: 549 } })]);
    // Sold at the M.R.P.: no offer.
    expect(AdminProductResponse.parse((await patch(p.id, { finalPrice: 649 })).json()).product).toMatchObject({ finalPrice: 649, offer: 0 });
  });

  it('refuses paise, ₹0 and a price above the M.R.P. with 400, and changes nothing', async () => {
    const p = await litter();
    for (const [payload, message] of [
      [{ finalPrice: 549.5 }, 'finalPrice: Selling price is a whole number of rupees, without paise'],
      [{ finalPrice: 0 }, 'finalPrice: Selling price must be more than ₹0'],
      [{ finalPrice: 650 }, ADMIN_MESSAGES.sellingPriceAboveMrp],
      [{ price: 700, finalPrice: 701 }, `finalPrice: ${ADMIN_MESSAGES.sellingPriceAboveMrp}`],
      // An M.R.P. lowered under the selling price it has.
      [{ price: 500 }, ADMIN_MESSAGES.sellingPriceAboveMrp],
    ] as const) {
      const res = await patch(p.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message });
    }
    const [row] = await ctx.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ mrpPaise: 64900, sellingPricePaise: 54900 });
  });

  it('creates a product with a selling price, and refuses one without any price to sell at', async () => {
    const body = {
      slug: `round-${Date.now()}`,
      productName: 'Round Price Litter 5 kg',
      name: 'Round Price Litter',
      lineKey: 'round-price',
      category: 'litter',
      fragrance: '',
      weight: '5 kg',
      price: 649.5,
      availability: true,
      hidden: false,
      stock: 5,
      description: '',
      highlights: [],
      sortOrder: 0,
    };
    const created = await post(ctx, '/api/v1/admin/products', staff, { ...body, finalPrice: 549 });
    expect(created.statusCode, created.body).toBe(201);
    expect(AdminProductResponse.parse(created.json()).product).toMatchObject({ price: 649.5, finalPrice: 549, offer: 15 });
    const none = await post(ctx, '/api/v1/admin/products', staff, { ...body, slug: `${body.slug}-x` });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('finalPrice: Enter the selling price');
  });

  it('still takes an offer % from an older client: the price is the M.R.P. less the offer, rounded down to a rupee', async () => {
    const p = await litter();
    const res = await patch(p.id, { offer: 20 });
    expect(res.statusCode, res.body).toBe(200);
    // ₹649 less 20% is ₹519.20: ₹519, still shown as 20% off.
    expect(AdminProductResponse.parse(res.json()).product).toMatchObject({ price: 649, finalPrice: 519, offer: 20 });
    // With a selling price too, only the offer that price gives.
    expect((await patch(p.id, { finalPrice: 549, offer: 15 })).statusCode).toBe(200);
    const disagree = await patch(p.id, { finalPrice: 549, offer: 20 });
    expect(disagree.statusCode).toBe(400);
    expect(disagree.json().message).toBe(ADMIN_MESSAGES.sellingPriceOfferDisagree({ offer: 15 }));
  });

  it('the database itself refuses a selling price with paise, of ₹0 or above the M.R.P.', async () => {
    const p = await litter();
    for (const sellingPricePaise of [54950, 0, 65000]) {
      await expect(ctx.db.update(products).set({ sellingPricePaise }).where(eq(products.id, p.id))).rejects.toThrow();
    }
  });
});
