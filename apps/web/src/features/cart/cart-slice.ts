import { createAsyncThunk, createSlice, isAnyOf, isFulfilled, isPending, isRejected, type PayloadAction } from '@reduxjs/toolkit';
import type { AddToCartBody, CartProduct } from '@shop/contract/cart';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/constants';
import { ERROR_MESSAGES } from '@shop/contract/error-codes';
import type { z } from 'zod';
import { apiRequest, errorMessage, lazySchemas } from '../../lib/api-client';
import { isLoggedOut } from '../../store/auth-slice';
import { defineTexts, textsOfDocument } from '../../lib/i18n/texts';
import { trackRequests } from '../../lib/request-state';

/** What a failed cart call says when the server gives no message (SPEC.md §8 Cart). */
export const CART_ERROR_TEXTS = defineTexts(
  {
    addFailed: 'Failed to add to cart',
    fetchFailed: 'Failed to fetch cart',
    updateFailed: 'Failed to update cart item',
    removeFailed: 'Failed to remove cart item',
    clearFailed: 'Failed to clear cart',
    generic: ERROR_MESSAGES.generic,
  },
  {
    addFailed: 'कार्ट में नहीं जुड़ सका',
    fetchFailed: 'कार्ट लोड नहीं हो सका',
    updateFailed: 'कार्ट का आइटम अपडेट नहीं हो सका',
    removeFailed: 'कार्ट का आइटम हटाया नहीं जा सका',
    clearFailed: 'कार्ट खाली नहीं हो सका',
    generic: 'कुछ गड़बड़ हो गई',
  },
);

/** The cart's failure words in the page's language, read when a call fails (the store lives outside components). */
const cartErrorText = () => textsOfDocument(CART_ERROR_TEXTS);

/**
 * The product inside a cart line. SPEC.md §3 names _id, price, finalPrice, weight and fragrance; the server also
 * sends what the cart page shows (name, offer, images, availability).
 */
export type CartLineProduct = Pick<CartProductFields, '_id' | 'price' | 'finalPrice' | 'weight' | 'fragrance'> & Partial<CartProductFields>;

type CartProductFields = z.infer<typeof CartProduct>;

/** A cart line as the storefront keeps it (SPEC.md §3). */
export interface CartItem {
  _id: string;
  productId: CartLineProduct;
  quantity: number;
  selectedWeight?: string;
  selectedFragrance?: string;
}

/** A line as a reply may carry it: one whose product is gone has no productId and is dropped on fetch. */
export type IncomingCartItem = Omit<CartItem, 'productId'> & { productId?: CartLineProduct | null };

export interface CartState {
  cartItems: CartItem[];
  /** Sum of quantities. */
  cartCount: number;
  loading: boolean;
  error: string | null;
  /** How many changes (add, update, remove, clear) this page has sent. */
  changes: number;
  /** Changes sent and not yet answered: a fetch answering meanwhile may not have seen them, and is dropped. */
  changesInFlight: number;
  /**
   * The fetches under way, each with the changes applied when it was sent. A fetch that answers after a change it
   * did not see is older than what is shown, and is dropped; one sent before a logout is unknown here, and dropped.
   */
  fetchesFrom: Record<string, number>;
  /** A quantity shown at the tap, before the server has answered: the line's quantity before, put back if refused. */
  quantitiesBefore: Record<string, { cartItemId: string; quantity: number }>;
}

export const initialCartState: CartState = { cartItems: [], cartCount: 0, loading: false, error: null, changes: 0, changesInFlight: 0, fetchesFrom: {}, quantitiesBefore: {} };

const countOf = (items: readonly CartItem[]) => items.reduce((n, item) => n + item.quantity, 0);

/** Lines with a product; the rest are dropped (SPEC.md §3). */
function withProducts(items: readonly IncomingCartItem[]): CartItem[] {
  return items.filter((item): item is CartItem => Boolean(item.productId));
}

/** The cart schemas, loaded with the first answer that needs them: the first view carries no validation library. */
const cartSchema = lazySchemas(() => import('@shop/contract/cart'));

