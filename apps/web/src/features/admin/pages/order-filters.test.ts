import { describe, expect, it } from 'vitest';
import { changeOrderFilter, DEFAULT_ORDER_FILTER, isOrderFilterActive, orderFilterFromSearch, orderFilterProblem, orderFilterToSearch } from './order-filters';

const read = (query: string) => orderFilterFromSearch(new URLSearchParams(query));

describe('orderFilterFromSearch', () => {
  it('gives the default filter for an empty query string', () => {
    expect(read('')).toEqual(DEFAULT_ORDER_FILTER);
  });

  it('reads every filter, the sort and the page', () => {
    expect(read('status=confirmed&paymentMethod=ONLINE&paymentStatus=paid&returnStatus=requested&from=2026-01-01&to=2026-01-31&q=ORD-12&sort=total&dir=asc&page=3')).toEqual({
      status: 'confirmed',
      paymentMethod: 'ONLINE',
      paymentStatus: 'paid',
      returnStatus: 'requested',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'ORD-12',
      sort: 'total',
      dir: 'asc',
      page: 3,
    });
  });

  it('ignores unknown or malformed values of a hand-edited link', () => {
    expect(read('status=misplaced&paymentMethod=cash&paymentStatus=owed&returnStatus=maybe&from=2026-02-30&to=yesterday&sort=name&dir=up&page=0')).toEqual(DEFAULT_ORDER_FILTER);
    expect(read('page=-2').page).toBe(1);
    // Every parcel returning or returned to us is a filter of its own.
    expect(read('status=rto').status).toBe('rto');
    expect(read('status=lost').status).toBe('lost');
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=99999999').page).toBe(1);
  });

  it('trims the search and cuts it to the longest search the API accepts', () => {
    expect(read('q=%20%20a%40b.in%20').q).toBe('a@b.in');
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('orderFilterToSearch', () => {
  it('leaves out the defaults', () => {
    expect(orderFilterToSearch(DEFAULT_ORDER_FILTER).toString()).toBe('');
    expect(orderFilterToSearch({ ...DEFAULT_ORDER_FILTER, page: 1, sort: 'placedAt', dir: 'desc' }).toString()).toBe('');
  });

  it('writes a filter that reads back the same', () => {
    const filter = { ...DEFAULT_ORDER_FILTER, status: 'delivered' as const, returnStatus: 'approved' as const, q: 'meera@example.in', from: '2026-03-01', sort: 'total' as const, dir: 'desc' as const, page: 2 };
    const search = orderFilterToSearch(filter);
    expect(search.toString()).toBe('q=meera%40example.in&status=delivered&returnStatus=approved&from=2026-03-01&sort=total&dir=desc&page=2');
    expect(orderFilterFromSearch(search)).toEqual(filter);
  });

  it('keeps a non-default direction on the default sort', () => {
    expect(orderFilterToSearch({ ...DEFAULT_ORDER_FILTER, dir: 'asc' }).toString()).toBe('sort=placedAt&dir=asc');
  });
});

describe('changeOrderFilter', () => {
  const onPage4 = { ...DEFAULT_ORDER_FILTER, status: 'placed' as const, page: 4 };

  it('starts again at page 1 when a filter or the sort changes', () => {
    expect(changeOrderFilter(onPage4, { q: 'ORD-1' })).toEqual({ ...onPage4, q: 'ORD-1', page: 1 });
    expect(changeOrderFilter(onPage4, { sort: 'total', dir: 'desc' }).page).toBe(1);
  });

  it('keeps the other filters, and moves to the page asked for', () => {
    expect(changeOrderFilter(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 });
  });
});

describe('isOrderFilterActive', () => {
  it('is false for sort and page alone, true for any filter', () => {
    expect(isOrderFilterActive({ ...DEFAULT_ORDER_FILTER, sort: 'total', page: 3 })).toBe(false);
    expect(isOrderFilterActive({ ...DEFAULT_ORDER_FILTER, to: '2026-01-01' })).toBe(true);
    expect(isOrderFilterActive({ ...DEFAULT_ORDER_FILTER, q: 'x' })).toBe(true);
  });
});

describe('orderFilterProblem', () => {
  it('accepts a filter the API accepts', () => {
    expect(orderFilterProblem({ ...DEFAULT_ORDER_FILTER, from: '2026-01-01', to: '2026-01-01' })).toBeNull();
  });

  it('refuses a start date after the end date in the contract’s words', () => {
    expect(orderFilterProblem({ ...DEFAULT_ORDER_FILTER, from: '2026-02-01', to: '2026-01-01' })).toBe('The start date must not be after the end date');
  });
});
