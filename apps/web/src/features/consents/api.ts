import { StopLinkResponse } from '@shop/contract/consents';
import { HouseholdResponse, RestoreResponse } from '@shop/contract/reminders';
import { queryApi } from '../../lib/query-api';

/** The consent ledger's calls (the customer's choices are in lib/consents.ts): stop links, reminders' restore links and the household's cats. */
const consentsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /consents/stop/:token: what a stop link names (opening it changes nothing). */
    stopLink: build.query<StopLinkResponse, string>({
      query: (token) => ({ path: `/consents/stop/${encodeURIComponent(token)}`, schema: StopLinkResponse }),
    }),
    /** POST /consents/stop/:token: withdraws it; the same link again changes nothing. */
    stop: build.mutation<StopLinkResponse, string>({
      query: (token) => ({ path: `/consents/stop/${encodeURIComponent(token)}`, schema: StopLinkResponse, method: 'POST' }),
      async onQueryStarted(token, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.catch(() => null);
        if (done) void dispatch(consentsApi.util.upsertQueryData('stopLink', token, done.data));
      },
      invalidatesTags: ['Notifications'],
    }),
    /** POST /cart/restore/:token: a reminder's products back in the cart. */
    restore: build.mutation<RestoreResponse, string>({
      query: (token) => ({ path: `/cart/restore/${encodeURIComponent(token)}`, schema: RestoreResponse, method: 'POST' }),
      invalidatesTags: ['Cart'],
    }),
    household: build.query<HouseholdResponse, void>({
      query: () => ({ path: '/user/household', schema: HouseholdResponse }),
      providesTags: ['Profile'],
    }),
    saveHousehold: build.mutation<HouseholdResponse, number | null>({
      query: (cats) => ({ path: '/user/household', schema: HouseholdResponse, method: 'PUT', body: { cats } }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useStopLinkQuery, useStopMutation, useRestoreMutation, useHouseholdQuery, useSaveHouseholdMutation } = consentsApi;
