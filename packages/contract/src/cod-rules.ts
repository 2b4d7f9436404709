import { z } from 'zod';
import { Rupees, settingResponse } from './schema-parts';
import { COD_RULES_MESSAGES } from './cod-rules-words';
import { CouponCode } from './coupons';
import { ORDER_STATUSES, type OrderStatus } from './order-rules';
export { COD_RULES_MESSAGES };

/**
 * Rules staff set in the console for Cash on Delivery: the order values it is offered for, pincodes where it is not,
 * customers whose parcels came back too often, a fee for it and a discount for paying online. Every rule is off
 * until staff set it, so create-order and create-razorpay-order behave as SPEC.md describes for every existing client.
 */
export const COD_RULES_LIMITS = {
  /** Order values staff may bound Cash on Delivery by, in whole rupees: ₹1 to ₹10,00,000. */
  minOrderRupees: 1,
  maxOrderRupees: 1_000_000,
  /** Pincodes where Cash on Delivery is not offered, at most this many. */
  maxBlockedPincodes: 1_000,
  /** Parcels that came back: how many (1 to 20) within how many days (1 to 365). */
  maxReturnedParcels: 20,
  maxReturnedWindowDays: 365,
  /** The Cash on Delivery fee, in whole rupees: ₹1 to ₹500. */
  maxCodFeeRupees: 500,
  /** The discount for paying online: a percentage of 1 to 50, or whole rupees up to ₹2,000 (also its cap). */
  maxOnlineDiscountPercent: 50,
  maxOnlineDiscountRupees: 2_000,
  /** Payment choices asked for per client per minute (the cart and checkout ask as the basket changes). */
  optionsPerMinute: 60,
} as const;

/**
 * Statuses of an order whose parcel came back to the shop undelivered (refused, not found at the address): what the
 * returned-parcels rule counts. Statuses the shop does not have are left out, so this list is the one place to read.
 */
const CAME_BACK = ['rto_initiated', 'rto_delivered'] as const;
export const CAME_BACK_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => (CAME_BACK as readonly string[]).includes(s));

const wholeRupees = (min: number, max: number, what: string) =>
  z
    .number({ error: `${what} must be a whole number of rupees` })
    .int(`${what} must be a whole number of rupees`)
    .min(min, `${what} must be at least ₹${min}`)
    .max(max, `${what} must be at most ₹${max.toLocaleString('en-IN')}`);

