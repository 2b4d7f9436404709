import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { canCancel, canEnterTracking, describeChange, moveTargets, canRefund, returnDecisions } from './order-rules';

describe('moveTargets and canCancel', () => {
  it('offers the next statuses without cancelling, which has its own button', () => {
    const order = { nextStatuses: ['confirmed', 'shipment_created', 'delivered', 'cancelled'] as OrderStatus[] };
    expect(moveTargets(order)).toEqual(['confirmed', 'shipment_created', 'delivered']);
    expect(canCancel(order)).toBe(true);
  });

  it('offers nothing for an order that cannot move', () => {
    expect(moveTargets({ nextStatuses: [] })).toEqual([]);
    expect(canCancel({ nextStatuses: ['delivered'] })).toBe(false);
  });
});

describe('canRefund', () => {
  it('offers a refund of an online order while something is left to give back', () => {
    expect(canRefund({ paymentMethod: 'ONLINE', refundableAmount: 594.15 })).toBe(true);
    expect(canRefund({ paymentMethod: 'ONLINE', refundableAmount: 0 })).toBe(false);
    expect(canRefund({ paymentMethod: 'COD', refundableAmount: 0 })).toBe(false);
  });
});

describe('canEnterTracking', () => {
  it('is allowed from confirmation on, and never on a cancelled order', () => {
    expect(canEnterTracking('placed')).toBe(false);
    expect(canEnterTracking('cancelled')).toBe(false);
    expect(canEnterTracking('confirmed')).toBe(true);
    expect(canEnterTracking('delivered')).toBe(true);
  });
});

describe('returnDecisions', () => {
  it('follows the return flow: requested → approved or rejected → refunded', () => {
    expect(returnDecisions('requested')).toEqual(['approved', 'rejected']);
    expect(returnDecisions('approved')).toEqual(['refunded']);
    // An online order's money goes back through the provider when the return is approved.
    expect(returnDecisions('approved', 'ONLINE')).toEqual([]);
    expect(returnDecisions('rejected')).toEqual([]);
    expect(returnDecisions('refunded')).toEqual([]);
  });
});

describe('describeChange', () => {
  it('lists only the fields that changed', () => {
    expect(describeChange({ status: 'placed', trackingNumber: 'AWB1' }, { status: 'confirmed', trackingNumber: 'AWB1' })).toEqual([{ field: 'status', from: 'placed', to: 'confirmed' }]);
  });

  it('shows a field only on one side against a dash', () => {
    expect(describeChange({ returnStatus: 'requested' }, { returnStatus: 'approved', note: 'Photo checked' })).toEqual([
      { field: 'returnStatus', from: 'requested', to: 'approved' },
      { field: 'note', from: '—', to: 'Photo checked' },
    ]);
    expect(describeChange(null, { role: 'admin' })).toEqual([{ field: 'role', from: '—', to: 'admin' }]);
  });

  it('writes numbers, booleans and objects readably', () => {
    expect(describeChange({ stock: 4, hidden: false, tags: ['a'] }, { stock: 10, hidden: true, tags: ['a', 'b'] })).toEqual([
      { field: 'stock', from: '4', to: '10' },
      { field: 'hidden', from: 'false', to: 'true' },
      { field: 'tags', from: '["a"]', to: '["a","b"]' },
    ]);
  });

  it('compares plain values as a whole', () => {
    expect(describeChange('a', 'b')).toEqual([{ field: '', from: 'a', to: 'b' }]);
    expect(describeChange(null, null)).toEqual([]);
  });

  it('gives values their display names when asked', () => {
    const name = (field: string, value: unknown) => (field === 'status' ? ORDER_STATUS_LABELS[value as OrderStatus] : undefined);
    expect(describeChange({ status: 'placed', trackingNumber: null }, { status: 'delivered', trackingNumber: 'AWB9' }, name)).toEqual([
      { field: 'status', from: 'Order Placed', to: 'Delivered' },
      { field: 'trackingNumber', from: '—', to: 'AWB9' },
    ]);
  });
});
