import { configureStore } from '@reduxjs/toolkit';
import { cartReducer } from '../features/cart/store';
import { productsReducer } from '../features/products/store';
import { reviewReducer } from '../features/reviews/store';
import { authReducer } from '../store/auth-slice';
import { uiReducer } from '../store/ui-slice';

/** Areas that later parts of the shop fill in; each starts as its SPEC.md §3 shape. */
const placeholder =
  <S,>(initial: S) =>
  (state: S = initial) =>
    state;

export function createStore() {
  return configureStore({
    reducer: {
      auth: authReducer,
      ui: uiReducer,
      userDetails: placeholder({ userDetails: null as unknown, loading: false, error: null as string | null }),
      products: productsReducer,
      cart: cartReducer,
      order: placeholder({ orders: [] as unknown[], loading: false, error: null as string | null }),
      payment: placeholder({ processing: false, error: null as string | null }),
      review: reviewReducer,
    },
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
