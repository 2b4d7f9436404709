import { useDispatch, useSelector, useStore } from 'react-redux';

/**
 * The app's store, named by app/store.ts (which makes it from every feature's state) through declaration merging,
 * so this layer and the features below the app read its type without importing the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppTypes {}
export type AppStore = AppTypes['store'];
export type RootState = AppTypes['state'];
export type AppDispatch = AppTypes['dispatch'];

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
