import { z } from 'zod';
import { DocumentId, IdParam, Rupees, Timestamp } from './schema-parts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';
import { PAY_NOW_LIMITS, PAY_NOW_MESSAGES, PAY_NOW_TOKEN_PATTERN } from './pay-now-rules';
export { PAY_NOW_LIMITS, PAY_NOW_MESSAGES, PAY_NOW_TOKEN_PATTERN } from './pay-now-rules';

/** The order and the signed link token of /order/:orderId/pay-now/:token. */
export const PayNowParams = z.object({
  orderId: IdParam,
  token: z.string().min(1).max(PAY_NOW_LIMITS.tokenMaxLength).regex(PAY_NOW_TOKEN_PATTERN, PAY_NOW_MESSAGES.linkInvalid),
});
export type PayNowParams = z.infer<typeof PayNowParams>;

/** A Cash on Delivery order that can be paid online now: the signed link's token and the amount to pay, in rupees. */
export const PayNowOffer = z.object({ token: z.string(), amount: Rupees, expiresAt: Timestamp });
export type PayNowOffer = z.infer<typeof PayNowOffer>;

/** GET /order/:orderId/pay-now/:token, and the answer of its verify: the order as the link's holder may see it. */
export const PayNowOrderResponse = z.object({
  success: z.literal(true),
  orderId: DocumentId,
  customOrderId: z.string(),
  statusCode: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Rupees: what paying online now costs (before paying), or what was paid. */
  amount: Rupees,
  items: z.array(z.object({ name: z.string().nullable(), quantity: z.number().int() })),
  /** True once the order is paid online (then there is nothing more to pay). */
  paidOnline: z.boolean(),
});
export type PayNowOrderResponse = z.infer<typeof PayNowOrderResponse>;

/** POST /order/:orderId/pay-now/:token: the provider order to open Checkout with (amount in paise). */
export const PayNowCheckoutResponse = z.object({
  success: z.literal(true),
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  key: z.string(),
});
export type PayNowCheckoutResponse = z.infer<typeof PayNowCheckoutResponse>;
