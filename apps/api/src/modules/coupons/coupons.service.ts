import { COD_INCOMPATIBLE_COUPON_TYPES, addressIdentity, loyaltyTargetOf, normaliseEmail, type AutomaticCouponReason, type Coupon, type CouponType } from '@shop/contract/coupons';
import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import type { PaymentMethod as PaymentMethodName } from '@shop/contract/payment-methods';
import { paiseToRupees } from '@shop/pricing/money';
import { couponRefusal, type CouponTerms, type PricedLine, type SpareUnits } from '@shop/pricing/order';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './coupons.repository';

export type PaymentMethod = PaymentMethodName;

/** What the rules need to know about the customer. */
export interface CustomerStanding {
  userId: string;
  /** Orders placed before this one (any status but cancelled). */
  priorOrders: number;
  /** Delivered orders since the last loyalty reward (for loyalty coupons). */
  loyaltyOrders: number;
}

/** Where an order goes, as the first-order rule reads it (street and pincode). */
export interface DeliveryPlace {
  address_line1: string;
  address_line2?: string;
  pincode: string | number;
}

/** Whether a coupon is once per person (its first order): the free-order type, or one the shop marked so. */
export const isFirstOrderCoupon = (row: Pick<repo.CouponRow, 'type' | 'forNewCustomers'>): boolean => row.type === 'free_order' || row.forNewCustomers;

/**
 * Why the shop's rules put a usable coupon on a cart by themselves (SPEC.md §4 "Coupon auto-application"), or null:
 * the free first order for a customer with no orders yet, a buy-X-get-Y offer once the cart reaches it (its
 * usability already says the cart holds the units it needs). An empty cart gets nothing by itself.
 */
export function automaticReasonOf(coupon: Pick<Coupon, 'type'>, usable: boolean, customer: Pick<CustomerStanding, 'priorOrders'>, cartUnits: number): AutomaticCouponReason | null {
  if (!usable || cartUnits < 1) return null;
  if (coupon.type === 'free_order' && customer.priorOrders === 0) return 'first_order';
  if (coupon.type === 'buyXgetY') return 'buy_x_get_y';
  return null;
}

export interface ApplicableCoupon {
  row: repo.CouponRow;
  terms: CouponTerms;
}

export interface CouponsService {
  listActive(now: Date): Promise<Coupon[]>;
  /**
   * The coupons on offer at `now`, and when that list next changes by itself (a coupon's window opens or closes);
   * descriptions in `locale` where one is written, else English.
   */
  listOnOffer(now: Date, locale?: Locale): Promise<{ coupons: Coupon[]; changesAt: number | null }>;
  /**
   * Checks every rule of a coupon for this customer, cart and payment method, and returns its terms, or throws a
   * 422 naming the first rule it breaks. With `tx` and `lock`, the coupon row stays locked until the order is written.
   */
  checkCoupon(
    code: string,
    context: {
      customer: CustomerStanding;
      lines: PricedLine[];
      paymentMethod: PaymentMethod | null;
      now: Date;
      /** Units in stock beyond the cart's own, per product: a buyXgetY coupon needs its free units among them. */
      spare?: SpareUnits;
      /** Where the order goes: a first-order coupon is once per delivery address too. */
      address?: DeliveryPlace | null;
    },
    options?: { tx?: DbOrTx; lock?: boolean },
  ): Promise<ApplicableCoupon>;
  recordRedemption(tx: DbOrTx, couponId: string, userId: string, orderId: string, at: Date): Promise<void>;
  /**
   * For a first-order coupon, writes the order's claims on the customer's normalised email, verified phone and
   * delivery address in the order's transaction; throws `coupon.firstOrderTaken` if another order holds one (a
   * racing transaction's claim is waited for). Nothing for other coupons.
   */
  claimFirstOrder(tx: DbOrTx, coupon: Pick<repo.CouponRow, 'type' | 'forNewCustomers'>, input: { userId: string; orderId: string; address: DeliveryPlace; at: Date }): Promise<void>;
  /** Whether the free first order's person rules let this customer have it now (verified phone, nothing claimed). */
  firstOrderOffered(userId: string, address: DeliveryPlace | null): Promise<boolean>;
  /** A cancelled order gives its coupon back, and its first-order claims: the person may have a first order again. */
  releaseRedemption(tx: DbOrTx, orderId: string): Promise<void>;
  lastLoyaltyRedemption(userId: string, tx?: DbOrTx): Promise<Date | null>;
  /** The active, current coupon of a type (e.g. the loyalty reward), if there is one. */
  activeOfType(type: CouponType, now: Date): Promise<Coupon | null>;
  toCoupon(row: repo.CouponRow): Coupon;
  /** A coupon with its description in `locale` where one is written, else its English (as listOnOffer gives it). */
  describedIn(coupon: Coupon, locale: Locale): Promise<Coupon>;
}

