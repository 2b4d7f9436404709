import { ApprovedReviewsResponse, CreateReviewBody, CreateReviewResponse, REVIEW_MESSAGES } from '@shop/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import type { AuthGuard } from '../auth/auth.guard';
import type { UsersService } from '../users/users.service';
import type { ReviewsService } from './reviews.service';

/** Public reviews: GET /reviews/approved returns the list itself. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService; users: UsersService; guard: AuthGuard }> = async (
  app,
  { reviews, users, guard },
) => {
  app.get(
    '/reviews/approved',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approved reviews, newest first',
        response: { 200: ApprovedReviewsResponse, ...errorResponses(500, 503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return reviews.listApproved();
    },
  );

  app.post(
    '/reviews/review-created-by-user',
    {
      onRequest: guard.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Submit a review; it waits for approval before it is shown',
        body: CreateReviewBody,
        response: { 201: CreateReviewResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.userId;
      const review = await reviews.submit({ userId, name: await users.getDisplayName(userId) }, request.body);
      return reply.status(201).send({ success: true as const, message: REVIEW_MESSAGES.submitted, review });
    },
  );
};
