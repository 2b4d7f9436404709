import type { ReactNode } from 'react';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import { SectionHeading } from './section-heading';
import { ButtonLink } from '../../../components/button-link';

/** The home page's 'Cat Products' section (SPEC.md §2): its heading and link to the shop around the product grid. */
export function ProductShowcase({ children }: { children: ReactNode }) {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="home-products" aria-labelledby="home-products-heading">
      <div className="home-section-head">
        <div>
          <SectionHeading id="home-products-heading" words={HOME_TEXT.showcase} classes={{ title: 'home-section-title', lead: 'home-section-lead' }} />
        </div>
        <ButtonLink to="/explore" className="home-section-link">{HOME_TEXT.browseShop}</ButtonLink>
      </div>
      {children}
    </section>
  );
}
