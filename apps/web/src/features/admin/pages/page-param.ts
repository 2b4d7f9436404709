import { MAX_PAGE_NUMBER } from '@shop/contract/constants';

/** A page number written in a query string; 1 when there is none or it is not one. */
export function pageNumber(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 && n <= MAX_PAGE_NUMBER ? n : 1;
}

/** The page number in a list's query string (?page=2); 1 when there is none or it is not one. */
export function pageFrom(params: URLSearchParams): number {
  return pageNumber(params.get('page'));
}

/** A real calendar day written YYYY-MM-DD (what <input type="date"> gives), else null. */
export function isoDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * A list's query string from its filter's fields, in the order given, leaving out empty ones and page 1, so links stay
 * short. The API reads the same names.
 */
export function searchOf(fields: ReadonlyArray<readonly [name: string, value: string | null | undefined]>, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of fields) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  return params;
}
