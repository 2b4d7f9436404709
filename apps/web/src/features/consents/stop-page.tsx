import { Link, useParams } from 'react-router';
import { Card } from '../../components/card';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageFrame } from '../../components/page-frame';
import { useTexts } from '../../lib/i18n/texts';
import { failureMessage } from '../../lib/query-message';
import { usePageMeta } from '../../lib/seo';
import { useStopLinkQuery, useStopMutation } from './api';
import { CONSENT_TEXTS } from './texts';
import './consents.css';

/**
 * /stop/:token: the stop link of a reminder or offer. Opening it changes nothing (mail scanners open links too); its
 * one button withdraws at once, without signing in: the signed link is the authority, for one customer and purpose.
 */
export default function StopPage() {
  const T = useTexts(CONSENT_TEXTS);
  const { token = '' } = useParams();
  usePageMeta({ title: T.stopTitle, description: T.lead, path: '/' });
  const link = useStopLinkQuery(token);
  const [stop, stopping] = useStopMutation();

  const body = () => {
    if (link.isLoading) return <LoadingIndicator label={T.stopLoading} />;
    if (!link.data) {
      return (
        <p className="error-text" role="alert">
          {failureMessage(link.error, T.stopFailed)}
        </p>
      );
    }
    const what = T.stopWhat[link.data.purpose];
    if (!link.data.granted) return <p role="status">{stopping.isSuccess ? T.stopDone(what) : T.stopAlready(what)}</p>;
    return (
      <>
        <p>{T.stopQuestion(what)}</p>
        {stopping.isError ? (
          <p className="error-text" role="alert">
            {failureMessage(stopping.error, T.stopFailed)}
          </p>
        ) : null}
        <button type="button" className="btn btn-primary" aria-busy={stopping.isLoading} disabled={stopping.isLoading} onClick={() => void stop(token)}>
          {T.stopButton}
        </button>
      </>
    );
  };

  return (
    <PageFrame className="consent-page" eyebrow={T.stopEyebrow} heading={T.stopTitle}>
      <Card className="consent-page__card">
        {body()}
        <Link to="/account-details#choices">{T.stopMore}</Link>
      </Card>
    </PageFrame>
  );
}
