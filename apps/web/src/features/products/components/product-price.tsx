import { useLocale, useTexts } from '../../../lib/i18n/texts';
import { PRODUCT_TEXTS } from '../texts';
import type { Product } from '@shop/contract/catalog';
import { formatCardPrice, formatMrp, offerLabel } from '../price-format';
import './product-price.css';

interface Props {
  product: Pick<Product, 'price' | 'finalPrice' | 'offer'>;
  size?: 'default' | 'large';
}

/** Discounted price with '/-', the struck-through M.R.P., and 'N% OFF' when there is an offer (SPEC.md §2). */
export function ProductPrice({ product, size = 'default' }: Props) {
  const PRODUCT_TEXT = useTexts(PRODUCT_TEXTS);
  const locale = useLocale();
  const offer = offerLabel(product.offer, locale);
  return (
    <p className={`product-price product-price--${size}`}>
      <span className="visually-hidden">{PRODUCT_TEXT.price}</span>
      <span className="product-price__final">{formatCardPrice(product.finalPrice, locale)}</span>
      <span className="product-price__mrp">
        <abbr title={PRODUCT_TEXT.mrpTitle}>{PRODUCT_TEXT.mrp}</abbr>{' '}
        <s>
          <span className="visually-hidden">{PRODUCT_TEXT.was}</span>
          {formatMrp(product.price, locale)}
        </s>
      </span>
      {offer && <span className="product-price__offer">{offer}</span>}
    </p>
  );
}
