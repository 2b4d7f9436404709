import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { cartReducer } from '../features/cart/store';
import { productsReducer } from '../features/products/store';
import { reviewReducer } from '../features/reviews/store';
import { userDetailsReducer } from '../features/user-details/store';
import { authReducer, isSignedIn, persistAuthData, type AuthState } from '../store/auth-slice';
import { uiReducer } from '../store/ui-slice';

/** Areas that later parts of the shop fill in; each starts as its SPEC.md §3 shape. */
const placeholder =
  <S,>(initial: S) =>
  (state: S = initial) =>
    state;

/**
 * Hook point: what a customer needs right after logging in. SPEC.md §4 "Login" fetches the cart here once
 * the cart feature can fetch it (features/cart has no fetch yet); dispatch its fetchCart() in this function.
 */
function fetchCartAfterLogin(hasDetails: boolean): void {
  if (!hasDetails) return;
}

export function createStore() {
  const afterSignIn = createListenerMiddleware();
  afterSignIn.startListening({
    matcher: isSignedIn,
    effect: (action) => fetchCartAfterLogin(action.payload.hasDetails),
  });

  const reducer = combineReducers({
    auth: authReducer,
    ui: uiReducer,
    userDetails: userDetailsReducer,
    products: productsReducer,
    cart: cartReducer,
    order: placeholder({ orders: [] as unknown[], loading: false, error: null as string | null }),
    payment: placeholder({ processing: false, error: null as string | null }),
    review: reviewReducer,
  });
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(afterSignIn.middleware),
  });

  // Keeps the authData copy in browser storage in step with the session (SPEC.md §3).
  let persisted: Pick<AuthState, 'authenticated' | 'hasDetails'> | null = null;
  store.subscribe(() => {
    const { authenticated, hasDetails } = store.getState().auth;
    if (persisted && persisted.authenticated === authenticated && persisted.hasDetails === hasDetails) return;
    persisted = { authenticated, hasDetails };
    persistAuthData(persisted);
  });

  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
