import { z } from 'zod';
import { DocumentId, IdParam, pagedList, PageNumber, Rupees, Timestamp } from './schema-parts';
import { OrderInvoice } from './invoices';
import { ORDER_STATUSES, Order, OrderAddress, PAYMENT_METHODS, PAYMENT_STATUSES } from './orders';
import { PayNowOffer } from './pay-now';
import { RETURN_LIMITS, RETURN_MESSAGES, RETURN_STATUSES } from './tracking-rules';
export {
  REFUND_BUSINESS_DAYS,
  refundTimingText,
  RETURN_LIMITS,
  RETURN_MESSAGES,
  RETURN_PHOTO_TYPES,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  TRACKING_MESSAGES,
  undeliveredMessage,
  type RefundTiming,
  type ReturnPhotoType,
  type ReturnStatus,
} from './tracking-rules';

/** Orders per page of GET /user/my-order. */
export const MY_ORDERS_PAGE_SIZE = 10;

export const RETURN_REASONS = ['Wrong item received', 'Damaged product', 'Product no longer needed', 'Other'] as const;

export const MyOrdersQuery = z.object({ page: PageNumber });

/** GET /user/my-order?page=N (SPEC.md §3 Paged user orders). */
/** Each order with the state of its return, if one was asked for. */
export const MyOrdersPage = pagedList(Order.extend({ returnStatus: z.enum(RETURN_STATUSES).nullable() }));
export type MyOrdersPage = z.infer<typeof MyOrdersPage>;

export const OrderIdParams = z.object({ orderId: IdParam });

export const StatusEvent = z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), at: Timestamp, note: z.string().nullable() });
export type StatusEvent = z.infer<typeof StatusEvent>;

/** GET /order/:orderId/status (SPEC.md §3 Order status response), with the status history. */
export const OrderStatusResponse = z.object({
  success: z.literal(true),
  orderId: DocumentId,
  statusCode: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  /** For a parcel that did not reach the customer (returning, returned, lost): what happened, in plain words. */
  statusMessage: z.string().nullable().optional(),
  trackingNumber: z.string().nullable(),
  customOrderId: z.string(),
  items: z.array(z.object({ name: z.string().nullable(), quantity: z.number().int() })),
  placedAt: Timestamp,
  deliveredAt: Timestamp.nullable(),
  /** The expected delivery day (YYYY-MM-DD, India) estimated when the order was placed. */
  estimatedDeliveryDate: z.string().nullable(),
  history: z.array(StatusEvent),
  returnRequest: z
    .object({
      reason: z.string(),
      status: z.string(),
      requestedAt: Timestamp,
      /** The comment given with "Other", if any. */
      note: z.string().nullable().optional(),
      /** The step in the customer's words, and what happens next (the server's sentence, with true timings). */
      statusLabel: z.string().optional(),
      message: z.string().optional(),
      /** When each step was reached: approved (pickup arranged), received, refunded. */
      approvedAt: Timestamp.nullable().optional(),
      receivedAt: Timestamp.nullable().optional(),
      refundedAt: Timestamp.nullable().optional(),
      /** Whether a photo came with the request. */
      hasPhoto: z.boolean().optional(),
    })
    .nullable(),
  /** Whether the customer may still ask for a return (delivered, within the window, none asked yet). */
  canReturn: z.boolean(),
  /** Whether the customer may still cancel (within 24 hours of ordering, not yet being shipped). */
  canCancel: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Money on its way back or given back, in rupees. */
  refund: z.object({ amount: Rupees, status: z.enum(['pending', 'processed']) }).nullable(),
  /** The GST tax invoice (and any credit note) to download, once issued: on placement when paid online, on dispatch for Cash on Delivery. */
  invoice: OrderInvoice.nullable(),
  /** The order's total in rupees: paid online, or to pay in cash on delivery (a whole number of rupees). */
  total: Rupees.optional(),
  /** Where the order is delivered, as it was when placed. */
  address: OrderAddress.optional(),
  /** The courier carrying the parcel, once it is shipped. */
  courier: z.string().nullable().optional(),
  /** A Cash on Delivery order not yet dispatched can be paid online instead: the signed link's token and the amount. */
  payNow: PayNowOffer.nullable().optional(),
});
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>;

/** A photo uploaded for a return (POST /order/:orderId/return/photo): its name, given back with the request. */
export const ReturnPhotoName = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/, RETURN_MESSAGES.photoNotFound);
export const ReturnPhotoResponse = z.object({ success: z.literal(true), photo: ReturnPhotoName });
/** A UPI ID: a handle, "@", the bank's name. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,31}$/;

/**
 * POST /order/:orderId/return. The spec's body is `{ reason }` and a client sending only that keeps working; the
 * shop's return form also asks for a photo ("Damaged product", uploaded first), a comment ("Other") and, for a Cash on
 * Delivery order, the UPI ID its refund goes to. Whatever is given is checked; staff ask for what is missing.
 */
export const ReturnBody = z.object({
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.selectReason }),
  note: z.string().trim().max(RETURN_LIMITS.noteMaxLength, RETURN_MESSAGES.commentTooLong).optional(),
  photo: ReturnPhotoName.optional(),
  refundUpi: z.string().trim().max(RETURN_LIMITS.upiMaxLength, RETURN_MESSAGES.upiInvalid).regex(UPI_ID_PATTERN, RETURN_MESSAGES.upiInvalid).optional(),
});
export type ReturnBody = z.infer<typeof ReturnBody>;
export const ReturnResponse = z.object({ success: z.literal(true), message: z.string() });
export const CancelOrderResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * GET /loyalty/status. `target` is the delivered orders the reward needs, from the loyalty reward coupon's settings
 * (LOYALTY_TARGET_ORDERS when the shop has none); `count` is kept between 0 and it, and `remaining` is what is left.
 */
export const LoyaltyStatusResponse = z.object({
  success: z.literal(true),
  count: z.number().int().nonnegative(),
  target: z.number().int().positive(),
  /** Delivered orders still needed before the reward: `target - count`. */
  remaining: z.number().int().nonnegative(),
  rewardAvailable: z.boolean(),
  couponCode: z.string().nullable(),
});
export type LoyaltyStatusResponse = z.infer<typeof LoyaltyStatusResponse>;

/**
 * GET /loyalty/programme, for anyone: the delivered orders the loyalty reward needs, as the reward coupon's settings
 * give it (LOYALTY_TARGET_ORDERS when the shop has none). The FAQ and terms state this number.
 */
export const LoyaltyProgrammeResponse = z.object({
  success: z.literal(true),
  target: z.number().int().positive(),
});
export type LoyaltyProgrammeResponse = z.infer<typeof LoyaltyProgrammeResponse>;

/** Courier tracking webhook (Shiprocket's shape, the fields we read). */
export const ShippingWebhookBody = z
  .object({
    awb: z.union([z.string(), z.number()]).optional(),
    order_id: z.string().min(1).max(64),
    current_status: z.string().min(1).max(80),
    /** Shiprocket's number for the status (read when the name is not one the shop knows). */
    current_status_id: z.union([z.number(), z.string().max(10)]).optional(),
    current_timestamp: z.string().max(40).optional(),
  })
  .loose();
