import { AdminDashboardResponse, type AdminDashboard } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { OPS_FAILURES } from '../pages/texts-operations';

const dashboardApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/dashboard: today's and this month's sales, what waits for staff, and low stock. */
    adminDashboard: build.query<AdminDashboard, void>({
      query: () => ({ path: '/admin/dashboard', schema: AdminDashboardResponse, fallbackMessage: OPS_FAILURES.dashboard }),
      transformResponse: (answer: z.infer<typeof AdminDashboardResponse>) => answer.dashboard,
      // Its counts and low stock follow orders, reviews, payments and products: each of those changes names it.
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useAdminDashboardQuery } = dashboardApi;
