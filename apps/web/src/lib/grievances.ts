import { GrievanceCreatedResponse, GrievancesResponse, type GrievanceBody } from '@shop/contract/data-rights';
import { queryApi } from './query-api';

/** Grievances: raised from the account area or the contact page; the customer's own list on the account page. */
const grievancesApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/grievances: the customer's grievances and answers, newest first. */
    myGrievances: build.query<GrievancesResponse, void>({
      query: () => ({ path: '/user/grievances', schema: GrievancesResponse, fallbackMessage: 'Your grievances could not be loaded.' }),
      providesTags: ['Grievances'],
    }),
    /** POST /grievances: a numbered ticket, acknowledged by mail at once. */
    submitGrievance: build.mutation<GrievanceCreatedResponse, GrievanceBody>({
      query: (body) => ({ path: '/grievances', schema: GrievanceCreatedResponse, method: 'POST', body, fallbackMessage: 'Your grievance could not be sent. Please try again.' }),
      invalidatesTags: ['Grievances'],
    }),
  }),
});

export const { useMyGrievancesQuery, useSubmitGrievanceMutation } = grievancesApi;
