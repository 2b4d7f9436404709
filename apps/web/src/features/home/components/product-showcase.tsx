import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';

/** The home page's 'Cat Products' section (SPEC.md §2): its heading and link to the shop around the product grid. */
export function ProductShowcase({ children }: { children: ReactNode }) {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="home-products" aria-labelledby="home-products-heading">
      <div className="home-section-head">
        <div>
          <p className="home-eyebrow">{HOME_TEXT.showcaseEyebrow}</p>
          <h2 id="home-products-heading" className="home-section-title">
            {HOME_TEXT.productsHeading}
          </h2>
          <p className="home-section-lead">{HOME_TEXT.productsLead}</p>
        </div>
        <Link to="/explore" className="btn btn-secondary home-section-link">
          {HOME_TEXT.browseShop}
        </Link>
      </div>
      {children}
    </section>
  );
}
