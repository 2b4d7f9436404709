import { useCallback, useEffect, useState } from 'react';
import { fetchCart, type CartItem } from './cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

export interface FreshCart {
  /** The bag once the server has answered (or while lines are on screen); undefined until then. */
  data: CartItem[] | undefined;
  /** Why the bag could not be loaded, when it could not and nothing is on screen. */
  error: string | null;
  retry: () => void;
}

/**
 * The bag, fetched again when a page that shows it opens (another tab may have changed it). Its load state is the
 * cart area's own (SPEC.md §3: loading, error), so the cart and checkout pages read one source: the header's badge
 * keeps the cart a thunk of the first load, not a cached query.
 */
export function useFreshCart(): FreshCart {
  const dispatch = useAppDispatch();
  const { cartItems, loading, error } = useAppSelector((state) => state.cart);
  const fetching = useAppSelector((state) => Object.keys(state.cart.fetchesFrom).length > 0);
  // Until this page's own request has settled, an empty bag in the store may be stale or not loaded yet.
  const [answered, setAnswered] = useState(false);
  const load = useCallback(
    (joinInFlight: boolean) => {
      void dispatch(fetchCart({ joinInFlight })).finally(() => setAnswered(true));
    },
    [dispatch],
  );
  const retry = useCallback(() => load(false), [load]);
  // A page opening as the session starts shares the fetch the session began (a second one would answer the same).
  useEffect(() => load(true), [load]);

  const settled = answered && !loading && !fetching;
  return { data: cartItems.length > 0 || (settled && !error) ? cartItems : undefined, error: settled ? error : null, retry };
}
