import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE } from '@shop/contract/locale';
import type { ThunkExtra } from '../lib/i18n/request-language';
import { orderReducer, paymentReducer, storeCoupons } from '../features/checkout/store';
import { productsReducer } from '../features/products/store';
import { reviewReducer } from '../features/reviews/store';
import { lazyMiddleware, receiveLazyAreas, storeMade, type LazyLoadedSlices } from '../lib/lazy-areas';
import { authReducer, isLoggedOut, persistAuthData, type AuthState } from '../store/auth-slice';
import { cartFollowsSession } from '../features/cart/cart-follows-session';
import { cartReducer } from '../features/cart/cart-slice';
import { grievanceOfficerReducer } from '../store/grievance-officer-slice';
import { uiReducer } from '../store/ui-slice';
import { userDetailsReducer } from '../store/user-details-slice';

const reducerShape = {
  auth: authReducer,
  ui: uiReducer,
  userDetails: userDetailsReducer,
  products: productsReducer,
  cart: cartReducer,
  order: orderReducer,
  payment: paymentReducer,
  review: reviewReducer,
  grievanceOfficer: grievanceOfficerReducer,
};

/** The root reducer; areas loaded later with their code inject themselves into it (lib/lazy-areas.ts). */
export const rootReducer = combineSlices(reducerShape).withLazyLoadedSlices<LazyLoadedSlices>();
receiveLazyAreas(rootReducer, isLoggedOut);

/** The state areas of SPEC.md §3, as the server hands them to the browser with a page it rendered. */
export type ServerState = { [K in keyof typeof reducerShape]: ReturnType<(typeof reducerShape)[K]> };

export interface StoreOptions {
  /** The state the server rendered the page with: the browser starts from it, so hydration sees the same data. */
  preloadedState?: Partial<ServerState>;
  /**
   * In the browser the session copy (authData) and the checkout's coupons are kept in browser storage (the checkout
   * reads its coupons back when it opens); the server rendering a page has no storage and keeps nothing.
   */
  browser?: boolean;
  /** The page's language: what the store's requests for products ask the API for (one language per page load). */
  locale?: ThunkExtra['locale'];
}

export function createStore({ preloadedState, browser = true, locale = DEFAULT_LOCALE }: StoreOptions = {}) {
  const sessionListeners = createListenerMiddleware();
  const extra: ThunkExtra = { locale };
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(sessionListeners.middleware).concat(lazyMiddleware.middleware),
    ...(preloadedState ? { preloadedState } : {}),
  });
  if (!browser) return store;
  storeMade(store);

  cartFollowsSession(sessionListeners);

  // Keeps the authData copy in browser storage in step with the session (SPEC.md §3).
  let persisted: Pick<AuthState, 'authenticated' | 'hasDetails'> | null = null;
  store.subscribe(() => {
    const { authenticated, hasDetails } = store.getState().auth;
    if (persisted && persisted.authenticated === authenticated && persisted.hasDetails === hasDetails) return;
    persisted = { authenticated, hasDetails };
    persistAuthData(persisted);
  });

  // Keeps the checkout's applied and chosen coupons for the tab, so a reload keeps the customer's choice; a customer
  // who logs out leaves none behind for whoever uses the tab next (even before the checkout read them back).
  sessionListeners.startListening({ matcher: isLoggedOut, effect: () => storeCoupons({ appliedCoupon: null, chosenCoupon: null }) });
  let coupons = { appliedCoupon: store.getState().order.appliedCoupon, chosenCoupon: store.getState().order.chosenCoupon };
  store.subscribe(() => {
    const { appliedCoupon, chosenCoupon } = store.getState().order;
    if (appliedCoupon === coupons.appliedCoupon && chosenCoupon === coupons.chosenCoupon) return;
    coupons = { appliedCoupon, chosenCoupon };
    storeCoupons(coupons);
  });

  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

// Names the store's types for store/hooks.ts (inside this block, its own names would be the hooks module's).
declare module '../store/hooks' {
  interface AppTypes {
    store: ReturnType<typeof createStore>;
    state: ReturnType<ReturnType<typeof createStore>['getState']>;
    dispatch: ReturnType<typeof createStore>['dispatch'];
  }
}
