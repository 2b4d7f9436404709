import { HOME_REVIEWS_LIMIT } from '@shop/contract/review-rules';
import HomePage from '../../features/home/home-page';
import { HOME_TEXTS } from '../../features/home/texts';
import { useTexts } from '../../lib/i18n/texts';
import { AllProductsGrid } from '../../features/products/components/all-products-grid';
import { ApprovedReviewsSection } from '../../features/reviews/components/approved-reviews-section';

/** /: the home page, with the catalogue's products and the approved reviews in their sections. */
export default function HomeRoute() {
  const HOME_TEXT = useTexts(HOME_TEXTS);
  return (
    <HomePage
      products={<AllProductsGrid label={HOME_TEXT.showcase.title} />}
      reviews={<ApprovedReviewsSection limit={HOME_REVIEWS_LIMIT} />}
    />
  );
}
