import { AdminActionResponse, AdminBlockResponse, AdminStaffResponse, type AdminCustomerBlock, type AdminStaffMember } from '@shop/contract/admin';
import { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { BLOCK_TEXT, STAFF_TEXT } from '../pages/texts-staff';
import { readQuery } from './read-query';

/** The staff list lives under the customers' tag: a change of rights shows on the customer's page too. */
const STAFF = { type: 'Customers', id: 'STAFF' } as const;
const GrantAnswer = z.object({ success: z.literal(true), message: z.string(), member: AdminStaffResponse.shape.staff.element });

const staffApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/staff: every account with staff rights. */
    adminStaff: readQuery<AdminStaffMember[], typeof AdminStaffResponse>(build, { path: '/admin/staff', schema: AdminStaffResponse, pick: (answer) => answer.staff, failed: STAFF_TEXT.failed, tags: [STAFF] }),

    /** POST /admin/customers/:id/block with the reason: the answer is the block as the server keeps it. */
    blockCustomer: build.mutation<AdminCustomerBlock | null, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ path: `/admin/customers/${encodeURIComponent(id)}/block`, method: 'POST', body: { reason }, schema: AdminBlockResponse, fallbackMessage: BLOCK_TEXT.blockFailed }),
      transformResponse: (answer: z.infer<typeof AdminBlockResponse>) => answer.blocked,
      invalidatesTags: (_block, _error, { id }) => ['Customers', { type: 'Customers', id }],
    }),

    /** POST /admin/customers/:id/unblock. */
    unblockCustomer: build.mutation<null, string>({
      query: (id) => ({ path: `/admin/customers/${encodeURIComponent(id)}/unblock`, method: 'POST', schema: AdminBlockResponse, fallbackMessage: BLOCK_TEXT.unblockFailed }),
      transformResponse: () => null,
      invalidatesTags: (_none, _error, id) => ['Customers', { type: 'Customers', id }],
    }),

    /** POST /admin/staff with an account's email address. */
    grantStaff: build.mutation<AdminStaffMember, string>({
      query: (email) => ({ path: '/admin/staff', method: 'POST', body: { email }, schema: GrantAnswer, fallbackMessage: STAFF_TEXT.grantFailed }),
      transformResponse: (answer: z.infer<typeof GrantAnswer>) => answer.member,
      invalidatesTags: (member) => [STAFF, ...(member ? [{ type: 'Customers' as const, id: member._id }] : [])],
    }),

    /** DELETE /admin/staff/:id. */
    removeStaff: build.mutation<string, string>({
      query: (id) => ({ path: `/admin/staff/${encodeURIComponent(id)}`, method: 'DELETE', schema: AdminActionResponse, fallbackMessage: STAFF_TEXT.removeFailed }),
      transformResponse: (answer: z.infer<typeof AdminActionResponse>) => answer.message,
      invalidatesTags: (_message, _error, id) => [STAFF, { type: 'Customers', id }],
    }),
  }),
});

export const { useAdminStaffQuery, useBlockCustomerMutation, useUnblockCustomerMutation, useGrantStaffMutation, useRemoveStaffMutation } = staffApi;
