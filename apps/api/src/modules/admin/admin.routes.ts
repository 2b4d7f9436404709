import { AdminSessionResponse } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import type { Services } from '../../services';
import type { AuthGuard } from '../auth/auth.guard';
import { adminCouponsRoutes } from './admin-coupons.routes';
import { adminOrdersRoutes } from './admin-orders.routes';
import { adminOverviewRoutes } from './admin-overview.routes';
import { adminProductsRoutes } from './admin-products.routes';
import { adminReviewsRoutes } from './admin-reviews.routes';
import { adminSettingsRoutes } from './admin-settings.routes';
import { adminStaffRoutes } from './admin-staff.routes';
import { nameStaffOnChanges } from './staff-actor';

export interface AdminRouteDeps {
  guard: AuthGuard;
  services: Services;
}

/**
 * The operations console's API. The guard runs before every route registered below: anonymous callers get 401,
 * customers 403. Responses are never cached.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, { guard, services }) => {
  app.addHook('onRequest', guard.requireAdmin);
  nameStaffOnChanges(app, (userId) => services.users.getContact(userId));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.get(
    '/admin/session',
    { schema: { tags: ['admin'], summary: 'The member of staff signed in to the console', response: { 200: AdminSessionResponse, ...errorResponses(401, 403) } } },
    async (request) => {
      const { userId } = request.user!;
      const { name, email } = await services.users.getContact(userId);
      return { success: true as const, staff: { _id: userId, name, email } };
    },
  );
  await app.register(adminOverviewRoutes, { services });
  await app.register(adminOrdersRoutes, { services });
  await app.register(adminReviewsRoutes, { services });
  await app.register(adminProductsRoutes, { services });
  await app.register(adminCouponsRoutes, { services });
  await app.register(adminSettingsRoutes, { services });
  await app.register(adminStaffRoutes, { services });
};
