import { RETURN_WINDOW_DAYS } from '@shop/contract/constants';
import type { OrderStatusResponse, RETURN_REASONS } from '@shop/contract/tracking';
import { TRACKING_TEXT } from './texts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Whether a delivery is recent enough to return: no more than RETURN_WINDOW_DAYS days ago (SPEC.md §5, §9). */
export function isReturnWindowOpen(deliveredAt: string | null, now: Date): boolean {
  if (!deliveredAt) return false;
  const delivered = Date.parse(deliveredAt);
  if (Number.isNaN(delivered)) return false;
  return now.getTime() - delivered <= RETURN_WINDOW_DAYS * DAY_MS;
}

/**
 * Whether the Return button shows (SPEC.md §5): the order is delivered, delivery was no more than 4 days ago, and the
 * server still allows a return (canReturn is false once a return has been asked for).
 */
export function canShowReturn(order: Pick<OrderStatusResponse, 'statusCode' | 'deliveredAt' | 'canReturn'>, now: Date): boolean {
  return order.statusCode === 'delivered' && order.canReturn && isReturnWindowOpen(order.deliveredAt, now);
}

/** Why a return cannot be sent yet, or null when it can: a reason is required, and so is the order id (SPEC.md §5). */
export function returnRequestError(orderId: string | null | undefined, reason: ReturnReason | null): string | null {
  if (!reason) return TRACKING_TEXT.selectReason;
  if (!orderId) return TRACKING_TEXT.orderIdMissing;
  return null;
}
