import { ADMIN_LIMITS, RETURN_STATUSES, type AdminOrderStatusFilter } from '@shop/contract/admin';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/contract/orders';
import { useId } from 'react';
import { SelectOptions } from '../../../components/text-field';
import { FilterPanel } from '../components/filter-panel';
import { FilterSelect } from '../components/filter-select';
import { useAdminOrdersQuery } from '../api/orders';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { useConsoleTitle } from '../use-console-title';
import { FailureBar, FRESH, QueryView } from '../components/query-view';
import { orderColumns } from './order-columns';
import { staffStatusLabel } from './status-badges';
import { SearchForm } from './search-form';
import { useDraft } from './use-draft';
import {
  activeFilterCount,
  changeOrderFilter,
  DEFAULT_ORDER_FILTER,
  isOrderFilterActive,
  orderFilterFromSearch,
  orderFilterProblem,
  orderFilterToSearch,
  type OrderFilter,
} from './order-filters';
import { OPS_TEXT, ORDERS_TEXT as T } from './texts-operations';
import { PageHead } from '../components/page-head';
import { useAddressFilter, type AddressFilterRules } from './use-address-filter';

const COLUMNS = orderColumns({ withCustomer: true });

/** A select of one filter; the empty option means "all". */
/**
 * A day picker that applies once the typed date is complete: typing a year digit by digit ("0002", "0020", …) must
 * not fill the history with half-typed filters.
 */
function DateFilter({ label, value, min, max, onChange }: { label: string; value: string | null; min?: string | null; max?: string | null; onChange: (day: string | null) => void }) {
  const [draft, setDraft] = useDraft(value ?? '');
  return (
    <label>
      {label}
      <input
        type="date"
        value={draft}
        min={min ?? undefined}
        max={max ?? undefined}
        onChange={(e) => {
          const day = e.target.value;
          setDraft(day);
          if (day === '' || /^[12]\d{3}-\d{2}-\d{2}$/.test(day)) onChange(day || null);
        }}
      />
    </label>
  );
}

const STATUS_OPTIONS = [...ORDER_STATUSES.map((s) => ({ value: s as AdminOrderStatusFilter, label: staffStatusLabel(s) })), { value: 'rto' as const, label: T.rtoFilter }];
const PAYMENT_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: OPS_TEXT.paymentMethods[m] }));
const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: OPS_TEXT.paymentStatuses[s] }));
const RETURN_OPTIONS = RETURN_STATUSES.map((r) => ({ value: r, label: OPS_TEXT.returnStatuses[r] }));
type SortChoice = keyof typeof T.sorts;
const SORT_OPTIONS = (Object.keys(T.sorts) as SortChoice[]).map((value) => ({ value, label: T.sorts[value] }));

/** The list's order as one choice, for a phone where the table's sortable headers are not shown. */
function SortSelect({ filter, onChange }: { filter: OrderFilter; onChange: (change: Pick<OrderFilter, 'sort' | 'dir'>) => void }) {
  const id = useId();
  return (
    <div className="admin-filter ops-phone-only">
      <label htmlFor={id}>{T.sortLabel}</label>
      <select
        id={id}
        value={`${filter.sort}-${filter.dir}`}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split('-') as [OrderFilter['sort'], OrderFilter['dir']];
          onChange({ sort, dir });
        }}
      >
        <SelectOptions options={SORT_OPTIONS} />
      </select>
    </div>
  );
}

const ORDER_FILTER_RULES: AddressFilterRules<OrderFilter> = { fromSearch: orderFilterFromSearch, toSearch: orderFilterToSearch, problem: orderFilterProblem };

/** All orders, filtered, sorted and paged on the server; the filters live in the query string so links and Back work. */
export default function OrdersPage() {
  useConsoleTitle(T.title);
  const { filter, query, problem, show } = useAddressFilter(ORDER_FILTER_RULES);
  const orders = useAdminOrdersQuery(query, { ...FRESH, skip: problem !== null });

  const apply = (change: Partial<OrderFilter>) => show(changeOrderFilter(filter, change));

  return (
    <>
      <PageHead title={T.title} />

      <div className="ops-list-search">
        <SearchForm name={T.searchName} label={T.search} hint={T.searchHint} button={T.searchButton} value={filter.q} maxLength={ADMIN_LIMITS.searchMaxLength} onSearch={(q) => apply({ q })} />
      </div>
      <FilterPanel label={T.filtersLabel} toggleLabel={T.filtersToggle} activeCount={activeFilterCount(filter)}>
        <FilterSelect label={T.status} value={filter.status} anyLabel={T.anyStatus} options={STATUS_OPTIONS} onChange={(status) => apply({ status })} />
        <FilterSelect label={T.paymentMethod} value={filter.paymentMethod} anyLabel={T.anyPayment} options={PAYMENT_OPTIONS} onChange={(paymentMethod) => apply({ paymentMethod })} />
        <FilterSelect label={T.paymentStatus} value={filter.paymentStatus} anyLabel={T.anyPaymentStatus} options={PAYMENT_STATUS_OPTIONS} onChange={(paymentStatus) => apply({ paymentStatus })} />
        <FilterSelect label={T.returnStatus} value={filter.returnStatus} anyLabel={T.anyReturn} options={RETURN_OPTIONS} onChange={(returnStatus) => apply({ returnStatus })} />
        <DateFilter label={T.from} value={filter.from} max={filter.to} onChange={(from) => apply({ from })} />
        <DateFilter label={T.to} value={filter.to} min={filter.from} onChange={(to) => apply({ to })} />
        <SortSelect filter={filter} onChange={apply} />
        {isOrderFilterActive(filter) ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => show({ ...DEFAULT_ORDER_FILTER, sort: filter.sort, dir: filter.dir })}>
            {T.clear}
          </button>
        ) : null}
      </FilterPanel>

      {problem ? (
        <FailureBar>{problem}</FailureBar>
      ) : (
        <QueryView query={orders} loadingLabel={T.loading} failed={T.failed}>
          {(data) => (
            <>
              <DataTable
                caption={T.caption}
                columns={COLUMNS}
                rows={data.docs}
                rowKey={(o) => o._id}
                sort={{ key: filter.sort, dir: filter.dir }}
                onSort={(sort) => {
                  if (sort.key === 'placedAt' || sort.key === 'total') apply({ sort: sort.key, dir: sort.dir });
                }}
                empty={T.empty}
                busy={orders.isFetching}
                cardsOnPhone
              />
              <Pager page={data.page} totalPages={data.totalPages} totalDocs={data.totalDocs} noun={T.noun} onPage={(page) => apply({ page })} />
            </>
          )}
        </QueryView>
      )}
    </>
  );
}
