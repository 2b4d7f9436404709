import { AdminSessionResponse } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../../lib/openapi';
import type { CatalogAdminService } from '../../modules/catalog/catalog-admin.service';
import type { ConsoleOverviewService } from '../../workflows/console-overview';
import type { CouponsAdminService } from '../../modules/coupons/coupons-admin.service';
import type { CatalogSearchAdminService } from '../../modules/catalog/catalog-search-admin.service';
import type { ReviewsService } from '../../modules/reviews/reviews.service';
import type { PagesService } from '../../modules/pages/pages.service';
import type { SettingsService } from '../../modules/settings/settings.service';
import type { UsersAdminService } from '../../modules/users/users-admin.service';
import type { UsersService } from '../../modules/users/users.service';
import type { AuthGuard } from '../../modules/auth/auth.guard';
import { adminCouponsRoutes } from './admin-coupons.routes';
import { adminDataRightsRoutes } from './admin-data-rights.routes';
import type { GrievancesService } from '../../modules/grievances/grievances.service';
import type { PrivacyService } from '../../modules/privacy/privacy.service';
import type { AccountDeletionWorkflow } from '../../workflows/account-deletion';
import { adminOrdersRoutes, type AdminOrdersDeps } from './admin-orders.routes';
import { adminOverviewRoutes } from './admin-overview.routes';
import { adminPagesRoutes } from './admin-pages.routes';
import { adminProductsRoutes } from './admin-products.routes';
import { adminReviewsRoutes } from './admin-reviews.routes';
import { adminSearchRoutes } from './admin-search.routes';
import { adminSettingsRoutes } from './admin-settings.routes';
import { adminRemindersRoutes } from './admin-reminders.routes';
import type { RemindersService } from '../../modules/reminders/reminders.service';
import { adminStaffRoutes } from './admin-staff.routes';
import { nameStaffOnChanges } from './staff-actor';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** The services the console's routes use, and nothing else. */
export interface AdminRouteDeps extends AdminOrdersDeps {
  guard: AuthGuard;
  users: UsersService;
  consoleOverview: ConsoleOverviewService;
  reviews: ReviewsService;
  catalogAdmin: CatalogAdminService;
  couponsAdmin: CouponsAdminService;
  searchAdmin: CatalogSearchAdminService;
  pages: PagesService;
  reminders: RemindersService;
  settings: SettingsService;
  usersAdmin: UsersAdminService;
  privacy: PrivacyService;
  grievances: GrievancesService;
  accountDeletion: AccountDeletionWorkflow;
  /** Called after every change staff make, for what this process keeps of the public catalogue and pages. */
  onStaffChange: () => void;
}

/**
 * The operations console's API. The guard runs before every route registered below: anonymous callers get 401,
 * customers 403. Responses are never cached.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteDeps> = async (app, deps) => {
  const { guard, users } = deps;
  app.addHook('onRequest', guard.requireAdmin);
  // What staff change is shown at once by this process; the others hear it from PostgreSQL (migration 0012).
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    deps.onStaffChange();
  });
  nameStaffOnChanges(app, (userId) => users.getContact(userId));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.get(
    '/admin/session',
    { schema: doc('The member of staff signed in to the console', {}, { 200: AdminSessionResponse }) },
    async (request) => {
      const { userId } = request.user!;
      const { name, email } = await users.getContact(userId);
      return { success: true as const, staff: { _id: userId, name, email } };
    },
  );
  const { ordersAdmin, paymentsAdmin, consoleOverview, lifecycle, refunds, tracking } = deps;
  await app.register(adminOverviewRoutes, { consoleOverview });
  await app.register(adminOrdersRoutes, { ordersAdmin, paymentsAdmin, consoleOverview, lifecycle, refunds, tracking });
  await app.register(adminReviewsRoutes, { reviews: deps.reviews });
  await app.register(adminProductsRoutes, { catalogAdmin: deps.catalogAdmin });
  await app.register(adminCouponsRoutes, { couponsAdmin: deps.couponsAdmin });
  await app.register(adminSearchRoutes, { searchAdmin: deps.searchAdmin });
  await app.register(adminPagesRoutes, { pages: deps.pages });
  await app.register(adminSettingsRoutes, { settings: deps.settings });
  await app.register(adminRemindersRoutes, { reminders: deps.reminders });
  await app.register(adminStaffRoutes, { usersAdmin: deps.usersAdmin });
  await app.register(adminDataRightsRoutes, { privacy: deps.privacy, grievances: deps.grievances, accountDeletion: deps.accountDeletion });
};
