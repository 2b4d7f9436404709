import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import type { QueryError } from '../lib/query-api';
import { failureMessage } from '../lib/query-message';
import { LoadingIndicator } from './loading-indicator';
import './load-state.css';
import { ButtonLink } from './button-link';

export interface LoadFailedProps {
  /** What went wrong, in the page's or the server's words. */
  message: string;
  onRetry: () => void;
  retryLabel: string;
  /** `plain`: the message above its button (storefront pages); `alert`: a tinted bar, for tables in the console. */
  variant?: 'plain' | 'alert';
}

/** A load that failed: the message, announced, and a button that tries again. */
export function LoadFailed({ message, onRetry, retryLabel, variant = 'plain' }: LoadFailedProps) {
  return (
    <div className={`load-failed load-failed--${variant}`}>
      <p className="error-text" role="alert">
        {message}
      </p>
      <button type="button" className={variant === 'alert' ? 'btn btn-secondary btn-small' : 'btn btn-secondary'} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

export interface LoadStateProps<T> {
  /** What has arrived. While it is there it is shown, also during a reload, so nothing flashes empty. */
  data: T | undefined;
  /** The message of the last failed try, if it failed; shown with Retry when there is no data to show. */
  error?: string | null;
  onRetry: () => void;
  loadingLabel: string;
  retryLabel: string;
  /** `page`: a centred spinner for a whole page; `inline`: a small one with its words, inside a card or section. */
  size?: 'page' | 'inline';
  variant?: LoadFailedProps['variant'];
  children: (data: T) => ReactNode;
}

/**
 * The three states of anything loaded from the API, written once: a spinner until the first answer, the failure with
 * Retry, then the data.
 */
export function LoadState<T>({ data, error, onRetry, loadingLabel, retryLabel, size = 'page', variant, children }: LoadStateProps<T>) {
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <LoadFailed message={error} onRetry={onRetry} retryLabel={retryLabel} variant={variant} />;
  if (size === 'page') return <LoadingIndicator label={loadingLabel} />;
  return (
    <p className="load-state__inline" role="status">
      <span className="load-state__spinner" aria-hidden="true" />
      {loadingLabel}
    </p>
  );
}

/** What QueryState reads of a cached query's result (an RTK Query hook's). */
export interface QueryOutcome<T> {
  data?: T;
  error?: QueryError | SerializedError;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> extends Omit<LoadStateProps<T>, 'data' | 'error' | 'onRetry'> {
  query: QueryOutcome<T>;
  /** The failure's words when the server gave none, or always with `ownWords`. */
  failed: string;
  /** Whether the page says `failed` whatever the server's message (the spec fixes some pages' words). */
  ownWords?: boolean;
}

/** LoadState for a cached query: its answer, its failure, and a Retry that asks again. */
export function QueryState<T>({ query, failed, ownWords = false, ...shown }: QueryStateProps<T>) {
  const error = query.isError ? (ownWords ? failed : failureMessage(query.error, failed)) : null;
  return <LoadState {...shown} data={query.data} error={error} onRetry={() => void query.refetch()} />;
}

interface EmptyBagProps {
  /** The block whose stylesheet draws it: its parts take `<block>__empty`, `__empty-icon`, `__empty-title` and `__empty-lead`. */
  block: string;
  /** The icon's drawn size in px. */
  iconSize: number;
  title: string;
  lead: string;
  linkLabel: string;
}

/** Nothing here yet (an empty bag, no orders): the bag icon, what is empty, a line of help and the way to the shop. */
export function EmptyBag({ block, iconSize, title, lead, linkLabel }: EmptyBagProps) {
  return (
    <div className={`${block}__empty`}>
      <svg className={`${block}__empty-icon`} viewBox="0 0 48 48" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
        <path d="M10 16h28l-2.4 22.4A3 3 0 0 1 32.6 41H15.4a3 3 0 0 1-3-2.6L10 16Zm8 0v-2a6 6 0 0 1 12 0v2" />
      </svg>
      <p className={`${block}__empty-title`}>{title}</p>
      <p className={`${block}__empty-lead`}>{lead}</p>
      <ButtonLink to="/explore" look="primary">{linkLabel}</ButtonLink>
    </div>
  );
}
