import type { PricedLine } from '@shop/pricing/order';
import { useState } from 'react';
import { Link } from 'react-router';
import { lineStock, lineStockText } from '../cart-stock';
import { formatPaise } from '../../../lib/money';
import type { CartItem } from '../cart-slice';
import { CART_UI_TEXTS } from '../texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../../components/fragrance-texts';
import { QuantityStepper } from './quantity-stepper';
import './cart-line.css';
import { useLocale, useTexts } from '../../../lib/i18n/texts';
import { Icon } from '../../../components/icon';

/** Rendered size of the line's picture; the source is a square. */
const IMAGE_SIZE = 96;

interface Props {
  item: CartItem;
  price: PricedLine;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** The name a line shows: the product's full name, else its short name. */
function lineName(item: CartItem): string {
  return item.productId.productName ?? item.productId.name ?? item.productId.fragrance;
}

/** One product in the bag: picture, name, weight and fragrance, unit price, quantity stepper, remove. */
export function CartLine({ item, price, busy, onQuantityChange, onRemove }: Props) {
  const CART_UI_TEXT = useTexts(CART_UI_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const locale = useLocale();
  const [imageFailed, setImageFailed] = useState(false);
  const product = item.productId;
  const name = lineName(item);
  const image = product.productImage?.[0];
  const details = [item.selectedWeight ?? product.weight, fragranceName(FRAGRANCE, item.selectedFragrance ?? product.fragrance)].filter(Boolean).join(' · ');
  const discounted = price.unitPricePaise < price.mrpPaise;
  const stockProblem = product.availability === false ? null : lineStockText(lineStock(item), locale);

  return (
    <li className="cart-line">
      <div className="cart-line__media">
        {image && !imageFailed ? (
          <img src={image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
        ) : (
          <span className="cart-line__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line__body">
        <h3 className="cart-line__name">
          <Link to={`/product-details/${encodeURIComponent(product._id)}`}>{name}</Link>
        </h3>
        {details && <p className="cart-line__details">{details}</p>}
        {product.availability === false && <p className="cart-line__warning">{CART_UI_TEXT.notAvailable}</p>}
        {stockProblem && (
          <p className="cart-line__warning" role="status">
            {stockProblem}
          </p>
        )}
        <p className="cart-line__price">
          <span className="visually-hidden">{CART_UI_TEXT.unitPrice} </span>
          <span className="cart-line__unit">{formatPaise(price.unitPricePaise)}</span>
          {discounted && (
            <span className="cart-line__mrp">
              <abbr title={CART_UI_TEXT.mrpTitle}>{CART_UI_TEXT.mrp}</abbr> <s>{formatPaise(price.mrpPaise)}</s>
            </span>
          )}
          {product.offer ? <span className="cart-line__offer">{CART_UI_TEXT.offer(product.offer)}</span> : null}
        </p>
      </div>
      <div className="cart-line__controls">
        <QuantityStepper name={name} quantity={item.quantity} busy={busy} onChange={onQuantityChange} />
        <p className="cart-line__total">
          <span className="visually-hidden">{CART_UI_TEXT.lineTotal} </span>
          {formatPaise(price.lineTotalPaise)}
        </p>
        <button type="button" className="cart-line__remove" aria-label={CART_UI_TEXT.removeLabel(name)} disabled={busy} onClick={onRemove}>
          <Icon size={18} grid={20}><path d="M4 6h12M8 6V4h4v2m-6 0 .7 10h6.6L14 6" /></Icon>
          {CART_UI_TEXT.remove}
        </button>
      </div>
    </li>
  );
}
