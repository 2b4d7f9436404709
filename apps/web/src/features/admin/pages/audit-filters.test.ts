import { describe, expect, it } from 'vitest';
import { activeAuditFilterCount, auditFilterFromSearch, auditFilterProblem, auditFilterToSearch, DEFAULT_AUDIT_FILTER } from './audit-filters';

describe('the audit log filter in the URL', () => {
  it('reads what it can and drops what the API would not know', () => {
    const filter = auditFilterFromSearch(new URLSearchParams('actor=asha&entityType=order&entityId=ORD-20261121-0001&from=2026-11-01&to=2026-02-30&page=x'));
    expect(filter).toEqual({ actor: 'asha', entityType: 'order', entityId: 'ORD-20261121-0001', from: '2026-11-01', to: null, page: 1 });
    expect(auditFilterFromSearch(new URLSearchParams('entityType=invoice')).entityType).toBeNull();
  });

  it('writes only what narrows the log, and round-trips', () => {
    expect(auditFilterToSearch(DEFAULT_AUDIT_FILTER).toString()).toBe('');
    const filter = { ...DEFAULT_AUDIT_FILTER, entityType: 'coupon' as const, page: 3 };
    expect(auditFilterToSearch(filter).toString()).toBe('entityType=coupon&page=3');
    expect(auditFilterFromSearch(auditFilterToSearch(filter))).toEqual(filter);
    expect(activeAuditFilterCount(filter)).toBe(1);
  });

  it('says why the API would refuse a start after the end', () => {
    expect(auditFilterProblem({ ...DEFAULT_AUDIT_FILTER, from: '2026-11-22', to: '2026-11-21' })).toBe('The start date must not be after the end date');
    expect(auditFilterProblem({ ...DEFAULT_AUDIT_FILTER, from: '2026-11-21', to: '2026-11-21' })).toBeNull();
  });
});
