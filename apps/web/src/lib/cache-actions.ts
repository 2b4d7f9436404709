import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * Where the server-data cache (query-api.ts) keeps its state: also the first part of the type of every action it
 * dispatches. Kept here, apart from the cache, so the state areas of the first load can read the cache's actions
 * without bringing the cache (RTK Query) into the first load (docs/decisions/018-one-data-layer.md).
 */
export const SERVER_DATA_PATH = 'serverData';

/** The cache's action for one call of an endpoint, as far as a state area reads it. */
export interface CacheAction<Payload, Arg> extends UnknownAction {
  payload: Payload;
  meta: { arg: { endpointName: string; originalArgs: Arg } };
}

type Phase = 'pending' | 'fulfilled';

const typesOf = (phase: Phase) => new Set([`${SERVER_DATA_PATH}/executeQuery/${phase}`, `${SERVER_DATA_PATH}/executeMutation/${phase}`]);
const TYPES: Record<Phase, ReadonlySet<string>> = { pending: typesOf('pending'), fulfilled: typesOf('fulfilled') };

function endpointOf(action: UnknownAction): unknown {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  return meta?.arg?.endpointName;
}

/**
 * Matches the cache's answer from one endpoint (a query or a mutation, by its name in `injectEndpoints`), typed with
 * what the endpoint returns: `builder.addMatcher(isCacheAnswer<UserDetails | null>('profile'), …)`.
 */
export function isCacheAnswer<Payload, Arg = unknown>(endpointName: string) {
  return (action: UnknownAction): action is CacheAction<Payload, Arg> => TYPES.fulfilled.has(action.type) && endpointOf(action) === endpointName;
}

/** Matches a call of one endpoint going out (its pending action). */
export function isCacheRequest<Arg = unknown>(endpointName: string) {
  return (action: UnknownAction): action is CacheAction<undefined, Arg> => TYPES.pending.has(action.type) && endpointOf(action) === endpointName;
}
