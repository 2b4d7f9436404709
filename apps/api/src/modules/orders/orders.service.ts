import { ORDER_MESSAGES, ORDER_STATUS_LABELS, type Order, type OrderAddress, type OrderStatus } from '@shop/contract/orders';
import { paiseToRupees } from '@shop/pricing/money';
import { couponDiscountPaise, priceLines, priceOrder, type OrderPrice } from '@shop/pricing/order';
import type { Coupon } from '@shop/contract/coupons';
import { sql } from 'drizzle-orm';
import type { PincodeDirectory } from '../../adapters/pincode/pincode-directory';
import type { ShippingProvider } from '../../adapters/shipping/shipping-provider';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CartService } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { CouponsService, CustomerStanding, PaymentMethod } from '../coupons/coupons.service';
import type { UsersService } from '../users/users.service';
import * as repo from './orders.repository';

export interface OrderItemRequest {
  productId: string;
  quantity: number;
}

export interface AddressRequest {
  address_line1: string;
  address_line2: string;
  pincode: number;
  country: string;
}

/** Everything an order is made of, priced by the server. Stored with an online payment attempt. */
export interface OrderSnapshot {
  address: OrderAddress;
  lines: Array<{
    productId: string;
    name: string;
    weight: string;
    fragrance: string;
    image: string | null;
    quantity: number;
    unitMrpPaise: number;
    unitPricePaise: number;
  }>;
  freeUnits: Array<{ productId: string; quantity: number; unitMrpPaise: number }>;
  coupon: { id: string; code: string; type: string } | null;
  price: Omit<OrderPrice, 'lines' | 'freeUnits'>;
}

export interface PaymentRecord {
  method: PaymentMethod;
  status: 'pending' | 'paid' | 'not_required';
  razorpayOrderId?: string;
  razorpayPaymentId?: string;
}

export interface OrdersService {
  /** Prices an order and checks everything about it (address, serviceability, stock on sale, coupon); writes nothing. */
  quote(userId: string, request: { items: OrderItemRequest[]; address?: AddressRequest; couponCode?: string | null; paymentMethod: PaymentMethod }): Promise<OrderSnapshot>;
  /**
   * Writes the order in one transaction: coupon re-checked under a lock (unless the order is already paid for),
   * stock taken (never below zero), order, items, first status event and coupon use recorded, cart cleared.
   */
  commit(userId: string, snapshot: OrderSnapshot, payment: PaymentRecord): Promise<Order>;
  /** Quote and commit a Cash on Delivery order. */
  placeCashOnDelivery(userId: string, request: { items: OrderItemRequest[]; address?: AddressRequest; couponCode?: string | null }): Promise<Order>;
  listMyOrders(userId: string): Promise<Order[]>;
  findOrderByPaymentId(razorpayPaymentId: string): Promise<Order | null>;
  /** Checks a coupon against the customer's own cart (the server measures it; nothing the client says counts). */
  validateCouponForCart(userId: string, code: string): Promise<{ coupon: Coupon; discountPaise: number }>;
  /** The customer's standing for coupon rules. */
  standing(userId: string, tx?: DbOrTx): Promise<CustomerStanding>;
  /** Whether the courier delivers to the user's primary address. */
  checkServiceability(userId: string): Promise<{ isServiceable: boolean; message: string; primaryAddress: Awaited<ReturnType<UsersService['getPrimaryAddress']>> }>;
}

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

function istDay(now: Date): string {
  // Order numbers follow the Indian calendar day (UTC+05:30).
  const ist = new Date(now.getTime() + 330 * 60 * 1000);
  return ist.toISOString().slice(0, 10);
}

