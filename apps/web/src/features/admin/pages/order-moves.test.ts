import type { OrderStatus } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { canCancel, moveTargets } from './order-moves';

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
