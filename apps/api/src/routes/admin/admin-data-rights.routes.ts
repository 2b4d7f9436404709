import { AdminGrievanceResponse, DATA_RIGHTS_MESSAGES, DataRightsListResponse, GrievanceAnswerBody, StaffDeletionBody } from '@shop/contract/data-rights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDoc } from '../../lib/openapi';
import type { GrievancesService } from '../../modules/grievances/grievances.service';
import type { PrivacyService } from '../../modules/privacy/privacy.service';
import type { AccountDeletionWorkflow } from '../../workflows/account-deletion';
import { staffActor } from './staff-actor';

const doc = routeDoc('admin', 401, 403);

const GrievanceParams = z.object({ id: z.uuid() });
const MessageOk = z.object({ success: z.literal(true), message: z.string() });

/** Data requests and grievances with their 90-day clock; staff answer grievances and act on written deletion requests. */
export const adminDataRightsRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService; grievances: GrievancesService; accountDeletion: AccountDeletionWorkflow }> = async (
  app,
  { privacy, grievances, accountDeletion },
) => {
  app.get(
    '/admin/data-requests',
    { schema: doc('Data downloads, deletions and grievances, open ones first, each with the days left of its 90', {}, { 200: DataRightsListResponse }) },
    async () => {
      const [requests, complaints] = await Promise.all([privacy.consoleRequests(), grievances.consoleItems()]);
      // Open first, the nearest to its deadline first; then the rest, newest first.
      const items = [...complaints, ...requests].sort((a, b) =>
        a.daysLeft !== null || b.daysLeft !== null
          ? (a.daysLeft ?? Number.POSITIVE_INFINITY) - (b.daysLeft ?? Number.POSITIVE_INFINITY)
          : b.requestedAt.localeCompare(a.requestedAt),
      );
      return { success: true as const, items };
    },
  );

  app.get(
    '/admin/grievances/:id',
    { schema: doc('One grievance, with who raised it and the days left to answer', { params: GrievanceParams }, { 200: AdminGrievanceResponse }, 400, 404) },
    async (request) => ({ success: true as const, grievance: await grievances.get(request.params.id) }),
  );

  app.post(
    '/admin/grievances/:id/answer',
    { schema: doc('Answer an open grievance: the answer is mailed to the customer at once (audited)', { params: GrievanceParams, body: GrievanceAnswerBody }, { 200: AdminGrievanceResponse }, 400, 404, 409) },
    async (request) => ({ success: true as const, grievance: await grievances.answer(request.params.id, request.body.answer, staffActor(request)) }),
  );

  app.post(
    '/admin/grievances/:id/close',
    { schema: doc('Close an answered grievance (audited)', { params: GrievanceParams }, { 200: AdminGrievanceResponse }, 400, 404, 409) },
    async (request) => ({ success: true as const, grievance: await grievances.close(request.params.id, staffActor(request)) }),
  );

  app.post(
    '/admin/customers/:id/erase',
    {
      schema: doc(
        'Delete a customer’s account on their written request: personal data erased, invoices kept, audited with the request’s reference (409 while an order is on its way or when already deleted)',
        { params: z.object({ id: z.uuid() }), body: StaffDeletionBody },
        { 200: MessageOk },
        400,
        404,
        409,
      ),
    },
    async (request) => {
      await accountDeletion.eraseForCustomer(staffActor(request), request.params.id, request.body.reference);
      return { success: true as const, message: DATA_RIGHTS_MESSAGES.deleted };
    },
  );
};
