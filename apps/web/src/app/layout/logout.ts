import { z } from 'zod';
import { cartCleared } from '../../features/cart/store';
import { apiRequest } from '../../lib/api-client';
import { AUTH_STORAGE_KEY, sessionChecked } from '../../store/auth-slice';
import type { AppDispatch } from '../store';

/**
 * Logs out (SPEC.md §4 "Logout"): tells the server, and even when that fails (only warned)
 * clears the local auth and cart state. The auth feature may move this next to its other thunks.
 */
export async function logout(dispatch: AppDispatch): Promise<void> {
  try {
    await apiRequest('/auth/logout', z.unknown());
  } catch (err) {
    console.warn('Logout request failed; clearing the local session anyway.', err);
  }
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
  dispatch(sessionChecked({ authenticated: false, hasDetails: false }));
  dispatch(cartCleared());
}
