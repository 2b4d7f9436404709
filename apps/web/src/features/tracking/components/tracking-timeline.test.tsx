// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CancelledMarker } from './cancelled-marker';
import { TrackingTimeline } from './tracking-timeline';

afterEach(cleanup);

function states() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-state'));
}

describe('TrackingTimeline', () => {
  it('is empty before the order has loaded', () => {
    render(<TrackingTimeline status="pending" />);
    expect(screen.getByRole('progressbar', { name: 'Delivery progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(states()).toEqual(['todo', 'todo', 'todo', 'todo', 'todo', 'todo', 'todo']);
  });

  it('highlights the steps up to the current one and fills the bar to 50 when picked up', () => {
    render(
      <TrackingTimeline
        status="picked_up"
        history={[
          { status: 'placed', label: 'Order Placed', at: '2025-06-10T04:00:00.000Z', note: null },
          { status: 'picked_up', label: 'Picked Up', at: '2025-06-11T04:00:00.000Z', note: null },
        ]}
      />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('50%, Picked Up');
    expect(states()).toEqual(['done', 'done', 'done', 'current', 'todo', 'todo', 'todo']);
    const current = screen.getAllByRole('listitem')[3]!;
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(current.querySelector('time')?.getAttribute('datetime')).toBe('2025-06-11T04:00:00.000Z');
    // Skipped steps are highlighted without a time.
    expect(screen.getAllByRole('listitem')[1]!.querySelector('time')).toBeNull();
  });

  it('fills the bar completely and highlights every step when delivered', () => {
    render(<TrackingTimeline status="delivered" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(states()).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'current']);
  });
});

describe('CancelledMarker', () => {
  it('is a single CANCELLED marker with no progress bar', () => {
    render(<CancelledMarker at="2025-06-10T06:00:00.000Z" />);
    expect(screen.getByText('CANCELLED')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/Cancelled on 10 Jun 2025/)).toBeTruthy();
  });
});
