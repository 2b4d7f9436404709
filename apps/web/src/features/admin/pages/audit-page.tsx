import { AdminAuditQuery, AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@shop/contract/admin';
import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useZodForm } from '../../../components/form/form';
import { SelectOptions } from '../../../components/text-field';
import { useAdminAuditQuery } from '../api/audit';
import { DataTable, type Column } from '../components/data-table';
import { FilterPanel } from '../components/filter-panel';
import { Pager } from '../components/pager';
import { FailureBar, FRESH, QueryView } from '../components/query-view';
import { formatDateTime } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { AuditChanges, AuditWho } from './audit-who';
import { activeAuditFilterCount, auditFilterFromSearch, auditFilterProblem, auditFilterToSearch, DEFAULT_AUDIT_FILTER, type AuditFilter } from './audit-filters';
import { AUDIT_TEXT as T } from './texts-audit';
import './operations.css';
import { PageHead } from '../components/page-head';
import { useAddressFilter, type AddressFilterRules } from './use-address-filter';

const isEntityType = (type: string): type is AuditEntityType => (AUDIT_ENTITY_TYPES as readonly string[]).includes(type);

/** Where the thing changed is seen in the console, if anywhere. */
function entityPath(entry: AuditEntry): string | null {
  const id = encodeURIComponent(entry.entityId);
  switch (entry.entityType) {
    case 'order':
      return `/admin/orders/${entry.entityRef ? encodeURIComponent(entry.entityRef) : id}`;
    case 'product':
      return `/admin/products/${id}`;
    case 'coupon':
      return `/admin/coupons/${id}`;
    case 'review':
      return '/admin/reviews';
    case 'setting':
      return '/admin/settings';
    case 'user':
      return `/admin/customers/${id}`;
    default:
      return null;
  }
}

function What({ entry }: { entry: AuditEntry }) {
  const path = entityPath(entry);
  const kind = isEntityType(entry.entityType) ? T.entityFallback[entry.entityType] : entry.entityType;
  const name = entry.entityRef ?? kind;
  return (
    <span className="ops-two-lines">
      <span>{T.actions[entry.action] ?? entry.action}</span>
      {path ? (
        <Link to={path} className="ops-strong-link">
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
      <code className="ops-muted">{entry.action}</code>
    </span>
  );
}

const COLUMNS: Array<Column<AuditEntry>> = [
  { key: 'when', header: T.columns.when, cell: (e) => <span className="ops-nowrap">{formatDateTime(e.at)}</span> },
  { key: 'who', header: T.columns.who, cell: (e) => <AuditWho entry={e} /> },
  { key: 'what', header: T.columns.what, cell: (e) => <What entry={e} /> },
  {
    key: 'change',
    header: T.columns.change,
    cell: (e) => <AuditChanges entry={e} />,
  },
];

const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((t) => ({ value: t, label: T.entityTypes[t] }));

/** The filters as typed: an empty box or choice means none. */
interface AuditFilterValues {
  actor: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

/**
 * The typed filters, the searches checked as the contract checks them; whether the days and the type make a filter
 * the API takes is the page's to say once applied (`auditFilterProblem`), as a link with the same filter would.
 */
const AuditFilterForm = z.object({ actor: AdminAuditQuery.shape.actor, entityType: z.string(), entityId: AdminAuditQuery.shape.entityId, from: z.string(), to: z.string() });

/** One filter: its label, and the control (given its id) under it. */
function FilterBox({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** The filters as typed, applied together with one button so a half-typed name or number does not fetch. */
function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const form = useZodForm<AuditFilterValues>(AuditFilterForm, {
    defaultValues: { actor: filter.actor, entityType: filter.entityType ?? '', entityId: filter.entityId, from: filter.from ?? '', to: filter.to ?? '' },
  });
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const apply = form.handleSubmit((v) =>
    onApply({ actor: v.actor.trim(), entityType: isEntityType(v.entityType) ? v.entityType : null, entityId: v.entityId.trim(), from: v.from || null, to: v.to || null, page: 1 }),
  );
  return (
    <form className="admin-filters ops-audit-filters" onSubmit={(e) => void apply(e)}>
      <FilterBox label={T.actor}>
        {(id) => <input id={id} type="search" placeholder={T.actorHint} maxLength={T.actorMaxLength} {...form.register('actor')} />}
      </FilterBox>
      <FilterBox label={T.entityType}>
        {(id) => (
          <select id={id} {...form.register('entityType')}>
            <option value="">{T.anyEntityType}</option>
            <SelectOptions options={ENTITY_OPTIONS} />
          </select>
        )}
      </FilterBox>
      <FilterBox label={T.entityId}>
        {(id) => <input id={id} type="search" placeholder={T.entityIdHint} maxLength={T.entityIdMaxLength} {...form.register('entityId')} />}
      </FilterBox>
      <FilterBox label={T.from}>
        {(id) => <input id={id} type="date" max={to || undefined} {...form.register('from')} />}
      </FilterBox>
      <FilterBox label={T.to}>
        {(id) => <input id={id} type="date" min={from || undefined} {...form.register('to')} />}
      </FilterBox>
      <button type="submit" className="btn btn-primary btn-small">
        {T.apply}
      </button>
      {activeAuditFilterCount(filter) > 0 ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onApply(DEFAULT_AUDIT_FILTER)}>
          {T.clear}
        </button>
      ) : null}
    </form>
  );
}

const AUDIT_FILTER_RULES: AddressFilterRules<AuditFilter> = { fromSearch: auditFilterFromSearch, toSearch: auditFilterToSearch, problem: auditFilterProblem };

/** Every recorded change, newest first, filtered and paged on the server; the filters live in the query string. */
export default function AuditPage() {
  useConsoleTitle(T.title);
  const { filter, query, problem, show: apply } = useAddressFilter(AUDIT_FILTER_RULES);
  const audit = useAdminAuditQuery(query, { ...FRESH, skip: problem !== null });
  const { page: _page, ...narrowing } = filter;

  return (
    <>
      <PageHead title={T.title} intro={T.lead} />
      <FilterPanel label={T.filtersLabel} toggleLabel={T.filtersToggle} activeCount={activeAuditFilterCount(filter)}>
        {/* A new filter from a link or Back starts the form afresh. */}
        <AuditFilters key={JSON.stringify(narrowing)} filter={filter} onApply={apply} />
      </FilterPanel>
      {problem ? (
        <FailureBar>{problem}</FailureBar>
      ) : (
        <QueryView query={audit} loadingLabel={T.loading} failed={T.failed}>
          {(data) => (
            <>
              <DataTable caption={T.caption} columns={COLUMNS} rows={data.docs} rowKey={(e) => e._id} empty={T.empty} busy={audit.isFetching} cardsOnPhone />
              <Pager page={data.page} totalPages={data.totalPages} totalDocs={data.totalDocs} noun={T.noun} onPage={(page) => apply({ ...filter, page })} />
            </>
          )}
        </QueryView>
      )}
    </>
  );
}
