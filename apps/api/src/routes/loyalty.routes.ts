import { PUBLIC_CACHE } from '@shop/contract/operations';
import { LoyaltyProgrammeResponse, LoyaltyStatusResponse } from '@shop/contract/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import { cachedBody, sendEncoded, type PublicCache } from '../lib/public-cache';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { LoyaltyService } from '../modules/loyalty/loyalty.service';
import { getOwnData } from './read-routes';

const doc = routeDoc('loyalty');

/** GET /loyalty/status: progress towards the free product; GET /loyalty/programme: what the reward needs, for anyone. */
export const loyaltyRoutes: FastifyPluginAsyncZod<{ loyalty: LoyaltyService; guard: AuthGuard; publicCache: PublicCache }> = async (app, { loyalty, guard, publicCache }) => {
  getOwnData(app, guard, '/loyalty/status', doc('Delivered orders counted towards the free product, and the reward when earned', {}, { 200: LoyaltyStatusResponse }, 401), (userId) => loyalty.status(userId));

  app.get(
    '/loyalty/programme',
    { helmet: false, schema: doc("The delivered orders the loyalty reward needs, from the reward's settings", {}, { 200: LoyaltyProgrammeResponse }) },
    async (request, reply) => {
      // Read from the coupons table: it changes with it, and by itself when the reward's validity window opens or closes.
      const body = await cachedBody(publicCache, 'coupons', 'loyalty:programme', async () => {
        const { target, changesAt } = await loyalty.programme();
        return { response: LoyaltyProgrammeResponse.parse({ success: true, target }), expiresAt: changesAt };
      });
      return sendEncoded(request, reply, body, PUBLIC_CACHE.catalogueMaxAgeSeconds);
    },
  );
};
