import { AdminReviewResponse, AdminReviewsPage, type AdminReview, type REVIEW_STATUSES } from '@shop/contract/reviews';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OPS_FAILURES } from '../pages/texts-operations';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type AdminReviewsPageData = z.infer<typeof AdminReviewsPage>['data'];

/** GET /admin/reviews?status&page: reviews with one moderation status, newest first. */
export async function fetchReviews(status: ReviewStatus, page: number, signal?: AbortSignal): Promise<AdminReviewsPageData> {
  const query = new URLSearchParams({ status, page: String(page) });
  return (await apiRequest(`/admin/reviews?${query.toString()}`, AdminReviewsPage, { signal, fallbackMessage: OPS_FAILURES.reviews })).data;
}

/** POST /admin/reviews/:id/approve: the review appears on the site at once. */
export async function approveReview(id: string): Promise<AdminReview> {
  return (await apiRequest(`/admin/reviews/${encodeURIComponent(id)}/approve`, AdminReviewResponse, { method: 'POST', fallbackMessage: OPS_FAILURES.approve })).review;
}

/** POST /admin/reviews/:id/reopen: back to pending (staff undoing a decision). */
export async function reopenReview(id: string): Promise<AdminReview> {
  return (await apiRequest(`/admin/reviews/${encodeURIComponent(id)}/reopen`, AdminReviewResponse, { method: 'POST', fallbackMessage: OPS_FAILURES.undo })).review;
}

/** POST /admin/reviews/:id/reject with an optional reason (kept for staff). */
export async function rejectReview(id: string, reason?: string): Promise<AdminReview> {
  return (
    await apiRequest(`/admin/reviews/${encodeURIComponent(id)}/reject`, AdminReviewResponse, {
      method: 'POST',
      body: { reason: reason || undefined },
      fallbackMessage: OPS_FAILURES.reject,
    })
  ).review;
}
