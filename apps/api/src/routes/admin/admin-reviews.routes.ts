import { AdminReviewResponse, AdminReviewsPage, AdminReviewsQuery, RejectReviewBody } from '@shop/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDoc } from '../../lib/openapi';
import type { ReviewsService } from '../../modules/reviews/reviews.service';
import { staffActor } from './staff-actor';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

const ReviewParams = z.object({ id: z.string().max(64) });

export const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/admin/reviews',
    { schema: doc('Reviews by moderation status (pending first), newest first', { querystring: AdminReviewsQuery }, { 200: AdminReviewsPage }, 400) },
    async (request) => ({ success: true as const, data: await reviews.listForModeration(request.query.status, request.query.page) }),
  );

  app.post(
    '/admin/reviews/:id/approve',
    { schema: doc('Approve a review: it appears on the site at once', { params: ReviewParams }, { 200: AdminReviewResponse }, 404, 409) },
    async (request) => ({ success: true as const, review: await reviews.moderate(request.params.id, 'approved', null, staffActor(request)) }),
  );

  app.post(
    '/admin/reviews/:id/reopen',
    { schema: doc('Put a review back to pending (undo an approval or rejection)', { params: ReviewParams }, { 200: AdminReviewResponse }, 404, 409) },
    async (request) => ({ success: true as const, review: await reviews.moderate(request.params.id, 'pending', null, staffActor(request)) }),
  );

  app.post(
    '/admin/reviews/:id/reject',
    { schema: doc('Reject a review, with an optional reason', { params: ReviewParams, body: RejectReviewBody }, { 200: AdminReviewResponse }, 400, 404, 409) },
    async (request) => ({
      success: true as const,
      review: await reviews.moderate(request.params.id, 'rejected', request.body.reason || null, staffActor(request)),
    }),
  );
};
