import { AdminSessionResponse, type AdminSession } from '@shop/contract/admin';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/session: the signed-in member of staff; ApiError 401 (not signed in) or 403 (a customer). */
export async function fetchAdminSession(signal?: AbortSignal): Promise<AdminSession> {
  return (await apiRequest('/admin/session', AdminSessionResponse, { signal, fallbackMessage: 'The console could not be opened' })).staff;
}
