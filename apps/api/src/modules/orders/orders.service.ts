import type { Locale } from '@shop/contract/locale';
import type { CouponType } from '@shop/contract/coupons';
import { DELIVERY_MESSAGES } from '@shop/contract/delivery';
import { ORDER_MESSAGES, ORDER_STATUS_LABELS, type Order, type OrderAddress, type OrderStatus, type PaymentStatus } from '@shop/contract/orders';
import { DEFAULT_TAX_BY_CATEGORY, percentToBasisPoints } from '@shop/contract/invoices';
import { paiseToRupees } from '@shop/pricing/money';
import type { OrderPrice } from '@shop/pricing/order';
import type { PincodeDirectory } from '../../adapters/pincode/pincode-directory';
import type { ShippingProvider } from '../../adapters/shipping/shipping-provider';
import type { Db, DbOrTx } from '../../db/client';
import { indianDay } from '../../lib/indian-calendar';
import type { UsersService } from '../users/users.service';
import * as repo from './orders.repository';

export type OrderRow = repo.OrderRow;

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
  /** The language the customer shopped in when it was priced (absent in snapshots from before languages; null: none chosen). */
  language?: Locale | null;
  lines: Array<{
    productId: string;
    name: string;
    weight: string;
    fragrance: string;
    image: string | null;
    quantity: number;
    unitMrpPaise: number;
    unitPricePaise: number;
    /** HSN code and GST rate (basis points) of the product when it was priced, for its tax invoice. */
    hsnCode: string;
    gstRateBp: number;
  }>;
  freeUnits: Array<{ productId: string; quantity: number; unitMrpPaise: number }>;
  coupon: { id: string; code: string; type: CouponType } | null;
  /**
   * The order's money. `totalPaise` includes the Cash on Delivery fee or the online discount of staff's COD rules
   * (absent in snapshots stored before they existed: none).
   */
  price: Omit<OrderPrice, 'lines' | 'freeUnits'> & { codFeePaise?: number; onlineDiscountPaise?: number };
  /** The courier's expected delivery day when the order was quoted (absent in snapshots stored before it existed). */
  estimatedDeliveryDate?: string | null;
}

export type PaymentMethod = 'COD' | 'ONLINE';

export interface PaymentRecord {
  method: PaymentMethod;
  status: 'pending' | 'paid' | 'not_required';
  /** A Cash on Delivery order the customer confirmed with a code sent to their phone. */
  codConfirmedAt?: Date;
  provider?: string;
  providerOrderId?: string;
  providerPaymentId?: string;
}

export interface OrdersService {
  /** Writes an order, its items and its first status event inside the caller's transaction. */
  insertPlaced(tx: DbOrTx, input: { userId: string; snapshot: OrderSnapshot; payment: PaymentRecord; placedAt: Date; idempotencyKey?: string | null }): Promise<Order>;
  /** Orders the customer has placed, cancelled ones excepted. */
  countOrders(userId: string, tx?: DbOrTx): Promise<number>;
  /** Cash on Delivery orders the customer has placed, cancelled ones excepted. */
  countCodOrders(userId: string, tx?: DbOrTx): Promise<number>;
  /** The customer's orders now in one of `statuses` (parcels that came back), moved there at or after `since`. */
  countCameBackSince(userId: string, statuses: readonly OrderStatus[], since: Date, tx?: DbOrTx): Promise<number>;
  /** Delivered orders placed after `since` (all when null), neither returned nor refunded in full. */
  countDeliveredSince(userId: string, since: Date | null, tx?: DbOrTx): Promise<number>;
  findByIdempotencyKey(userId: string, key: string, tx?: DbOrTx): Promise<Order | null>;
  /** An order by id or custom id. */
  find(ref: string, tx?: DbOrTx): Promise<Order | null>;
  listMyOrders(userId: string): Promise<Order[]>;
  /** An order's row and its item rows as stored (HSN codes and GST rates included), for its tax invoice. */
  withItemRows(tx: DbOrTx, orderId: string): Promise<{ row: repo.OrderRow; items: repo.OrderItemRow[] }>;
  /** An order's row as stored (by id or custom id), without locking it. */
  findRow(ref: string, tx?: DbOrTx): Promise<repo.OrderRow | undefined>;
  /** Locks an order's row (by id or custom id) until the caller's transaction ends. */
  lockOrder(tx: DbOrTx, ref: string): Promise<repo.OrderRow | undefined>;
  /** Makes a Cash on Delivery order one paid online (pay now instead); undefined when it no longer is Cash on Delivery. */
  /** Paid online in place of Cash on Delivery: the payment's ids, no fee, the discount agreed and the amount paid. */
  convertToOnline(
    tx: DbOrTx,
    orderId: string,
    payment: { provider: string; providerOrderId: string; providerPaymentId: string; at: Date; codFeePaise: number; onlineDiscountPaise: number; totalPaise: number },
  ): Promise<repo.OrderRow | undefined>;
  /** Records money given back: the paise refunded so far and the payment status that follows. */
  setRefundState(tx: DbOrTx, orderId: string, state: { refundedPaise: number; paymentStatus: PaymentStatus }, at: Date): Promise<void>;
  /** A received return whose money is back is settled; true when it was just now. */
  settleReturn(tx: DbOrTx, orderId: string, at: Date): Promise<boolean>;
  /** Records what the return's refund keeps back (a used loyalty reward's value), inside the caller's transaction. */
  keepBackOnReturn(tx: DbOrTx, orderId: string, keptBackPaise: number, at: Date): Promise<void>;
  /** Whether the courier delivers to the user's primary address. */
  /** Whether the courier delivers to the primary address, or to the given pincode when there is one. */
  checkServiceability(
    userId: string,
    pincode?: number,
  ): Promise<{ isServiceable: boolean; message: string; primaryAddress: Awaited<ReturnType<UsersService['getPrimaryAddress']>>; estimatedDeliveryDate: string | null; deliveryMessage: string }>;
  /** Whether the courier delivers to a pincode, and by which day an order placed now should arrive. */
  estimateDelivery(pincode: number): Promise<{ isServiceable: boolean; estimatedDeliveryDate: string | null; message: string }>;
}

