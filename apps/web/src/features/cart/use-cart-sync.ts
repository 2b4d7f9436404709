import { useEffect } from 'react';
import { fetchCart } from './cart-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/**
 * Keeps the cart in step with the session: fetched whenever the customer becomes logged in (session start, or a
 * login of any kind, SPEC.md §4 "Login"). Logging out clears it in the cart reducer itself.
 */
export function useCartSync(): void {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => state.auth.authenticated === true);
  useEffect(() => {
    if (loggedIn) void dispatch(fetchCart());
  }, [dispatch, loggedIn]);
}
