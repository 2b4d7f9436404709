import { describe, expect, it } from 'vitest';
import { canMoveReturn, returnDecisions } from './return-status';

describe('the return status machine', () => {
  it('approves or rejects a request, then marks an approved return refunded; settled returns stay', () => {
    expect(canMoveReturn('requested', 'approved')).toBe(true);
    expect(canMoveReturn('requested', 'rejected')).toBe(true);
    expect(canMoveReturn('requested', 'refunded')).toBe(false);
    expect(canMoveReturn('approved', 'refunded')).toBe(true);
    expect(canMoveReturn('rejected', 'approved')).toBe(false);
    expect(canMoveReturn('refunded', 'rejected')).toBe(false);
  });

  it('offers staff the refund by hand only for Cash on Delivery', () => {
    expect(returnDecisions('requested', 'COD')).toEqual(['approved', 'rejected']);
    expect(returnDecisions('requested', 'ONLINE')).toEqual(['approved', 'rejected']);
    expect(returnDecisions('approved', 'COD')).toEqual(['refunded']);
    expect(returnDecisions('approved', 'ONLINE')).toEqual([]);
    expect(returnDecisions('rejected', 'COD')).toEqual([]);
    expect(returnDecisions('refunded', 'COD')).toEqual([]);
  });
});
