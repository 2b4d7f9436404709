import { LoyaltyStatusResponse } from '@shop/contract/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/openapi';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { LoyaltyService } from '../modules/loyalty/loyalty.service';

/** GET /loyalty/status: progress towards the free product. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ loyalty: LoyaltyService; guard: AuthGuard }> = async (app, { loyalty, guard }) => {
  app.get(
    '/loyalty/status',
    {
      onRequest: guard.requireUser,
      schema: { tags: ['loyalty'], summary: 'Delivered orders counted towards the free product, and the reward when earned', response: { 200: LoyaltyStatusResponse, ...errorResponses(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, ...(await loyalty.status(request.user!.userId)) };
    },
  );
};
