import { useTexts } from '../../../lib/i18n/texts';
import { HOME_REVIEWS_LIMIT } from '@shop/contract/review-rules';
import type { Review } from '@shop/contract/reviews';
import { useId } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { REVIEW_UI_TEXTS } from '../texts';
import { ReviewCard, type ReviewCardTone } from './review-card';
import { ReviewPopup } from './review-popup';
import { useReviewPopup } from './use-review-popup';
import './approved-reviews-section.css';
import { ButtonLink } from '../../../components/button-link';

const TONES: readonly ReviewCardTone[] = ['sand', 'lavender', 'white', 'rose', 'white', 'sand'];

export interface ApprovedReviewsSectionProps {
  /** Most cards to show; the home page shows HOME_REVIEWS_LIMIT. */
  limit?: number;
  /** The section's id, for links that lead to it (the product page's rating). */
  id?: string;
}

/** A band of the approved reviews (loaded by the route) for other pages, with a link to the full reviews wall. */
export function ApprovedReviewsSection({ limit = HOME_REVIEWS_LIMIT, id }: ApprovedReviewsSectionProps) {
  const REVIEW_UI_TEXT = useTexts(REVIEW_UI_TEXTS);
  const { approvedReviews, loading, error } = useAppSelector((state) => state.review);
  const headingId = useId();
  const popup = useReviewPopup();

  const shown: Review[] = approvedReviews.slice(0, Math.max(0, limit));

  return (
    <section className="approved-reviews" id={id} aria-labelledby={headingId}>
      <div className="approved-reviews__head">
        <div>
          <h2 id={headingId} className="approved-reviews__heading">
            {REVIEW_UI_TEXT.homeHeading}
          </h2>
          <p className="approved-reviews__lead">{REVIEW_UI_TEXT.homeLead}</p>
        </div>
        <ButtonLink to="/review" className="approved-reviews__link">{REVIEW_UI_TEXT.homeLink}</ButtonLink>
      </div>
      {loading && shown.length === 0 ? (
        <p className="approved-reviews__status" role="status">
          {REVIEW_UI_TEXT.loading}…
        </p>
      ) : null}
      {error && shown.length === 0 ? (
        <p className="approved-reviews__status error-text" role="alert">
          {error}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="approved-reviews__list">
          {shown.map((review, i) => (
            <li key={review._id} className="approved-reviews__item">
              <ReviewCard review={review} tone={TONES[i % TONES.length]} onOpen={popup.open} />
            </li>
          ))}
        </ul>
      ) : null}
      {popup.review ? <ReviewPopup review={popup.review} onClose={popup.close} /> : null}
    </section>
  );
}
