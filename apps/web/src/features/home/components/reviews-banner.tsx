import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import './reviews-banner.css';
import { ButtonLink } from '../../../components/button-link';
import { Icon } from '../../../components/icon';

function Star() {
  return (
    <Icon size={22}><path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" /></Icon>
  );
}

/** A banner that sends visitors to the reviews wall (SPEC.md §2). */
export function ReviewsBanner() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="reviews-banner" aria-labelledby="reviews-banner-heading">
      <div className="reviews-banner__stars" aria-hidden="true">
        <Star />
        <Star />
        <Star />
        <Star />
        <Star />
      </div>
      <div className="reviews-banner__text">
        <h2 id="reviews-banner-heading" className="reviews-banner__heading">
          {HOME_TEXT.reviewsBannerHeading}
        </h2>
        <p>{HOME_TEXT.reviewsBannerText}</p>
      </div>
      <ButtonLink to="/review" look="primary" className="reviews-banner__link">{HOME_TEXT.reviewsBannerLink}</ButtonLink>
    </section>
  );
}
