import { ReminderFiguresQuery, ReminderFiguresResponse, ReminderListQuery, ReminderListResponse } from '@shop/contract/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../../lib/openapi';
import type { RemindersService } from '../../modules/reminders/reminders.service';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** Reminders in the console: what went, failed (with the provider's reason) or was withdrawn, and what came back. */
export const adminRemindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (app, { reminders }) => {
  app.get(
    '/admin/reminders',
    { schema: doc('Cart and refill reminders, newest first, with their outcome', { querystring: ReminderListQuery }, { 200: ReminderListResponse }, 400) },
    async (request) => ({ success: true as const, reminders: await reminders.list(request.query.status, request.query.page) }),
  );
  app.get(
    '/admin/reminders/figures',
    { schema: doc('Carts reminded and recovered, and the revenue recovered, over the last days', { querystring: ReminderFiguresQuery }, { 200: ReminderFiguresResponse }, 400) },
    async (request) => ({ success: true as const, figures: await reminders.figures(request.query.days) }),
  );
};
