import type { CouponType } from '@shop/contract/coupons';
import { assertPaise } from './money';
import { assertSellingPrice, floorToRupee } from './product';

/** What delivery costs the customer: nothing, on every order (the product page and checkout both say so). */
export const DELIVERY_CHARGE_PAISE = 0;

/** One cart line, priced from the catalogue. */
export interface PricedLineInput {
  productId: string;
  mrpPaise: number;
  /** The product's selling price: whole rupees, at most the M.R.P. */
  unitPricePaise: number;
  quantity: number;
}

export interface PricedLine extends PricedLineInput {
  /** M.R.P. times quantity. */
  mrpTotalPaise: number;
  /** The selling price times quantity. */
  lineTotalPaise: number;
}

/** The coupon fields that decide money, in paise. */
export interface CouponTerms {
  type: CouponType;
  discountAmountPaise: number;
  discountPercent: number;
  minOrderAmountPaise: number;
  buyQuantity: number;
  getQuantity: number;
  /** The most a percentage or free-order coupon takes off; null: no cap. Amounts count in whole rupees. */
  maxDiscountPaise: number | null;
}

export interface FreeUnit {
  productId: string;
  quantity: number;
  unitPricePaise: number;
}

export interface OrderPrice {
  lines: PricedLine[];
  /** Sum of M.R.P.s: the cart's "Cart Total". */
  mrpTotalPaise: number;
  /** What the products' own offers take off: the cart's "Discount". */
  productDiscountPaise: number;
  /** After product offers; the amount coupons are measured against. */
  subtotalPaise: number;
  couponDiscountPaise: number;
  /** Extra units given free by a buyXgetY coupon, shown as ₹0 lines. */
  freeUnits: FreeUnit[];
  shippingPaise: number;
  totalPaise: number;
}

export type CouponRefusal =
  | { reason: 'min_order'; minOrderAmountPaise: number }
  | { reason: 'quantity'; buyQuantity: number }
  /** A buyXgetY coupon whose free units no product in the cart has in stock beyond the units paid for. */
  | { reason: 'free_stock'; getQuantity: number };

/**
 * Units of each product that can still be given beyond the units the cart pays for (stock less the cart's own
 * quantity). Unknown (undefined): every product is taken to have enough, as a client that does not know the stock does.
 */
export type SpareUnits = ReadonlyMap<string, number>;

/** Prices cart lines: each unit at the product's selling price (whole rupees), the price its card shows. */
export function priceLines(items: PricedLineInput[]): PricedLine[] {
  return items.map((item) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new RangeError(`Quantity must be a whole number of at least 1: ${item.quantity}`);
    assertPaise(item.mrpPaise);
    assertSellingPrice(item.mrpPaise, item.unitPricePaise);
    return { ...item, mrpTotalPaise: item.mrpPaise * item.quantity, lineTotalPaise: item.unitPricePaise * item.quantity };
  });
}

/** Why a coupon does not apply to this cart, or null when it does. */
export function couponRefusal(coupon: CouponTerms, lines: PricedLine[], spare?: SpareUnits): CouponRefusal | null {
  const subtotal = lines.reduce((n, l) => n + l.lineTotalPaise, 0);
  if (subtotal < coupon.minOrderAmountPaise) return { reason: 'min_order', minOrderAmountPaise: coupon.minOrderAmountPaise };
  if (coupon.type === 'buyXgetY') {
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    if (units < coupon.buyQuantity) return { reason: 'quantity', buyQuantity: coupon.buyQuantity };
    if (coupon.getQuantity > 0 && !freeLine(coupon, lines, spare)) return { reason: 'free_stock', getQuantity: coupon.getQuantity };
  }
  return null;
}

/** The line whose product gives a buyXgetY coupon's free units: the cheapest one with enough spare units (ties: the first). */
function freeLine(coupon: CouponTerms, lines: PricedLine[], spare?: SpareUnits): PricedLine | undefined {
  return cheapestLine(spare ? lines.filter((l) => (spare.get(l.productId) ?? 0) >= coupon.getQuantity) : lines);
}

