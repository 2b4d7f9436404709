import { useTexts } from '../../../lib/i18n/texts';
import type { Review } from '@shop/contract/reviews';
import { REVIEW_CARD_WORDS } from '@shop/contract/review-rules';
import { initialsOf } from '../initials';
import { REVIEW_UI_TEXTS } from '../texts';
import { truncateWords } from '../truncate-words';
import { RatingStars } from './rating-stars';
import './review-card.css';

export type ReviewCardTone = 'sand' | 'lavender' | 'rose' | 'white';

export interface ReviewCardProps {
  review: Review;
  onOpen: (review: Review, trigger: HTMLButtonElement) => void;
  tone?: ReviewCardTone;
  /** A wider mosaic tile with a larger quote. */
  featured?: boolean;
}

/** A review teaser: the whole card is one button that opens the full review. */
export function ReviewCard({ review, onOpen, tone = 'white', featured = false }: ReviewCardProps) {
  const REVIEW_UI_TEXT = useTexts(REVIEW_UI_TEXTS);
  const classes = ['review-card', `review-card--${tone}`, featured ? 'review-card--featured' : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(review, event.currentTarget)}
    >
      <span className="review-card__top">
        <RatingStars rating={review.rating} size="s" />
        <span className="review-card__quote-mark" aria-hidden="true">
          “
        </span>
      </span>
      <span className="review-card__message">{truncateWords(review.message, REVIEW_CARD_WORDS)}</span>
      <span className="review-card__author">
        <span className="review-card__avatar" aria-hidden="true">
          {initialsOf(review.name)}
        </span>
        <span className="review-card__who">
          <span className="review-card__name">{review.name}</span>
          <span className="review-card__location">{review.location}</span>
        </span>
      </span>
      <span className="review-card__more" aria-hidden="true">
        {REVIEW_UI_TEXT.readMore} <span className="review-card__arrow">→</span>
      </span>
    </button>
  );
}
