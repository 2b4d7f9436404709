import { ADMIN_LIMITS, AdminAuditQuery, AUDIT_ENTITY_ID_MAX_LENGTH, AUDIT_ENTITY_TYPES, type AuditEntityType } from '@shop/contract/admin';
import { isoDay, pageNumber, searchOf } from './page-param';

/** The audit log's filters and page, as kept in the query string (?entityType=order&entityId=ORD-…&page=2). */
export interface AuditFilter {
  actor: string;
  entityType: AuditEntityType | null;
  entityId: string;
  /** Changed on or after this day, YYYY-MM-DD (India time). */
  from: string | null;
  to: string | null;
  page: number;
}

export const DEFAULT_AUDIT_FILTER: AuditFilter = { actor: '', entityType: null, entityId: '', from: null, to: null, page: 1 };

/** Reads the filter from the URL; anything unknown or malformed (a hand-edited link) falls back to the default. */
export function auditFilterFromSearch(params: URLSearchParams): AuditFilter {
  const type = params.get('entityType');
  return {
    actor: (params.get('actor') ?? '').trim().slice(0, ADMIN_LIMITS.searchMaxLength),
    entityType: type && (AUDIT_ENTITY_TYPES as readonly string[]).includes(type) ? (type as AuditEntityType) : null,
    entityId: (params.get('entityId') ?? '').trim().slice(0, AUDIT_ENTITY_ID_MAX_LENGTH),
    from: isoDay(params.get('from')),
    to: isoDay(params.get('to')),
    page: pageNumber(params.get('page')),
  };
}

/** The query string of a filter, leaving out defaults; the API reads the same names (GET /admin/audit). */
export function auditFilterToSearch(filter: AuditFilter): URLSearchParams {
  const { actor, entityType, entityId, from, to } = filter;
  return searchOf(Object.entries({ actor, entityType, entityId, from, to }), filter.page);
}

/** How many filters narrow the log (the page does not). */
export function activeAuditFilterCount(filter: AuditFilter): number {
  return [filter.actor, filter.entityType, filter.entityId, filter.from, filter.to].filter(Boolean).length;
}

/** Why the API would refuse this filter (e.g. the start date after the end date), in the contract's words; else null. */
export function auditFilterProblem(filter: AuditFilter): string | null {
  const parsed = AdminAuditQuery.safeParse(Object.fromEntries(auditFilterToSearch(filter)));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
