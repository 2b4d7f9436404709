import { z } from 'zod';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Limits on what a customer may write in a review. */
export const REVIEW_LIMITS = {
  locationMaxLength: 80,
  messageMinLength: 10,
  messageMaxLength: 1000,
  nameMaxLength: 80,
  /** Reviews one customer may have waiting for moderation at once. */
  maxPendingPerUser: 3,
} as const;

export const REVIEW_MESSAGES = {
  locationRequired: 'Please tell us where you are',
  messageTooShort: `Please write at least ${REVIEW_LIMITS.messageMinLength} characters`,
  messageTooLong: `Please keep your review under ${REVIEW_LIMITS.messageMaxLength} characters`,
  locationTooLong: `Location must be at most ${REVIEW_LIMITS.locationMaxLength} characters`,
  ratingRange: 'Rating must be a whole number from 1 to 5',
  tooManyPending: 'You already have reviews waiting for approval. Please wait until they are checked.',
  submitted: 'Review submitted! Awaiting approval.',
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

/** POST /reviews/review-created-by-user. The name comes from the signed-in user. */
export const CreateReviewBody = z.object({
  location: z.string().trim().min(1, REVIEW_MESSAGES.locationRequired).max(REVIEW_LIMITS.locationMaxLength, REVIEW_MESSAGES.locationTooLong),
  message: z
    .string()
    .trim()
    .min(REVIEW_LIMITS.messageMinLength, REVIEW_MESSAGES.messageTooShort)
    .max(REVIEW_LIMITS.messageMaxLength, REVIEW_MESSAGES.messageTooLong),
  rating: z.number({ error: REVIEW_MESSAGES.ratingRange }).int(REVIEW_MESSAGES.ratingRange).min(RATING_MIN, REVIEW_MESSAGES.ratingRange).max(RATING_MAX, REVIEW_MESSAGES.ratingRange),
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
  userId: z.string().nullable(),
  moderationNote: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewsQuery = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const AdminReviewsPage = z.object({
  success: z.literal(true),
  data: z.object({ docs: z.array(AdminReview), totalDocs: z.number().int(), page: z.number().int(), totalPages: z.number().int() }),
});
export const RejectReviewBody = z.object({ reason: z.string().trim().max(MODERATION_LIMITS.reasonMaxLength).optional() });
export const AdminReviewResponse = z.object({ success: z.literal(true), review: AdminReview });
export const REVIEW_MODERATION_MESSAGES = {
  notFound: 'Review not found',
  alreadyModerated: (status: string) => `This review is already ${status}`,
} as const;
