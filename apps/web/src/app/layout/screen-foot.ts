/** What may ask something of the visitor along the screen's foot, where each is drawn over the page. */
export interface FootQuestions {
  /** The shop in the account's language (a banner in the app), or in the browser's (the server's, outside the app). */
  languageOffer: boolean;
  /** Whether visits may be counted: the shop counts them and the visitor never answered. */
  analyticsUnanswered: boolean;
}

/**
 * The one question the screen's foot shows: the language offer first (the rest of the shop reads better once it is
 * settled), the analytics question once no offer is left. Never both, so neither covers the other.
 */
export function footQuestion({ languageOffer, analyticsUnanswered }: FootQuestions): 'language' | 'analytics' | null {
  if (languageOffer) return 'language';
  return analyticsUnanswered ? 'analytics' : null;
}

/** Whether the server wrote its offer of the browser's language above the app (apps/api/src/web/language.ts). */
export function serverLanguageOfferShown(): boolean {
  return typeof document !== 'undefined' && document.querySelector('body > .language-banner') !== null;
}
