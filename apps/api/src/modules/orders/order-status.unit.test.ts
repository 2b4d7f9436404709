import { describe, expect, it } from 'vitest';
import { canMove, mapCourierStatus, trackingNumberAllowed } from './order-status';

describe('the order status machine', () => {
  it('moves forward, skipping steps if need be, never backwards', () => {
    expect(canMove('placed', 'confirmed')).toBe(true);
    expect(canMove('confirmed', 'in_transit')).toBe(true);
    expect(canMove('in_transit', 'picked_up')).toBe(false);
    expect(canMove('delivered', 'out_for_delivery')).toBe(false);
    expect(canMove('placed', 'placed')).toBe(false);
  });

  it('cancels only before the shipment is created, and never leaves cancelled', () => {
    expect(canMove('placed', 'cancelled')).toBe(true);
    expect(canMove('confirmed', 'cancelled')).toBe(true);
    expect(canMove('shipment_created', 'cancelled')).toBe(false);
    expect(canMove('delivered', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'confirmed')).toBe(false);
  });
});

describe('the tracking number', () => {
  it('may be entered from confirmation on, never on a cancelled order', () => {
    expect(trackingNumberAllowed('placed')).toBe(false);
    expect(trackingNumberAllowed('confirmed')).toBe(true);
    expect(trackingNumberAllowed('delivered')).toBe(true);
    expect(trackingNumberAllowed('cancelled')).toBe(false);
  });
});

describe("Shiprocket's status names", () => {
  it('map onto ours whatever their spelling', () => {
    expect(mapCourierStatus('PICKED UP')).toBe('picked_up');
    expect(mapCourierStatus('In Transit')).toBe('in_transit');
    expect(mapCourierStatus('out_for_delivery')).toBe('out_for_delivery');
    expect(mapCourierStatus('Delivered')).toBe('delivered');
    expect(mapCourierStatus('DELAYED')).toBeNull();
  });

  it('put parcels that do not reach the customer on their way back, back, or lost; by name, else by id', () => {
    for (const name of ['RTO INITIATED', 'RTO Acknowledged', 'RTO_IN_TRANSIT', 'RTO NDR', 'RTO OFD', 'UNDELIVERED', 'Reached Back At Seller City']) expect(mapCourierStatus(name), name).toBe('rto_initiated');
    expect(mapCourierStatus('RTO DELIVERED')).toBe('rto_delivered');
    for (const name of ['LOST', 'DAMAGED', 'DESTROYED', 'Disposed Off', 'UNTRACEABLE']) expect(mapCourierStatus(name), name).toBe('lost');
    expect(mapCourierStatus('a name Shiprocket has not used before', 10)).toBe('rto_delivered');
    expect(mapCourierStatus('a name Shiprocket has not used before', 21)).toBe('rto_initiated');
    expect(mapCourierStatus('a name Shiprocket has not used before', 25)).toBe('lost');
    expect(mapCourierStatus('a name Shiprocket has not used before', 22)).toBeNull();
    expect(mapCourierStatus('a name Shiprocket has not used before')).toBeNull();
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
    expect(canMove('rto_initiated', 'rto_delivered')).toBe(true);
    expect(canMove('rto_initiated', 'lost')).toBe(true);
    expect(canMove('rto_initiated', 'delivered')).toBe(true);
    expect(canMove('rto_initiated', 'out_for_delivery')).toBe(false);
    expect(canMove('rto_initiated', 'cancelled')).toBe(false);
    for (const from of ['rto_delivered', 'lost'] as const) {
      for (const to of ['delivered', 'rto_initiated', 'rto_delivered', 'lost', 'cancelled', 'in_transit'] as const) expect(canMove(from, to), `${from} → ${to}`).toBe(false);
    }
    expect(trackingNumberAllowed('rto_initiated')).toBe(true);
  });
});
