import type { RETURN_DECISIONS, ReturnStatus } from '@shop/contract/admin';
import { describe, expect, it } from 'vitest';
import { canMoveReturn, returnDecisions } from './return-status';

type Decision = (typeof RETURN_DECISIONS)[number];

describe('the return status machine', () => {
  // Requested → approved or rejected; approved (pickup arranged) → received or rejected; received → refunded;
  // rejected and refunded are settled.
  const allowed: Record<ReturnStatus, Decision[]> = {
    requested: ['approved', 'rejected'],
    approved: ['received', 'rejected'],
    received: ['refunded'],
    rejected: [],
    refunded: [],
  };
  const all: Decision[] = ['approved', 'received', 'rejected', 'refunded'];

  it.each(Object.entries(allowed))('a %s return may become only %j', (from, to) => {
    for (const next of all) expect(canMoveReturn(from as ReturnStatus, next), `${from} → ${next}`).toBe(to.includes(next));
  });

  it('never refunds before the parcel is received, and offers the refund by hand only for Cash on Delivery', () => {
    expect(returnDecisions('approved', 'COD')).toEqual(['received', 'rejected']);
    expect(returnDecisions('approved', 'ONLINE')).toEqual(['received', 'rejected']);
    expect(returnDecisions('received', 'COD')).toEqual(['refunded']);
    expect(returnDecisions('received', 'ONLINE')).toEqual([]);
    for (const method of ['COD', 'ONLINE'] as const) {
      expect(returnDecisions('requested', method)).toEqual(['approved', 'rejected']);
      expect([...returnDecisions('rejected', method), ...returnDecisions('refunded', method)]).toEqual([]);
    }
  });
});
