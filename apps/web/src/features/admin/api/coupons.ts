import { ADMIN_MESSAGES, AdminCouponResponse, AdminCouponsResponse, type AdminCoupon, type CouponInput, type CouponPatch } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi, type ApiCall } from '../../../lib/query-api';
import { COUPON_TEXT } from '../pages/texts-catalogue';
import { recordChanges } from './record-change';

export interface CouponFilter {
  /** Part of the code or description. */
  q?: string;
  active?: 'true' | 'false';
}

type CouponsAnswer = z.infer<typeof AdminCouponsResponse>;
const couponsCall = (filter: CouponFilter): ApiCall => {
  const query = new URLSearchParams();
  if (filter.q) query.set('q', filter.q);
  if (filter.active) query.set('active', filter.active);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return { path: `/admin/coupons${search}`, schema: AdminCouponsResponse, fallbackMessage: COUPON_TEXT.listFailed };
};
const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;
/** The lists of coupons, whatever their filter (their entries name each coupon by id). */
const LIST = { type: 'Coupons', id: 'LIST' } as const;

const couponQueries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/coupons?q&active: every coupon (active and not), with how often each was used. */
    adminCoupons: build.query<AdminCoupon[], CouponFilter>({
      query: couponsCall,
      transformResponse: (answer: CouponsAnswer) => answer.coupons,
      providesTags: [LIST],
    }),

    /** One coupon, found in the list (the API has no GET /admin/coupons/:id); 404 when there is none. */
    adminCoupon: build.query<AdminCoupon, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        const answer = await baseQuery(couponsCall({}));
        if (answer.error) return { error: answer.error };
        const coupon = (answer.data as CouponsAnswer).coupons.find((c) => c._id === id);
        return coupon ? { data: coupon } : { error: { status: 404, code: 'NOT_FOUND', message: ADMIN_MESSAGES.couponNotFound, retryAfterSeconds: null } };
      },
      providesTags: (_coupon, _error, id) => [{ type: 'Coupons', id }],
    }),
  }),
});

const couponsApi = couponQueries.injectEndpoints({
  endpoints: (build) => {
    // A change answers with the coupon as the server now has it: that is the coupon's page at once; the lists load again.
    const change = recordChanges(build, {
      schema: AdminCouponResponse,
      record: (answer: z.infer<typeof AdminCouponResponse>) => answer.coupon,
      put: (_arg, coupon) => couponQueries.util.upsertQueryData('adminCoupon', coupon._id, coupon),
      invalidates: (coupon) => (coupon ? [LIST] : []),
    });

    return {
      /** POST /admin/coupons: 409 when the code is taken. */
      createCoupon: change<CouponInput>((body) => ({ path: '/admin/coupons', method: 'POST', body, fallbackMessage: COUPON_TEXT.saveFailed })),

      /** PATCH /admin/coupons/:id with the changed fields (the code never changes). */
      updateCoupon: change<{ id: string; patch: CouponPatch }>(({ id, patch }) => ({ path: couponPath(id), method: 'PATCH', body: patch, fallbackMessage: COUPON_TEXT.saveFailed })),

      /** POST /admin/coupons/:id/deactivate: customers can no longer apply it. */
      deactivateCoupon: change<string>((id) => ({ path: `${couponPath(id)}/deactivate`, method: 'POST', fallbackMessage: COUPON_TEXT.deactivateFailed })),
    };
  },
});

export const { useAdminCouponsQuery, useAdminCouponQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeactivateCouponMutation } = couponsApi;
