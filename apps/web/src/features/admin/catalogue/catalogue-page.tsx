import { useCallback, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SortState } from '../components/data-table';
import { PageHead } from '../components/page-head';
import { QueryView, type QueryResult } from '../components/query-view';
import { useConsoleTitle } from '../use-console-title';

/** Where a page under a list leads back to. */
export interface BackTo {
  to: string;
  label: string;
}

/** A catalogue page; one under a list starts with the link back to it. */
export function CataloguePage({ back, children }: { back?: BackTo; children: ReactNode }) {
  return (
    <div className="catalogue-page">
      {back ? (
        <Link to={back.to} className="catalogue-back">
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      ) : null}
      {children}
    </div>
  );
}

/** A page that makes a new record: its title (the tab's too) over the form, under the link back to the list. */
export function NewRecordPage({ back, title, children }: { back: BackTo; title: string; children: ReactNode }) {
  useConsoleTitle(title);
  return (
    <CataloguePage back={back}>
      <PageHead title={title} />
      {children}
    </CataloguePage>
  );
}

/**
 * A record's page: the record once loaded (the cache's copy, which the page's own changes replace); until then a
 * spinner, or the failure under its title with Retry.
 */
export function RecordPage<R>({
  back,
  query,
  loadingLabel,
  failedTitle,
  children,
}: {
  back: BackTo;
  query: QueryResult<R>;
  loadingLabel: string;
  failedTitle: string;
  children: (record: R) => ReactNode;
}) {
  const failed = query.data === undefined && query.error !== undefined && !query.isFetching;
  return (
    <CataloguePage back={back}>
      {failed ? <h1>{failedTitle}</h1> : null}
      <QueryView query={query} loadingLabel={loadingLabel} failed={failedTitle}>
        {children}
      </QueryView>
    </CataloguePage>
  );
}

/** Changes to the address: they replace the current entry and keep the scroll position. */
const ADDRESS_ONLY = { replace: true, preventScrollReset: true } as const;

/**
 * The page's query string, where a list keeps its filter and sort, and a way to change some of its keys (null or ''
 * removes one) that adds no history entry.
 */
export function useListParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      }, ADDRESS_ONLY),
    [setParams],
  );
  return [params, update];
}

/** The sort a list's query string asks for (?sort=code&dir=asc) when it is one of `keys`; descending unless it says otherwise. */
export function sortFrom<K extends string>(params: URLSearchParams, keys: readonly K[]): SortState<K> | undefined {
  const key = params.get('sort');
  if (!keys.includes(key as K)) return undefined;
  return { key: key as K, dir: params.get('dir') === 'asc' ? 'asc' : 'desc' };
}
