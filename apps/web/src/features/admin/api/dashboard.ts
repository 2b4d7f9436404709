import { AdminDashboardResponse, type AdminDashboard } from '@shop/contract/admin';
import { apiRequest } from '../../../lib/api-client';
import { OPS_FAILURES } from '../pages/texts-operations';

/** GET /admin/dashboard: today's and this month's sales, what waits for staff, and low stock. */
export async function fetchDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return (await apiRequest('/admin/dashboard', AdminDashboardResponse, { signal, fallbackMessage: OPS_FAILURES.dashboard })).dashboard;
}
