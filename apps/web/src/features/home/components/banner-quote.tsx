import { useTexts } from '../../../lib/i18n/texts';
import { HOME_TEXTS } from '../texts';
import './banner-quote.css';

/** A wide banner with the brand's promise in one sentence (SPEC.md §2). */
export function BannerQuote() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="banner-quote" aria-label={HOME_TEXT.beliefLabel}>
      <figure className="banner-quote__figure">
        <svg className="banner-quote__mark" viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false">
          <path d="M0 36V22C0 9 6 2 18 0l2 5c-7 2-10 6-10 12h9v19H0Zm28 0V22c0-13 6-20 18-22l2 5c-7 2-10 6-10 12h9v19H28Z" />
        </svg>
        <blockquote className="banner-quote__text">
          <p>{HOME_TEXT.belief}</p>
        </blockquote>
        <figcaption className="banner-quote__caption">{HOME_TEXT.beliefBy}</figcaption>
      </figure>
    </section>
  );
}
