import { z } from 'zod';

import { RATING_MAX, RATING_MIN, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_STATUSES } from './review-rules';
import { boundedText, DocumentId, pagedList, PageNumber, Timestamp } from './schema-parts';
export { APPROVED_REVIEWS_LIMIT, HOME_REVIEWS_LIMIT, PRODUCT_PAGE_REVIEWS_LIMIT, RATING_MAX, RATING_MIN, REVIEW_CARD_WORDS, REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_MODERATION_MESSAGES, REVIEW_STATUSES } from './review-rules';

export const Review = z.object({
  _id: DocumentId,
  name: z.string(),
  location: z.string(),
  message: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  createdAt: Timestamp,
});
export type Review = z.infer<typeof Review>;

/** GET /reviews/approved: the whole body is the list. */
export const ApprovedReviewsResponse = z.array(Review);
export type ApprovedReviewsResponse = z.infer<typeof ApprovedReviewsResponse>;

/** GET /reviews/rating: the shop's rating from its approved reviews (average to one decimal; null when there are none). */
export const RatingSummaryResponse = z.object({
  count: z.number().int().nonnegative(),
  average: z.number().min(RATING_MIN).max(RATING_MAX).nullable(),
});
export type RatingSummaryResponse = z.infer<typeof RatingSummaryResponse>;

/** POST /reviews/review-created-by-user. The name comes from the signed-in user. */
export const CreateReviewBody = z.object({
  location: boundedText(REVIEW_LIMITS.locationMaxLength, REVIEW_MESSAGES.locationRequired, REVIEW_MESSAGES.locationTooLong),
  message: z
    .string()
    .trim()
    .min(REVIEW_LIMITS.messageMinLength, REVIEW_MESSAGES.messageTooShort)
    .max(REVIEW_LIMITS.messageMaxLength, REVIEW_MESSAGES.messageTooLong),
  rating: z.number({ error: REVIEW_MESSAGES.ratingRange }).int(REVIEW_MESSAGES.ratingRange).min(RATING_MIN, REVIEW_MESSAGES.ratingRange).max(RATING_MAX, REVIEW_MESSAGES.ratingRange),
  /** The product the review is about, when written from its page: approved, it counts towards that product's rating. */
  productId: z.uuid().optional(),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

export const CreateReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  review: Review.extend({ status: z.enum(REVIEW_STATUSES) }),
});

/** Staff moderation (operations console). */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;
export const MODERATION_LIMITS = { reasonMaxLength: 300 } as const;

export const AdminReview = Review.extend({
  status: z.enum(REVIEW_STATUSES),
  userId: DocumentId.nullable(),
  moderationNote: z.string().nullable(),
  moderatedAt: Timestamp.nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  page: PageNumber,
});
export const AdminReviewsPage = pagedList(AdminReview);
export const RejectReviewBody = z.object({ reason: boundedText(MODERATION_LIMITS.reasonMaxLength).optional() });
export const AdminReviewResponse = z.object({ success: z.literal(true), review: AdminReview });
