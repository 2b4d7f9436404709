import { z } from 'zod';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Limits on what a customer may write in a review. */
export const REVIEW_LIMITS = {
  locationMaxLength: 80,
  messageMinLength: 10,
  messageMaxLength: 1000,
  nameMaxLength: 80,
} as const;
/** The reviews wall cuts each card to this many words. */
export const REVIEW_CARD_WORDS = 10;
/** The home page shows at most this many approved reviews. */
export const HOME_REVIEWS_LIMIT = 6;
/** GET /reviews/approved returns at most this many, newest first. */
export const APPROVED_REVIEWS_LIMIT = 200;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const Review = z.object({
  _id: z.string(),
  name: z.string(),
  location: z.string(),
  message: z.string(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

/** GET /reviews/approved: the whole body is the list. */
export const ApprovedReviewsResponse = z.array(Review);
export type ApprovedReviewsResponse = z.infer<typeof ApprovedReviewsResponse>;
