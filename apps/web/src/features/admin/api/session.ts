import { AdminSessionResponse, type AdminSession } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { ADMIN_TEXT } from '../texts';

const sessionApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/session: the signed-in member of staff; 401 (not signed in) or 403 (a customer). */
    adminSession: build.query<AdminSession, void>({
      query: () => ({ path: '/admin/session', schema: AdminSessionResponse, fallbackMessage: ADMIN_TEXT.failedTitle }),
      transformResponse: (answer: z.infer<typeof AdminSessionResponse>) => answer.staff,
      providesTags: ['Session'],
    }),
  }),
});

export const { useAdminSessionQuery } = sessionApi;
