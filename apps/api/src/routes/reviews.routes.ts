import { ApprovedReviewsResponse, CreateReviewBody, CreateReviewResponse, RatingSummaryResponse, REVIEW_MESSAGES } from '@shop/contract/reviews';
import { PUBLIC_CACHE } from '@shop/contract/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import { cachedBody, sendEncoded, type PublicCache } from '../lib/public-cache';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { UsersService } from '../modules/users/users.service';
import type { ReviewsService } from '../modules/reviews/reviews.service';

const doc = routeDoc('reviews');

/** Public reviews: GET /reviews/approved returns the list itself, from memory until a review's approval changes. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService; users: UsersService; guard: AuthGuard; publicCache: PublicCache }> = async (
  app,
  { reviews, users, guard, publicCache },
) => {
  app.get(
    '/reviews/approved',
    { helmet: false, schema: doc('Approved reviews, newest first', {}, { 200: ApprovedReviewsResponse }, 500, 503) },
    async (request, reply) => {
      const body = await cachedBody(publicCache, 'reviews', 'reviews:approved', async () => ({
        response: ApprovedReviewsResponse.parse(await reviews.listApproved()),
      }));
      return sendEncoded(request, reply, body, PUBLIC_CACHE.reviewsMaxAgeSeconds);
    },
  );

  app.get(
    '/reviews/rating',
    { helmet: false, schema: doc("The shop's rating: how many reviews are approved and their average, to one decimal", {}, { 200: RatingSummaryResponse }, 500, 503) },
    async (request, reply) => {
      const body = await cachedBody(publicCache, 'reviews', 'reviews:rating', async () => {
        const { count, average } = await reviews.ratingSummary();
        return { response: RatingSummaryResponse.parse({ count, average: average === null ? null : Math.round(average * 10) / 10 }) };
      });
      return sendEncoded(request, reply, body, PUBLIC_CACHE.reviewsMaxAgeSeconds);
    },
  );

  app.post(
    '/reviews/review-created-by-user',
    { onRequest: guard.requireUser, schema: doc('Submit a review; it waits for approval before it is shown', { body: CreateReviewBody }, { 201: CreateReviewResponse }, 400, 401, 429) },
    async (request, reply) => {
      const userId = request.user!.userId;
      const review = await reviews.submit({ userId, name: await users.getDisplayName(userId) }, request.body);
      return reply.status(201).send({ success: true as const, message: REVIEW_MESSAGES.submitted, review });
    },
  );
};
