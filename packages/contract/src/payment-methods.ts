/** How an order is paid: Cash on Delivery, or online through the payment provider (SPEC.md §4 Payment). */
export const PAYMENT_METHODS = ['COD', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** pending: COD not yet collected; refund_pending: money on its way back; partially_refunded: some of it given back. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'not_required', 'refund_pending', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
