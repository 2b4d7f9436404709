/** Business constants fixed by the product specification (SPEC.md §9) and shared by web and API. */

export const OTP_LENGTH = 6;
export const SUCCESS_MESSAGE_DELAY_MS = 2000;
export const REFRESH_RETRY_PAUSE_MS = 100;

export const TOAST = {
  limit: 20,
  errorMs: 4000,
  successMs: 2000,
  defaultMs: 4000,
  removeDelayMs: 1000,
  codWarningMs: 4000,
} as const;

/** Windows this wide or narrower get the single-column layouts. */
export const NARROW_LAYOUT_MAX_WIDTH = 800;

export const CAROUSEL = { autoplayMs: 4000, fadeMs: 1000 } as const;

/**
 * The header a client sends once per checkout attempt (so that a retry never places a second order) and once per
 * add-to-cart tap (so that the same tap sent twice adds once).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const ADD_TO_CART_DEFAULTS = { quantity: 1, multiplier: 1 } as const;

/** Getting in and back: where a sign-in returns to, and how long a visitor's Add To Cart waits for it. */
export const SIGN_IN_RETURN = {
  /** The query parameter of the home page that names the page to go to once signed in (`/?next=/track/ORD-…`). */
  nextParam: 'next',
  /** The longest return path taken; a longer one is ignored (the customer stays on the home page). */
  maxPathLength: 300,
  /** A visitor's chosen product is added once they sign in within this time; older, it is forgotten. */
  pendingAddKeepHours: 24,
} as const;

export const DEFAULT_COUNTRY = 'India';
export const DEFAULT_ADDRESS_ALIAS = 'Home';

/** The delivered orders a loyalty reward needs when its coupon names none (SPEC.md §9); staff may set another. */
export const LOYALTY_TARGET_ORDERS = 6;
/** The longest coupon code, as staff create it and as customers type it. */
export const COUPON_CODE_MAX_LENGTH = 40;
/** The longest id or reference a request names in its path (a UUID, an order number such as ORD-20261121-0001). */
export const ID_MAX_LENGTH = 64;
/** The highest page number a paged list (the customer's orders, the console's lists) is asked for. */
export const MAX_PAGE_NUMBER = 10_000;
export const RETURN_WINDOW_DAYS = 4;

export const TERMS_LAST_UPDATED = '28/05/2025';

/**
 * How long money takes to reach the customer once the refund is started, in business days: through the payment
 * provider (Razorpay's normal refund speed: 5–7 working days), or by the shop's own bank or UPI transfer for an order
 * paid in cash.
 */
export const REFUND_BUSINESS_DAYS = {
  razorpay: { min: 5, max: 7 },
  sandbox: { min: 5, max: 7 },
  cashTransfer: { min: 1, max: 3 },
} as const;
export type RefundTiming = { min: number; max: number };
export const refundTimingText = (t: RefundTiming) => (t.min === t.max ? `${t.max} business days` : `${t.min}–${t.max} business days`);
/** What a customer is told of a refund through the payment provider: when it reaches them. */
export const ONLINE_REFUND_TIMING = `it reaches you within ${refundTimingText(REFUND_BUSINESS_DAYS.razorpay)}`;
