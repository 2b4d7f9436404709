// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryView, type QueryResult } from './query-view';

afterEach(cleanup);

const view = (query: QueryResult<{ n: number }>) =>
  render(
    <QueryView query={query} loadingLabel="Loading orders..." failed="Orders could not be loaded">
      {(d) => `page ${d.n}`}
    </QueryView>,
  );

describe('QueryView', () => {
  it('shows a spinner until the first answer', () => {
    view({ isFetching: true, refetch: () => {} });
    expect(screen.getByRole('status').textContent).toContain('Loading orders...');
  });

  it("shows a failed first load with Retry, in the server's words or the page's", () => {
    const refetch = vi.fn();
    view({ error: { status: 500, message: 'Server unavailable', retryAfterSeconds: null }, isFetching: false, refetch });
    expect(screen.getByRole('alert').textContent).toBe('Server unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
    cleanup();
    view({ error: { name: 'Error' }, isFetching: false, refetch });
    expect(screen.getByRole('alert').textContent).toBe('Orders could not be loaded');
  });

  it('keeps the previous page on screen while the next loads, and shows a failed load above it', () => {
    const { rerender } = view({ data: { n: 1 }, isFetching: true, refetch: () => {} });
    expect(screen.getByText('page 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <QueryView query={{ data: { n: 1 }, error: { status: 0, message: 'No connection', retryAfterSeconds: null }, isFetching: false, refetch: () => {} }} loadingLabel="Loading orders..." failed="x">
        {(d) => `page ${d.n}`}
      </QueryView>,
    );
    expect(screen.getByRole('alert').textContent).toBe('No connection');
    expect(screen.getByText('page 1')).toBeTruthy();
  });
});
