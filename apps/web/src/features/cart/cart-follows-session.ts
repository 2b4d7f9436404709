import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { AuthState } from '../../store/auth-slice';
import { fetchCart } from './cart-slice';

const loggedIn = (state: unknown) => (state as { auth: Pick<AuthState, 'authenticated'> }).auth.authenticated === true;

/**
 * The cart follows the session: it is fetched whenever the customer becomes logged in (session start, or a login of
 * any kind, SPEC.md §4 "Login"). Logging out clears it in the cart reducer itself. A store listener, so it needs no
 * screen on the page and no effect in a component.
 */
export function cartFollowsSession(listeners: ListenerMiddlewareInstance): void {
  listeners.startListening({
    predicate: (_action, current, previous) => loggedIn(current) && !loggedIn(previous),
    effect: (_action, api) => {
      void api.dispatch(fetchCart());
    },
  });
}
