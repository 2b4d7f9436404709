/**
 * The rules and words of reviews: ratings, lengths, how many show where. Free of the validation library, so the
 * storefront's first load can use them (reviews.ts re-exports them with the schemas).
 */

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
/** A product page shows at most this many approved reviews, above a link to the rest. */
export const PRODUCT_PAGE_REVIEWS_LIMIT = 3;
/** GET /reviews/approved returns at most this many, newest first. */
export const APPROVED_REVIEWS_LIMIT = 200;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const REVIEW_MODERATION_MESSAGES = {
  notFound: 'Review not found',
  alreadyModerated: ({ status }: { status: (typeof REVIEW_STATUSES)[number] }) => `This review is already ${status}`,
} as const;