type ThunkConfig = { rejectValue: string };

/** The message of a failed cart call: the server's, else the spec's fallback for the action. */
const failure = (err: unknown, fallback: string) => errorMessage(err) ?? fallback;

/** Fetching the cart: `joinInFlight` is content with a fetch already on its way (a page opening as the session starts). */
export type FetchCartOptions = { joinInFlight?: boolean } | void;

/** GET /cart/get-user-cart: the whole cart. */
export const fetchCart = createAsyncThunk<IncomingCartItem[], FetchCartOptions, ThunkConfig>(
  'cart/fetch',
  async (_, { rejectWithValue }) => {
    try {
      const reply = await apiRequest('/cart/get-user-cart', cartSchema('CartWithGoneProducts'), { fallbackMessage: cartErrorText().fetchFailed });
      return reply.cartItems;
    } catch (err) {
      return rejectWithValue(failure(err, cartErrorText().fetchFailed));
    }
  },
  {
    condition: (options, { getState }) => {
      if (!options?.joinInFlight) return true;
      const { cart } = getState() as { cart: CartState };
      return Object.keys(cart.fetchesFrom).length === 0;
    },
  },
);

/** What adding sends: the spec's body, and the tap's Idempotency-Key so the same tap sent twice adds once. */
export type AddToCartRequest = AddToCartBody & { tapKey?: string };

/** POST /cart/add-to-cart (SPEC.md §3 "Cart add payload"): the reply is the new or raised line. */
export const addToCart = createAsyncThunk<CartItem, AddToCartRequest, ThunkConfig>('cart/add', async ({ tapKey, ...body }, { rejectWithValue }) => {
  try {
    const reply = await apiRequest('/cart/add-to-cart', cartSchema('CartItemResponse'), {
      method: 'POST',
      body,
      fallbackMessage: cartErrorText().addFailed,
      ...(tapKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: tapKey } } : {}),
    });
    return reply.cartItem;
  } catch (err) {
    return rejectWithValue(failure(err, cartErrorText().addFailed));
  }
});

/** PUT /cart/update-cart-item/{id} with the new quantity. */
export const updateCartItem = createAsyncThunk<CartItem, { cartItemId: string; quantity: number }, ThunkConfig>(
  'cart/update',
  async ({ cartItemId, quantity }, { rejectWithValue }) => {
    try {
      const reply = await apiRequest(`/cart/update-cart-item/${encodeURIComponent(cartItemId)}`, cartSchema('CartItemResponse'), {
        method: 'PUT',
        body: { quantity },
        fallbackMessage: cartErrorText().updateFailed,
        // The new quantity shows at the tap: leaving the page at once must not lose it.
        keepalive: true,
      });
      return reply.cartItem;
    } catch (err) {
      return rejectWithValue(failure(err, cartErrorText().updateFailed));
    }
  },
);

/** DELETE /cart/remove-cart-item/{id}. */
export const removeCartItem = createAsyncThunk<string, string, ThunkConfig>('cart/remove', async (cartItemId, { rejectWithValue }) => {
  try {
    await apiRequest(`/cart/remove-cart-item/${encodeURIComponent(cartItemId)}`, cartSchema('CartMessageResponse'), {
      method: 'DELETE',
      fallbackMessage: cartErrorText().removeFailed,
    });
    return cartItemId;
  } catch (err) {
    return rejectWithValue(failure(err, cartErrorText().removeFailed));
  }
});

/** DELETE /cart/clear-cart. */
export const clearCart = createAsyncThunk<void, void, ThunkConfig>('cart/clear', async (_, { rejectWithValue }) => {
  try {
    await apiRequest('/cart/clear-cart', cartSchema('CartMessageResponse'), { method: 'DELETE', fallbackMessage: cartErrorText().clearFailed });
  } catch (err) {
    return rejectWithValue(failure(err, cartErrorText().clearFailed));
  }
});

