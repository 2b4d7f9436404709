import { currentConsentVersion } from '@shop/contract/consent-rules';
import { useState } from 'react';
import { setAnalyticsChoice, type AnalyticsChoice } from '../../../lib/analytics';
import { useTexts } from '../../../lib/i18n/texts';
import { useAppSelector } from '../../../store/hooks';
import { useSaveConsentsMutation } from '../../../lib/consents';
import { CONSENT_TEXTS } from '../texts';
import '../consents.css';

/**
 * Asks once whether Google Analytics may count the visit (the app shell shows it only when the shop sends page views
 * anywhere and the visitor never answered). Both answers
 * are remembered in a cookie; a signed-in customer's also goes into their consent ledger. Drawn over the page's foot,
 * so nothing on the page moves when it appears.
 */
export function CookieBanner() {
  const T = useTexts(CONSENT_TEXTS);
  const signedIn = useAppSelector((state) => state.auth.authenticated === true);
  const [answered, setAnswered] = useState(false);
  const [save] = useSaveConsentsMutation();
  if (answered) return null;

  const answer = (choice: AnalyticsChoice) => {
    setAnalyticsChoice(choice);
    setAnswered(true);
    if (signedIn) void save({ source: 'cookie_banner', changes: [{ purpose: 'analytics', granted: choice === 'granted', version: currentConsentVersion('analytics') }] });
  };

  return (
    <section className="cookie-banner" aria-label={T.cookieBannerLabel}>
      <p>{T.cookieBanner}</p>
      <div className="cookie-banner__actions">
        <button type="button" className="btn btn-primary" onClick={() => answer('granted')}>
          {T.cookieAccept}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => answer('denied')}>
          {T.cookieDecline}
        </button>
      </div>
    </section>
  );
}
