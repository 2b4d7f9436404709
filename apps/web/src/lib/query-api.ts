import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { WithSlice } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { ApiError, apiRequest, type RequestOptions, type SchemaSource } from './api-client';
import { SERVER_DATA_PATH } from './cache-actions';
import { addLazyArea } from './lazy-areas';
import { queryErrorOf, type QueryError } from './query-message';

/**
 * What an endpoint asks of the API: the path under /api/v1, the contract schema its answer must match (or how to load
 * it) and the request's method, body and headers. Only the endpoint's own argument keys the cache, never this.
 */
export interface ApiCall extends Omit<RequestOptions, 'signal'> {
  path: string;
  schema: SchemaSource<z.ZodType>;
}

export type { QueryError } from './query-message';

/** The code of a call the app cancelled itself. */
export const CANCELLED = 'CANCELLED';

/**
 * Every cached call goes through the one API client, so it shares its refresh-on-401 (SPEC.md §4 "Token refresh"),
 * its messages and its schema checks with the rest of the app.
 */
export const apiBaseQuery: BaseQueryFn<ApiCall, unknown, QueryError> = async ({ path, schema, ...options }, { signal }) => {
  try {
    return { data: await apiRequest(path, schema, { ...options, signal }) };
  } catch (err) {
    if (err instanceof ApiError) return { error: queryErrorOf(err) };
    // Cancelled by the app (newer words in the search box, a page left): an answer nobody waits for, not a fault. Thrown,
    // the cache would report it as an unhandled error.
    if (err instanceof Error && err.name === 'AbortError') return { error: { status: 0, code: CANCELLED, message: err.message, retryAfterSeconds: null } };
    throw err;
  }
};

/**
 * The server-data cache for signed-in pages and the console: one slice, endpoints added by each feature with
 * `queryApi.injectEndpoints`, invalidated by the tags below when a change is made. It loads with the first page that
 * uses it (the public storefront's first load does not carry it) and plugs itself into the store then.
 */
export const queryApi = createApi({
  reducerPath: SERVER_DATA_PATH,
  baseQuery: apiBaseQuery,
  tagTypes: ['Session', 'Profile', 'Addresses', 'Notifications', 'Cart', 'Orders', 'Order', 'Loyalty', 'Coupons', 'Reviews', 'Products', 'Customers', 'Dashboard', 'Settings', 'Audit', 'Refunds', 'Search', 'Grievances', 'DataRights'],
  endpoints: () => ({}),
});

declare module './lazy-areas' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof queryApi> {}
}

// Plugged into the store when this module loads; a customer who logs out (or whose session ends) leaves none of their
// data in the cache for whoever signs in next in this tab.
addLazyArea({ reducerPath: queryApi.reducerPath, reducer: queryApi.reducer, middleware: queryApi.middleware, forget: () => queryApi.util.resetApiState() });

type WithCache = { [SERVER_DATA_PATH]: ReturnType<typeof queryApi.reducer> };

/**
 * The store's state with the cache's area in its type (it is there once this module has loaded), for selectors such as
 * `endpoint.select(arg)(cacheState(store.getState()))`.
 */
export const cacheState = <S extends object>(state: S): S & WithCache => state as S & WithCache;
