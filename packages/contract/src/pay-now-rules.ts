/**
 * Pay now instead: a Cash on Delivery order that has not left the warehouse can be paid online later, from its
 * tracking page or from a signed link in the order-placed message (mail, SMS, WhatsApp). Free of the validation
 * library, so the error catalogue can use the words.
 */

export const PAY_NOW_LIMITS = {
  /** How long a signed pay-now link works after it was made (the order-placed message, a tracking page visit). */
  linkValidHours: 72,
  /** Longest link token accepted: `<expiry seconds>.<43 characters of base64url signature>`. */
  tokenMaxLength: 64,
} as const;

/** A link token: its expiry (seconds since the epoch) and the HMAC-SHA256 signature, base64url. */
export const PAY_NOW_TOKEN_PATTERN = /^\d{1,12}\.[A-Za-z0-9_-]{43}$/;

export const PAY_NOW_MESSAGES = {
  linkInvalid: 'This payment link is not valid for this order. Please use the link in your order message, or pay from the order’s tracking page.',
  linkExpired: 'This payment link has expired. Please open your order’s tracking page to pay online.',
  alreadyPaid: 'This order is already paid online. There is nothing more to pay.',
  dispatched: 'This order has already been dispatched, so it can no longer be paid online. Please pay in cash on delivery.',
  cancelled: 'This order has been cancelled, so there is nothing to pay.',
  amountChanged: 'The amount to pay for this order has changed since the payment was opened.',
  /** What the tracking page offers beside a Cash on Delivery order that can still be paid online. */
  offer: 'Skip the cash at the door: pay for this order online now. It stays the same order.',
  paid: 'Paid online. Nothing to pay on delivery.',
} as const;
