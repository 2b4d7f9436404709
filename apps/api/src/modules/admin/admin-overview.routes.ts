import {
  ADMIN_PAGE_SIZE,
  AdminAuditPage,
  AdminAuditQuery,
  AdminCustomerParams,
  AdminCustomerResponse,
  AdminCustomersPage,
  AdminCustomersQuery,
  AdminDashboardResponse,
  CUSTOMER_HISTORY_LIMIT,
  LOW_STOCK_LIST_LIMIT,
  LOW_STOCK_THRESHOLD,
} from '@shop/contract/admin';
import { paiseToRupees } from '@shop/pricing/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { errorResponses } from '../../lib/openapi';
import type { Services } from '../../services';
import { pageAudit, toAuditEntry } from '../audit/audit.service';

type Deps = Pick<Services, 'ordersAdmin' | 'paymentsAdmin' | 'usersAdmin' | 'reviews' | 'catalog'>;

const pages = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

/** The dashboard, customers and the audit log: views that draw on several domains. */
export const adminOverviewRoutes: FastifyPluginAsyncZod<{ services: Deps; db: Db; now: () => Date }> = async (app, { services, db, now }) => {
  const { ordersAdmin, paymentsAdmin, usersAdmin, reviews, catalog } = services;
  const tags = ['admin'];

  app.get(
    '/admin/dashboard',
    { schema: { tags, summary: "Today's and this month's sales, what is waiting, and low stock", response: { 200: AdminDashboardResponse, ...errorResponses(401, 403) } } },
    async () => {
      const at = now();
      const [stats, reviewsPending, paymentsToRefund, lowStock] = await Promise.all([
        ordersAdmin.stats(at),
        reviews.countPending(),
        paymentsAdmin.countUnfulfilled(),
        catalog.lowStock(LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_LIMIT),
      ]);
      return {
        success: true as const,
        dashboard: {
          today: stats.today,
          month: stats.month,
          ordersByStatus: stats.ordersByStatus,
          reviewsPending,
          returnsRequested: stats.returnsByStatus.requested,
          returnsToRefund: stats.returnsByStatus.approved,
          paymentsToRefund,
          ordersToRefund: stats.cancelledPaid,
          lowStock,
          generatedAt: at.toISOString(),
        },
      };
    },
  );

  app.get(
    '/admin/customers',
    { schema: { tags, summary: 'Accounts by name, email or phone, newest first', querystring: AdminCustomersQuery, response: { 200: AdminCustomersPage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { q, page } = request.query;
      const { accounts, total } = await usersAdmin.search(q || undefined, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
      const totals = await ordersAdmin.customerTotals(accounts.map((a) => a._id));
      const docs = accounts.map((a) => {
        const t = totals.get(a._id);
        return { ...a, orderCount: t?.orders ?? 0, totalSpent: paiseToRupees(t?.totalPaise ?? 0) };
      });
      return { success: true as const, data: { docs, totalDocs: total, page, totalPages: pages(total), limit: ADMIN_PAGE_SIZE } };
    },
  );

  app.get(
    '/admin/customers/:id',
    { schema: { tags, summary: 'One account with its addresses, orders and reviews', params: AdminCustomerParams, response: { 200: AdminCustomerResponse, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const account = await usersAdmin.account(request.params.id);
      const [totals, orders, ownReviews] = await Promise.all([
        ordersAdmin.customerTotals([account._id]),
        ordersAdmin.listOfCustomer(account._id, CUSTOMER_HISTORY_LIMIT),
        reviews.listOfUser(account._id, CUSTOMER_HISTORY_LIMIT),
      ]);
      const t = totals.get(account._id);
      return {
        success: true as const,
        customer: { ...account, orderCount: t?.orders ?? 0, totalSpent: paiseToRupees(t?.totalPaise ?? 0) },
        orders,
        reviews: ownReviews,
      };
    },
  );

  app.get(
    '/admin/audit',
    { schema: { tags, summary: 'What staff have done, newest first', querystring: AdminAuditQuery, response: { 200: AdminAuditPage, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { entityType, entityId, page } = request.query;
      const { rows, total } = await pageAudit(db, { entityType, entityId }, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE);
      return { success: true as const, data: { docs: rows.map(toAuditEntry), totalDocs: total, page, totalPages: pages(total), limit: ADMIN_PAGE_SIZE } };
    },
  );
};
