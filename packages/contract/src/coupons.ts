import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH, LOYALTY_TARGET_ORDERS } from './constants';
import { PAYMENT_METHODS } from './payment-methods';
import { boundedText, DocumentId, Rupees, Timestamp } from './schema-parts';

export const COUPON_TYPES = ['flat', 'percentage', 'free_order', 'buyXgetY', 'loyalty'] as const;
export const CouponType = z.enum(COUPON_TYPES);
export type CouponType = z.infer<typeof CouponType>;

/** Why the shop's rules put a coupon on a cart by themselves (SPEC.md §4 "Coupon auto-application"). */
export const AUTOMATIC_COUPON_REASONS = ['first_order', 'buy_x_get_y'] as const;
export type AutomaticCouponReason = (typeof AUTOMATIC_COUPON_REASONS)[number];

/** Coupon types that can never be used with Cash on Delivery (SPEC.md §2 Checkout). */
export const COD_INCOMPATIBLE_COUPON_TYPES: readonly CouponType[] = ['free_order', 'buyXgetY', 'loyalty'];

/**
 * A coupon code as a client sends it: trimmed and read in upper case, as codes are stored. The one place a code is
 * normalised: every schema that carries a code is made here (each with its own words for a missing or long code), and
 * nothing after the schema trims or upper-cases it again.
 */
export function couponCodeSchema(messages: { required?: string; tooLong?: string } = {}) {
  return boundedText(COUPON_CODE_MAX_LENGTH, messages.required, messages.tooLong).toUpperCase();
}
/** A coupon code, possibly blank (blank: no coupon). */
export const CouponCode = couponCodeSchema();
/** The checkout's coupon form: one code, read as CouponCode reads it (blank or whitespace-only: nothing to apply). */
export const CouponCodeFields = z.object({ couponCode: CouponCode });
export type CouponCodeFields = z.input<typeof CouponCodeFields>;

/** A coupon as the storefront sees it (SPEC.md §3); money in rupees. */
export const Coupon = z.object({
  _id: DocumentId,
  code: z.string(),
  type: CouponType,
  isActive: z.boolean(),
  description: z.string(),
  discountAmount: Rupees,
  discountPercent: z.number().min(0).max(100),
  /** Rupees: the most a percentage or free-order coupon takes off one order; null when it has no cap. */
  maxDiscountAmount: z.number().positive().nullable(),
  minOrderAmount: Rupees,
  buyQuantity: z.number().int().nonnegative(),
  getQuantity: z.number().int().nonnegative(),
  /** A loyalty reward's delivered orders needed (0: the shop's default, LOYALTY_TARGET_ORDERS); the server applies it. */
  afterOrders: z.number().int().nonnegative(),
  /** True when Cash on Delivery cannot take it; kept for existing clients, `paymentMethods` says the same and more. */
  notValidForCOD: z.boolean(),
  /**
   * The payment methods an order may use with this coupon, as the server's rule at placement decides: the storefront
   * shows this answer instead of deciding it again.
   */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  validFrom: Timestamp.nullable(),
  validUntil: Timestamp.nullable(),
});
export type Coupon = z.infer<typeof Coupon>;

/** Email providers that deliver `j.o.e@` to `joe@`: dots in their mailbox names are ignored. */
export const DOT_BLIND_EMAIL_DOMAINS: readonly string[] = ['gmail.com', 'googlemail.com'];

/**
 * One mailbox, however it is written: lower case, the `+tag` dropped (every provider the shop sees delivers it to
 * the same mailbox), and for providers that ignore dots, dots dropped and googlemail.com read as gmail.com.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (DOT_BLIND_EMAIL_DOMAINS.includes(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local || lower.slice(0, at)}@${domain}`;
}

/** Words written many ways in Indian addresses, each read as one form. */
const ADDRESS_WORDS: Record<string, string> = {
  road: 'rd', rd: 'rd', street: 'st', st: 'st', str: 'st', lane: 'ln', ln: 'ln', main: 'main', mn: 'main',
  cross: 'cross', crs: 'cross', nagar: 'ngr', ngr: 'ngr', sector: 'sec', sec: 'sec', apartment: 'apt', apartments: 'apt', apt: 'apt', apts: 'apt',
  building: 'bldg', bldg: 'bldg', floor: 'flr', flr: 'flr', near: 'nr', nr: 'nr', opposite: 'opp', opp: 'opp', colony: 'col', col: 'col',
  block: 'blk', blk: 'blk', phase: 'ph', ph: 'ph', layout: 'lyt', lyt: 'lyt', avenue: 'ave', ave: 'ave',
  first: '1', second: '2', third: '3', fourth: '4', fifth: '5', '1st': '1', '2nd': '2', '3rd': '3', '4th': '4', '5th': '5',
};
/** Words that say nothing about where the house is. */
const ADDRESS_FILLER = new Set(['no', 'number', 'house', 'flat', 'door', 'h', 'the', 'of', 'and']);

/**
 * One delivery address, however its street is written: the pincode, then the street's words in lower case without
 * punctuation, common words (road/rd, street/st, 1st/first…) in one form, filler words (house no., flat) dropped.
 * "12, M.G. Road" and "#12 MG Rd." at one pincode are one address.
 */
export function addressIdentity(address: { address_line1: string; address_line2?: string; pincode: string | number }): string {
  const street = `${address.address_line1} ${address.address_line2 ?? ''}`
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w && !ADDRESS_FILLER.has(w))
    .map((w) => ADDRESS_WORDS[w] ?? w)
    .join('');
  return `${String(address.pincode).trim()}:${street}`;
}

/** Limits of the coupon form (named customers of a private coupon). */
export const COUPON_AUDIENCE_LIMITS = { maxAllowedEmails: 50, emailMaxLength: 254 } as const;

/**
 * The delivered orders a loyalty reward needs: its `afterOrders`, or the shop's default when it names none. The one
 * place the target is decided: the coupon check, the loyalty status and the coupon list all read it from here.
 */
export function loyaltyTargetOf(reward: { afterOrders: number } | null): number {
  return reward && reward.afterOrders > 0 ? reward.afterOrders : LOYALTY_TARGET_ORDERS;
}
