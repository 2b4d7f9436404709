/**
 * Where a return stands and the words of tracking and returns. Free of the validation library, so the error reasons
 * (error-reasons.ts) can name them without it; tracking.ts re-exports them with the schemas.
 */

import { ONLINE_REFUND_TIMING, RETURN_WINDOW_DAYS } from './constants';
import { ORDER_STATUS_LABELS, type OrderStatus, type UndeliveredStatus } from './order-rules';

/**
 * Where a return request stands: requested → approved (pickup arranged) → received (the parcel is back and checked,
 * the refund starts) → refunded (the money reached the customer), or rejected.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The customer's words for each step of a return, as the tracking page shows it. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Pickup arranged',
  received: 'Return received, refund started',
  rejected: 'Return declined',
  refunded: 'Refunded',
};

/** The return form's limits: the "Other" comment and the "Damaged product" photo. */
export const RETURN_LIMITS = {
  noteMaxLength: 500,
  photoMaxBytes: 5 * 1024 * 1024,
  /** A UPI ID (name@bank), where a Cash on Delivery refund is sent. */
  upiMaxLength: 80,
  /** A bank or UPI transfer reference (UTR) staff record for a Cash on Delivery refund. */
  referenceMaxLength: 40,
} as const;

/** Photo types the return form takes, by MIME type, with the extension they are stored under. */
export const RETURN_PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ReturnPhotoType = keyof typeof RETURN_PHOTO_TYPES;

export { REFUND_BUSINESS_DAYS, refundTimingText, type RefundTiming } from './constants';

export const RETURN_MESSAGES = {
  submitted: 'Return request submitted successfully.',
  selectReason: 'Please select a reason',
  notDelivered: 'Only delivered orders can be returned',
  windowClosed: `Returns can be requested within ${RETURN_WINDOW_DAYS} days of delivery`,
  alreadyRequested: 'A return has already been requested for this order',
  orderNotFound: 'Order not found',
  photoRequired: 'Add a photo of the damaged product',
  photoType: 'The photo must be a JPEG, PNG or WebP image',
  photoTooLarge: `The photo must be ${RETURN_LIMITS.photoMaxBytes / (1024 * 1024)} MB or smaller`,
  photoForm: 'Send the photo as multipart/form-data, in a file field named photo',
  photoNotFound: 'Upload the photo again: it was not found',
  commentRequired: 'Tell us what is wrong in the comment',
  commentTooLong: `Keep the comment to ${RETURN_LIMITS.noteMaxLength} characters`,
  upiRequired: 'Enter the UPI ID your refund should be sent to',
  upiInvalid: 'Enter a UPI ID such as name@okaxis',
} as const;

export const TRACKING_MESSAGES = {
  orderNotFound: 'Order not found',
  invalidTransition: ({ from, to }: { from: OrderStatus; to: OrderStatus }) => `An order cannot move from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}`,
} as const;

/**
 * What the tracking page (and the customer's updates) say of a parcel that did not reach them, in plain words: what
 * happened, and what becomes of their money. `refund`: rupees going (or gone) back for an order paid online.
 */
export function undeliveredMessage(status: UndeliveredStatus, paidOnline: { rupees: string } | null): string {
  const money = paidOnline
    ? `₹${paidOnline.rupees} is refunded to your original payment method (${ONLINE_REFUND_TIMING}).`
    : 'You paid nothing for it, so nothing is owed.';
  switch (status) {
    case 'rto_initiated':
      return `Returning to us: the parcel could not be delivered. ${
        paidOnline ? `Once it is back, ₹${paidOnline.rupees} is refunded to your original payment method (${ONLINE_REFUND_TIMING}).` : 'You have not been charged anything.'
      }`;
    case 'rto_delivered':
      return `Back with us: the parcel could not be delivered. ${money}`;
    case 'lost':
      return `We are sorry: the courier lost or damaged your parcel on its way to you. ${money}`;
  }
}
