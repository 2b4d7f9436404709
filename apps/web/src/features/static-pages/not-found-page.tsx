import { pathWithoutLocale } from '@shop/contract/locale';
import { notFoundMetaIn } from '@shop/contract/page-meta-hindi';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../lib/seo';
import { useLocale, useTexts } from '../../lib/i18n/texts';
import { STATIC_TEXTS } from './texts';
import './not-found-page.css';
import { ButtonLink } from '../../components/button-link';

/** Any unknown path (SPEC.md §2). The server already answers these with HTTP 404. */
export default function NotFoundPage() {
  const STATIC_TEXT = useTexts(STATIC_TEXTS);
  const locale = useLocale();
  const { pathname } = useLocation();
  usePageMeta({
    ...notFoundMetaIn(locale),
    // Search engines get the server's 404 status; the canonical simply names the address that was asked for.
    path: pathWithoutLocale(pathname),
  });
  return (
    <div className="page not-found-page">
      <svg className="not-found-page__art" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" className="not-found-page__disc" />
        <ellipse cx="60" cy="74" rx="16" ry="13" className="not-found-page__paw" />
        <ellipse cx="38" cy="52" rx="7.5" ry="9.5" className="not-found-page__paw" />
        <ellipse cx="52" cy="41" rx="7.5" ry="10" className="not-found-page__paw" />
        <ellipse cx="68" cy="41" rx="7.5" ry="10" className="not-found-page__paw" />
        <ellipse cx="82" cy="52" rx="7.5" ry="9.5" className="not-found-page__paw" />
      </svg>
      <p className="not-found-page__code">{STATIC_TEXT.notFoundCode}</p>
      <h1 className="not-found-page__heading">{STATIC_TEXT.notFoundHeading}</h1>
      <p className="not-found-page__text">{STATIC_TEXT.notFoundText}</p>
      <nav className="not-found-page__links" aria-label={STATIC_TEXT.helpfulLinks}>
        <ButtonLink to="/" look="primary">{STATIC_TEXT.goHome}</ButtonLink>
        <ButtonLink to="/explore">{STATIC_TEXT.shopLitter}</ButtonLink>
      </nav>
    </div>
  );
}
