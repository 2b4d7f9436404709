import { Link } from 'react-router';
import { HOME_TEXTS } from '../texts';
import { useTexts } from '../../../lib/i18n/texts';
import { PawIcon } from '../../../components/paw-print';
import './testimonials-banner.css';
import { SectionHeading } from './section-heading';

/** The customer testimonials banner with its 'Explore More' link to the reviews wall (SPEC.md §2). */
export function TestimonialsBanner() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <section className="testimonials-banner" aria-labelledby="testimonials-heading">
      <PawIcon className="testimonials-banner__paw testimonials-banner__paw--one" />
      <PawIcon className="testimonials-banner__paw testimonials-banner__paw--two" />
      <div className="testimonials-banner__text">
        <SectionHeading id="testimonials-heading" words={HOME_TEXT.testimonials} classes={{ eyebrow: 'testimonials-banner__eyebrow', title: 'testimonials-banner__heading' }} />
      </div>
      <Link to="/review" className="testimonials-banner__link">
        {HOME_TEXT.exploreMore}
      </Link>
    </section>
  );
}
