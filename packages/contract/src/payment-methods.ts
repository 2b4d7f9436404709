/** How an order is paid: Cash on Delivery, or online through the payment provider (SPEC.md §4 Payment). */
export const PAYMENT_METHODS = ['COD', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
