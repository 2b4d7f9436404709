import { HouseholdBody, HouseholdResponse, RestoreParams, RestoreResponse } from '@shop/contract/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeDoc } from '../lib/openapi';
import type { AuthGuard } from '../modules/auth/auth.guard';
import type { RemindersService } from '../modules/reminders/reminders.service';
import { getOwnData } from './read-routes';
import { privateAnswer } from './private-answer';

const doc = routeDoc('cart');

/** A reminder's link putting its products back in the cart, on any device once signed in; the household's cats. */
export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService; guard: AuthGuard }> = async (app, { reminders, guard }) => {
  app.post(
    '/cart/restore/:token',
    {
      onRequest: guard.requireUser,
      schema: doc("Put a reminder's products back in the signed-in customer's cart (those already there are left as they are; ones no longer sold are counted); 403 for a link not theirs", { params: RestoreParams }, { 200: RestoreResponse }, 400, 401, 403),
    },
    async (request, reply) => privateAnswer(reply, await reminders.restore(request.user!.userId, request.params.token)),
  );

  getOwnData(app, guard, '/user/household', doc('How many cats the customer told us they have (refill reminders are timed by it)', {}, { 200: HouseholdResponse }, 401), async (userId) => ({ cats: await reminders.household(userId) }));

  app.put(
    '/user/household',
    { onRequest: guard.requireUser, schema: doc('Tell us how many cats you have, or null to forget it', { body: HouseholdBody }, { 200: HouseholdResponse }, 400, 401) },
    async (request, reply) => {
      await reminders.setHousehold(request.user!.userId, request.body.cats);
      return privateAnswer(reply, { cats: request.body.cats });
    },
  );
};
