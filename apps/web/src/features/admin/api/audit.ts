import { AdminAuditPage } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { AUDIT_TEXT } from '../pages/texts-audit';

export type AdminAuditPageData = z.infer<typeof AdminAuditPage>['data'];

/** What the console reads of the audit log. */
const auditApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/audit?…: one page of recorded changes, newest first; the argument is the query string without "?". */
    adminAudit: build.query<AdminAuditPageData, string>({
      query: (query) => ({ path: `/admin/audit${query ? `?${query}` : ''}`, schema: AdminAuditPage, fallbackMessage: AUDIT_TEXT.failed }),
      transformResponse: (answer: z.infer<typeof AdminAuditPage>) => answer.data,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAdminAuditQuery } = auditApi;
