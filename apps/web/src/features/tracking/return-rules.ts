import type { RETURN_REASONS } from '@shop/contract/tracking';
import { TRACKING_TEXTS } from './texts';
import { textsOfDocument } from '../../lib/i18n/texts';

export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Why a return cannot be sent yet, or null when it can: a reason is required, and so is the order id (SPEC.md §5). */
export function returnRequestError(orderId: string | null | undefined, reason: ReturnReason | null): string | null {
  if (!reason) return textsOfDocument(TRACKING_TEXTS).selectReason;
  if (!orderId) return textsOfDocument(TRACKING_TEXTS).orderIdMissing;
  return null;
}
