import { ADD_TO_CART_DEFAULTS } from '@shop/contract/constants';
import type { Product } from '@shop/contract/catalog';
import { useCallback, useState } from 'react';
import { notify } from '../../lib/notify';
import { addToCart as addToCartThunk } from '../../store/cart-slice';
import { sessionKnown, useAppDispatch, useAppStore } from '../../store/hooks';
import { openLoginModal } from '../../store/ui-slice';
import { PRODUCT_TEXT } from './texts';

/** The body of POST /cart/add-to-cart (SPEC.md §3 "Cart add payload"). */
export function addToCartPayload(product: Pick<Product, '_id' | 'weight' | 'fragrance'>) {
  return {
    productId: product._id,
    quantity: ADD_TO_CART_DEFAULTS.quantity,
    multiplier: ADD_TO_CART_DEFAULTS.multiplier,
    selectedWeight: product.weight,
    selectedFragrance: product.fragrance,
  };
}

export interface AddToCart {
  /** Adds one of the product, or opens the login dialog for a visitor. */
  addToCart: () => Promise<void>;
  adding: boolean;
}

/**
 * The one place the storefront adds a product to the cart. Visitors get the login dialog instead
 * (SPEC.md §4 "Add to cart"); the reply (CartItemResponse) goes into the cart store, which updates the badge.
 */
export function useAddToCart(product: Pick<Product, '_id' | 'weight' | 'fragrance'>): AddToCart {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [adding, setAdding] = useState(false);

  const addToCart = useCallback(async () => {
    const { initialized, authenticated } = store.getState().auth;
    let signedIn = authenticated === true;
    if (!initialized) {
      // Tapped before the session check answered (the page came from the server): wait for it, showing progress.
      setAdding(true);
      signedIn = await sessionKnown(store);
    }
    if (!signedIn) {
      setAdding(false);
      dispatch(openLoginModal());
      return;
    }
    setAdding(true);
    const result = await dispatch(addToCartThunk(addToCartPayload(product)));
    setAdding(false);
    if (addToCartThunk.fulfilled.match(result)) notify.success(PRODUCT_TEXT.addedToCart);
    else notify.error(result.payload ?? PRODUCT_TEXT.addToCartFailed);
  }, [dispatch, store, product]);

  return { addToCart, adding };
}
