import { AUTH_RATE_LIMITS } from '@shop/contract/auth';
import {
  AccountDeletionResponse,
  ConfirmAccountDeletionBody,
  DATA_RIGHTS_MESSAGES,
  DataExport,
  DataExportQuery,
  GrievanceBody,
  GrievanceCreatedResponse,
  GrievancesResponse,
  NomineeBody,
  NomineeResponse,
} from '@shop/contract/data-rights';
import { GrievanceOfficerResponse, type GrievanceOfficer } from '@shop/contract/grievance-officer-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeDoc } from '../lib/openapi';
import { perMinute } from '../lib/rate-limit';
import { ACCESS_COOKIE, accessCookieOptions, REFRESH_COOKIE, refreshCookieOptions } from '../lib/session-tokens';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { GrievancesService } from '../modules/grievances/grievances.service';
import { exportHtml, type PrivacyService } from '../modules/privacy/privacy.service';
import { localeOfRequest } from '../lib/locale';
import type { UsersService } from '../modules/users/users.service';
import type { AccountDeletionWorkflow } from '../workflows/account-deletion';
import { getOwnData } from './read-routes';
import { privateAnswer } from './private-answer';

const doc = routeDoc('users');

export interface DataRightsRoutesOptions {
  privacy: PrivacyService;
  accountDeletion: AccountDeletionWorkflow;
  grievances: GrievancesService;
  users: Pick<UsersService, 'getContact'>;
  guard: AuthGuard;
  secureCookies: boolean;
  /** The grievance officer staff set (the settings service). */
  grievanceOfficer: () => Promise<GrievanceOfficer>;
}

const MessageOk = z.object({ success: z.literal(true), message: z.string() });

/**
 * A customer's data rights (decision 038): download everything the shop holds, delete the account (confirmed with a
 * mailed code), name a nominee; and grievances, from the account area or, signed out, the contact page.
 */
export const dataRightsRoutes: FastifyPluginAsyncZod<DataRightsRoutesOptions> = async (app, { privacy, accountDeletion, grievances, users, guard, secureCookies, grievanceOfficer }) => {
  app.get(
    '/grievance-officer',
    { schema: doc('The grievance officer every public page names: name, designation, mail, phone, postal address and hours', {}, { 200: GrievanceOfficerResponse }) },
    async (_request, reply) => {
      // Public, but a change must show at once: a cache may keep it only while it checks with the shop first.
      reply.header('cache-control', 'public, no-cache');
      return { success: true as const, officer: await grievanceOfficer() };
    },
  );

  app.get(
    '/user/data-export',
    {
      onRequest: guard.requireUser,
      schema: doc(
        'Everything the shop holds about the signed-in customer, as JSON or (format=html) a readable page, as a download; limited per hour and per day (429)',
        { querystring: DataExportQuery },
        { 200: z.union([DataExport, z.string()]) },
        400,
        401,
        429,
      ),
    },
    async (request, reply) => {
      // Read first: a language the shop does not speak is refused (400) before a download is counted.
      const locale = localeOfRequest(request);
      const data = await privacy.exportData(request.user!.userId);
      const day = data.exportedAt.slice(0, 10);
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'html') {
        reply.header('content-disposition', `attachment; filename="purrfect-litter-my-data-${day}.html"`);
        return reply.type('text/html; charset=utf-8').send(exportHtml(data, locale));
      }
      reply.header('content-disposition', `attachment; filename="purrfect-litter-my-data-${day}.json"`);
      return { success: true as const, ...data };
    },
  );

  getOwnData(app, guard, '/user/account-deletion', doc('Whether the account can be deleted now, what would hold it up, and what the shop keeps and why', {}, { 200: AccountDeletionResponse }, 401), (userId) => accountDeletion.preview(userId));

  app.post(
    '/user/account-deletion/send-code',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(AUTH_RATE_LIMITS.codesPerMinute) },
      schema: doc('Mail a code to the account’s address that confirms deleting it (409 while an order is on its way)', {}, { 200: MessageOk }, 401, 409, 429, 503),
    },
    async (request) => {
      await accountDeletion.sendCode(request.user!.userId, request.ip);
      return { success: true as const, message: DATA_RIGHTS_MESSAGES.codeSent };
    },
  );

  app.post(
    '/user/account-deletion',
    {
      onRequest: guard.requireUser,
      config: { rateLimit: perMinute(AUTH_RATE_LIMITS.perMinute) },
      schema: doc('Delete the account with the mailed code: personal data erased, invoices kept, signed out everywhere (409 while an order is on its way)', { body: ConfirmAccountDeletionBody }, { 200: MessageOk }, 400, 401, 409, 429),
    },
    async (request, reply) => {
      await accountDeletion.confirm(request.user!.userId, request.body.otp);
      const { path: accessPath, ...access } = accessCookieOptions(secureCookies);
      const { path: refreshPath, ...refresh } = refreshCookieOptions(secureCookies);
      reply.clearCookie(ACCESS_COOKIE, { ...access, path: accessPath ?? '/' });
      reply.clearCookie(REFRESH_COOKIE, { ...refresh, path: refreshPath ?? '/' });
      return { success: true as const, message: DATA_RIGHTS_MESSAGES.deleted };
    },
  );

  getOwnData(app, guard, '/user/nominee', doc('The nominee the customer named (DPDP section 14), if any', {}, { 200: NomineeResponse }, 401), async (userId) => ({ nominee: await privacy.nominee(userId) }));

  app.put(
    '/user/nominee',
    { onRequest: guard.requireUser, schema: doc('Name or change the nominee: a name and an email address or mobile number', { body: NomineeBody }, { 200: NomineeResponse }, 400, 401) },
    async (request, reply) => privateAnswer(reply, { nominee: await privacy.saveNominee(request.user!.userId, request.body) }),
  );

  app.delete(
    '/user/nominee',
    { onRequest: guard.requireUser, schema: doc('Remove the nominee', {}, { 200: NomineeResponse }, 401) },
    async (request, reply) => {
      await privacy.removeNominee(request.user!.userId);
      return privateAnswer(reply, { nominee: null });
    },
  );

  app.post(
    '/grievances',
    {
      onRequest: guard.optionalUser,
      schema: doc(
        'Raise a grievance: a numbered ticket (GRV-2026-000123), acknowledged by mail at once; signed out, an email address for the answer is needed. Limited per email and per client address per hour (429)',
        { body: GrievanceBody },
        { 200: GrievanceCreatedResponse },
        400,
        429,
      ),
    },
    async (request) => {
      const userId = request.user?.userId ?? null;
      const account = userId ? await users.getContact(userId) : null;
      const grievance = await grievances.submit(request.body, { userId, accountEmail: account?.email ?? null, accountName: account?.name ?? null, requester: request.ip });
      return { success: true as const, message: DATA_RIGHTS_MESSAGES.grievanceReceived({ number: grievance.number }), grievance };
    },
  );

  app.get(
    '/user/grievances',
    { onRequest: guard.requireUser, schema: doc('The customer’s grievances and their answers, newest first', {}, { 200: GrievancesResponse }, 401) },
    async (request, reply) => privateAnswer(reply, { grievances: await grievances.mine(request.user!.userId) }),
  );
};
