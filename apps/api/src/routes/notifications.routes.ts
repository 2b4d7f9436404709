import { NotificationPreferencesBody, NotificationPreferencesResponse } from '@shop/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { NotificationsService } from '../modules/notifications/notifications.service';
import { getOwnData } from './read-routes';

const doc = routeDoc('users');

/** The customer's choice of order updates by WhatsApp and SMS (profile and checkout). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService; guard: AuthGuard }> = async (app, { notifications, guard }) => {
  getOwnData(app, guard, '/user/notification-preferences', doc('Which order updates the customer gets by WhatsApp and SMS, to which number, and what is sent', {}, { 200: NotificationPreferencesResponse }, 401), (userId) => notifications.preferences(userId));

  app.put(
    '/user/notification-preferences',
    {
      onRequest: guard.requireUser,
      schema: doc('Opt in to or out of order updates on WhatsApp (explicit opt-in) and by SMS; an opt-out also stops updates not yet sent', { body: NotificationPreferencesBody }, { 200: NotificationPreferencesResponse }, 400, 401),
    },
    async (request) => ({ success: true as const, ...(await notifications.setPreferences(request.user!.userId, request.body)) }),
  );
};