export function toTerms(row: repo.CouponRow): CouponTerms {
  return {
    type: row.type,
    discountAmountPaise: row.discountAmountPaise,
    discountPercent: row.discountPercent,
    minOrderAmountPaise: row.minOrderAmountPaise,
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    maxDiscountPaise: row.maxDiscountPaise,
  };
}

/**
 * The payment methods a coupon can be used with: Cash on Delivery takes none of the types that give goods or the
 * whole order away, nor a coupon the shop marked so. checkCoupon enforces it and every coupon answer carries it.
 */
export function paymentMethodsOf(row: Pick<repo.CouponRow, 'type' | 'notValidForCod'>): PaymentMethod[] {
  const codRefused = row.notValidForCod || COD_INCOMPATIBLE_COUPON_TYPES.includes(row.type);
  return codRefused ? ['ONLINE'] : ['COD', 'ONLINE'];
}

/** What a first order by this account to this address claims: its mailbox, its verified phone, the address. */
async function claimsOf(db: DbOrTx, userId: string, address: DeliveryPlace | null | undefined): Promise<{ claims: repo.FirstOrderClaim[]; verifiedPhone: string | null; email: string }> {
  const contact = await repo.findContact(db, userId);
  if (!contact) throw new AppError('profile.userNotFound');
  const email = normaliseEmail(contact.email);
  const claims: repo.FirstOrderClaim[] = [{ kind: 'email', identity: email }];
  if (contact.verifiedPhone) claims.push({ kind: 'phone', identity: contact.verifiedPhone });
  if (address) claims.push({ kind: 'address', identity: addressIdentity(address) });
  return { claims, verifiedPhone: contact.verifiedPhone, email };
}

/** A coupon's amounts and counts as the API states them (rupees), for the shop and the console alike. */
export function couponTermsInRupees(row: repo.CouponRow) {
  return {
    discountAmount: paiseToRupees(row.discountAmountPaise),
    discountPercent: row.discountPercent,
    maxDiscountAmount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minOrderAmount: paiseToRupees(row.minOrderAmountPaise),
    buyQuantity: row.buyQuantity,
    getQuantity: row.getQuantity,
    afterOrders: row.afterOrders,
  };
}

