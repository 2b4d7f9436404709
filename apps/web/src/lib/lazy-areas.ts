import { createAction, createDynamicMiddleware, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

/**
 * State areas that arrive with the code that uses them (the server-data cache of lib/query-api.ts): each declares
 * itself here with `declare module`, so the store's type (app/store.ts) knows it once its module is loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * Middleware that arrives with lazily loaded code (the server-data cache's): added to every store app/store.ts makes.
 * Only the browser's one store ever uses it; the server renders public pages, which do not.
 */
export const lazyMiddleware = createDynamicMiddleware();

/** Said to every store when an area has arrived, so its state is there before anything reads it. */
export const areaArrived = createAction<string>('lazyAreas/arrived');

export interface LazyArea {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  /** The action that empties the area when the customer logs out (it may hold their data). */
  forget: () => UnknownAction;
}

interface RootReducer {
  inject(slice: { reducerPath: string; reducer: Reducer }): unknown;
}
interface StoreLike {
  dispatch(action: UnknownAction): unknown;
}

const areas: LazyArea[] = [];
let root: RootReducer | null = null;
let loggedOut: (action: unknown) => boolean = () => false;
const stores = new Set<StoreLike>();

/**
 * Plugs an area into the root reducer and its middleware into every store. An injected area only gets its state with
 * the store's next action: RTK Query's first query reads its settings from that state before it sends anything, and
 * without it threw and sent nothing (the first suggestion typed after the cache loaded never came). So the arrival is
 * dispatched to each store at once.
 */
export function addLazyArea(area: LazyArea): void {
  areas.push(area);
  lazyMiddleware.addMiddleware(area.middleware);
  root?.inject(area);
  for (const store of stores) store.dispatch(areaArrived(area.reducerPath));
}

/**
 * app/store.ts hands over its root reducer (areas loaded before it are injected now) and which actions log the
 * customer out, after which every area forgets what it held, for whoever signs in next in this tab.
 */
export function receiveLazyAreas(rootReducer: RootReducer, isLoggedOut: (action: unknown) => boolean): void {
  root = rootReducer;
  loggedOut = isLoggedOut;
  for (const area of areas) root.inject(area);
}

/** Each store app/store.ts makes: told when an area arrives. */
export function storeMade(store: StoreLike): void {
  stores.add(store);
}

lazyMiddleware.addMiddleware((api) => (next) => (action) => {
  const result = next(action);
  if (loggedOut(action)) for (const area of areas) api.dispatch(area.forget());
  return result;
});
