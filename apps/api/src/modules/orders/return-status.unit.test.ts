import type { RETURN_DECISIONS, ReturnStatus } from '@shop/contract/admin';
import { describe, expect, it } from 'vitest';
import { canMoveReturn, returnDecisions } from './return-status';

type Decision = (typeof RETURN_DECISIONS)[number];

describe('the return status machine', () => {
  // Requested → approved or rejected; approved → refunded; rejected and refunded are settled.
  const allowed: Record<ReturnStatus, Decision[]> = { requested: ['approved', 'rejected'], approved: ['refunded'], rejected: [], refunded: [] };
  const all: Decision[] = ['approved', 'rejected', 'refunded'];

  it.each(Object.entries(allowed))('a %s return may become only %j', (from, to) => {
    for (const next of all) expect(canMoveReturn(from as ReturnStatus, next), `${from} → ${next}`).toBe(to.includes(next));
  });

  it('offers staff the refund by hand only for Cash on Delivery', () => {
    expect(returnDecisions('approved', 'COD')).toEqual(['refunded']);
    expect(returnDecisions('approved', 'ONLINE')).toEqual([]);
    for (const method of ['COD', 'ONLINE'] as const) {
      expect(returnDecisions('requested', method)).toEqual(['approved', 'rejected']);
      expect([...returnDecisions('rejected', method), ...returnDecisions('refunded', method)]).toEqual([]);
    }
  });
});
