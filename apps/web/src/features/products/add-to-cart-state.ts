import type { Locale } from '@shop/contract/locale';
import { PRODUCT_TEXTS } from './texts';

export type AddToCartState = 'idle' | 'adding' | 'unavailable' | 'soldOut';

/**
 * Which state the add-to-cart button is in: unavailable (coming soon) and sold-out products can never be added.
 * `inStock` undefined (an older reply) counts as in stock: the server refuses anyway.
 */
export function addToCartState(available: boolean, adding: boolean, inStock: boolean | undefined = true): AddToCartState {
  if (!available) return 'unavailable';
  if (inStock === false) return 'soldOut';
  return adding ? 'adding' : 'idle';
}

/** The label the spec fixes for each state (SPEC.md §2), and 'Sold Out' beside them. */
export function addToCartLabel(state: AddToCartState, locale: Locale = 'en'): string {
  const PRODUCT_TEXT = PRODUCT_TEXTS[locale];
  if (state === 'unavailable') return PRODUCT_TEXT.comingSoon;
  if (state === 'soldOut') return PRODUCT_TEXT.soldOut;
  return state === 'adding' ? PRODUCT_TEXT.adding : PRODUCT_TEXT.addToCart;
}

/** What the product page says of the stock (a Coming Soon product says it is arriving soon). */
export function stockLine(
  product: { availability: boolean; inStock?: boolean; unitsLeft?: number | null },
  locale: Locale = 'en',
): { text: string; tone: 'in' | 'low' | 'out' } {
  const PRODUCT_TEXT = PRODUCT_TEXTS[locale];
  if (!product.availability) return { text: PRODUCT_TEXT.arrivingSoon, tone: 'out' };
  if (product.inStock === false) return { text: PRODUCT_TEXT.soldOutLine, tone: 'out' };
  if (typeof product.unitsLeft === 'number' && product.unitsLeft <= PRODUCT_LOW_STOCK_SHOWN) return { text: PRODUCT_TEXT.onlyLeft(product.unitsLeft), tone: 'low' };
  return { text: PRODUCT_TEXT.inStock, tone: 'in' };
}

/** "Only N left" is said from this many units down (the server publishes the count from a few more). */
export const PRODUCT_LOW_STOCK_SHOWN = 5;
