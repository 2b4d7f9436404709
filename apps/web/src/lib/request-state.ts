import { isFulfilled, isPending, isRejected, type ActionReducerMapBuilder } from '@reduxjs/toolkit';

/** A slice's share of SPEC.md §4 "Requests": whether one of its calls is on its way, and why the last one failed. */
export interface RequestState {
  loading: boolean;
  error: string | null;
}

/** What RTK's matchers need of a thunk: its three actions' matchers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK's own shape for any thunk: a predicate on any action
type MatchedThunk = { [K in 'pending' | 'fulfilled' | 'rejected']: { match: (action: any) => action is any } };

/**
 * Shows every call of a slice's thunks as it goes: loading while one is on its way, and the failure in the server's
 * words (a rejected value that is a text), else the slice's own.
 */
export function trackRequests<S extends RequestState>(builder: ActionReducerMapBuilder<S>, thunks: readonly [MatchedThunk, ...MatchedThunk[]], fallback: () => string): void {
  builder
    .addMatcher(isPending(...thunks), (state) => {
      state.loading = true;
      state.error = null;
    })
    .addMatcher(isFulfilled(...thunks), (state) => {
      state.loading = false;
    })
    .addMatcher(isRejected(...thunks), (state, action) => {
      state.loading = false;
      state.error = (typeof action.payload === 'string' && action.payload) || fallback();
    });
}
