/**
 * Where a return stands and the words of tracking and returns. Free of the validation library, so the error reasons
 * (error-reasons.ts) can name them without it; tracking.ts re-exports them with the schemas.
 */

import { RETURN_WINDOW_DAYS } from './constants';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-rules';

/** Where a return request stands. */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_MESSAGES = {
  submitted: 'Return request submitted successfully.',
  selectReason: 'Please select a reason',
  notDelivered: 'Only delivered orders can be returned',
  windowClosed: `Returns can be requested within ${RETURN_WINDOW_DAYS} days of delivery`,
  alreadyRequested: 'A return has already been requested for this order',
  orderNotFound: 'Order not found',
} as const;

export const TRACKING_MESSAGES = {
  orderNotFound: 'Order not found',
  invalidTransition: ({ from, to }: { from: OrderStatus; to: OrderStatus }) => `An order cannot move from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}`,
} as const;
