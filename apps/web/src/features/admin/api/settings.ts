import { CodConfirmationRuleResponse, type CodConfirmationRule } from '@shop/contract/cod-confirmation';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { SETTINGS_TEXT } from '../pages/settings-page-texts';

type RuleView = z.infer<typeof CodConfirmationRuleResponse>;

/** GET /admin/settings/cod-confirmation: the rule and who changed it last. */
export function fetchCodRule(signal?: AbortSignal): Promise<RuleView> {
  return apiRequest('/admin/settings/cod-confirmation', CodConfirmationRuleResponse, { signal, fallbackMessage: SETTINGS_TEXT.loadFailed });
}

/** PUT /admin/settings/cod-confirmation (audited). */
export function saveCodRule(rule: CodConfirmationRule): Promise<RuleView> {
  return apiRequest('/admin/settings/cod-confirmation', CodConfirmationRuleResponse, { method: 'PUT', body: rule, fallbackMessage: SETTINGS_TEXT.saveFailed });
}
