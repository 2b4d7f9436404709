import { AdminAuditPage, AdminAuditQuery, AdminCustomerParams, AdminCustomerResponse, AdminCustomersPage, AdminCustomersQuery, AdminDashboardResponse } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, startOfIndianDay } from '../../lib/indian-calendar';
import { getView } from '../read-routes';
import { routeDoc } from '../../lib/openapi';
import type { ConsoleOverviewService } from '../../workflows/console-overview';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** The dashboard, customers and the audit log: views that draw on several domains (see workflows/console-overview.ts). */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ consoleOverview: ConsoleOverviewService }> = async (app, { consoleOverview }) => {

  getView(app, '/admin/dashboard', doc("Today's and this month's sales, what is waiting, and low stock", {}, { 200: AdminDashboardResponse }), async () => ({ dashboard: await consoleOverview.dashboard() }));

  app.get(
    '/admin/customers',
    { schema: doc('Accounts by name, email or phone, newest first', { querystring: AdminCustomersQuery }, { 200: AdminCustomersPage }, 400) },
    async (request) => ({ success: true as const, data: await consoleOverview.customers(request.query.q || undefined, request.query.page) }),
  );

  app.get(
    '/admin/customers/:id',
    { schema: doc('One account with its addresses, orders and reviews', { params: AdminCustomerParams }, { 200: AdminCustomerResponse }, 404) },
    async (request) => ({ success: true as const, ...(await consoleOverview.customer(request.params.id)) }),
  );

  app.get(
    '/admin/audit',
    { schema: doc('Every recorded change, newest first: by who, kind of thing, entity id or order number, and Indian days', { querystring: AdminAuditQuery }, { 200: AdminAuditPage }, 400) },
    async (request) => {
      const { actor, entityType, entityId, from, to, page } = request.query;
      const filter = {
        actor: actor || undefined,
        entityType,
        entityId: entityId || undefined,
        from: from ? startOfIndianDay(from) : undefined,
        until: to ? startOfIndianDay(addDays(to, 1)) : undefined,
      };
      return { success: true as const, data: await consoleOverview.audit(filter, page) };
    },
  );
};
