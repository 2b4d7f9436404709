import { useTexts } from '../../../lib/i18n/texts';
import { useAppSelector } from '../../../store/hooks';
import { REVIEW_UI_TEXTS } from '../texts';
import { RatingStars } from './rating-stars';
import './shop-rating.css';

/**
 * The shop's rating from every approved review (as the server counts them), as a link to where they are read: stars,
 * the average and how many reviews. Nothing while it is unknown or there are no reviews yet.
 */
export function ShopRating({ href }: { href: string }) {
  const REVIEW_UI_TEXT = useTexts(REVIEW_UI_TEXTS);
  const rating = useAppSelector((state) => state.review.rating);
  if (!rating || rating.average === null || rating.count === 0) return null;
  return (
    <a className="shop-rating" href={href}>
      <RatingStars rating={rating.average} size="s" />
      <span aria-hidden="true" className="shop-rating__average">
        {rating.average.toFixed(1)}
      </span>
      <span className="visually-hidden">{REVIEW_UI_TEXT.averageLabel(rating.average)},</span>
      <span className="shop-rating__count">{REVIEW_UI_TEXT.reviewsCount(rating.count)}</span>
    </a>
  );
}
