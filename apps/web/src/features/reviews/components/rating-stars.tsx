import { RATING_MAX } from '@shop/contract/review-rules';
import { clampRating, ratingLabel } from '../rating';
import './rating-stars.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars, the first `rating` filled; read out as "Rated N out of 5". */
export function RatingStars({ rating, size = 'm' }: { rating: number; size?: 's' | 'm' | 'l' }) {
  const filled = clampRating(rating);
  return (
    <span className={`rating-stars rating-stars--${size}`} role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <svg
          key={i}
          className={i < filled ? 'rating-stars__star rating-stars__star--on' : 'rating-stars__star'}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
