import { PRODUCT_PAGE_TEXTS } from './product-page-texts';
import { productPageMeta } from '@shop/contract/page-meta';
import { RETURN_WINDOW_DAYS } from '@shop/contract/constants';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useLocale, useTexts } from '../../lib/i18n/texts';
import { usePageMeta } from '../../lib/seo';
import { useAppSelector } from '../../store/hooks';
import { stockLine } from './add-to-cart-state';
import { AddToCartButton } from './components/add-to-cart-button';
import { DeliveryCheck } from './components/delivery-check';
import { PriceBreakup } from './components/price-breakup';
import { runtimeConfig } from '../../lib/runtime-config';
import { ProductGallery } from './components/product-gallery';
import { ProductShelf } from './components/product-grid';
import { ProductPaymentTerms } from './components/product-payment-terms';
import { ProductPrice } from './components/product-price';
import { ProductRating } from './components/product-rating';
import { VariantPicker } from './components/variant-picker';
import { formatMrp, savingsRupees } from './price-format';
import { PRODUCT_TEXTS } from './texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../components/fragrance-texts';
import './product-detail-page.css';
import { ButtonLink } from '../../components/button-link';
import { Icon } from '../../components/icon';
import { Facts } from '../../components/facts';

const REASSURANCES = [
  { key: 'delivery', icon: 'M3 7h11v9H3zm11 3h4l3 3v3h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01' },
  { key: 'cod', icon: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 10v4m12-4v4' },
  { key: 'returns', icon: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4' },
] as const;

interface Props {
  /** The shop's rating, under the product's name (a link to the reviews) while the product has none of its own. */
  rating?: ReactNode;
  /** Where the page's reviews are, for the product's own rating to link to. */
  reviewsHref?: string;
  /** Approved reviews, after the similar products. */
  reviews?: ReactNode;
}

/** /product-details/:id: gallery, price, variants, add to cart, details, similar products and reviews (SPEC.md §2). */
export default function ProductDetailPage({ rating = null, reviews = null, reviewsHref }: Props) {
  const PRODUCT_TEXT = useTexts(PRODUCT_TEXTS);
  const PAGE_TEXT = useTexts(PRODUCT_PAGE_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const locale = useLocale();
  const { id = '' } = useParams();
  const { product, similarProducts, variants, priceBreakup, productLoading, productError } = useAppSelector((state) => state.products);
  // Switching to another size keeps the one on screen until the new one arrives: nothing jumps or is forgotten.
  const shown = product && (product._id === id || (productLoading && !productError && variants.some((v) => v._id === id))) ? product : null;

  usePageMeta(productPageMeta(id, shown, locale));

  if (productError && !productLoading) {
    return (
      <div className="page product-detail">
        <h1 className="visually-hidden">{PAGE_TEXT.productDetails}</h1>
        <p className="product-detail__error error-text" role="alert">
          {PRODUCT_TEXT.errorLine(productError)}
        </p>
        <ButtonLink to="/explore">{PAGE_TEXT.backToShop}</ButtonLink>
      </div>
    );
  }

  if (!shown) return <LoadingIndicator label={PAGE_TEXT.loadingProduct} />;

  const saved = savingsRupees(shown.price, shown.finalPrice);
  const stock = stockLine(shown, locale);
  const details = [
    [PAGE_TEXT.category, PRODUCT_TEXT.categories[shown.category]],
    [PAGE_TEXT.fragrance, shown.fragrance && fragranceName(FRAGRANCE, shown.fragrance)],
    [shown.category === 'litter' ? PAGE_TEXT.packSize : PAGE_TEXT.size, shown.weight],
  ].filter((row): row is [string, string] => Boolean(row[1]));

  return (
    <div className="page product-detail">
      <nav className="product-detail__crumbs" aria-label={PAGE_TEXT.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{PAGE_TEXT.home}</Link>
          </li>
          <li>
            <Link to="/explore">{PAGE_TEXT.shop}</Link>
          </li>
          <li>
            <span aria-current="page">{shown.productName}</span>
          </li>
        </ol>
      </nav>

      <div className="product-detail__layout">
        <div className="product-detail__gallery">
          <ProductGallery key={shown._id} images={shown.productImage} name={shown.productName} />
        </div>

        <div className="product-detail__info">
          <p className="product-detail__eyebrow">{PRODUCT_TEXT.categories[shown.category]}</p>
          <h1 className="product-detail__title">{shown.productName}</h1>
          {/* The product's own rating once it has reviews; until then, the shop's. */}
          <div className="product-detail__rating-row">
            {shown.rating && shown.rating.count > 0 ? <ProductRating rating={shown.rating} size="m" {...(reviewsHref ? { href: reviewsHref } : {})} /> : rating}
            <Link to={`/review?write=${encodeURIComponent(shown._id)}`} className="product-detail__write-review">
              {PRODUCT_TEXT.writeReview}
            </Link>
          </div>
          <ul className="product-detail__facts" aria-label={PAGE_TEXT.atAGlance}>
            {shown.fragrance && <li>{fragranceName(FRAGRANCE, shown.fragrance)}</li>}
            <li>{shown.weight}</li>
          </ul>

          <div className="product-detail__price">
            <ProductPrice product={shown} size="large" />
            <p className="product-detail__tax">
              {PAGE_TEXT.inclusiveOfTaxes}
              {saved > 0 && <span className="product-detail__saving">{PAGE_TEXT.youSave(formatMrp(saved, locale))}</span>}
            </p>
            {/* While another size loads, the breakup shown must still be this price's. */}
            {priceBreakup && priceBreakup.price === shown.finalPrice && <PriceBreakup breakup={priceBreakup} />}
          </div>

          <VariantPicker variants={variants} currentId={shown._id} />

          <p className={`product-detail__stock product-detail__stock--${stock.tone}`}>
            <span className="product-detail__stock-dot" aria-hidden="true" />
            {stock.text}
          </p>

          <div className="product-detail__buy">
            <AddToCartButton product={shown} size="large" />
          </div>

          {/* Under the button: it appears once the app starts, and moves nothing a finger is about to tap. */}
          <ProductPaymentTerms price={shown.finalPrice} />

          <DeliveryCheck />

          <ul className="product-detail__reassure">
            {REASSURANCES.map((item) => (
              <li key={item.key}>
                <Icon><path d={item.icon} /></Icon>
                <span>
                  <strong>{PAGE_TEXT.reassurances[item.key].title}</strong>
                  {item.key === 'returns' ? PAGE_TEXT.reassurances.returns.text(RETURN_WINDOW_DAYS) : PAGE_TEXT.reassurances[item.key].text}
                </span>
              </li>
            ))}
          </ul>

          <section className="product-detail__section" aria-labelledby="product-description-heading">
            <h2 id="product-description-heading">{PAGE_TEXT.description}</h2>
            <p>{shown.description}</p>
          </section>

          {shown.highlights.length > 0 && (
            <section className="product-detail__section" aria-labelledby="product-highlights-heading">
              <h2 id="product-highlights-heading">{PAGE_TEXT.highlights}</h2>
              <ul className="product-detail__highlights">
                {shown.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          )}

          <section className="product-detail__section" aria-labelledby="product-specs-heading">
            <h2 id="product-specs-heading">{PAGE_TEXT.details}</h2>
            <Facts
              className="product-detail__specs"
              facts={[...details, [PAGE_TEXT.countryOfOrigin, PAGE_TEXT.india], [PAGE_TEXT.soldBy, `${runtimeConfig.seller.legalName}, ${runtimeConfig.seller.address}`]]}
            />
          </section>
        </div>
      </div>

      <ProductShelf id="similar-products-heading" className="product-detail__similar" title={PAGE_TEXT.similarProducts} products={similarProducts} />

      {reviews}
    </div>
  );
}
