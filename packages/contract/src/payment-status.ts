import { z } from 'zod';
import { Rupees } from './schema-parts';
import { Order } from './orders';

/**
 * What became of one online checkout, asked by the page a customer comes back to after paying in their UPI app: the
 * order is placed by whichever of Checkout's answer, the provider's webhook or the reconciliation job comes first,
 * so the page only has to ask.
 */
export const PAYMENT_CONFIRMATION = {
  /** How often the success page asks while a payment is being confirmed. */
  pollIntervalMs: 2000,
  /** How long it keeps asking before it says the confirmation takes longer than usual (it can be asked again). */
  waitSeconds: 90,
  /** A provider order id, as Razorpay writes them (order_XXXXXXXXXXXXXX; the sandbox's are a little longer). */
  providerOrderIdMaxLength: 64,
} as const;

/**
 * - awaiting: nothing paid yet, and the checkout still takes payment;
 * - confirming: paid, the order being made;
 * - placed: the order exists (`order`);
 * - refunded: paid, but it could not become an order, so the money goes back (`refund`);
 * - closed: nothing was paid before the checkout closed.
 */
export const PAYMENT_STATES = ['awaiting', 'confirming', 'placed', 'refunded', 'closed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const ProviderOrderId = z
  .string()
  .min(1)
  .max(PAYMENT_CONFIRMATION.providerOrderIdMaxLength)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a payment reference');

export const PaymentStatusParams = z.object({ razorpayOrderId: ProviderOrderId });

export const PaymentStatusResponse = z.object({
  success: z.literal(true),
  status: z.enum(PAYMENT_STATES),
  order: Order.nullable(),
  /** Rupees coming back, and why, when the payment could not become an order. */
  refund: z.object({ amount: Rupees, reason: z.string() }).nullable(),
});
export type PaymentStatus = z.infer<typeof PaymentStatusResponse>;
