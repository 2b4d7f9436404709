import {
  ADMIN_MESSAGES,
  AdminActionResponse,
  AdminBlockBody,
  AdminBlockResponse,
  AdminCustomerParams,
  AdminStaffGrantBody,
  AdminStaffParams,
  AdminStaffResponse,
} from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getView } from '../read-routes';
import { routeDoc } from '../../lib/openapi';
import type { UsersAdminService } from '../../modules/users/users-admin.service';
import { staffActor } from './staff-actor';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

const AdminStaffGrantResponse = z.object({ success: z.literal(true), message: z.string(), member: AdminStaffResponse.shape.staff.element });

/** Who may use the shop: blocking and unblocking customers, and giving and removing staff rights. Every change is audited. */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ usersAdmin: UsersAdminService }> = async (app, { usersAdmin }) => {

  app.post(
    '/admin/customers/:id/block',
    { schema: doc('Block a customer, with a reason: signed out everywhere at once and unable to sign in; orders already placed go on', { params: AdminCustomerParams, body: AdminBlockBody }, { 200: AdminBlockResponse }, 400, 404, 409) },
    async (request) => ({
      success: true as const,
      message: ADMIN_MESSAGES.customerBlocked,
      blocked: await usersAdmin.block(request.params.id, request.body.reason, staffActor(request)),
    }),
  );

  app.post(
    '/admin/customers/:id/unblock',
    { schema: doc('Let a blocked customer sign in again', { params: AdminCustomerParams }, { 200: AdminBlockResponse }, 404) },
    async (request) => {
      await usersAdmin.unblock(request.params.id, staffActor(request));
      return { success: true as const, message: ADMIN_MESSAGES.customerUnblocked, blocked: null };
    },
  );

  getView(app, '/admin/staff', doc('Every account with staff rights, oldest first', {}, { 200: AdminStaffResponse }), async () => ({ staff: await usersAdmin.staff() }));

  app.post(
    '/admin/staff',
    { schema: doc('Give staff rights to the account using an email address (it must exist and not be blocked)', { body: AdminStaffGrantBody }, { 200: AdminStaffGrantResponse }, 400, 404, 409) },
    async (request) => ({ success: true as const, message: ADMIN_MESSAGES.staffGranted, member: await usersAdmin.grantStaff(request.body.email, staffActor(request)) }),
  );

  app.delete(
    '/admin/staff/:id',
    { schema: doc('Remove an account\'s staff rights, effective on its next request; never one\'s own, never the last member of staff', { params: AdminStaffParams }, { 200: AdminActionResponse }, 404, 409) },
    async (request) => {
      await usersAdmin.removeStaff(request.params.id, staffActor(request));
      return { success: true as const, message: ADMIN_MESSAGES.staffRemoved };
    },
  );
};