/** A 6-digit Indian pincode, as text. */
const PincodeText = z
  .union([z.number().int(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, 'Each pincode must be 6 digits, not starting with 0'));

export const OnlineDiscount = z.discriminatedUnion('type', [
  /** Flat rupees off a prepaid order. */
  z.object({ type: z.literal('flat'), amount: wholeRupees(1, COD_RULES_LIMITS.maxOnlineDiscountRupees, 'The online discount') }),
  /** A percentage off a prepaid order, up to a cap in rupees (null: no cap). */
  z.object({
    type: z.literal('percent'),
    percent: z.number().int('The percentage must be a whole number').min(1, 'The percentage must be at least 1').max(COD_RULES_LIMITS.maxOnlineDiscountPercent, `The percentage must be at most ${COD_RULES_LIMITS.maxOnlineDiscountPercent}`),
    maxAmount: wholeRupees(1, COD_RULES_LIMITS.maxOnlineDiscountRupees, 'The cap').nullable(),
  }),
]);
export type OnlineDiscount = z.infer<typeof OnlineDiscount>;

/** The rules as staff set them in the console (rupees); null or empty: that rule is off. */
export const CodRules = z
  .object({
    minOrderAmount: wholeRupees(COD_RULES_LIMITS.minOrderRupees, COD_RULES_LIMITS.maxOrderRupees, 'The minimum order value').nullable(),
    maxOrderAmount: wholeRupees(COD_RULES_LIMITS.minOrderRupees, COD_RULES_LIMITS.maxOrderRupees, 'The maximum order value').nullable(),
    blockedPincodes: z
      .array(PincodeText)
      .max(COD_RULES_LIMITS.maxBlockedPincodes, `At most ${COD_RULES_LIMITS.maxBlockedPincodes} pincodes`)
      .transform((list) => [...new Set(list)].sort()),
    returnedParcels: z
      .object({
        count: z.number().int().min(1, 'The number of parcels must be at least 1').max(COD_RULES_LIMITS.maxReturnedParcels, `The number of parcels must be at most ${COD_RULES_LIMITS.maxReturnedParcels}`),
        days: z.number().int().min(1, 'The days must be at least 1').max(COD_RULES_LIMITS.maxReturnedWindowDays, `The days must be at most ${COD_RULES_LIMITS.maxReturnedWindowDays}`),
      })
      .nullable(),
    codFee: wholeRupees(1, COD_RULES_LIMITS.maxCodFeeRupees, 'The Cash on Delivery fee').nullable(),
    onlineDiscount: OnlineDiscount.nullable(),
  })
  .refine((r) => r.minOrderAmount === null || r.maxOrderAmount === null || r.minOrderAmount <= r.maxOrderAmount, {
    message: 'The minimum order value must not be above the maximum',
    path: ['maxOrderAmount'],
  });
export type CodRules = z.infer<typeof CodRules>;
export type CodRulesInput = z.input<typeof CodRules>;

export const DEFAULT_COD_RULES: CodRules = { minOrderAmount: null, maxOrderAmount: null, blockedPincodes: [], returnedParcels: null, codFee: null, onlineDiscount: null };

export const CodRulesResponse = settingResponse('rules', CodRules);

/** Why Cash on Delivery is not offered: the reason key of the create-order refusal (ERROR_REASONS `codRules.*`). */
export const COD_REFUSAL_REASONS = ['codRules.orderValue', 'codRules.pincode', 'codRules.returnedParcels'] as const;

/**
 * POST /order/payment-options: the two ways to pay for the customer's own cart, as the server would charge them,
 * so the fee and the discount are seen before the customer chooses.
 */
export const PaymentOptionsBody = z.object({
  /** The coupon the customer applied, if any; one that does not apply is left out. */
  couponCode: CouponCode.optional(),
  /** The delivery pincode, when it is not the primary address's. */
  pincode: PincodeText.optional(),
});

export const PaymentOptions = z.object({
  cod: z.object({
    available: z.boolean(),
    /** Why not, as an error reason key and its words; null when available. */
    reason: z.enum(COD_REFUSAL_REASONS).nullable(),
    message: z.string().nullable(),
    /** Rupees added for Cash on Delivery (0: none). */
    fee: Rupees,
    total: Rupees,
  }),
  online: z.object({
    /** Rupees taken off for paying online (0: none). */
    discount: Rupees,
    total: Rupees,
    /** What paying online saves against Cash on Delivery (0: nothing). */
    saving: Rupees,
  }),
});
export type PaymentOptions = z.infer<typeof PaymentOptions>;
export const PaymentOptionsResponse = PaymentOptions.extend({ success: z.literal(true) });
export type PaymentOptionsResponse = z.infer<typeof PaymentOptionsResponse>;

/** GET /order/payment-terms?amount=: the fee and the discount on an amount (a product's price), for anyone. */
export const PaymentTermsQuery = z.object({ amount: z.coerce.number().int().min(0).max(COD_RULES_LIMITS.maxOrderRupees).optional() });
export const PaymentTermsResponse = z.object({
  success: z.literal(true),
  /** Rupees added for Cash on Delivery (0: none). */
  codFee: Rupees,
  /** Rupees taken off `amount` for paying online (0: none, or no amount given). */
  onlineDiscount: Rupees,
  /** What paying online saves on `amount` against Cash on Delivery. */
  saving: Rupees,
});
export type PaymentTermsResponse = z.infer<typeof PaymentTermsResponse>;
