import type { Product } from '@shop/contract/catalog';
import { formatCardPrice, formatMrp, offerLabel } from '../price-format';
import './product-price.css';

interface Props {
  product: Pick<Product, 'price' | 'finalPrice' | 'offer'>;
  size?: 'default' | 'large';
}

/** Discounted price with '/-', the struck-through M.R.P., and 'N% OFF' when there is an offer (SPEC.md §2). */
export function ProductPrice({ product, size = 'default' }: Props) {
  const offer = offerLabel(product.offer);
  return (
    <p className={`product-price product-price--${size}`}>
      <span className="visually-hidden">Price </span>
      <span className="product-price__final">{formatCardPrice(product.finalPrice)}</span>
      <span className="product-price__mrp">
        <abbr title="Maximum Retail Price">M.R.P.</abbr>{' '}
        <s>
          <span className="visually-hidden">was </span>
          {formatMrp(product.price)}
        </s>
      </span>
      {offer && <span className="product-price__offer">{offer}</span>}
    </p>
  );
}
