import { CART_LIMITS } from '@shop/contract/cart';
import { CART_UI_TEXTS } from '../texts';
import './quantity-stepper.css';
import { useTexts } from '../../../lib/i18n/texts';
import { Icon } from '../../../components/icon';

interface Props {
  /** The product's name, for the buttons' accessible names. */
  name: string;
  quantity: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}

/** − quantity + for one cart line, from 1 to CART_LIMITS.maxQuantityPerItem. */
export function QuantityStepper({ name, quantity, busy, onChange }: Props) {
  const CART_UI_TEXT = useTexts(CART_UI_TEXTS);
  const min = 1;
  const max = CART_LIMITS.maxQuantityPerItem;
  return (
    <div className="quantity-stepper" role="group" aria-label={CART_UI_TEXT.quantityOf(name)} aria-busy={busy || undefined}>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={CART_UI_TEXT.decrease(name)}
        disabled={busy || quantity <= min}
        onClick={() => onChange(quantity - 1)}
      >
        <Icon size={16} grid={16}><path d="M3 8h10" /></Icon>
      </button>
      <output className="quantity-stepper__value" aria-live="polite" aria-label={CART_UI_TEXT.quantity}>
        {quantity}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={CART_UI_TEXT.increase(name)}
        disabled={busy || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Icon size={16} grid={16}><path d="M3 8h10M8 3v10" /></Icon>
      </button>
    </div>
  );
}
