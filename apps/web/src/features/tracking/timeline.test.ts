import { ORDER_STATUSES } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { eventTime, isCancelled, progressOf, TIMELINE_STEPS, timelineSteps } from './timeline';

const history = [
  { status: 'placed' as const, label: 'Order Placed', at: '2025-06-10T04:00:00.000Z', note: null },
  { status: 'shipment_created' as const, label: 'Shipment Created', at: '2025-06-10T09:30:00.000Z', note: 'Courier: AWB ASSIGNED' },
  { status: 'in_transit' as const, label: 'In Transit', at: '2025-06-11T06:15:00.000Z', note: null },
];

describe('progressOf', () => {
  it.each([
    ['pending', 0],
    ['placed', 7],
    ['confirmed', 25],
    ['shipment_created', 35],
    ['picked_up', 50],
    ['in_transit', 65],
    ['out_for_delivery', 80],
    ['delivered', 100],
    ['cancelled', 0],
  ] as const)('fills %s to %i%%', (status, fill) => {
    expect(progressOf(status)).toBe(fill);
  });

  it('grows along the timeline', () => {
    const fills = TIMELINE_STEPS.map(progressOf);
    expect([...fills].sort((a, b) => a - b)).toEqual(fills);
  });
});

describe('timelineSteps', () => {
  it('has the seven steps in order, with their labels', () => {
    expect(timelineSteps('placed').map((s) => s.status)).toEqual(['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(timelineSteps('placed').map((s) => s.label)).toEqual(['Order Placed', 'Order Confirmed', 'Shipment Created', 'Picked Up', 'In Transit', 'Out for Delivery', 'Delivered']);
  });

  it.each(TIMELINE_STEPS.map((status, index) => [status, index] as const))('highlights the steps up to and including %s', (status, index) => {
    const steps = timelineSteps(status);
    expect(steps.map((s) => s.reached)).toEqual(TIMELINE_STEPS.map((_, i) => i <= index));
    expect(steps.filter((s) => s.current).map((s) => s.status)).toEqual([status]);
  });

  it('highlights nothing before the order has loaded', () => {
    expect(timelineSteps('pending').some((s) => s.reached || s.current)).toBe(false);
  });

  it('highlights nothing for a cancelled order (it shows its own marker)', () => {
    expect(timelineSteps('cancelled').some((s) => s.reached || s.current)).toBe(false);
  });

  it('shows the time of the steps the history records, none for skipped or later steps', () => {
    const steps = timelineSteps('in_transit', history);
    expect(Object.fromEntries(steps.map((s) => [s.status, s.at]))).toEqual({
      placed: '2025-06-10T04:00:00.000Z',
      confirmed: null,
      shipment_created: '2025-06-10T09:30:00.000Z',
      picked_up: null,
      in_transit: '2025-06-11T06:15:00.000Z',
      out_for_delivery: null,
      delivered: null,
    });
  });
});

describe('isCancelled and eventTime', () => {
  it('knows only cancelled as cancelled', () => {
    expect(ORDER_STATUSES.filter((s) => isCancelled(s))).toEqual(['cancelled']);
    expect(isCancelled('pending')).toBe(false);
  });

  it('takes the latest event of a status', () => {
    const twice = [...history, { status: 'placed' as const, label: 'Order Placed', at: '2025-06-12T00:00:00.000Z', note: null }];
    expect(eventTime(twice, 'placed')).toBe('2025-06-12T00:00:00.000Z');
    expect(eventTime(history, 'delivered')).toBeNull();
  });
});
