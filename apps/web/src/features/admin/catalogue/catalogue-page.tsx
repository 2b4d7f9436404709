import { useCallback, useState, type ReactNode, type Ref } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import type { SortState } from '../components/data-table';
import { LoadFailed } from '../components/load-failed';
import { useResource, type Resource } from '../use-resource';

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

/** The page's heading, with what is worth knowing at a glance under it and the page's main action beside it. */
export function PageHead({ title, badges, headingRef, children }: { title: string; badges?: ReactNode; headingRef?: Ref<HTMLHeadingElement>; children?: ReactNode }) {
  const heading = (
    <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
      {title}
    </h1>
  );
  return (
    <div className="admin-page-head">
      {badges ? (
        <div>
          {heading}
          <p className="catalogue-badges">{badges}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}

/** A record loaded for its page; the server's answers to the page's own changes (a save, Hide, an image) replace it. */
export function useRecord<R>(key: string, load: (signal: AbortSignal) => Promise<R>, fallbackError: string) {
  const resource = useResource(key, load, fallbackError);
  const [changed, setChanged] = useState<R | null>(null);
  return { resource, record: changed ?? resource.data, setRecord: setChanged };
}

/** A record's page: the record once loaded; until then a spinner, or the failure with Retry. */
export function RecordPage<R>({
  back,
  resource,
  record,
  loadingLabel,
  failedTitle,
  children,
}: {
  back: BackTo;
  resource: Resource<R>;
  record: R | undefined;
  loadingLabel: string;
  failedTitle: string;
  children: (record: R) => ReactNode;
}) {
  return (
    <CataloguePage back={back}>
      {record ? (
        children(record)
      ) : (
        <>
          {resource.loading ? <LoadingIndicator label={loadingLabel} /> : null}
          {resource.error ? (
            <>
              <h1>{failedTitle}</h1>
              <LoadFailed message={resource.error} onRetry={resource.reload} className="catalogue-alert" />
            </>
          ) : null}
        </>
      )}
    </CataloguePage>
  );
}

/** A list's rows once loaded, with a failed load above them (or in their place); a spinner until the first answer. */
export function ListView<T>({ resource, loadingLabel, children }: { resource: Resource<T>; loadingLabel: string; children: (data: T) => ReactNode }) {
  return (
    <>
      {resource.error ? <LoadFailed message={resource.error} onRetry={resource.reload} className="catalogue-alert" /> : null}
      {resource.data === undefined ? (
        resource.loading ? (
          <LoadingIndicator label={loadingLabel} />
        ) : null
      ) : (
        children(resource.data)
      )}
    </>
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
