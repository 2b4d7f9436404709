import { AdminReviewResponse, AdminReviewsPage, AdminReviewsQuery, RejectReviewBody } from '@shop/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi';
import type { ReviewsService } from '../../modules/reviews/reviews.service';
import { staffActor } from './staff-actor';

const ReviewParams = z.object({ id: z.string().max(64) });

export const adminReviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(
    '/admin/reviews',
    {
      schema: { tags: ['admin'], summary: 'Reviews by moderation status (pending first), newest first', querystring: AdminReviewsQuery, response: { 200: AdminReviewsPage, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ({ success: true as const, data: await reviews.listForModeration(request.query.status, request.query.page) }),
  );

  app.post(
    '/admin/reviews/:id/approve',
    { schema: { tags: ['admin'], summary: 'Approve a review: it appears on the site at once', params: ReviewParams, response: { 200: AdminReviewResponse, ...errorResponses(401, 403, 404, 409) } } },
    async (request) => ({ success: true as const, review: await reviews.moderate(request.params.id, 'approved', null, staffActor(request)) }),
  );

  app.post(
    '/admin/reviews/:id/reopen',
    {
      schema: { tags: ['admin'], summary: 'Put a review back to pending (undo an approval or rejection)', params: ReviewParams, response: { 200: AdminReviewResponse, ...errorResponses(401, 403, 404, 409) } },
    },
    async (request) => ({ success: true as const, review: await reviews.moderate(request.params.id, 'pending', null, staffActor(request)) }),
  );

  app.post(
    '/admin/reviews/:id/reject',
    {
      schema: { tags: ['admin'], summary: 'Reject a review, with an optional reason', params: ReviewParams, body: RejectReviewBody, response: { 200: AdminReviewResponse, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => ({
      success: true as const,
      review: await reviews.moderate(request.params.id, 'rejected', request.body.reason || null, staffActor(request)),
    }),
  );
};
