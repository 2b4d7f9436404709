// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadState, QueryState } from './load-state';

afterEach(cleanup);

const texts = { loadingLabel: 'Loading your orders...', retryLabel: 'Retry' };

describe('LoadState', () => {
  it('shows a spinner with its words until the first answer', () => {
    render(<LoadState data={undefined} onRetry={() => {}} size="inline" {...texts}>{() => 'data'}</LoadState>);
    expect(screen.getByRole('status').textContent).toBe('Loading your orders...');
  });

  it('shows the failure with a Retry button that tries again', () => {
    const onRetry = vi.fn();
    render(<LoadState data={undefined} error="Could not load" onRetry={onRetry} {...texts}>{() => 'data'}</LoadState>);
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps data on screen while a reload fails or runs', () => {
    render(<LoadState data={{ n: 2 }} error="Could not load" onRetry={() => {}} {...texts}>{(d) => `n=${d.n}`}</LoadState>);
    expect(screen.getByText('n=2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('QueryState', () => {
  const failedCall = { data: undefined, isError: true, error: { status: 500, message: 'Server says no', retryAfterSeconds: null } };

  it('shows the server\'s words for a failed call, and Retry asks again', () => {
    const refetch = vi.fn();
    render(<QueryState query={{ ...failedCall, refetch }} failed="Could not load" {...texts}>{() => 'data'}</QueryState>);
    expect(screen.getByRole('alert').textContent).toBe('Server says no');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the page\'s own words when asked to', () => {
    render(<QueryState query={{ ...failedCall, refetch: () => {} }} failed="Could not load" ownWords {...texts}>{() => 'data'}</QueryState>);
    expect(screen.getByRole('alert').textContent).toBe('Could not load');
  });

  it('shows the answer once it is there', () => {
    render(<QueryState query={{ data: { n: 3 }, isError: false, refetch: () => {} }} failed="Could not load" {...texts}>{(d) => `n=${d.n}`}</QueryState>);
    expect(screen.getByText('n=3')).toBeTruthy();
  });
});
