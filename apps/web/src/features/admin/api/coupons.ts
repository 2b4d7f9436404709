import { ADMIN_MESSAGES, AdminCouponResponse, AdminCouponsResponse, type AdminCoupon, type CouponInput, type CouponPatch } from '@shop/contract/admin';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { COUPON_TEXT } from '../pages/texts-catalogue';

export interface CouponFilter {
  /** Part of the code or description. */
  q?: string;
  active?: 'true' | 'false';
}

/** GET /admin/coupons?q&active: every coupon (active and not), with how often each was used. */
export async function fetchAdminCoupons(filter: CouponFilter, signal?: AbortSignal): Promise<AdminCoupon[]> {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.active) query.set('active', filter.active);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return (await apiRequest(`/admin/coupons${search}`, AdminCouponsResponse, { signal, fallbackMessage: COUPON_TEXT.listFailed })).coupons;
}

/** One coupon, found in the list (the API has no GET /admin/coupons/:id); ApiError 404 when there is none. */
export async function fetchAdminCoupon(id: string, signal?: AbortSignal): Promise<AdminCoupon> {
  const coupon = (await fetchAdminCoupons({}, signal)).find((c) => c._id === id);
  if (!coupon) throw new ApiError(ADMIN_MESSAGES.couponNotFound, 404, 'NOT_FOUND');
  return coupon;
}

/** POST /admin/coupons: 409 when the code is taken. */
export async function createCoupon(body: CouponInput): Promise<AdminCoupon> {
  return (await apiRequest('/admin/coupons', AdminCouponResponse, { method: 'POST', body, fallbackMessage: COUPON_TEXT.saveFailed })).coupon;
}

/** PATCH /admin/coupons/:id with the changed fields (the code never changes). */
export async function updateCoupon(id: string, patch: CouponPatch): Promise<AdminCoupon> {
  return (await apiRequest(`/admin/coupons/${encodeURIComponent(id)}`, AdminCouponResponse, { method: 'PATCH', body: patch, fallbackMessage: COUPON_TEXT.saveFailed })).coupon;
}

/** POST /admin/coupons/:id/deactivate: customers can no longer apply it. */
export async function deactivateCoupon(id: string): Promise<AdminCoupon> {
  return (await apiRequest(`/admin/coupons/${encodeURIComponent(id)}/deactivate`, AdminCouponResponse, { method: 'POST', fallbackMessage: COUPON_TEXT.deactivateFailed })).coupon;
}
