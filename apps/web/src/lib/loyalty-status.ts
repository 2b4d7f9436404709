import { LoyaltyStatusResponse } from '@shop/contract/tracking';
import { queryApi } from './query-api';

/**
 * GET /loyalty/status: delivered orders counted and the reward's coupon once earned. Read by the loyalty page and by
 * the checkout's coupon list (which says why the loyalty coupon cannot be used yet), so both share one cached answer.
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
