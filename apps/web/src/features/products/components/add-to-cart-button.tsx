import { useLocale } from '../../../lib/i18n/texts';
import type { Product } from '@shop/contract/catalog';
import { addToCartLabel, addToCartState } from '../add-to-cart-state';
import { useAddToCart } from '../use-add-to-cart';
import './add-to-cart-button.css';
import { Icon } from '../../../components/icon';

interface Props {
  product: Pick<Product, '_id' | 'weight' | 'fragrance' | 'availability' | 'productName'> & Partial<Pick<Product, 'inStock'>>;
  /** 'large' on the product page. */
  size?: 'default' | 'large';
}

/**
 * 'Add To Cart', 'Adding...' (disabled) while the request runs, or a disabled 'Coming Soon' (SPEC.md §2) or 'Sold Out'.
 * While adding it is disabled for assistive technology and taps (`aria-disabled`) but keeps the keyboard's focus: a
 * natively disabled button drops it, and the sign-in dialog would then have nowhere to give it back to.
 */
export function AddToCartButton({ product, size = 'default' }: Props) {
  const locale = useLocale();
  const { addToCart, adding } = useAddToCart(product);
  const state = addToCartState(product.availability, adding, product.inStock);
  return (
    <button
      type="button"
      className={`btn add-to-cart add-to-cart--${state}${size === 'large' ? ' add-to-cart--large' : ''}`}
      disabled={state === 'unavailable' || state === 'soldOut'}
      aria-disabled={state === 'adding' || undefined}
      aria-busy={state === 'adding' || undefined}
      onClick={() => void addToCart()}
    >
      {state === 'idle' && (
        <Icon size={18} className="add-to-cart__icon"><path d="M6 8h12l-1 11a2 2 0 0 1-2 1.8H9A2 2 0 0 1 7 19L6 8Zm3 0V7a3 3 0 0 1 6 0v1" /></Icon>
      )}
      {state === 'adding' && <span className="add-to-cart__spinner" aria-hidden="true" />}
      {addToCartLabel(state, locale)}
    </button>
  );
}
