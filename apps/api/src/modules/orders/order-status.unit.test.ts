import type { OrderStatus } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { canMove, mapCourierStatus, trackingNumberAllowed } from './order-status';

/** Whether each move `[from, to]` is allowed, in the order given. */
const moves = (...pairs: Array<[OrderStatus, OrderStatus]>) => pairs.map(([from, to]) => canMove(from, to));

describe('the order status machine', () => {
  it('moves forward, skipping steps if need be, never backwards', () => {
    expect(moves(['placed', 'confirmed'], ['confirmed', 'in_transit'])).toEqual([true, true]);
    expect(moves(['in_transit', 'picked_up'], ['delivered', 'out_for_delivery'], ['placed', 'placed'])).toEqual([false, false, false]);
  });

  it('cancels only before the shipment is created, and never leaves cancelled', () => {
    expect(moves(['placed', 'cancelled'], ['confirmed', 'cancelled'])).toEqual([true, true]);
    expect(moves(['shipment_created', 'cancelled'], ['delivered', 'cancelled'], ['cancelled', 'confirmed'])).toEqual([false, false, false]);
  });
});

describe('the tracking number', () => {
  it('may be entered from confirmation on, never on a cancelled order', () => {
    expect((['placed', 'confirmed', 'delivered', 'cancelled'] as const).map(trackingNumberAllowed)).toEqual([false, true, true, false]);
  });
});

describe("Shiprocket's status names", () => {
  it('map onto ours whatever their spelling', () => {
    expect(['PICKED UP', 'In Transit', 'out_for_delivery', 'Delivered', 'DELAYED'].map((name) => mapCourierStatus(name))).toEqual(['picked_up', 'in_transit', 'out_for_delivery', 'delivered', null]);
  });

  it('put parcels that do not reach the customer on their way back, back, or lost; by name, else by id', () => {
    for (const name of ['RTO INITIATED', 'RTO Acknowledged', 'RTO_IN_TRANSIT', 'RTO NDR', 'RTO OFD', 'UNDELIVERED', 'Reached Back At Seller City']) expect(mapCourierStatus(name), name).toBe('rto_initiated');
    expect(mapCourierStatus('RTO DELIVERED')).toBe('rto_delivered');
    for (const name of ['LOST', 'DAMAGED', 'DESTROYED', 'Disposed Off', 'UNTRACEABLE']) expect(mapCourierStatus(name), name).toBe('lost');
    // An unknown name goes by Shiprocket's status id.
    expect([10, 21, 25, 22, undefined].map((id) => mapCourierStatus('a name Shiprocket has not used before', id))).toEqual(['rto_delivered', 'rto_initiated', 'lost', null, null]);
  });
});

describe('a parcel that does not reach the customer', () => {
  it('is turned back, arrives back or is lost only once it is with the courier', () => {
    for (const from of ['shipment_created', 'picked_up', 'in_transit', 'out_for_delivery'] as const) {
      expect(canMove(from, 'rto_initiated'), from).toBe(true);
      expect(canMove(from, 'rto_delivered'), from).toBe(true);
      expect(canMove(from, 'lost'), from).toBe(true);
    }
    for (const from of ['placed', 'confirmed', 'delivered', 'cancelled'] as const) {
      expect(canMove(from, 'rto_initiated'), from).toBe(false);
      expect(canMove(from, 'lost'), from).toBe(false);
    }
  });

  it('on its way back arrives back, is lost, or is delivered after all; back and lost are final', () => {
    expect(moves(['rto_initiated', 'rto_delivered'], ['rto_initiated', 'lost'], ['rto_initiated', 'delivered'])).toEqual([true, true, true]);
    expect(moves(['rto_initiated', 'out_for_delivery'], ['rto_initiated', 'cancelled'])).toEqual([false, false]);
    for (const from of ['rto_delivered', 'lost'] as const) {
      for (const to of ['delivered', 'rto_initiated', 'rto_delivered', 'lost', 'cancelled', 'in_transit'] as const) expect(canMove(from, to), `${from} → ${to}`).toBe(false);
    }
    expect(trackingNumberAllowed('rto_initiated')).toBe(true);
  });
});
