import { ShopTextBudgetResponse, type ShopTextBudget } from '@shop/contract/auth';
import { CodConfirmationRuleResponse, type CodConfirmationRule } from '@shop/contract/cod-confirmation';
import { CodRulesResponse, type CodRules } from '@shop/contract/cod-rules';
import { GrievanceOfficerSettingsResponse, type GrievanceOfficer } from '@shop/contract/grievance-officer-settings';
import type { z } from 'zod';
import { queryApi } from '../../../lib/query-api';
import { SETTINGS_TEXT } from '../pages/settings-page-texts';
import { readQuery } from './read-query';

const PATH = '/admin/settings/cod-confirmation';
const TEXTS_PATH = '/admin/settings/message-budget';
const RULES_PATH = '/admin/settings/cod-rules';
const OFFICER_PATH = '/admin/settings/grievance-officer';

const settingsApi = queryApi.injectEndpoints({
  endpoints: (build) => {
    /** A setting as the server keeps it, with who changed it last. */
    const read = <S extends z.ZodType>(path: string, schema: S) =>
      readQuery<z.infer<S>, S>(build, { path, schema, pick: (answer) => answer, failed: SETTINGS_TEXT.loadFailed, tags: ['Settings'] });
    /** PUT of a setting (audited): the answer is the setting as now kept, and the settings load again. */
    const save = <Body, S extends z.ZodType>(path: string, schema: S) =>
      build.mutation<z.infer<S>, Body>({
        query: (body) => ({ path, schema, method: 'PUT', body, fallbackMessage: SETTINGS_TEXT.saveFailed }),
        invalidatesTags: ['Settings'],
      });

    return {
      /** GET /admin/settings/cod-confirmation: the rule and who changed it last. */
      codRule: read(PATH, CodConfirmationRuleResponse),
      /** GET /admin/settings/message-budget: the shop-wide texts an hour and a day. */
      textBudget: read(TEXTS_PATH, ShopTextBudgetResponse),
      /** PUT /admin/settings/message-budget (audited). */
      saveTextBudget: save<ShopTextBudget, typeof ShopTextBudgetResponse>(TEXTS_PATH, ShopTextBudgetResponse),
      /** GET /admin/settings/cod-rules: the Cash on Delivery rules and who changed them last. */
      codRules: read(RULES_PATH, CodRulesResponse),
      /** PUT /admin/settings/cod-rules (audited). */
      saveCodRules: save<CodRules, typeof CodRulesResponse>(RULES_PATH, CodRulesResponse),
      /** PUT /admin/settings/cod-confirmation (audited). */
      saveCodRule: save<CodConfirmationRule, typeof CodConfirmationRuleResponse>(PATH, CodConfirmationRuleResponse),
      /** GET /admin/settings/grievance-officer: the officer public pages name, and who changed them last. */
      grievanceOfficer: read(OFFICER_PATH, GrievanceOfficerSettingsResponse),
      /** PUT /admin/settings/grievance-officer (audited). */
      saveGrievanceOfficer: save<GrievanceOfficer, typeof GrievanceOfficerSettingsResponse>(OFFICER_PATH, GrievanceOfficerSettingsResponse),
    };
  },
});

export const { useCodRuleQuery, useSaveCodRuleMutation, useTextBudgetQuery, useSaveTextBudgetMutation, useCodRulesQuery, useSaveCodRulesMutation, useGrievanceOfficerQuery, useSaveGrievanceOfficerMutation } = settingsApi;
