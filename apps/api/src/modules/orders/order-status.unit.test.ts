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
    expect(mapCourierStatus('RTO INITIATED')).toBeNull();
  });
});