export function toOrder(row: repo.OrderRow, items: repo.OrderItemRow[]): Order {
  return {
    _id: row.id,
    customOrderId: row.customOrderId,
    status: row.status as OrderStatus,
    statusLabel: ORDER_STATUS_LABELS[row.status as OrderStatus] ?? row.status,
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    paymentStatus: row.paymentStatus as Order['paymentStatus'],
    items: items.map((i) => ({
      productId: i.productId,
      name: i.productName,
      weight: i.weight,
      fragrance: i.fragrance,
      image: i.image,
      quantity: i.quantity,
      unitMrp: paiseToRupees(i.unitMrpPaise),
      unitPrice: paiseToRupees(i.unitPricePaise),
      lineTotal: paiseToRupees(i.lineTotalPaise),
      isFree: i.isFree,
    })),
    mrpTotal: paiseToRupees(row.mrpTotalPaise),
    productDiscount: paiseToRupees(row.productDiscountPaise),
    subtotal: paiseToRupees(row.subtotalPaise),
    couponCode: row.couponCode,
    couponDiscount: paiseToRupees(row.couponDiscountPaise),
    shipping: paiseToRupees(row.shippingPaise),
    total: paiseToRupees(row.totalPaise),
    address: row.address as OrderAddress,
    trackingNumber: row.trackingNumber,
    placedAt: row.placedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export function createOrdersService(deps: {
  db: Db;
  catalog: CatalogService;
  coupons: CouponsService;
  users: UsersService;
  cart: CartService;
  shipping: ShippingProvider;
  directory: PincodeDirectory;
  now: () => Date;
  /** Called after an order is written (the order mail). */
  onPlaced?: (userId: string, order: Order) => Promise<void>;
}): OrdersService {
  const { db, catalog, coupons, users, cart, shipping, directory, now } = deps;

  async function standing(userId: string, tx: DbOrTx = db): Promise<CustomerStanding> {
    const lastLoyalty = await coupons.lastLoyaltyRedemption(userId, tx);
    return {
      userId,
      priorOrders: await repo.countOrders(tx, userId),
      loyaltyOrders: await repo.countDeliveredSince(tx, userId, lastLoyalty),
    };
  }

  async function resolveAddress(userId: string, given?: AddressRequest): Promise<OrderAddress> {
    let source = given;
    if (!source) {
      const primary = await users.getPrimaryAddress(userId);
      if (!primary) throw unprocessable(ORDER_MESSAGES.addPrimaryAddress);
      source = primary;
    }
    if (!source.address_line1.trim()) throw unprocessable(ORDER_MESSAGES.completeAddress);
    const place = directory.lookup(source.pincode);
    if (!place) throw unprocessable(ORDER_MESSAGES.completeAddress);
    if (!(await shipping.isServiceable(source.pincode))) throw unprocessable(ORDER_MESSAGES.areaNotServiceable);
    return {
      address_line1: source.address_line1.trim(),
      address_line2: source.address_line2.trim(),
      city: place.city,
      state: place.state,
      pincode: source.pincode,
      country: source.country || 'India',
    };
  }

  async function loadOrder(tx: DbOrTx, row: repo.OrderRow): Promise<Order> {
    return toOrder(row, await repo.listItemsOfOrders(tx, [row.id]));
  }

  const service: OrdersService = {
    standing,

    async quote(userId, request) {
      const address = await resolveAddress(userId, request.address);
      // The same product twice becomes one line.
      const merged = new Map<string, number>();
      for (const item of request.items) merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity);
      const saleable = await catalog.getSaleableProducts([...merged.keys()]);
      const lines: OrderSnapshot['lines'] = [];
      for (const [productId, quantity] of merged) {
        const s = saleable.get(productId);
        if (!s || !s.product.availability) throw unprocessable(ORDER_MESSAGES.productUnavailable(s?.product.productName ?? 'A product in your cart'));
        if (s.stock < quantity) throw unprocessable(ORDER_MESSAGES.notEnoughStock(s.product.productName, s.stock));
        lines.push({
          productId,
          name: s.product.productName,
          weight: s.product.weight,
          fragrance: s.product.fragrance,
          image: s.product.productImage[0] ?? null,
          quantity,
          unitMrpPaise: s.mrpPaise,
          unitPricePaise: 0, // set below from the pricing package
        });
      }
      const inputs = lines.map((l) => ({ productId: l.productId, mrpPaise: l.unitMrpPaise, offerPercent: saleable.get(l.productId)!.offerPercent, quantity: l.quantity }));
      const priced = priceLines(inputs);
      priced.forEach((p, i) => (lines[i]!.unitPricePaise = p.unitPricePaise));

      let coupon: OrderSnapshot['coupon'] = null;
      let price = priceOrder(inputs);
      const code = request.couponCode?.trim();
      if (code) {
        const applicable = await coupons.checkCoupon(code, { customer: await standing(userId), lines: priced, paymentMethod: request.paymentMethod, now: now() });
        coupon = { id: applicable.row.id, code: applicable.row.code, type: applicable.row.type };
        price = priceOrder(inputs, applicable.terms);
      }
      const { lines: _l, freeUnits, ...totals } = price;
      return {
        address,
        lines,
        freeUnits: freeUnits.map((f) => ({ productId: f.productId, quantity: f.quantity, unitMrpPaise: saleable.get(f.productId)!.mrpPaise })),
        coupon,
        price: totals,
      };
    },

    async commit(userId, snapshot, payment) {
      const order = await db.transaction(async (tx) => {
        // One customer's orders are placed one at a time: first-order and once-per-customer coupons hold.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${userId}`}))`);
        if (snapshot.coupon && payment.status !== 'paid') {
          const lines = priceLines(snapshot.lines.map((l) => ({ productId: l.productId, mrpPaise: l.unitPricePaise, offerPercent: 0, quantity: l.quantity })));
          await coupons.checkCoupon(snapshot.coupon.code, { customer: await standing(userId, tx), lines, paymentMethod: payment.method, now: now() }, { tx, lock: true });
        }
        const shortage = await catalog.reserveStock(tx, [
          ...snapshot.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
          ...snapshot.freeUnits.map((f) => ({ productId: f.productId, quantity: f.quantity })),
        ]);
        if (shortage) {
          const name = snapshot.lines.find((l) => l.productId === shortage.productId)?.name ?? 'A product';
          throw new AppError('CONFLICT', ORDER_MESSAGES.notEnoughStock(name, shortage.available));
        }
        const placedAt = now();
        const day = istDay(placedAt);
        const number = await repo.nextOrderNumber(tx, day);
        const order = await repo.insertOrder(tx, {
          customOrderId: `ORD-${day.replaceAll('-', '')}-${String(number).padStart(4, '0')}`,
          userId,
          status: 'placed',
          paymentMethod: payment.method,
          paymentStatus: payment.status,
          razorpayOrderId: payment.razorpayOrderId ?? null,
          razorpayPaymentId: payment.razorpayPaymentId ?? null,
          couponId: snapshot.coupon?.id ?? null,
          couponCode: snapshot.coupon?.code ?? null,
          couponType: snapshot.coupon?.type ?? null,
          mrpTotalPaise: snapshot.price.mrpTotalPaise,
          productDiscountPaise: snapshot.price.productDiscountPaise,
          subtotalPaise: snapshot.price.subtotalPaise,
          couponDiscountPaise: snapshot.price.couponDiscountPaise,
          shippingPaise: snapshot.price.shippingPaise,
          totalPaise: snapshot.price.totalPaise,
          address: snapshot.address,
          placedAt,
          createdAt: placedAt,
          updatedAt: placedAt,
        });
        const info = new Map(snapshot.lines.map((l) => [l.productId, l]));
        await repo.insertOrderItems(tx, [
          ...snapshot.lines.map((l) => ({
            orderId: order.id,
            productId: l.productId,
            productName: l.name,
            weight: l.weight,
            fragrance: l.fragrance,
            image: l.image,
            quantity: l.quantity,
            unitMrpPaise: l.unitMrpPaise,
            unitPricePaise: l.unitPricePaise,
            lineTotalPaise: l.unitPricePaise * l.quantity,
          })),
          ...snapshot.freeUnits.map((f) => {
            const l = info.get(f.productId);
            return {
              orderId: order.id,
              productId: f.productId,
              productName: l?.name ?? 'Free item',
              weight: l?.weight ?? '',
              fragrance: l?.fragrance ?? '',
              image: l?.image ?? null,
              quantity: f.quantity,
              unitMrpPaise: f.unitMrpPaise,
              unitPricePaise: 0,
              lineTotalPaise: 0,
              isFree: true,
            };
          }),
        ]);
        await repo.insertOrderEvent(tx, { orderId: order.id, status: 'placed', createdAt: placedAt });
        if (snapshot.coupon) await coupons.recordRedemption(tx, snapshot.coupon.id, userId, order.id, placedAt);
        await cart.clear(userId, tx);
        return loadOrder(tx, order);
      });
      await deps.onPlaced?.(userId, order);
      return order;
    },

    async validateCouponForCart(userId, code) {
      const items = await cart.getCart(userId);
      const saleable = await catalog.getSaleableProducts(items.map((i) => i.productId._id));
      const lines = priceLines(
        items
          .filter((i) => saleable.has(i.productId._id))
          .map((i) => {
            const s = saleable.get(i.productId._id)!;
            return { productId: i.productId._id, mrpPaise: s.mrpPaise, offerPercent: s.offerPercent, quantity: i.quantity };
          }),
      );
      const { row, terms } = await coupons.checkCoupon(code, { customer: await standing(userId), lines, paymentMethod: null, now: now() });
      return { coupon: coupons.toCoupon(row), discountPaise: couponDiscountPaise(terms, lines) };
    },

    async placeCashOnDelivery(userId, request) {
      const snapshot = await service.quote(userId, { ...request, paymentMethod: 'COD' });
      return service.commit(userId, snapshot, { method: 'COD', status: 'pending' });
    },

    async listMyOrders(userId) {
      const rows = await repo.listOrdersOfUser(db, userId);
      const items = await repo.listItemsOfOrders(db, rows.map((r) => r.id));
      return rows.map((r) => toOrder(r, items.filter((i) => i.orderId === r.id)));
    },

    async findOrderByPaymentId(paymentId) {
      const row = await repo.findOrderByPaymentId(db, paymentId);
      return row ? loadOrder(db, row) : null;
    },

    async checkServiceability(userId) {
      const primaryAddress = await users.getPrimaryAddress(userId);
      if (!primaryAddress) return { isServiceable: false, message: ORDER_MESSAGES.addPrimaryAddress, primaryAddress: null };
      const isServiceable = await shipping.isServiceable(primaryAddress.pincode);
      return { isServiceable, message: isServiceable ? ORDER_MESSAGES.serviceable : ORDER_MESSAGES.pincodeNotServiceable, primaryAddress };
    },
  };
  return service;
}
