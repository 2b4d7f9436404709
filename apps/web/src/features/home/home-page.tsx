import type { ReactNode } from 'react';
import { usePublicPageMeta } from '../../lib/seo';
import { BannerQuote } from './components/banner-quote';
import { BrandStory } from './components/brand-story';
import { BrandVideo } from './components/brand-video';
import { HeroCarousel } from './components/hero-carousel';
import { OurPromise } from './components/our-promise';
import { ProductShowcase } from './components/product-showcase';
import { ReviewsBanner } from './components/reviews-banner';
import { TestimonialsBanner } from './components/testimonials-banner';
import { HOME_TEXTS } from './texts';
import { useTexts } from '../../lib/i18n/texts';
import './home-page.css';

interface Props {
  /** The catalogue's product grid, under the 'Cat Products' heading. */
  products: ReactNode;
  /** The approved reviews, at the foot of the page. */
  reviews: ReactNode;
}

/** The home page: every section of SPEC.md §2 "Home page", top to bottom. */
export default function HomePage({ products, reviews }: Props) {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  usePublicPageMeta('home');
  return (
    <div className="home">
      <h1 className="visually-hidden">{HOME_TEXT.heading}</h1>
      <HeroCarousel />
      <ProductShowcase>{products}</ProductShowcase>
      <BrandVideo />
      <BrandStory />
      <BannerQuote />
      <OurPromise />
      <ReviewsBanner />
      <TestimonialsBanner />
      {reviews}
    </div>
  );
}
