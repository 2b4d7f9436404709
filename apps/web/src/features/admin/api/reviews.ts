import { AdminReviewResponse, AdminReviewsPage, type AdminReview, type REVIEW_STATUSES } from '@shop/contract/reviews';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { OPS_FAILURES } from '../pages/texts-operations';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type AdminReviewsPageData = z.infer<typeof AdminReviewsPage>['data'];

const reviewOf = (answer: z.infer<typeof AdminReviewResponse>) => answer.review;
const path = (id: string, action: string) => `/admin/reviews/${encodeURIComponent(id)}/${action}`;

/**
 * Approving and rejecting leave the moderation list alone: the page keeps the decided row with Undo for a few
 * seconds and loads its list again itself when the row leaves. Whatever else shows the review (the dashboard's count,
 * the customer's page) loads again at once; a refused decision loads the list again, as it may have changed meanwhile.
 */
const afterDecision = (_review: AdminReview | undefined, error: unknown) => (error ? (['Reviews', 'Dashboard', 'Customers'] as const) : (['Dashboard', 'Customers'] as const));

const reviewsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/reviews?status&page: reviews with one moderation status, newest first. */
    adminReviews: build.query<AdminReviewsPageData, { status: ReviewStatus; page: number }>({
      query: ({ status, page }) => ({ path: `/admin/reviews?${new URLSearchParams({ status, page: String(page) }).toString()}`, schema: AdminReviewsPage, fallbackMessage: OPS_FAILURES.reviews }),
      transformResponse: (answer: z.infer<typeof AdminReviewsPage>) => answer.data,
      providesTags: ['Reviews'],
    }),

    /** POST /admin/reviews/:id/approve: the review appears on the site at once. */
    approveReview: build.mutation<AdminReview, string>({
      query: (id) => ({ path: path(id, 'approve'), schema: AdminReviewResponse, method: 'POST', fallbackMessage: OPS_FAILURES.approve }),
      transformResponse: reviewOf,
      invalidatesTags: (review, error) => [...afterDecision(review, error)],
    }),

    /** POST /admin/reviews/:id/reject with an optional reason (kept for staff). */
    rejectReview: build.mutation<AdminReview, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({ path: path(id, 'reject'), schema: AdminReviewResponse, method: 'POST', body: { reason: reason || undefined }, fallbackMessage: OPS_FAILURES.reject }),
      transformResponse: reviewOf,
      invalidatesTags: (review, error) => [...afterDecision(review, error)],
    }),

    /** POST /admin/reviews/:id/reopen: back to pending (staff undoing a decision); the list shows it again. */
    reopenReview: build.mutation<AdminReview, string>({
      query: (id) => ({ path: path(id, 'reopen'), schema: AdminReviewResponse, method: 'POST', fallbackMessage: OPS_FAILURES.undo }),
      transformResponse: reviewOf,
      invalidatesTags: ['Reviews', 'Dashboard', 'Customers'],
    }),
  }),
});

export const { useAdminReviewsQuery, useApproveReviewMutation, useRejectReviewMutation, useReopenReviewMutation } = reviewsApi;