/** The cheapest unit price in the cart (ties: the first line). */
function cheapestLine(lines: PricedLine[]): PricedLine | undefined {
  return lines.reduce<PricedLine | undefined>((best, l) => (!best || l.unitPricePaise < best.unitPricePaise ? l : best), undefined);
}

/**
 * The money a coupon takes off (SPEC.md §5), always in whole rupees so that every total is too (selling prices
 * are whole rupees): flat capped at the amount payable; percentage of the amount after product discounts,
 * rounded to the nearest rupee; free_order the whole amount; both up to the coupon's maximum discount when it has
 * one; loyalty the cheapest item (one item is its own cap); buyXgetY nothing (it adds free units instead). A flat
 * amount or cap stored with paise counts as its whole rupees. Never more than the amount, never below 0.
 */
export function couponDiscountPaise(coupon: CouponTerms, lines: PricedLine[]): number {
  const subtotal = lines.reduce((n, l) => n + l.lineTotalPaise, 0);
  const cap = coupon.maxDiscountPaise === null ? null : floorToRupee(coupon.maxDiscountPaise);
  let discount: number;
  switch (coupon.type) {
    case 'flat':
      discount = floorToRupee(coupon.discountAmountPaise);
      break;
    case 'percentage':
      // subtotal × percent / 100 paise, to the nearest rupee in one step (50 paise go up).
      discount = Math.floor((subtotal * coupon.discountPercent + 5_000) / 10_000) * 100;
      if (cap !== null) discount = Math.min(discount, cap);
      break;
    case 'free_order':
      // Free up to the cap: a large first basket pays the rest.
      discount = cap === null ? subtotal : Math.min(subtotal, cap);
      break;
    case 'loyalty':
      discount = cheapestLine(lines)?.unitPricePaise ?? 0;
      break;
    case 'buyXgetY':
      discount = 0;
      break;
  }
  return Math.max(0, Math.min(discount, subtotal));
}

/**
 * Free units of a buyXgetY coupon: getQuantity units of the cheapest item in the cart that has them in stock beyond
 * the units paid for (with `spare` known; without it, simply the cheapest item).
 */
export function freeUnitsFor(coupon: CouponTerms, lines: PricedLine[], spare?: SpareUnits): FreeUnit[] {
  if (coupon.type !== 'buyXgetY' || coupon.getQuantity < 1) return [];
  const line = freeLine(coupon, lines, spare);
  return line ? [{ productId: line.productId, quantity: coupon.getQuantity, unitPricePaise: line.unitPricePaise }] : [];
}

/**
 * The whole order's price. A coupon that does not apply is ignored; shipping is free. With `spare` (units in stock
 * beyond the cart's own), a buyXgetY coupon's free units come only from a product that has them.
 */
export function priceOrder(items: PricedLineInput[], coupon: CouponTerms | null = null, spare?: SpareUnits): OrderPrice {
  const lines = priceLines(items);
  const mrpTotalPaise = lines.reduce((n, l) => n + l.mrpTotalPaise, 0);
  const subtotalPaise = lines.reduce((n, l) => n + l.lineTotalPaise, 0);
  const applies = coupon !== null && couponRefusal(coupon, lines, spare) === null;
  const couponDiscount = applies ? couponDiscountPaise(coupon, lines) : 0;
  const shippingPaise = DELIVERY_CHARGE_PAISE;
  return {
    lines,
    mrpTotalPaise,
    productDiscountPaise: mrpTotalPaise - subtotalPaise,
    subtotalPaise,
    couponDiscountPaise: couponDiscount,
    freeUnits: applies ? freeUnitsFor(coupon, lines, spare) : [],
    shippingPaise,
    totalPaise: Math.max(0, subtotalPaise - couponDiscount + shippingPaise),
  };
}
