import { AdminCustomerResponse, AdminCustomersPage } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { OPS_FAILURES } from '../pages/texts-operations';

export type AdminCustomersPageData = z.infer<typeof AdminCustomersPage>['data'];

const customersApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/customers?q&page: customers, newest first, optionally matching a name, email or phone. */
    adminCustomers: build.query<AdminCustomersPageData, { q: string; page: number }>({
      query: ({ q, page }) => {
        const query = new URLSearchParams();
        if (q) query.set('q', q);
        if (page > 1) query.set('page', String(page));
        const search = query.toString();
        return { path: `/admin/customers${search ? `?${search}` : ''}`, schema: AdminCustomersPage, fallbackMessage: OPS_FAILURES.customers };
      },
      transformResponse: (answer: z.infer<typeof AdminCustomersPage>) => answer.data,
      providesTags: ['Customers'],
    }),

    /** GET /admin/customers/:id: contact, addresses, latest orders and reviews (so order and review changes name it too). */
    adminCustomer: build.query<AdminCustomerResponse, string>({
      query: (id) => ({ path: `/admin/customers/${encodeURIComponent(id)}`, schema: AdminCustomerResponse, fallbackMessage: OPS_FAILURES.customer }),
      providesTags: (_customer, _error, id) => [{ type: 'Customers', id }],
    }),
  }),
});

export const { useAdminCustomersQuery, useAdminCustomerQuery } = customersApi;
