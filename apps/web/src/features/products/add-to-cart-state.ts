import { PRODUCT_TEXT } from './texts';

export type AddToCartState = 'idle' | 'adding' | 'unavailable';

/** Which state the add-to-cart button is in: unavailable products can never be added. */
export function addToCartState(available: boolean, adding: boolean): AddToCartState {
  if (!available) return 'unavailable';
  return adding ? 'adding' : 'idle';
}

/** The label the spec fixes for each state (SPEC.md §2). */
export function addToCartLabel(state: AddToCartState): string {
  if (state === 'unavailable') return PRODUCT_TEXT.comingSoon;
  return state === 'adding' ? PRODUCT_TEXT.adding : PRODUCT_TEXT.addToCart;
}
