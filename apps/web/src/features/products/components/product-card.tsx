import { useTexts } from '../../../lib/i18n/texts';
import { PRODUCT_TEXTS } from '../texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../../components/fragrance-texts';
import type { Product } from '@shop/contract/catalog';
import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_LOW_STOCK_SHOWN } from '../add-to-cart-state';
import { productPath } from '../product-path';
import { AddToCartButton } from './add-to-cart-button';
import { ProductPicture } from './product-picture';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import './product-card.css';

interface Props {
  product: Product;
  /** Cards in the first screenful load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * How wide a card's picture shows, following product-grid.css: on a phone two cards a row between the page's gutters
 * (`--gutter`, 4vw but at least 16px) and a 12px gap, less the card's border; wider, columns of at least 240px: two
 * up to about 818px, three up to about 1116px, then four or more of at most about 305px. So a phone is sent the copy
 * its screen needs (a 182px card on a 412px screen at 1.75 dots a pixel takes the 320px copy) and a tablet is not sent
 * one too small.
 */
const CARD_IMAGE_SIZES = '(max-width: 560px) calc(50vw - max(16px, 4vw) - 8px), (max-width: 817px) 45vw, (max-width: 1115px) 30vw, 305px';

/** A product in a grid: image, name, price block and the add-to-cart button (SPEC.md §2). */
export function ProductCard({ product, eager = false, headingLevel = 3 }: Props) {
  const PRODUCT_TEXT = useTexts(PRODUCT_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const [imageFailed, setImageFailed] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = productPath(product._id);
  const image = product.productImage[0];
  const details = [fragranceName(FRAGRANCE, product.fragrance), product.weight].filter(Boolean).join(' · ');

  return (
    <article className={`product-card${product.availability && product.inStock !== false ? '' : ' product-card--unavailable'}`}>
      {/* The title link stretches over the whole card, so the picture needs no link of its own. */}
      <div className="product-card__media">
        <ProductPicture
          src={image}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          failed={imageFailed}
          onFail={() => setImageFailed(true)}
        />
        {!product.availability && <span className="product-card__tag">{PRODUCT_TEXT.arrivingSoonTag}</span>}
        {product.availability && product.inStock === false && <span className="product-card__tag">{PRODUCT_TEXT.soldOutTag}</span>}
        {product.availability && product.inStock && typeof product.unitsLeft === 'number' && product.unitsLeft <= PRODUCT_LOW_STOCK_SHOWN && (
          <span className="product-card__tag product-card__tag--low">{PRODUCT_TEXT.onlyLeftTag(product.unitsLeft)}</span>
        )}
      </div>
      <div className="product-card__body">
        {details && <p className="product-card__details">{details}</p>}
        <Heading className="product-card__title">
          <Link to={href}>{product.productName}</Link>
        </Heading>
        <ProductRating rating={product.rating} />
        <ProductPrice product={product} />
        <div className="product-card__action">
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}
