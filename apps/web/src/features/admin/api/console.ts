import { AdminDashboardResponse, AdminSessionResponse, type AdminDashboard, type AdminSession } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { OPS_FAILURES } from '../pages/texts-operations';
import { ADMIN_TEXT } from '../texts';

/** What the console itself reads: who is signed in, and the overview on its start page. */
const consoleApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/session: the signed-in member of staff; 401 (not signed in) or 403 (a customer). */
    adminSession: build.query<AdminSession, void>({
      query: () => ({ path: '/admin/session', schema: AdminSessionResponse, fallbackMessage: ADMIN_TEXT.failedTitle }),
      transformResponse: (answer: z.infer<typeof AdminSessionResponse>) => answer.staff,
      providesTags: ['Session'],
    }),

    /** GET /admin/dashboard: today's and this month's sales, what waits for staff, and low stock. */
    adminDashboard: build.query<AdminDashboard, void>({
      query: () => ({ path: '/admin/dashboard', schema: AdminDashboardResponse, fallbackMessage: OPS_FAILURES.dashboard }),
      transformResponse: (answer: z.infer<typeof AdminDashboardResponse>) => answer.dashboard,
      // Its counts and low stock follow orders, reviews, payments and products: each of those changes names it.
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useAdminSessionQuery, useAdminDashboardQuery } = consoleApi;
