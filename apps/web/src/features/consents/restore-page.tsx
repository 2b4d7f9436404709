import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { Card } from '../../components/card';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageFrame } from '../../components/page-frame';
import { useTexts } from '../../lib/i18n/texts';
import { failureMessage } from '../../lib/query-message';
import { usePageMeta } from '../../lib/seo';
import { useRestoreMutation } from './api';
import { CONSENT_TEXTS } from './texts';
import './consents.css';
import { ButtonLink } from '../../components/button-link';

/**
 * /restore/:token: a reminder's link, opened on any device once signed in (the route asks first). It puts the
 * reminder's products back in the bag and goes on to the bag, or to the checkout for a refill, priced afresh there.
 */
export default function RestorePage() {
  const T = useTexts(CONSENT_TEXTS);
  const { token = '' } = useParams();
  const navigate = useNavigate();
  usePageMeta({ title: T.restoreTitle, description: T.lead, path: '/' });
  const [restore, result] = useRestoreMutation();
  const asked = useRef(false);

  useEffect(() => {
    // Once per page, even under StrictMode's second effect: putting the products back twice changes nothing, but
    // the customer would be sent on twice.
    if (asked.current) return;
    asked.current = true;
    void restore(token)
      .unwrap()
      .then((answer) => {
        // A refill's reorder: checkout opens at the last order's address and payment choice and names each change.
        if (answer.reorder) {
          void navigate('/checkout', { replace: true, state: { reorder: answer.reorder } });
          return;
        }
        if (answer.unavailable > 0) toast(T.restoreUnavailable(answer.unavailable));
        void navigate(answer.next === 'checkout' ? '/checkout' : '/cart', { replace: true });
      })
      .catch(() => undefined);
  }, [restore, token, navigate, T]);

  return (
    <PageFrame className="consent-page" heading={T.restoreTitle}>
      <Card className="consent-page__card">
        {result.isError ? (
          <>
            <p className="error-text" role="alert">
              {failureMessage(result.error, T.restoreFailed)}
            </p>
            <ButtonLink to="/">{T.backHome}</ButtonLink>
          </>
        ) : (
          <LoadingIndicator label={T.restoreLoading} />
        )}
      </Card>
    </PageFrame>
  );
}
