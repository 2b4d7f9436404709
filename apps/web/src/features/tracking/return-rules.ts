import type { RETURN_REASONS } from '@shop/contract/tracking';
import { TRACKING_TEXT } from './texts';

export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Why a return cannot be sent yet, or null when it can: a reason is required, and so is the order id (SPEC.md §5). */
export function returnRequestError(orderId: string | null | undefined, reason: ReturnReason | null): string | null {
  if (!reason) return TRACKING_TEXT.selectReason;
  if (!orderId) return TRACKING_TEXT.orderIdMissing;
  return null;
}
