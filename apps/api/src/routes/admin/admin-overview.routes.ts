import { AdminAuditPage, AdminAuditQuery, AdminCustomerParams, AdminCustomerResponse, AdminCustomersPage, AdminCustomersQuery, AdminDashboardResponse } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, startOfIndianDay } from '../../lib/indian-calendar';
import { errorResponses } from '../../lib/openapi';
import type { ConsoleOverviewService } from '../../workflows/console-overview';

/** The dashboard, customers and the audit log: views that draw on several domains (see workflows/console-overview.ts). */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ consoleOverview: ConsoleOverviewService }> = async (app, { consoleOverview }) => {
  const tags = ['admin'];

  app.get(
    '/admin/dashboard',
    { schema: { tags, summary: "Today's and this month's sales, what is waiting, and low stock", response: { 200: AdminDashboardResponse, ...errorResponses(401, 403) } } },
    async () => ({ success: true as const, dashboard: await consoleOverview.dashboard() }),
  );

  app.get(
    '/admin/customers',
    { schema: { tags, summary: 'Accounts by name, email or phone, newest first', querystring: AdminCustomersQuery, response: { 200: AdminCustomersPage, ...errorResponses(400, 401, 403) } } },
    async (request) => ({ success: true as const, data: await consoleOverview.customers(request.query.q || undefined, request.query.page) }),
  );

  app.get(
    '/admin/customers/:id',
    { schema: { tags, summary: 'One account with its addresses, orders and reviews', params: AdminCustomerParams, response: { 200: AdminCustomerResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => ({ success: true as const, ...(await consoleOverview.customer(request.params.id)) }),
  );

  app.get(
    '/admin/audit',
    { schema: { tags, summary: 'Every recorded change, newest first: by who, kind of thing, entity id or order number, and Indian days', querystring: AdminAuditQuery, response: { 200: AdminAuditPage, ...errorResponses(400, 401, 403) } } },
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
