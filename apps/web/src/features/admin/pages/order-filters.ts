import { ADMIN_LIMITS, ADMIN_ORDER_SORTS, ADMIN_ORDER_STATUS_FILTERS, AdminOrdersQuery, RETURN_STATUSES, type AdminOrderStatusFilter, type ReturnStatus } from '@shop/contract/admin';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/contract/orders';
import type { SortDir } from '../components/data-table';
import { isoDay, pageNumber, searchOf } from './page-param';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type OrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** The orders list's filters, sort and page, as kept in the query string (?status=placed&q=ORD-1&page=2). */
export interface OrderFilter {
  /** One status, or 'rto': every parcel returning or returned to us. */
  status: AdminOrderStatusFilter | null;
  paymentMethod: PaymentMethod | null;
  paymentStatus: PaymentStatus | null;
  returnStatus: ReturnStatus | null;
  /** Placed on or after this day, YYYY-MM-DD (shop time). */
  from: string | null;
  to: string | null;
  /** Part of an order number, an email or a phone. */
  q: string;
  sort: OrderSort;
  dir: SortDir;
  page: number;
}

export const DEFAULT_ORDER_FILTER: OrderFilter = {
  status: null,
  paymentMethod: null,
  paymentStatus: null,
  returnStatus: null,
  from: null,
  to: null,
  q: '',
  sort: 'placedAt',
  dir: 'desc',
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filter from the URL; anything unknown or malformed (a hand-edited link) falls back to the default. */
export function orderFilterFromSearch(params: URLSearchParams): OrderFilter {
  return {
    status: oneOf(ADMIN_ORDER_STATUS_FILTERS, params.get('status')),
    paymentMethod: oneOf(PAYMENT_METHODS, params.get('paymentMethod')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    returnStatus: oneOf(RETURN_STATUSES, params.get('returnStatus')),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    q: (params.get('q') ?? '').trim().slice(0, ADMIN_LIMITS.searchMaxLength),
    sort: oneOf(ADMIN_ORDER_SORTS, params.get('sort')) ?? DEFAULT_ORDER_FILTER.sort,
    dir: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? DEFAULT_ORDER_FILTER.dir,
    page: pageNumber(params.get('page')),
  };
}

/**
 * The query string of a filter, leaving out defaults so links stay short. The API reads the same names, so this is
 * also the query of GET /admin/orders.
 */
export function orderFilterToSearch(filter: OrderFilter): URLSearchParams {
  const { q, status, paymentMethod, paymentStatus, returnStatus, from, to } = filter;
  // The sort goes with its direction, both or neither.
  const sorted = filter.sort !== DEFAULT_ORDER_FILTER.sort || filter.dir !== DEFAULT_ORDER_FILTER.dir;
  const sort = sorted ? { sort: filter.sort, dir: filter.dir } : {};
  return searchOf(Object.entries({ q, status, paymentMethod, paymentStatus, returnStatus, from, to, ...sort }), filter.page);
}

/** The filter after a change: any change but the page itself starts again at page 1. */
export function changeOrderFilter(filter: OrderFilter, change: Partial<OrderFilter>): OrderFilter {
  return { ...filter, page: 1, ...change };
}

/** Whether anything narrows the list (sort and page do not). */
export function isOrderFilterActive(filter: OrderFilter): boolean {
  return Boolean(filter.q || filter.status || filter.paymentMethod || filter.paymentStatus || filter.returnStatus || filter.from || filter.to);
}

/** How many of the folding filters narrow the list (the search, shown apart, sort and page do not count). */
export function activeFilterCount(filter: OrderFilter): number {
  return [filter.status, filter.paymentMethod, filter.paymentStatus, filter.returnStatus, filter.from, filter.to].filter(Boolean).length;
}

/** Why the API would refuse this filter (e.g. the start date after the end date), in the contract's words; else null. */
export function orderFilterProblem(filter: OrderFilter): string | null {
  const parsed = AdminOrdersQuery.safeParse(Object.fromEntries(orderFilterToSearch(filter)));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

