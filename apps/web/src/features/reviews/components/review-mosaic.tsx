import { useTexts } from '../../../lib/i18n/texts';
import type { Review } from '@shop/contract/reviews';
import { useId } from 'react';
import { mosaicTileSizes } from '../mosaic-layout';
import { REVIEW_TEXTS, REVIEW_UI_TEXTS } from '../texts';
import { ReviewCard, type ReviewCardTone } from './review-card';
import './review-mosaic.css';

const TONES: readonly ReviewCardTone[] = ['lavender', 'white', 'sand', 'rose', 'white', 'sand', 'lavender', 'white'];

function MosaicGrid({ reviews, toneOffset, onOpen }: { reviews: Review[]; toneOffset: number; onOpen: MosaicProps['onOpen'] }) {
  if (reviews.length === 0) return null;
  const sizes = mosaicTileSizes(reviews.length);
  return (
    <ul className="review-mosaic__grid">
      {reviews.map((review, i) => {
        const size = sizes[i] ?? 'normal';
        return (
          <li key={review._id} className={`review-mosaic__tile review-mosaic__tile--${size}`}>
            <ReviewCard review={review} onOpen={onOpen} featured={size !== 'normal'} tone={TONES[(i + toneOffset) % TONES.length]} />
          </li>
        );
      })}
    </ul>
  );
}

interface MosaicProps {
  reviews: Review[];
  onOpen: (review: Review, trigger: HTMLButtonElement) => void;
}

/**
 * The wall: on wide screens half of the reviews, the 'Thank you for Love' heading in the middle, then the rest; on narrow
 * ones (review-mosaic.css) one column of cards without the heading.
 */
export function ReviewMosaic({ reviews, onOpen }: MosaicProps) {
  const REVIEW_TEXT = useTexts(REVIEW_TEXTS);
  const REVIEW_UI_TEXT = useTexts(REVIEW_UI_TEXTS);
  const headingId = useId();
  const half = Math.ceil(reviews.length / 2);
  return (
    <section className="review-mosaic" aria-labelledby={headingId}>
      <MosaicGrid reviews={reviews.slice(0, half)} toneOffset={0} onOpen={onOpen} />
      <div className="review-mosaic__centre">
        <span className="review-mosaic__rule" aria-hidden="true" />
        <div className="review-mosaic__title">
          <svg className="review-mosaic__heart" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.5 2.6.9-1.5 2.4-2.6 4.5-2.6 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
          </svg>
          <h2 id={headingId} className="review-mosaic__heading">
            {REVIEW_TEXT.wallHeading}
          </h2>
          <p className="review-mosaic__sub">{REVIEW_UI_TEXT.wallSubheading}</p>
        </div>
        <span className="review-mosaic__rule" aria-hidden="true" />
      </div>
      <MosaicGrid reviews={reviews.slice(half)} toneOffset={3} onOpen={onOpen} />
    </section>
  );
}
