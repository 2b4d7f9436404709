import type { LoyaltyStatusResponse } from '@shop/contract/tracking';
import { QueryState } from '../../components/load-state';
import { PageFrame } from '../../components/page-frame';
import { useLoyaltyStatusQuery } from '../../lib/loyalty-status';
import { usePageMeta } from '../../lib/seo';
import { HowItWorks } from './components/how-it-works';
import { PawStamps } from './components/paw-stamps';
import { RewardCard } from './components/reward-card';
import { LOYALTY_TEXTS, LOYALTY_UI_TEXTS } from './texts';
import './loyalty-page.css';
import { useTexts } from '../../lib/i18n/texts';
import { ButtonLink } from '../../components/button-link';

/**
 * /loyalty (SPEC.md §2, §9): delivered orders counted towards a free product ('{n}/6', the target being the loyalty
 * reward's own as the server answers it), a card of paw stamps, the reward's coupon once earned, and how it works.
 */
export default function LoyaltyPage() {
  const LOYALTY_UI_TEXT = useTexts(LOYALTY_UI_TEXTS);
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

/** Orders counted towards the free product, as paw stamps, and what is left to do: the server's numbers, shown. */
export function Progress({ status }: { status: Pick<LoyaltyStatusResponse, 'count' | 'target' | 'remaining' | 'rewardAvailable'> }) {
  const LOYALTY_TEXT = useTexts(LOYALTY_TEXTS);
  const LOYALTY_UI_TEXT = useTexts(LOYALTY_UI_TEXTS);
  const { count, target, remaining } = status;
  return (
    <>
      <p className="loyalty-page__count">
        <strong className="loyalty-page__fraction">{LOYALTY_TEXT.progress(count, target)}</strong>
        <span className="loyalty-page__count-label">{LOYALTY_UI_TEXT.ordersCounted}</span>
      </p>
      <PawStamps count={count} target={target} />
      {remaining > 0 ? (
        <div className="loyalty-page__next">
          <p className="loyalty-page__remaining">{LOYALTY_TEXT.remaining(remaining)}</p>
          <ButtonLink to="/explore" look="primary">{LOYALTY_UI_TEXT.shopNow}</ButtonLink>
        </div>
      ) : (
        !status.rewardAvailable && <p className="loyalty-page__remaining">{LOYALTY_UI_TEXT.rewardPending(target)}</p>
      )}
    </>
  );
}
