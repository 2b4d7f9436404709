import type { Locale } from '@shop/contract/locale';
import { plural } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/texts';
import { PRODUCT_TEXTS } from '../texts';
import type { ProductRating as Rating } from '@shop/contract/catalog';
import './product-rating.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const STARS = 5;

/** What a screen reader hears: "Rated 4.5 out of 5 from 12 reviews", in the page's language. */
export function productRatingText({ average, count }: Rating, locale: Locale = 'en'): string {
  const words = PRODUCT_TEXTS[locale];
  return words.rated(average.toFixed(1).replace(/\.0$/, ''), STARS, count, plural(locale, count, words.review));
}

function Stars() {
  return (
    <>
      {Array.from({ length: STARS }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </>
  );
}

/**
 * A product's rating from its approved reviews: stars filled to the average, the average and the count; nothing while
 * it has no reviews.
 */
export function ProductRating({ rating, size = 's', href }: { rating: Rating | null; size?: 's' | 'm'; href?: string }) {
  const locale = useLocale();
  if (!rating || rating.count === 0) return null;
  const text = productRatingText(rating, locale);
  const body = (
    <>
      <span className="product-rating__stars" aria-hidden="true">
        <span className="product-rating__empty">
          <Stars />
        </span>
        {/* The filled stars, cut at the average: 4.5 fills four and a half. */}
        <span className="product-rating__filled" style={{ width: `${(Math.min(STARS, Math.max(0, rating.average)) / STARS) * 100}%` }}>
          <Stars />
        </span>
      </span>
      <span className="product-rating__average" aria-hidden="true">
        {rating.average.toFixed(1)}
      </span>
      <span className="product-rating__count" aria-hidden="true">
        ({rating.count})
      </span>
    </>
  );
  // On the product's page, a link to where its reviews are read; on a card, a picture with its words.
  return href ? (
    <a className={`product-rating product-rating--${size} product-rating--link`} href={href} aria-label={text}>
      {body}
    </a>
  ) : (
    <p className={`product-rating product-rating--${size}`} role="img" aria-label={text}>
      {body}
    </p>
  );
}
