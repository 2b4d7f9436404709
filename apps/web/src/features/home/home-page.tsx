import { HOME_REVIEWS_LIMIT } from '@shop/contract/reviews';
import { usePageMeta } from '../../lib/seo';
import { ApprovedReviewsSection } from '../reviews/components/approved-reviews-section';
import { BannerQuote } from './components/banner-quote';
import { BrandStory } from './components/brand-story';
import { BrandVideo } from './components/brand-video';
import { HeroCarousel } from './components/hero-carousel';
import { OurPromise } from './components/our-promise';
import { ProductShowcase } from './components/product-showcase';
import { ReviewsBanner } from './components/reviews-banner';
import { TestimonialsBanner } from './components/testimonials-banner';
import { HOME_TEXT } from './texts';
import './home-page.css';

/** The home page: every section of SPEC.md §2 "Home page", top to bottom. */
export default function HomePage() {
  usePageMeta({ title: HOME_TEXT.metaTitle, description: HOME_TEXT.metaDescription, path: '/' });
  return (
    <div className="home">
      <h1 className="visually-hidden">{HOME_TEXT.heading}</h1>
      <HeroCarousel />
      <ProductShowcase />
      <BrandVideo />
      <BrandStory />
      <BannerQuote />
      <OurPromise />
      <ReviewsBanner />
      <TestimonialsBanner />
      <ApprovedReviewsSection limit={HOME_REVIEWS_LIMIT} />
    </div>
  );
}
