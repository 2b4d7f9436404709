import { REVIEW_LIMITS } from '@shop/contract/reviews';
import { describe, expect, it } from 'vitest';
import { canLeaveReviewText, canSubmitReview } from './review-form';

const message = 'Clumps well and no smell at all.';

describe('review dialog validation', () => {
  it('needs a location and a message after trimming', () => {
    expect(canLeaveReviewText('Pune', message)).toBe(true);
    expect(canLeaveReviewText('   ', message)).toBe(false);
    expect(canLeaveReviewText('Pune', '    ')).toBe(false);
    expect(canLeaveReviewText('', '')).toBe(false);
  });

  it('enforces the contract limits', () => {
    expect(canLeaveReviewText('Pune', 'x'.repeat(REVIEW_LIMITS.messageMinLength - 1))).toBe(false);
    expect(canLeaveReviewText('Pune', ` ${'x'.repeat(REVIEW_LIMITS.messageMinLength)} `)).toBe(true);
    expect(canLeaveReviewText('Pune', 'x'.repeat(REVIEW_LIMITS.messageMaxLength + 1))).toBe(false);
    expect(canLeaveReviewText('P'.repeat(REVIEW_LIMITS.locationMaxLength + 1), message)).toBe(false);
  });

  it('submits only with a rating', () => {
    expect(canSubmitReview(0)).toBe(false);
    for (const r of [1, 2, 3, 4, 5]) expect(canSubmitReview(r)).toBe(true);
  });
});
