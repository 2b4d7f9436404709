/** What may ask something of the visitor along the screen's foot, where each is drawn over the page. */
export interface FootQuestions {
  /** The shop in the browser's language, offered by the server above the app on a first visit (web/language.ts). */
  serverLanguageOffer: boolean;
  /** The shop in the signed-in customer's account language, offered by the app on a device that never chose. */
  accountLanguageOffer: boolean;
  /** Whether visits may be counted: the shop counts them and the visitor never answered. */
  analyticsUnanswered: boolean;
}

export type FootQuestion = 'server-language' | 'account-language' | 'analytics';

/**
 * The one question the screen's foot shows, so none covers another: a language offer first (the rest of the shop reads
 * better once it is settled; the server's, already on screen before the app starts, before the account's), the
 * analytics question once no offer is left.
 */
export function footQuestion({ serverLanguageOffer, accountLanguageOffer, analyticsUnanswered }: FootQuestions): FootQuestion | null {
  if (serverLanguageOffer) return 'server-language';
  if (accountLanguageOffer) return 'account-language';
  return analyticsUnanswered ? 'analytics' : null;
}

/** Whether the server wrote its offer of the browser's language above the app (apps/api/src/web/language.ts). */
export function serverLanguageOfferShown(): boolean {
  return typeof document !== 'undefined' && document.querySelector('body > .language-banner') !== null;
}
