import { Link } from 'react-router';
import { runtimeConfig } from '../../lib/runtime-config';
import { SITE_NAME } from '@shop/contract/page-meta';
import { useTexts } from '../../lib/i18n/texts';
import { selectGrievanceOfficer } from '../../store/grievance-officer-slice';
import { useAppSelector } from '../../store/hooks';
import { GRIEVANCE_OFFICER_TEXTS } from '../../components/grievance-officer-texts';
import { BrandMark } from './header-icons';
import { LanguageSwitch } from './language-switch';
import { telHref } from './nav-links';
import { LAYOUT_TEXTS } from './texts';
import './site-footer.css';
import { Icon } from '../../components/icon';

type FooterWords = (typeof LAYOUT_TEXTS)['en']['footer'];

/** The footer's columns of links, each under its heading. */
const LINK_COLUMNS = [
  {
    heading: 'shopHeading',
    links: [
      { to: '/explore', label: 'shop' },
      { to: '/about', label: 'about_' },
      { to: '/contact-us', label: 'contact' },
    ],
  },
  {
    heading: 'helpHeading',
    links: [
      { to: '/faq', label: 'faq' },
      { to: '/privacy-policy', label: 'privacy' },
      { to: '/terms-and-conditions', label: 'terms' },
    ],
  },
] as const satisfies ReadonlyArray<{ heading: keyof FooterWords; links: ReadonlyArray<{ to: string; label: keyof FooterWords }> }>;

/** Footer: shop and help links, contact details, the language switch and the copyright line (SPEC.md §2). */
export function SiteFooter() {
  const FOOTER_TEXT = useTexts(LAYOUT_TEXTS).footer;
  const OFFICER_TEXT = useTexts(GRIEVANCE_OFFICER_TEXTS);
  const officer = useAppSelector(selectGrievanceOfficer);
  const { email, phone } = runtimeConfig.contact;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <ul className="site-footer__promises" aria-label={FOOTER_TEXT.promisesLabel}>
        {FOOTER_TEXT.promises.map((promise) => (
          <li key={promise}>
            <Icon size={20}><path d="m5 12.5 4.2 4.2L19 7" /></Icon>
            {promise}
          </li>
        ))}
      </ul>
      <div className="site-footer__main">
        <div className="site-footer__about">
          <Link to="/" className="site-footer__brand">
            <BrandMark className="site-footer__brand-mark" />
            <span>{SITE_NAME}</span>
          </Link>
          <p>{FOOTER_TEXT.about}</p>
        </div>
        <nav className="site-footer__nav" aria-label={FOOTER_TEXT.navLabel}>
          {LINK_COLUMNS.map((column) => (
            <div key={column.heading} className="site-footer__column">
              <h2 className="site-footer__heading">{FOOTER_TEXT[column.heading]}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{FOOTER_TEXT[link.label]}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <address className="site-footer__column site-footer__contact">
          <h2 className="site-footer__heading">{FOOTER_TEXT.getInTouch}</h2>
          <ul>
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <a href={telHref(phone)}>{phone}</a>
            </li>
            {/* Named as the E-Commerce Rules ask, once known (rendered pages arrive with them); the contact page has more. */}
            {officer ? (
              <li className="site-footer__officer">
                {OFFICER_TEXT.footer(officer.name, officer.designation)}, {officer.email}, {officer.phone}
              </li>
            ) : null}
          </ul>
        </address>
      </div>
      <div className="site-footer__bottom">
        <p>{FOOTER_TEXT.rights(year, SITE_NAME)}</p>
        <p>{FOOTER_TEXT.madeWithLove}</p>
        <p className="site-footer__language">
          <LanguageSwitch />
        </p>
      </div>
    </footer>
  );
}
