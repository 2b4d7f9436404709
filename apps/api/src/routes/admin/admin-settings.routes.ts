import { ShopTextBudget, ShopTextBudgetResponse } from '@shop/contract/auth';
import { CodConfirmationRule, CodConfirmationRuleResponse } from '@shop/contract/cod-confirmation';
import { CodRules, CodRulesResponse } from '@shop/contract/cod-rules';
import { CartReminderSettings, CartReminderSettingsResponse } from '@shop/contract/reminders';
import { GrievanceOfficer, GrievanceOfficerSettingsResponse } from '@shop/contract/grievance-officer-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../../audit/audit.service';
import { routeDoc } from '../../lib/openapi';
import type { SettingsService } from '../../modules/settings/settings.service';
import { staffActor } from './staff-actor';

/** Every console route answers 401 to a visitor and 403 to a signed-in customer. */
const doc = routeDoc('admin', 401, 403);

/** Shop settings in the console: the Cash on Delivery confirmation rule and rules, and the shop-wide message budget. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  /** One setting at /admin/settings/`name`: GET reads it; PUT sets it (audited) and answers with what now holds. */
  function setting<Body extends z.ZodType, Current extends object>(
    name: string,
    one: { body: Body; response: z.ZodType; read: () => Promise<Current>; write: (value: z.output<Body>, actor: Actor) => Promise<unknown>; reads: string; sets: string },
  ) {
    const url = `/admin/settings/${name}`;
    app.get(url, { schema: doc(one.reads, {}, { 200: one.response }) }, async () => ({
      success: true as const,
      ...(await one.read()),
    }));
    app.put(url, { schema: doc(one.sets, { body: one.body }, { 200: one.response }, 400, 422) }, async (request) => {
      // The body was parsed by `one.body` (the type provider cannot follow a generic schema).
      await one.write(request.body as z.output<Body>, staffActor(request));
      return { success: true as const, ...(await one.read()) };
    });
  }

  setting('cod-confirmation', {
    body: CodConfirmationRule,
    response: CodConfirmationRuleResponse,
    read: () => settings.codRuleForStaff(),
    write: (rule, actor) => settings.setCodRule(rule, actor),
    reads: 'Which Cash on Delivery orders must be confirmed with a code texted to the customer',
    sets: 'Set the Cash on Delivery confirmation rule (audited); it applies to the next order in every process',
  });
  setting('cod-rules', {
    body: CodRules,
    response: CodRulesResponse,
    read: () => settings.codRulesForStaff(),
    write: (rules, actor) => settings.setCodRules(rules, actor),
    reads: 'The Cash on Delivery rules: order values, pincodes without it, customers whose parcels came back, its fee and the discount for paying online',
    sets: 'Set the Cash on Delivery rules (audited); they apply to the next payment choice and order in every process',
  });
  setting('reminders', {
    body: CartReminderSettings,
    response: CartReminderSettingsResponse,
    read: () => settings.remindersForStaff(),
    write: (value, actor) => settings.setReminders(value, actor),
    reads: 'Cart and refill reminders: on or off, when the two cart reminders go, and the coupon the second offers',
    sets: 'Set the reminders (audited; 422 for a coupon code no coupon has); the next run in every process uses them',
  });
  setting('grievance-officer', {
    body: GrievanceOfficer,
    response: GrievanceOfficerSettingsResponse,
    read: () => settings.grievanceOfficerForStaff(),
    write: (officer, actor) => settings.setGrievanceOfficer(officer, actor),
    reads: 'The grievance officer the contact page, the footer, the privacy policy and grievance mails name',
    sets: 'Set the grievance officer (audited); every public page and the next grievance mail show them',
  });
  setting('message-budget', {
    body: ShopTextBudget,
    response: ShopTextBudgetResponse,
    read: () => settings.textBudgetForStaff(),
    write: (budget, actor) => settings.setTextBudget(budget, actor),
    reads: 'The texts the whole shop may send an hour and a day (codes past them are refused with 429)',
    sets: 'Set the texts the whole shop may send an hour and a day (audited); it applies to the next text in every process',
  });
};
