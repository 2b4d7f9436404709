import { LoyaltyStatusResponse } from '@shop/contract/tracking';
import { apiRequest } from '../../lib/api-client';
import { LOYALTY_UI_TEXT } from './texts';

/** GET /loyalty/status: delivered orders counted, and the reward's coupon once earned. */
export async function fetchLoyaltyStatus(signal?: AbortSignal): Promise<LoyaltyStatusResponse> {
  return apiRequest('/loyalty/status', LoyaltyStatusResponse, { signal, fallbackMessage: LOYALTY_UI_TEXT.loadFailed });
}
