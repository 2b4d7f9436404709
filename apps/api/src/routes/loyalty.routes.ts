import { LoyaltyStatusResponse } from '@shop/contract/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { LoyaltyService } from '../modules/loyalty/loyalty.service';
import { privateAnswer } from './private-answer';

const doc = routeDoc('loyalty');

/** GET /loyalty/status: progress towards the free product. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ loyalty: LoyaltyService; guard: AuthGuard }> = async (app, { loyalty, guard }) => {
  app.get(
    '/loyalty/status',
    { onRequest: guard.requireUser, schema: doc('Delivered orders counted towards the free product, and the reward when earned', {}, { 200: LoyaltyStatusResponse }, 401) },
    async (request, reply) => privateAnswer(reply, await loyalty.status(request.user!.userId)),
  );
};
