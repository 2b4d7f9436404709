import { ConsentsResponse, type ConsentChangesBody } from '@shop/contract/consents';
import { queryApi } from './query-api';

/**
 * The customer's consents as they stand, read by the account's choices and by checkout (which asks only about purposes
 * never answered), from one cached answer; a change answers with every purpose as saved, which replaces it at once.
 */
const consentsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/consents: every purpose as it stands, and the newest ledger entries. */
    consents: build.query<ConsentsResponse, void>({
      query: () => ({ path: '/user/consents', schema: ConsentsResponse }),
      providesTags: ['Notifications'],
    }),
    /** PUT /user/consents: answers with every purpose as saved, which replaces the cached view at once. */
    saveConsents: build.mutation<ConsentsResponse, ConsentChangesBody>({
      query: (body) => ({ path: '/user/consents', schema: ConsentsResponse, method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) void dispatch(consentsApi.util.upsertQueryData('consents', undefined, saved.data));
      },
    }),
  }),
});

export const { useConsentsQuery, useSaveConsentsMutation } = consentsApi;
