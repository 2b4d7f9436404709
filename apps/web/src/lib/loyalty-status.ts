import { LoyaltyStatusResponse } from '@shop/contract/tracking';
import { queryApi } from './query-api';

/**
 * GET /loyalty/status: delivered orders counted, the target the loyalty reward's settings give and what is left, and
 * the reward's coupon once earned. The checkout's coupon list has its own answer for the loyalty coupon
 * (GET /order/my-coupons).
 */
const loyaltyApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    loyaltyStatus: build.query<LoyaltyStatusResponse, void>({
      query: () => ({ path: '/loyalty/status', schema: LoyaltyStatusResponse }),
      providesTags: ['Loyalty'],
    }),
  }),
});

export const { useLoyaltyStatusQuery } = loyaltyApi;
