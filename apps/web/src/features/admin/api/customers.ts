import { AdminCustomerResponse, AdminCustomersPage } from '@shop/contract/admin';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { OPS_FAILURES } from '../pages/texts-operations';

export type AdminCustomersPageData = z.infer<typeof AdminCustomersPage>['data'];

/** GET /admin/customers?q&page: customers, newest first, optionally matching a name, email or phone. */
export async function fetchCustomers(q: string, page: number, signal?: AbortSignal): Promise<AdminCustomersPageData> {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return (await apiRequest(`/admin/customers${search ? `?${search}` : ''}`, AdminCustomersPage, { signal, fallbackMessage: OPS_FAILURES.customers })).data;
}

/** GET /admin/customers/:id: contact, addresses, latest orders and reviews. */
export async function fetchCustomer(id: string, signal?: AbortSignal): Promise<AdminCustomerResponse> {
  return apiRequest(`/admin/customers/${encodeURIComponent(id)}`, AdminCustomerResponse, { signal, fallbackMessage: OPS_FAILURES.customer });
}
