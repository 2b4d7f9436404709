import type { LoyaltyStatusResponse } from '@shop/contract/tracking';
import { Link } from 'react-router';
import { QueryState } from '../../components/load-state';
import { PageFrame } from '../../components/page-frame';
import { useLoyaltyStatusQuery } from '../../lib/loyalty-status';
import { usePageMeta } from '../../lib/seo';
import { HowItWorks } from './components/how-it-works';
import { PawStamps } from './components/paw-stamps';
import { RewardCard } from './components/reward-card';
import { ordersRemaining, stampCount } from './loyalty-progress';
import { LOYALTY_TEXT, LOYALTY_UI_TEXT } from './texts';
import './loyalty-page.css';

/**
 * /loyalty (SPEC.md §2, §9): delivered orders counted towards a free product ('{n}/6'), a card of six paw stamps,
 * the reward's coupon once earned, and how the programme works.
 */
export default function LoyaltyPage() {
  usePageMeta({ title: LOYALTY_UI_TEXT.pageTitle, description: LOYALTY_UI_TEXT.pageDescription, path: '/loyalty' });
  const loyalty = useLoyaltyStatusQuery();
  const status = loyalty.data;

  return (
    <PageFrame className="loyalty-page" eyebrow={LOYALTY_UI_TEXT.eyebrow} heading={LOYALTY_UI_TEXT.heading} lead={LOYALTY_UI_TEXT.lead}>
      <section className="loyalty-page__card" aria-labelledby="loyalty-progress-heading" aria-busy={loyalty.isFetching}>
        <h2 id="loyalty-progress-heading" className="loyalty-page__card-title">
          {LOYALTY_UI_TEXT.progressHeading}
        </h2>
        <QueryState query={loyalty} failed={LOYALTY_UI_TEXT.loadFailed} ownWords loadingLabel={LOYALTY_UI_TEXT.loading} retryLabel={LOYALTY_UI_TEXT.retry} size="inline">
          {(status) => <Progress status={status} />}
        </QueryState>
      </section>
      {status?.rewardAvailable && status.couponCode && <RewardCard couponCode={status.couponCode} />}
      <HowItWorks />
    </PageFrame>
  );
}

/** Orders counted towards the free product, as paw stamps, and what is left to do. */
function Progress({ status }: { status: LoyaltyStatusResponse }) {
  const count = stampCount(status.count);
  const remaining = ordersRemaining(status.count);
  return (
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
