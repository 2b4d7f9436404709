import { ShopTextBudget, ShopTextBudgetResponse } from '@shop/contract/auth';
import { CodConfirmationRule, CodConfirmationRuleResponse } from '@shop/contract/cod-confirmation';
import { CodRules, CodRulesResponse } from '@shop/contract/cod-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi';
import type { SettingsService } from '../../modules/settings/settings.service';
import { staffActor } from './staff-actor';

/** Shop settings in the console: the Cash on Delivery confirmation rule and the shop-wide message budget. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(
    '/admin/settings/cod-confirmation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Which Cash on Delivery orders must be confirmed with a code texted to the customer',
        response: { 200: CodConfirmationRuleResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, ...(await settings.codRuleForStaff()) }),
  );

  app.put(
    '/admin/settings/cod-confirmation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the Cash on Delivery confirmation rule (audited); it applies to the next order in every process',
        body: CodConfirmationRule,
        response: { 200: CodConfirmationRuleResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await settings.setCodRule(request.body, staffActor(request));
      return { success: true as const, ...(await settings.codRuleForStaff()) };
    },
  );

  app.get(
    '/admin/settings/cod-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'The Cash on Delivery rules: order values, pincodes without it, customers whose parcels came back, its fee and the discount for paying online',
        response: { 200: CodRulesResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, ...(await settings.codRulesForStaff()) }),
  );

  app.put(
    '/admin/settings/cod-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the Cash on Delivery rules (audited); they apply to the next payment choice and order in every process',
        body: CodRules,
        response: { 200: CodRulesResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await settings.setCodRules(request.body, staffActor(request));
      return { success: true as const, ...(await settings.codRulesForStaff()) };
    },
  );

  app.get(
    '/admin/settings/message-budget',
    {
      schema: {
        tags: ['admin'],
        summary: 'The texts the whole shop may send an hour and a day (codes past them are refused with 429)',
        response: { 200: ShopTextBudgetResponse, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, ...(await settings.textBudgetForStaff()) }),
  );

  app.put(
    '/admin/settings/message-budget',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the texts the whole shop may send an hour and a day (audited); it applies to the next text in every process',
        body: ShopTextBudget,
        response: { 200: ShopTextBudgetResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await settings.setTextBudget(request.body, staffActor(request));
      return { success: true as const, ...(await settings.textBudgetForStaff()) };
    },
  );
};
