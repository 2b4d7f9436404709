import type { ReactNode } from 'react';
import { LoadFailed, LoadState } from '../../../components/load-state';
import { failureMessage } from '../api/failure';
import { ADMIN_TEXT } from '../texts';

/** What a query hook gives that the view needs. */
export interface QueryResult<T> {
  /** The last answer, also one for an earlier argument (the previous page) while the next loads. */
  data?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Console queries load again whenever a page that shows them opens or asks for something else, showing what is
 * cached meanwhile: staff see what is true now, not what was true when they last looked.
 */
export const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * A query's three states in the console: a spinner until the first answer, the failure with Retry in a tinted bar,
 * then the data. A failed reload (the next page) shows its bar above what is still on screen.
 */
export function QueryView<T>({ query, loadingLabel, failed, children }: { query: QueryResult<T>; loadingLabel: string; failed: string; children: (data: T) => ReactNode }) {
  const error = query.error && !query.isFetching ? failureMessage(query.error, failed) : null;
  const retry = () => void query.refetch();
  return (
    <>
      {error && query.data !== undefined ? <LoadFailed message={error} onRetry={retry} retryLabel={ADMIN_TEXT.retry} variant="alert" /> : null}
      <LoadState data={query.data} error={error} onRetry={retry} loadingLabel={loadingLabel} retryLabel={ADMIN_TEXT.retry} variant="alert">
        {children}
      </LoadState>
    </>
  );
}

/** A change that failed, in the same tinted bar (no Retry: the form or button that made it is still there). */
export function FailureBar({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="error-text load-failed load-failed--alert">
      {children}
    </p>
  );
}
