import { ADMIN_LIMITS, type AdminCustomerSummary } from '@shop/contract/admin';
import { useSearchParams } from 'react-router';
import { useAdminCustomersQuery } from '../api/customers';
import { DataTable, type Column } from '../components/data-table';
import { Pager } from '../components/pager';
import { formatDate } from '../format';
import { formatRupees } from '../../../lib/money';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView } from '../components/query-view';
import { pageFrom } from './page-param';
import { SearchForm } from './search-form';
import { OPS_TEXT, CUSTOMERS_TEXT as T } from './texts-operations';
import { BLOCK_TEXT } from './texts-staff';
import { PageHead } from '../components/page-head';
import { CustomerNameCell } from '../components/customer-link';

const c = T.columns;
const COLUMNS: Array<Column<AdminCustomerSummary>> = [
  {
    key: 'name',
    header: c.name,
    cell: (u) => (
      <CustomerNameCell id={u._id} name={u.name ?? T.unnamed} className="ops-strong-link" badges={[u.role === 'admin' && { label: T.staff }, u.blocked && { label: BLOCK_TEXT.badge, bad: true }]} />
    ),
  },
  { key: 'email', header: c.email, cell: (u) => u.email },
  { key: 'phone', header: c.phone, cell: (u) => u.phone ?? <span className="ops-muted">{OPS_TEXT.none}</span> },
  { key: 'orders', header: c.orders, numeric: true, cell: (u) => u.orderCount.toLocaleString('en-IN') },
  { key: 'spent', header: c.spent, numeric: true, cell: (u) => formatRupees(u.totalSpent) },
  { key: 'joined', header: c.joined, cell: (u) => <span className="ops-nowrap">{formatDate(u.createdAt)}</span> },
];

function searchOf(q: string, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Everyone with an account, newest first; search by name, email or phone (kept in the URL). */
export default function CustomersPage() {
  useConsoleTitle(T.title);
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, ADMIN_LIMITS.searchMaxLength);
  const page = pageFrom(params);
  const customers = useAdminCustomersQuery({ q, page }, FRESH);

  return (
    <>
      <PageHead title={T.title} />
      <div className="admin-filters">
        <SearchForm name={T.searchLabel} label={T.search} hint={T.searchHint} button={T.searchButton} value={q} maxLength={ADMIN_LIMITS.searchMaxLength} onSearch={(next) => setParams(searchOf(next, 1))} />
        {q ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setParams(searchOf('', 1))}>
            {T.clear}
          </button>
        ) : null}
      </div>
      <QueryView query={customers} loadingLabel={T.loading} failed={T.failed}>
        {(data) => (
          <>
            <DataTable caption={T.caption} columns={COLUMNS} rows={data.docs} rowKey={(u) => u._id} empty={T.empty} busy={customers.isFetching} cardsOnPhone />
            <Pager page={data.page} totalPages={data.totalPages} totalDocs={data.totalDocs} noun={T.noun} onPage={(p) => setParams(searchOf(q, p))} />
          </>
        )}
      </QueryView>
    </>
  );
}
