import { AdminGrievanceResponse, DataRightsListResponse, type AdminGrievance, type DataRightsItem } from '@shop/contract/data-rights';
import { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { DATA_RIGHTS_CONSOLE_TEXT as T } from '../pages/texts-data-rights';
import { readQuery } from './read-query';

const MessageOk = z.object({ success: z.literal(true), message: z.string() });

const dataRightsAdminApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/data-requests: downloads, deletions and grievances, with their 90-day clock. */
    adminDataRequests: readQuery<DataRightsItem[], typeof DataRightsListResponse>(build, { path: '/admin/data-requests', schema: DataRightsListResponse, pick: (a) => a.items, failed: T.failed, tags: ['DataRights'] }),
    /** GET /admin/grievances/:id. */
    adminGrievance: build.query<AdminGrievance, string>({
      query: (id) => ({ path: `/admin/grievances/${encodeURIComponent(id)}`, schema: AdminGrievanceResponse, fallbackMessage: T.failed }),
      transformResponse: (a: z.infer<typeof AdminGrievanceResponse>) => a.grievance,
      providesTags: ['DataRights'],
    }),
    /** POST /admin/grievances/:id/answer: mailed to the customer. */
    answerGrievance: build.mutation<AdminGrievance, { id: string; answer: string }>({
      query: ({ id, answer }) => ({ path: `/admin/grievances/${encodeURIComponent(id)}/answer`, method: 'POST', body: { answer }, schema: AdminGrievanceResponse, fallbackMessage: T.answerFailed }),
      transformResponse: (a: z.infer<typeof AdminGrievanceResponse>) => a.grievance,
      invalidatesTags: ['DataRights'],
    }),
    /** POST /admin/grievances/:id/close. */
    closeGrievance: build.mutation<AdminGrievance, string>({
      query: (id) => ({ path: `/admin/grievances/${encodeURIComponent(id)}/close`, method: 'POST', schema: AdminGrievanceResponse, fallbackMessage: T.closeFailed }),
      transformResponse: (a: z.infer<typeof AdminGrievanceResponse>) => a.grievance,
      invalidatesTags: ['DataRights'],
    }),
    /** POST /admin/customers/:id/erase with the written request's reference. */
    eraseCustomer: build.mutation<string, { id: string; reference: string }>({
      query: ({ id, reference }) => ({ path: `/admin/customers/${encodeURIComponent(id)}/erase`, method: 'POST', body: { reference }, schema: MessageOk, fallbackMessage: T.eraseFailed }),
      transformResponse: (a: z.infer<typeof MessageOk>) => a.message,
      invalidatesTags: (_m, _e, { id }) => ['DataRights', 'Customers', { type: 'Customers', id }],
    }),
  }),
});

export const { useAdminDataRequestsQuery, useAdminGrievanceQuery, useAnswerGrievanceMutation, useCloseGrievanceMutation, useEraseCustomerMutation } = dataRightsAdminApi;
