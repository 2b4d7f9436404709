import type { Locale } from '@shop/contract/locale';
import { documentLocale } from './texts';

/**
 * A contract check's message (its English, as zod gives it) in the page's language. The Hindi of the contract's
 * messages (validation-texts.ts) loads only when a Hindi page has one to say.
 */
export async function checkMessage(message: string, locale: Locale = documentLocale(), code?: string): Promise<string> {
  if (locale === 'en') return message;
  const { validationMessage } = await import('./validation-texts');
  return validationMessage(locale, message, code);
}
