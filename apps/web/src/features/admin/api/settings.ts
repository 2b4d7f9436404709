import { ShopTextBudgetResponse, type ShopTextBudget } from '@shop/contract/auth';
import { CodConfirmationRuleResponse, type CodConfirmationRule } from '@shop/contract/cod-confirmation';
import { CodRulesResponse, type CodRules } from '@shop/contract/cod-rules';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { SETTINGS_TEXT } from '../pages/settings-page-texts';

type RuleView = z.infer<typeof CodConfirmationRuleResponse>;
const PATH = '/admin/settings/cod-confirmation';
type TextBudgetView = z.infer<typeof ShopTextBudgetResponse>;
const TEXTS_PATH = '/admin/settings/message-budget';
type CodRulesView = z.infer<typeof CodRulesResponse>;
const RULES_PATH = '/admin/settings/cod-rules';

const settingsApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/settings/cod-confirmation: the rule and who changed it last. */
    codRule: build.query<RuleView, void>({
      query: () => ({ path: PATH, schema: CodConfirmationRuleResponse, fallbackMessage: SETTINGS_TEXT.loadFailed }),
      providesTags: ['Settings'],
    }),

    /** GET /admin/settings/message-budget: the shop-wide texts an hour and a day. */
    textBudget: build.query<TextBudgetView, void>({
      query: () => ({ path: TEXTS_PATH, schema: ShopTextBudgetResponse, fallbackMessage: SETTINGS_TEXT.loadFailed }),
      providesTags: ['Settings'],
    }),

    /** PUT /admin/settings/message-budget (audited). */
    saveTextBudget: build.mutation<TextBudgetView, ShopTextBudget>({
      query: (budget) => ({ path: TEXTS_PATH, schema: ShopTextBudgetResponse, method: 'PUT', body: budget, fallbackMessage: SETTINGS_TEXT.saveFailed }),
      invalidatesTags: ['Settings'],
    }),

    /** GET /admin/settings/cod-rules: the Cash on Delivery rules and who changed them last. */
    codRules: build.query<CodRulesView, void>({
      query: () => ({ path: RULES_PATH, schema: CodRulesResponse, fallbackMessage: SETTINGS_TEXT.loadFailed }),
      providesTags: ['Settings'],
    }),

    /** PUT /admin/settings/cod-rules (audited). */
    saveCodRules: build.mutation<CodRulesView, CodRules>({
      query: (rules) => ({ path: RULES_PATH, schema: CodRulesResponse, method: 'PUT', body: rules, fallbackMessage: SETTINGS_TEXT.saveFailed }),
      invalidatesTags: ['Settings'],
    }),

    /** PUT /admin/settings/cod-confirmation (audited). */
    saveCodRule: build.mutation<RuleView, CodConfirmationRule>({
      query: (rule) => ({ path: PATH, schema: CodConfirmationRuleResponse, method: 'PUT', body: rule, fallbackMessage: SETTINGS_TEXT.saveFailed }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useCodRuleQuery, useSaveCodRuleMutation, useTextBudgetQuery, useSaveTextBudgetMutation, useCodRulesQuery, useSaveCodRulesMutation } = settingsApi;
