import { Link } from 'react-router';
import { runtimeConfig } from '../../lib/runtime-config';
import { SITE_NAME } from '@shop/contract/page-meta';
import { GRIEVANCE_OFFICER } from '@shop/contract/grievance-officer';
import { BrandMark } from './header-icons';
import { telHref } from './nav-links';
import './site-footer.css';

/** The footer's columns of links, each under its heading. */
const LINK_COLUMNS = [
  {
    heading: 'Shop',
    links: [
      { to: '/explore', label: 'Shop' },
      { to: '/about', label: 'About' },
      { to: '/contact-us', label: 'Contact' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-and-conditions', label: 'Terms and Conditions' },
    ],
  },
] as const;

const PROMISES = ['Made in India', 'Cash on Delivery available', 'Free shipping on every order'] as const;

/** Footer: shop and help links, contact details and the copyright line (SPEC.md §2). */
export function SiteFooter() {
  const { email, phone } = runtimeConfig.contact;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <ul className="site-footer__promises" aria-label="Our promises">
        {PROMISES.map((promise) => (
          <li key={promise}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m5 12.5 4.2 4.2L19 7" />
            </svg>
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
          <p>
            Premium clumping bentonite cat litter in unscented, lavender and rose, mined and made in India for cleaner,
            calmer homes.
          </p>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {LINK_COLUMNS.map((column) => (
            <div key={column.heading} className="site-footer__column">
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <address className="site-footer__column site-footer__contact">
          <h2 className="site-footer__heading">Get in touch</h2>
          <ul>
            <li>
              <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              <a href={telHref(phone)}>{phone}</a>
            </li>
            {/* Named as the E-Commerce Rules ask; the contact page links their mail and phone. */}
            <li className="site-footer__officer">
              Grievance officer: {GRIEVANCE_OFFICER.name}, {GRIEVANCE_OFFICER.designation.toLowerCase()}, {GRIEVANCE_OFFICER.email}, {GRIEVANCE_OFFICER.phone}
            </li>
          </ul>
        </address>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {year} {SITE_NAME}. All rights reserved.
        </p>
        <p>Made with love for cats, in India.</p>
      </div>
    </footer>
  );
}
