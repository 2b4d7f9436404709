import type { PricedLine } from '@shop/pricing/order';
import { formatPaise } from '../../../lib/money';
import type { CartItem } from '../../cart/public';
import type { FreeLine } from '../checkout-summary';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from '../texts';
import './checkout-items.css';
import { useTexts } from '../../../lib/i18n/texts';

interface Props {
  items: readonly CartItem[];
  lines: readonly PricedLine[];
  freeLines: readonly FreeLine[];
}

/** What is being ordered, at the top of the summary: each line's total, and the free units of a buyXgetY coupon at ₹0. */
export function CheckoutItems({ items, lines, freeLines }: Props) {
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  return (
    <ul className="checkout-items" aria-label={CHECKOUT_UI_TEXT.itemsHeading}>
      {items.map((item, index) => (
        <li key={item._id} className="checkout-items__line">
          <span className="checkout-items__name">
            {CHECKOUT_UI_TEXT.itemLine(item.productId.productName ?? item.productId.name ?? item.productId.fragrance, item.quantity)}
          </span>
          <span className="checkout-items__amount">{formatPaise(lines[index]?.lineTotalPaise ?? 0)}</span>
        </li>
      ))}
      {freeLines.map((line) => (
        <li key={`free-${line.productId}`} className="checkout-items__line checkout-items__line--free">
          <span className="checkout-items__name">
            {CHECKOUT_UI_TEXT.itemLine(line.name, line.quantity)}
            <span className="checkout-items__tag">{CHECKOUT_UI_TEXT.freeItem}</span>
          </span>
          <span className="checkout-items__amount">
            <s className="checkout-items__was">
              <span className="visually-hidden">{CHECKOUT_UI_TEXT.wasPrice} </span>
              {formatPaise(line.unitPricePaise * line.quantity)}
            </s>{' '}
            {CHECKOUT_TEXT.free}
          </span>
        </li>
      ))}
    </ul>
  );
}
