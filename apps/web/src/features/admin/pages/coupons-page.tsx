import type { AdminCoupon } from '@shop/contract/admin';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { fetchAdminCoupons, type CouponFilter } from '../api/coupons';
import { describeCouponValue, describeValidity, shortRupees, validityAt } from '../catalogue-forms';
import { LoadError, useConsoleTitle } from '../catalogue/fields';
import { DataTable, sortRows, type Column, type SortState } from '../components/data-table';
import { formatDateTime } from '../format';
import { useResource } from '../use-resource';
import { CATALOGUE_TEXT, consoleTitle, COUPON_TEXT, COUPON_TYPE_LABELS } from './texts-catalogue';
import './catalogue.css';

const SORT_KEYS = ['code', 'used'] as const;
type SortKey = (typeof SORT_KEYS)[number];
type ColumnKey = SortKey | 'type' | 'description' | 'value' | 'minOrder' | 'validity' | 'status';

/** Typing in the search box waits this long before asking the server. */
const SEARCH_PAUSE_MS = 300;

const sortValue = (c: AdminCoupon, key: SortKey) => (key === 'code' ? c.code : c.timesUsed);

function sortFrom(params: URLSearchParams): SortState<SortKey> | undefined {
  const key = params.get('sort');
  if (!SORT_KEYS.includes(key as SortKey)) return undefined;
  return { key: key as SortKey, dir: params.get('dir') === 'asc' ? 'asc' : 'desc' };
}

function filterFrom(params: URLSearchParams): CouponFilter {
  const active = params.get('active');
  return { q: params.get('q')?.trim() || undefined, active: active === 'true' || active === 'false' ? active : undefined };
}

const ADDRESS_ONLY = { replace: true, preventScrollReset: true } as const;

function withChanges(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return next;
}

function StatusCell({ coupon, now }: { coupon: AdminCoupon; now: number }) {
  const validity = validityAt(coupon, now);
  return (
    <span className="catalogue-badges">
      {coupon.isActive ? <span className="admin-badge admin-badge--good">{COUPON_TEXT.active}</span> : <span className="admin-badge admin-badge--bad">{COUPON_TEXT.inactive}</span>}
      {validity === 'expired' ? <span className="admin-badge admin-badge--warn">{COUPON_TEXT.expired}</span> : null}
      {validity === 'scheduled' ? <span className="admin-badge admin-badge--warn">{COUPON_TEXT.scheduled}</span> : null}
    </span>
  );
}

function columns(now: number): Array<Column<AdminCoupon, ColumnKey>> {
  return [
    {
      key: 'code',
      header: COUPON_TEXT.columns.code,
      sortable: true,
      cell: (c) => (
        <Link to={`/admin/coupons/${c._id}`} className="catalogue-row-link catalogue-code">
          {c.code}
        </Link>
      ),
    },
    { key: 'type', header: COUPON_TEXT.columns.type, cell: (c) => COUPON_TYPE_LABELS[c.type] },
    { key: 'description', header: COUPON_TEXT.columns.description, cell: (c) => c.description || CATALOGUE_TEXT.none },
    {
      key: 'value',
      header: COUPON_TEXT.columns.value,
      cell: (c) => (
        <>
          {describeCouponValue(c)}
          {c.notValidForCOD ? <span className="catalogue-sub">{COUPON_TEXT.notForCod}</span> : null}
        </>
      ),
    },
    { key: 'minOrder', header: COUPON_TEXT.columns.minOrder, numeric: true, cell: (c) => (c.minOrderAmount > 0 ? shortRupees(c.minOrderAmount) : CATALOGUE_TEXT.none) },
    { key: 'validity', header: COUPON_TEXT.columns.validity, cell: (c) => describeValidity(c, formatDateTime) },
    { key: 'status', header: COUPON_TEXT.columns.status, cell: (c) => <StatusCell coupon={c} now={now} /> },
    {
      key: 'used',
      header: COUPON_TEXT.columns.used,
      numeric: true,
      sortable: true,
      cell: (c) => (
        <>
          {COUPON_TEXT.used(c.timesUsed, c.usageLimitTotal)}
          {c.usageLimitPerUser !== null ? <span className="catalogue-sub">{COUPON_TEXT.perCustomer(c.usageLimitPerUser)}</span> : null}
        </>
      ),
    },
  ];
}

/** /admin/coupons: every coupon with its value, window and use; searched by the server, sorted in the browser. */
export default function CouponsPage() {
  useConsoleTitle(consoleTitle(COUPON_TEXT.listTitle));
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const sort = sortFrom(params);
  const key = `coupons?q=${filter.q ?? ''}&active=${filter.active ?? ''}`;
  const { data, error, loading, reload } = useResource(key, (signal) => fetchAdminCoupons(filter, signal), COUPON_TEXT.listFailed);
  const [search, setSearch] = useState(params.get('q') ?? '');
  // The clock the Expired and Not started badges are read against, taken when the page opens.
  const [now] = useState(() => Date.now());

  const update = (changes: Record<string, string | null>) => setParams((current) => withChanges(current, changes), ADDRESS_ONLY);

  useEffect(() => {
    const q = search.trim();
    if (q === (filter.q ?? '')) return;
    const timer = setTimeout(() => setParams((current) => withChanges(current, { q: q || null }), ADDRESS_ONLY), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filter.q, setParams]);

  const coupons = data ?? [];
  const rows = sort ? sortRows(coupons, sort, sortValue) : coupons;
  const filtered = filter.q !== undefined || filter.active !== undefined;

  return (
    <div className="catalogue-page">
      <div className="admin-page-head">
        <h1>{COUPON_TEXT.listTitle}</h1>
        <Link to="/admin/coupons/new" className="btn btn-primary">
          {COUPON_TEXT.newCoupon}
        </Link>
      </div>

      <div className="admin-filters" role="search">
        <label>
          {COUPON_TEXT.searchLabel}
          <input type="search" value={search} placeholder={COUPON_TEXT.searchPlaceholder} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          {COUPON_TEXT.stateLabel}
          <select value={filter.active ?? ''} onChange={(e) => update({ active: e.target.value || null })}>
            <option value="">{COUPON_TEXT.stateAll}</option>
            <option value="true">{COUPON_TEXT.stateActive}</option>
            <option value="false">{COUPON_TEXT.stateInactive}</option>
          </select>
        </label>
        {data ? (
          <p className="catalogue-count" role="status">
            {COUPON_TEXT.count(coupons.length)}
          </p>
        ) : null}
      </div>

      {error ? <LoadError message={error} onRetry={reload} /> : null}
      {data === undefined ? (
        loading ? (
          <LoadingIndicator label={COUPON_TEXT.loadingList} />
        ) : null
      ) : (
        <DataTable
          caption={COUPON_TEXT.tableCaption}
          columns={columns(now)}
          rows={rows}
          rowKey={(c) => c._id}
          sort={sort}
          onSort={(s) => update({ sort: s.key, dir: s.dir })}
          empty={filtered ? COUPON_TEXT.noMatches : COUPON_TEXT.noCoupons}
          busy={loading}
        />
      )}
    </div>
  );
}
