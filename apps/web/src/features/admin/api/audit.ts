import { AdminAuditPage } from '@shop/contract/admin';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { AUDIT_TEXT } from '../pages/texts-audit';
import { pageQuery } from './read-query';

export type AdminAuditPageData = z.infer<typeof AdminAuditPage>['data'];

/** What the console reads of the audit log. */
const auditApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/audit?…: one page of recorded changes, newest first; the argument is the query string without "?". */
    adminAudit: pageQuery<AdminAuditPageData, typeof AdminAuditPage>(build, { path: '/admin/audit', schema: AdminAuditPage, pick: (answer) => answer.data, failed: AUDIT_TEXT.failed, tags: ['Audit'] }),
  }),
});

export const { useAdminAuditQuery } = auditApi;
