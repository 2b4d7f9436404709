import { ADD_TO_CART_DEFAULTS } from '@shop/contract/constants';
import type { Product } from '@shop/contract/catalog';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../lib/notify';
import { newTapKey, savePendingCartAdd } from '../../lib/pending-cart-add';
import { addToCart as addToCartThunk } from '../cart/public';
import { sessionKnown, useAppDispatch, useAppStore } from '../../store/hooks';
import { openLoginModal } from '../../store/ui-slice';
import { textsOfDocument } from '../../lib/i18n/texts';
import { PRODUCT_TEXTS } from './texts';

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
  /** Adds one of the product, or keeps it for a visitor and opens the login dialog saying why. */
  addToCart: () => Promise<void>;
  adding: boolean;
}

type AddableProduct = Pick<Product, '_id' | 'weight' | 'fragrance' | 'productName'>;

/**
 * The one place the storefront adds a product to the cart. A visitor gets the login dialog instead (SPEC.md §4 "Add
 * to cart"), saying why it opened, and the product is kept and added once they sign in or sign up; the reply
 * (CartItemResponse) goes into the cart store, which updates the badge. A tap while one is in flight does nothing,
 * and each tap carries its own key, so the same tap reaching the server twice adds once.
 */
export function useAddToCart(product: AddableProduct): AddToCart {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [adding, setAdding] = useState(false);
  // Set at once, before React has re-rendered the button as disabled: a double tap's second tap finds it.
  const inFlight = useRef(false);

  const addToCart = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const { initialized, authenticated } = store.getState().auth;
      let signedIn = authenticated === true;
      if (!initialized) {
        // Tapped before the session check answered (the page came from the server): wait for it, showing progress.
        setAdding(true);
        signedIn = await sessionKnown(store);
      }
      if (!signedIn) {
        setAdding(false);
        savePendingCartAdd(addToCartPayload(product), product.productName);
        dispatch(openLoginModal({ reason: { kind: 'cart', productName: product.productName } }));
        return;
      }
      setAdding(true);
      const result = await dispatch(addToCartThunk({ ...addToCartPayload(product), tapKey: newTapKey() }));
      setAdding(false);
      const PRODUCT_TEXT = textsOfDocument(PRODUCT_TEXTS);
      if (addToCartThunk.fulfilled.match(result)) notify.success(PRODUCT_TEXT.addedToCart);
      else notify.error(result.payload ?? PRODUCT_TEXT.addToCartFailed);
    } finally {
      inFlight.current = false;
    }
  }, [dispatch, store, product]);

  return { addToCart, adding };
}
