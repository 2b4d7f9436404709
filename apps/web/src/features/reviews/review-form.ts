import { REVIEW_LIMITS } from '@shop/contract/reviews';

/**
 * Step 1 → 2 (SPEC.md §5): location and message non-empty after trimming; the message also needs the contract's
 * minimum length, which the dialog states under the field. Lengths above the maximum cannot be typed.
 */
export function canLeaveReviewText(location: string, message: string): boolean {
  const place = location.trim();
  const text = message.trim();
  return (
    place.length > 0 &&
    place.length <= REVIEW_LIMITS.locationMaxLength &&
    text.length >= Math.max(1, REVIEW_LIMITS.messageMinLength) &&
    text.length <= REVIEW_LIMITS.messageMaxLength
  );
}

/** Step 2: a rating has been picked (0 means none yet). */
export function canSubmitReview(rating: number): boolean {
  return rating !== 0;
}
