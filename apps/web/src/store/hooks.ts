import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '../app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Whether the customer is signed in, once the session check has answered. A page the server rendered can be tapped
 * before that answer arrives: a signed-in customer must not be taken for a visitor meanwhile.
 */
export function sessionKnown(store: Pick<AppStore, 'getState' | 'subscribe'>): Promise<boolean> {
  const answer = () => (store.getState().auth.initialized ? store.getState().auth.authenticated === true : null);
  const now = answer();
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      const known = answer();
      if (known === null) return;
      unsubscribe();
      resolve(known);
    });
  });
}
