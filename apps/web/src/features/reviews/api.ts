import { CreateReviewResponse, type CreateReviewBody } from '@shop/contract/reviews';
import type { z } from 'zod';
import { queryApi } from '../../lib/query-api';
import { textsOfDocument } from '../../lib/i18n/texts';
import { REVIEW_TEXTS } from './texts';

/**
 * A customer's review, sent through the server-data cache. The wall shows approved reviews only (a public page, fed by
 * its route loader), so a submitted review, which waits for approval, changes nothing a page shows. The review area's
 * submit-success flag follows this endpoint's actions (features/reviews/store.ts).
 */
export const reviewsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /reviews/review-created-by-user (SPEC.md §4 "Review submit"): refused with the server's message, else 'Failed to submit review.' */
    submitReview: build.mutation<z.infer<typeof CreateReviewResponse>, CreateReviewBody>({
      query: (body) => ({ path: '/reviews/review-created-by-user', schema: CreateReviewResponse, method: 'POST', body, fallbackMessage: textsOfDocument(REVIEW_TEXTS).submitFailed }),
    }),
  }),
});

export const { useSubmitReviewMutation } = reviewsApi;
