import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-change';

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
