import { AdminDashboardResponse, AdminSessionResponse, type AdminDashboard, type AdminSession } from '@shop/contract/admin';
import { queryApi } from '../../../lib/query-api';
import { OPS_FAILURES } from '../pages/texts-operations';
import { ADMIN_TEXT } from '../texts';
import { readQuery } from './read-query';

/** What the console itself reads: who is signed in, and the overview on its start page. */
const consoleApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/session: the signed-in member of staff; 401 (not signed in) or 403 (a customer). */
    adminSession: readQuery<AdminSession, typeof AdminSessionResponse>(build, { path: '/admin/session', schema: AdminSessionResponse, pick: (answer) => answer.staff, failed: ADMIN_TEXT.failedTitle, tags: ['Session'] }),

    /** GET /admin/dashboard: today's and this month's sales, what waits for staff, and low stock. */
    // Its counts and low stock follow orders, reviews, payments and products: each of those changes names it.
    adminDashboard: readQuery<AdminDashboard, typeof AdminDashboardResponse>(build, { path: '/admin/dashboard', schema: AdminDashboardResponse, pick: (answer) => answer.dashboard, failed: OPS_FAILURES.dashboard, tags: ['Dashboard'] }),
  }),
});

export const { useAdminSessionQuery, useAdminDashboardQuery } = consoleApi;
