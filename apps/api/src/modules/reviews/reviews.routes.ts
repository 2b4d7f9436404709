import { ApprovedReviewsResponse } from '@shop/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import type { ReviewsService } from './reviews.service';

/** Public reviews: GET /reviews/approved returns the list itself. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
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
};