export function toOrder(row: repo.OrderRow, items: repo.OrderItemRow[]): Order {
  return {
    _id: row.id,
    customOrderId: row.customOrderId,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
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
    ...(row.codFeePaise > 0 ? { codFee: paiseToRupees(row.codFeePaise) } : {}),
    ...(row.onlineDiscountPaise > 0 ? { onlineDiscount: paiseToRupees(row.onlineDiscountPaise) } : {}),
    total: paiseToRupees(row.totalPaise),
    address: row.address as OrderAddress,
    trackingNumber: row.trackingNumber,
    placedAt: row.placedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    estimatedDeliveryDate: row.estimatedDeliveryDate ?? null,
    language: row.language,
  };
}

/** What the customer reads under a pincode check; a pincode India Post does not know is named as not valid. */
export function deliveryMessage(serviceable: boolean, estimatedDeliveryDate: string | null, knownPincode = true): string {
  if (!knownPincode) return DELIVERY_MESSAGES.unknownPincode;
  if (!serviceable) return DELIVERY_MESSAGES.notDeliverable;
  return estimatedDeliveryDate ? DELIVERY_MESSAGES.deliveryBy(estimatedDeliveryDate) : ORDER_MESSAGES.serviceable;
}

export function createOrdersService(deps: { db: Db; users: UsersService; shipping: ShippingProvider; directory: PincodeDirectory; now: () => Date }): OrdersService {
  const { db, users, shipping, directory, now } = deps;
  /** Whether India Post knows the pincode: one it does not (999999) is a typo, never sent to the courier. */
  const knownPincode = (pincode: number) => directory.lookup(pincode) !== null;

  async function withItems(tx: DbOrTx, row: repo.OrderRow): Promise<Order> {
    return toOrder(row, await repo.listItemsOfOrders(tx, [row.id]));
  }

  return {
    async insertPlaced(tx, { userId, snapshot, payment, placedAt, idempotencyKey }) {
      const day = indianDay(placedAt);
      const number = await repo.nextOrderNumber(tx, day);
      const order = await repo.insertOrder(tx, {
        customOrderId: `ORD-${day.replaceAll('-', '')}-${String(number).padStart(4, '0')}`,
        userId,
        status: 'placed',
        paymentMethod: payment.method,
        paymentStatus: payment.status,
        paymentProvider: payment.provider ?? null,
        codConfirmedAt: payment.codConfirmedAt ?? null,
        estimatedDeliveryDate: snapshot.estimatedDeliveryDate ?? null,
        language: snapshot.language ?? null,
        providerOrderId: payment.providerOrderId ?? null,
        providerPaymentId: payment.providerPaymentId ?? null,
        idempotencyKey: idempotencyKey ?? null,
        couponId: snapshot.coupon?.id ?? null,
        couponCode: snapshot.coupon?.code ?? null,
        couponType: snapshot.coupon?.type ?? null,
        mrpTotalPaise: snapshot.price.mrpTotalPaise,
        productDiscountPaise: snapshot.price.productDiscountPaise,
        subtotalPaise: snapshot.price.subtotalPaise,
        couponDiscountPaise: snapshot.price.couponDiscountPaise,
        shippingPaise: snapshot.price.shippingPaise,
        codFeePaise: snapshot.price.codFeePaise ?? 0,
        onlineDiscountPaise: snapshot.price.onlineDiscountPaise ?? 0,
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
          hsnCode: l.hsnCode,
          gstRateBp: l.gstRateBp,
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
            hsnCode: l?.hsnCode ?? DEFAULT_TAX_BY_CATEGORY.litter.hsnCode,
            gstRateBp: l?.gstRateBp ?? percentToBasisPoints(DEFAULT_TAX_BY_CATEGORY.litter.gstRate),
          };
        }),
      ]);
      await repo.insertOrderEvent(tx, { orderId: order.id, status: 'placed', createdAt: placedAt });
      return withItems(tx, order);
    },

    countOrders: (userId, tx = db) => repo.countOrders(tx, userId),
    countCodOrders: (userId, tx = db) => repo.countCodOrders(tx, userId),
    countDeliveredSince: (userId, since, tx = db) => repo.countDeliveredSince(tx, userId, since),
    countCameBackSince: (userId, statuses, since, tx = db) => repo.countCameBackSince(tx, userId, statuses, since),

    async findByIdempotencyKey(userId, key, tx = db) {
      const row = await repo.findOrderByIdempotencyKey(tx, userId, key);
      return row ? withItems(tx, row) : null;
    },

    async find(ref, tx = db) {
      const row = await repo.findOrderByRef(tx, ref);
      return row ? withItems(tx, row) : null;
    },

    findRow: (ref, tx = db) => repo.findOrderByRef(tx, ref),
    lockOrder: (tx, ref) => repo.findOrderByRef(tx, ref, true),

    async withItemRows(tx, orderId) {
      const row = await repo.findOrderByRef(tx, orderId);
      if (!row) throw new Error(`order ${orderId} not found`);
      return { row, items: await repo.listItemsOfOrders(tx, [row.id]) };
    },

    convertToOnline: (tx, orderId, payment) => repo.convertToOnline(tx, orderId, payment),

    async setRefundState(tx, orderId, state, at) {
      await repo.updateOrder(tx, orderId, { refundedPaise: state.refundedPaise, paymentStatus: state.paymentStatus, updatedAt: at });
    },

    settleReturn: (tx, orderId, at) => repo.settleReceivedReturn(tx, orderId, at),
    keepBackOnReturn: (tx, orderId, keptBackPaise, at) => repo.setReturnKeptBack(tx, orderId, keptBackPaise, at),

    async listMyOrders(userId) {
      const rows = await repo.listOrdersOfUser(db, userId);
      const items = await repo.listItemsOfOrders(db, rows.map((r) => r.id));
      return rows.map((r) => toOrder(r, items.filter((i) => i.orderId === r.id)));
    },

    async checkServiceability(userId, pincode) {
      const primaryAddress = await users.getPrimaryAddress(userId);
      const target = pincode ?? primaryAddress?.pincode;
      if (target === undefined) {
        return { isServiceable: false, message: ORDER_MESSAGES.addPrimaryAddress, primaryAddress: null, estimatedDeliveryDate: null, deliveryMessage: ORDER_MESSAGES.addPrimaryAddress };
      }
      if (!knownPincode(target)) {
        const message = DELIVERY_MESSAGES.unknownPincode;
        return { isServiceable: false, message, primaryAddress, estimatedDeliveryDate: null, deliveryMessage: message };
      }
      const { serviceable: isServiceable, estimatedDeliveryDate } = await shipping.quote(target, now());
      return {
        isServiceable,
        message: isServiceable ? ORDER_MESSAGES.serviceable : ORDER_MESSAGES.pincodeNotServiceable,
        primaryAddress,
        estimatedDeliveryDate,
        deliveryMessage: deliveryMessage(isServiceable, estimatedDeliveryDate),
      };
    },

    async estimateDelivery(pincode) {
      if (!knownPincode(pincode)) return { isServiceable: false, estimatedDeliveryDate: null, message: deliveryMessage(false, null, false) };
      const { serviceable, estimatedDeliveryDate } = await shipping.quote(pincode, now());
      return { isServiceable: serviceable, estimatedDeliveryDate, message: deliveryMessage(serviceable, estimatedDeliveryDate) };
    },
  };
}
