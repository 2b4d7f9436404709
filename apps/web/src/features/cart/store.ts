import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isLoggedOut } from '../../store/auth-slice';

/** A cart line as the storefront keeps it (SPEC.md §3). */
export interface CartItem {
  _id: string;
  productId: { _id: string; price: number; finalPrice: number; weight: string; fragrance: string } | null;
  quantity: number;
}

export interface CartState {
  cartItems: CartItem[];
  /** Sum of quantities. */
  cartCount: number;
  loading: boolean;
  error: string | null;
}

const initialState: CartState = { cartItems: [], cartCount: 0, loading: false, error: null };

const countOf = (items: CartItem[]) => items.reduce((n, item) => n + item.quantity, 0);

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartLoaded(state, action: PayloadAction<CartItem[]>) {
      // Items whose product is gone are dropped (SPEC.md §3).
      state.cartItems = action.payload.filter((item) => item.productId);
      state.cartCount = countOf(state.cartItems);
    },
    cartCleared(state) {
      state.cartItems = [];
      state.cartCount = 0;
    },
  },
  extraReducers: (builder) => {
    // Logging out (or the session expiring) clears the local cart (SPEC.md §4 "Logout").
    builder.addMatcher(isLoggedOut, (state) => {
      state.cartItems = [];
      state.cartCount = 0;
    });
  },
});

export const { cartLoaded, cartCleared } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** The header badge counts distinct items. */
export const selectDistinctCartItems = (state: { cart: CartState }) => state.cart.cartItems.length;
