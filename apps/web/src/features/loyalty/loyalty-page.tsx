import { Link } from 'react-router';
import { usePageMeta } from '../../lib/seo';
import { HowItWorks } from './components/how-it-works';
import { PawStamps } from './components/paw-stamps';
import { RewardCard } from './components/reward-card';
import { ordersRemaining, stampCount } from './loyalty-progress';
import { LOYALTY_TEXT, LOYALTY_UI_TEXT } from './texts';
import { useLoyaltyStatus } from './use-loyalty-status';
import './loyalty-page.css';

/**
 * /loyalty (SPEC.md §2, §9): delivered orders counted towards a free product ('{n}/6'), a card of six paw stamps,
 * the reward's coupon once earned, and how the programme works.
 */
export default function LoyaltyPage() {
  usePageMeta({ title: LOYALTY_UI_TEXT.pageTitle, description: LOYALTY_UI_TEXT.pageDescription, path: '/loyalty' });
  const { status, loading, failed, retry } = useLoyaltyStatus();

  let progress;
  if (failed) {
    progress = (
      <div className="loyalty-page__message">
        <p className="error-text" role="alert">
          {LOYALTY_UI_TEXT.loadFailed}
        </p>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          {LOYALTY_UI_TEXT.retry}
        </button>
      </div>
    );
  } else if (loading || !status) {
    progress = (
      <p className="loyalty-page__loading" role="status">
        <span className="loyalty-page__spinner" aria-hidden="true" />
        {LOYALTY_UI_TEXT.loading}
      </p>
    );
  } else {
    const count = stampCount(status.count);
    const remaining = ordersRemaining(status.count);
    progress = (
      <>
        <p className="loyalty-page__count">
          <strong className="loyalty-page__fraction">{LOYALTY_TEXT.progress(count)}</strong>
          <span className="loyalty-page__count-label">{LOYALTY_UI_TEXT.ordersCounted}</span>
        </p>
        <PawStamps count={count} />
        {remaining > 0 ? (
          <div className="loyalty-page__next">
            <p className="loyalty-page__remaining">{LOYALTY_TEXT.remaining(remaining)}</p>
            <Link to="/explore" className="btn btn-primary">
              {LOYALTY_UI_TEXT.shopNow}
            </Link>
          </div>
        ) : (
          !status.rewardAvailable && <p className="loyalty-page__remaining">{LOYALTY_UI_TEXT.rewardPending}</p>
        )}
      </>
    );
  }

  return (
    <div className="page loyalty-page">
      <header className="loyalty-page__intro">
        <p className="loyalty-page__eyebrow">{LOYALTY_UI_TEXT.eyebrow}</p>
        <h1 className="loyalty-page__heading">{LOYALTY_UI_TEXT.heading}</h1>
        <p className="loyalty-page__lead">{LOYALTY_UI_TEXT.lead}</p>
      </header>
      <section className="loyalty-page__card" aria-labelledby="loyalty-progress-heading" aria-busy={loading}>
        <h2 id="loyalty-progress-heading" className="loyalty-page__card-title">
          {LOYALTY_UI_TEXT.progressHeading}
        </h2>
        {progress}
      </section>
      {status?.rewardAvailable && status.couponCode && <RewardCard couponCode={status.couponCode} />}
      <HowItWorks />
    </div>
  );
}
