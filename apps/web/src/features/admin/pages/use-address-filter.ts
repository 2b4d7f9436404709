import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How a console list's filter is read from and written to the page's query string, and checked. */
export interface AddressFilterRules<F> {
  fromSearch(params: URLSearchParams): F;
  toSearch(filter: F): URLSearchParams;
  /** What is wrong with a filter, in the console's words; null when the API would take it. */
  problem(filter: F): string | null;
}

/**
 * A console list's filter kept in the page's address, so links and Back show the same list: the filter, the query the
 * API is asked with, what is wrong with it (the list is not asked then), and a way to show another filter.
 */
export function useAddressFilter<F>(rules: AddressFilterRules<F>) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => rules.fromSearch(params), [params, rules]);
  return {
    filter,
    query: rules.toSearch(filter).toString(),
    problem: rules.problem(filter),
    show: (next: F) => setParams(rules.toSearch(next)),
  };
}
