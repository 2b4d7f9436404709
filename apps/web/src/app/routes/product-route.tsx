import { PRODUCT_PAGE_REVIEWS_LIMIT } from '@shop/contract/review-rules';
import ProductDetailPage from '../../features/products/product-detail-page';
import { ApprovedReviewsSection } from '../../features/reviews/components/approved-reviews-section';
import { ShopRating } from '../../features/reviews/components/shop-rating';

const REVIEWS_ID = 'product-reviews';

/**
 * /product-details/:id: the product page, with its rating under its name (the shop's while it has none of its own)
 * and a few approved reviews below.
 */
export default function ProductRoute() {
  return (
    <ProductDetailPage
      rating={<ShopRating href={`#${REVIEWS_ID}`} />}
      reviewsHref={`#${REVIEWS_ID}`}
      reviews={<ApprovedReviewsSection id={REVIEWS_ID} limit={PRODUCT_PAGE_REVIEWS_LIMIT} />}
    />
  );
}
