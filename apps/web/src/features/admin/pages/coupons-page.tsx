import type { AdminCoupon } from '@shop/contract/admin';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAdminCouponsQuery, type CouponFilter } from '../api/coupons';
import { describeCouponValue, describeValidity, shortRupees, validityAt } from '../catalogue-forms';
import { PageHead } from '../components/page-head';
import { CataloguePage, sortFrom, useListParams } from '../catalogue/catalogue-page';
import { CouponActiveBadge } from '../catalogue/status-badges';
import { DataTable, sortRows, type Column } from '../components/data-table';
import { FilterSelect } from '../components/filter-select';
import { formatDateTime } from '../format';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView } from '../components/query-view';
import { CATALOGUE_TEXT, COUPON_TEXT, COUPON_TYPE_LABELS } from './texts-catalogue';
import './catalogue.css';
import { ButtonLink } from '../../../components/button-link';

const SORT_KEYS = ['code', 'used'] as const;
type SortKey = (typeof SORT_KEYS)[number];
type ColumnKey = SortKey | 'type' | 'description' | 'value' | 'minOrder' | 'validity' | 'status';

/** Typing in the search box waits this long before asking the server. */
const SEARCH_PAUSE_MS = 300;

const sortValue = (c: AdminCoupon, key: SortKey) => (key === 'code' ? c.code : c.timesUsed);

function filterFrom(params: URLSearchParams): CouponFilter {
  const active = params.get('active');
  return { q: params.get('q')?.trim() || undefined, active: active === 'true' || active === 'false' ? active : undefined };
}

function StatusCell({ coupon, now }: { coupon: AdminCoupon; now: number }) {
  const validity = validityAt(coupon, now);
  return (
    <span className="catalogue-badges">
      <CouponActiveBadge active={coupon.isActive} />
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
          {audienceOf(c) ? <span className="catalogue-sub">{audienceOf(c)}</span> : null}
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

const ACTIVE_OPTIONS = [
  { value: 'true', label: COUPON_TEXT.stateActive },
  { value: 'false', label: COUPON_TEXT.stateInactive },
] as const;

/** /admin/coupons: every coupon with its value, window and use; searched by the server, sorted in the browser. */
export default function CouponsPage() {
  useConsoleTitle(COUPON_TEXT.listTitle);
  const [params, update] = useListParams();
  const filter = filterFrom(params);
  const sort = sortFrom(params, SORT_KEYS);
  const query = useAdminCouponsQuery(filter, FRESH);
  const [search, setSearch] = useState(params.get('q') ?? '');
  // The clock the Expired and Not started badges are read against, taken when the page opens.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    const q = search.trim();
    if (q === (filter.q ?? '')) return;
    const timer = setTimeout(() => update({ q: q || null }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filter.q, update]);

  const coupons = query.data ?? [];
  const rows = sort ? sortRows(coupons, sort, sortValue) : coupons;
  const filtered = filter.q !== undefined || filter.active !== undefined;

  return (
    <CataloguePage>
      <PageHead title={COUPON_TEXT.listTitle}>
        <ButtonLink to="/admin/coupons/new" look="primary">{COUPON_TEXT.newCoupon}</ButtonLink>
      </PageHead>

      <div className="admin-filters" role="search">
        <label>
          {COUPON_TEXT.searchLabel}
          <input type="search" value={search} placeholder={COUPON_TEXT.searchPlaceholder} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <FilterSelect
          label={COUPON_TEXT.stateLabel}
          value={filter.active ?? null}
          anyLabel={COUPON_TEXT.stateAll}
          options={ACTIVE_OPTIONS}
          onChange={(active) => update({ active })}
        />
        {query.data ? (
          <p className="catalogue-count" role="status">
            {COUPON_TEXT.count(coupons.length)}
          </p>
        ) : null}
      </div>

      <QueryView query={query} loadingLabel={COUPON_TEXT.loadingList} failed={COUPON_TEXT.listFailed}>
        {() => (
          <DataTable
            caption={COUPON_TEXT.tableCaption}
            columns={columns(now)}
            rows={rows}
            rowKey={(c) => c._id}
            sort={sort}
            onSort={(s) => update({ sort: s.key, dir: s.dir })}
            empty={filtered ? COUPON_TEXT.noMatches : COUPON_TEXT.noCoupons}
            busy={query.isFetching}
          />
        )}
      </QueryView>
    </CataloguePage>
  );
}

/** Who may use a coupon, when it is not every customer from the public list. */
function audienceOf(c: AdminCoupon): string | null {
  const parts = [
    c.isPrivate ? COUPON_TEXT.audience.private : null,
    c.forNewCustomers ? COUPON_TEXT.audience.newCustomers : null,
    c.allowedEmails.length > 0 ? COUPON_TEXT.audience.named(c.allowedEmails.length) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
