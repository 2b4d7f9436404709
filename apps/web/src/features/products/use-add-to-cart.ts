import { ADD_TO_CART_DEFAULTS } from '@shop/contract/constants';
import type { Product } from '@shop/contract/catalog';
import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { openLoginModal } from '../../store/ui-slice';
import { PRODUCT_TEXT } from './texts';

// The cart module owns the reply's schema; until it lands, any JSON reply counts as success.
const AddToCartReply = z.unknown();

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
 * (SPEC.md §4 "Add to cart"); the cart feature will later also update its store from the reply.
 */
export function useAddToCart(product: Pick<Product, '_id' | 'weight' | 'fragrance'>): AddToCart {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.authenticated === true);
  const [adding, setAdding] = useState(false);

  const addToCart = useCallback(async () => {
    if (!loggedIn) {
      dispatch(openLoginModal());
      return;
    }
    setAdding(true);
    try {
      await apiRequest('/cart/add-to-cart', AddToCartReply, {
        method: 'POST',
        body: addToCartPayload(product),
        fallbackMessage: PRODUCT_TEXT.addToCartFailed,
      });
      toast.success(PRODUCT_TEXT.addedToCart);
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : PRODUCT_TEXT.addToCartFailed);
    } finally {
      setAdding(false);
    }
  }, [dispatch, loggedIn, product]);

  return { addToCart, adding };
}