function toCoupon(row: repo.CouponRow): Coupon {
  const paymentMethods = paymentMethodsOf(row);
  return {
    _id: row.id,
    code: row.code,
    type: row.type,
    isActive: row.isActive,
    description: row.description,
    ...couponTermsInRupees(row),
    notValidForCOD: !paymentMethods.includes('COD'),
    paymentMethods,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

export function createCouponsService(deps: { db: Db }): CouponsService {
  return {
    toCoupon,

    async describedIn(coupon, locale) {
      const described = await repo.couponDescriptionsIn(deps.db, locale, [coupon._id]);
      return { ...coupon, description: described.get(coupon._id) ?? coupon.description };
    },

    async listActive(now) {
      return (await this.listOnOffer(now)).coupons;
    },

    async listOnOffer(now, locale = DEFAULT_LOCALE) {
      const rows = await repo.listActiveCoupons(deps.db, true);
      const described = await repo.couponDescriptionsIn(deps.db, locale, rows.map((r) => r.id));
      const at = now.getTime();
      // Valid from validFrom on, and up to validUntil included: the list changes at the next such edge to come.
      const edges = rows.flatMap((r) => [r.validFrom?.getTime(), r.validUntil === null ? undefined : r.validUntil.getTime() + 1]);
      const future = edges.filter((t): t is number => t !== undefined && t > at);
      return {
        coupons: rows
          .filter((r) => (!r.validFrom || r.validFrom <= now) && (!r.validUntil || r.validUntil >= now))
          .map((r) => ({ ...toCoupon(r), description: described.get(r.id) ?? r.description })),
        changesAt: future.length > 0 ? Math.min(...future) : null,
      };
    },

    async checkCoupon(code, { customer, lines, paymentMethod, now, spare, address }, options = {}) {
      const db = options.tx ?? deps.db;
      const row = await repo.findCouponByCode(db, code, options.lock ?? false);
      if (!row) throw new AppError('coupon.invalid');
      if (!row.isActive) throw new AppError('coupon.inactive');
      if (row.validFrom && row.validFrom > now) throw new AppError('coupon.notYet');
      if (row.validUntil && row.validUntil < now) throw new AppError('coupon.expired');
      const type = row.type;
      if (paymentMethod && !paymentMethodsOf(row).includes(paymentMethod)) throw new AppError('coupon.notForCod');
      const firstOrder = isFirstOrderCoupon(row);
      const needsContact = firstOrder || row.allowedEmails.length > 0;
      const who = needsContact ? await claimsOf(db, customer.userId, address) : null;
      if (who && row.allowedEmails.length > 0 && !row.allowedEmails.some((e) => normaliseEmail(e) === who.email)) throw new AppError('coupon.notForYou');
      if (firstOrder && customer.priorOrders > 0) throw new AppError('coupon.firstOrderOnly');
      if (type === 'free_order' && !who?.verifiedPhone) throw new AppError('coupon.phoneNotVerified');
      if (firstOrder) {
        const taken = await repo.findTakenClaim(db, who!.claims);
        if (taken) throw new AppError('coupon.firstOrderTaken', { by: taken.kind });
      }
      if (type === 'loyalty' && customer.loyaltyOrders < loyaltyTargetOf(row)) {
        throw new AppError('coupon.loyaltyNotEarned', { remaining: loyaltyTargetOf(row) - customer.loyaltyOrders });
      }
      // A first-order coupon is once per customer whatever its per-user setting says.
      const perUser = type === 'free_order' ? 1 : row.usageLimitPerUser;
      if (perUser !== null && (await repo.countRedemptions(db, row.id, customer.userId)) >= perUser && type !== 'loyalty') {
        throw new AppError('coupon.usedUp');
      }
      if (row.usageLimitTotal !== null && (await repo.countRedemptions(db, row.id)) >= row.usageLimitTotal) {
        throw new AppError('coupon.limitReached');
      }
      const terms = toTerms(row);
      const refusal = couponRefusal(terms, lines, spare);
      if (refusal?.reason === 'min_order') throw new AppError('coupon.minOrder', { rupees: paiseToRupees(refusal.minOrderAmountPaise) });
      if (refusal?.reason === 'quantity') throw new AppError('coupon.quantity', { quantity: refusal.buyQuantity });
      if (refusal?.reason === 'free_stock') throw new AppError('coupon.freeUnitOutOfStock', { quantity: refusal.getQuantity });
      return { row, terms };
    },

    recordRedemption: (tx, couponId, userId, orderId, at) => repo.insertRedemption(tx, { couponId, userId, orderId, createdAt: at }),
    async claimFirstOrder(tx, coupon, { userId, orderId, address, at }) {
      if (!isFirstOrderCoupon(coupon)) return;
      const { claims } = await claimsOf(tx, userId, address);
      const [taken] = await repo.insertClaims(tx, claims, userId, orderId, at);
      if (taken) throw new AppError('coupon.firstOrderTaken', { by: taken.kind });
    },

    async firstOrderOffered(userId, address) {
      const who = await claimsOf(deps.db, userId, address);
      return who.verifiedPhone !== null && !(await repo.findTakenClaim(deps.db, who.claims));
    },

    async releaseRedemption(tx, orderId) {
      await repo.deleteRedemptionOfOrder(tx, orderId);
      await repo.deleteClaimsOfOrder(tx, orderId);
    },

    async activeOfType(type, now) {
      return (await this.listActive(now)).find((c) => c.type === type) ?? null;
    },

    lastLoyaltyRedemption: (userId, tx) => repo.lastRedemptionOfType(tx ?? deps.db, userId, 'loyalty'),
  };
}