const cartThunks = [fetchCart, addToCart, updateCartItem, removeCartItem, clearCart] as const;
const cartChanges = [addToCart, updateCartItem, removeCartItem, clearCart] as const;

function setItems(state: CartState, items: CartItem[]) {
  state.cartItems = items;
  state.cartCount = countOf(items);
}


const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartLoaded(state, action: PayloadAction<IncomingCartItem[]>) {
      setItems(state, withProducts(action.payload));
    },
    cartCleared(state) {
      setItems(state, []);
    },
  },
  extraReducers: (builder) => {
    builder
      // Fetching sets the list, drops lines without a product and recomputes the count (SPEC.md §3, §4 "Cart").
      // A fetch sent before a change that has since answered is dropped: its list is older than the one shown.
      .addCase(fetchCart.pending, (state, action) => {
        state.fetchesFrom[action.meta.requestId] = state.changes;
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        const sentAfter = state.fetchesFrom[action.meta.requestId];
        delete state.fetchesFrom[action.meta.requestId];
        if (sentAfter === state.changes && state.changesInFlight === 0) setItems(state, withProducts(action.payload));
      })
      .addCase(fetchCart.rejected, (state, action) => {
        delete state.fetchesFrom[action.meta.requestId];
      })
      // Adding replaces the line with the same _id, else appends.
      .addCase(addToCart.fulfilled, (state, action) => {
        const exists = state.cartItems.some((item) => item._id === action.payload._id);
        setItems(
          state,
          exists ? state.cartItems.map((item) => (item._id === action.payload._id ? action.payload : item)) : [...state.cartItems, action.payload],
        );
      })
      // Updating shows the new quantity at the tap, then the server's line; a refusal puts the quantity back.
      .addCase(updateCartItem.pending, (state, action) => {
        const { cartItemId, quantity } = action.meta.arg;
        const line = state.cartItems.find((item) => item._id === cartItemId);
        if (!line) return;
        state.quantitiesBefore[action.meta.requestId] = { cartItemId, quantity: line.quantity };
        line.quantity = quantity;
        state.cartCount = countOf(state.cartItems);
      })
      .addCase(updateCartItem.fulfilled, (state, action) => {
        delete state.quantitiesBefore[action.meta.requestId];
        setItems(
          state,
          state.cartItems.map((item) => (item._id === action.payload._id ? action.payload : item)),
        );
      })
      .addCase(updateCartItem.rejected, (state, action) => {
        const before = state.quantitiesBefore[action.meta.requestId];
        delete state.quantitiesBefore[action.meta.requestId];
        const line = before && state.cartItems.find((item) => item._id === before.cartItemId);
        if (!line || line.quantity !== action.meta.arg.quantity) return;
        line.quantity = before.quantity;
        state.cartCount = countOf(state.cartItems);
      })
      // Removing filters by id.
      .addCase(removeCartItem.fulfilled, (state, action) => {
        setItems(
          state,
          state.cartItems.filter((item) => item._id !== action.payload),
        );
      })
      // Clearing empties the list.
      .addCase(clearCart.fulfilled, (state) => {
        setItems(state, []);
      })
      // A change on its way makes every fetch sent before it older than what is shown.
      .addMatcher(isPending(...cartChanges), (state) => {
        state.changes += 1;
        state.changesInFlight += 1;
      })
      .addMatcher(isAnyOf(isFulfilled(...cartChanges), isRejected(...cartChanges)), (state) => {
        state.changesInFlight = Math.max(0, state.changesInFlight - 1);
      });
    // Every call shows its progress and failure (SPEC.md §4 "Requests").
    trackRequests(builder, cartThunks, () => cartErrorText().generic);
    // Logging out (or the session expiring) clears the local cart (SPEC.md §4 "Logout").
    builder.addMatcher(isLoggedOut, () => initialCartState);
  },
});

export const { cartLoaded, cartCleared } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** The header badge counts distinct items. */
export const selectDistinctCartItems = (state: { cart: CartState }) => state.cart.cartItems.length;
