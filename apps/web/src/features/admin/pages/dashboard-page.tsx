import { LOW_STOCK_THRESHOLD, type AdminDashboard } from '@shop/contract/admin';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/orders';
import { Link } from 'react-router';
import { useAdminDashboardQuery } from '../api/console';
import { useUnfulfilledPaymentsQuery } from '../api/orders';
import { DataTable, type Column } from '../components/data-table';
import { formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView } from '../components/query-view';
import { Section } from './page-sections';
import { PAYMENTS_TO_REFUND_ID, PaymentsToRefund } from './payments-to-refund';
import { TextBudgetWarning } from './text-budget-warning';
import { DASHBOARD_TEXT as T } from './texts-operations';
import { useReminderFiguresQuery } from '../api/reminders';
import { REMINDER_FIGURE_DAYS, ReminderFigureList } from './reminder-figures';
import { REMINDERS_TEXT } from './texts-reminders';
import { PageHead } from '../components/page-head';

/** Statuses of orders still on their way: each one is work for someone. */
const OPEN_STATUSES: readonly OrderStatus[] = ['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery'];

type LowStock = AdminDashboard['lowStock'][number];

const LOW_STOCK_COLUMNS: Array<Column<LowStock>> = [
  { key: 'name', header: T.product, cell: (p) => <Link to={`/admin/products/${encodeURIComponent(p._id)}`}>{p.name}</Link> },
  { key: 'variant', header: T.variant, cell: (p) => [p.weight, p.fragrance].filter(Boolean).join(' · ') },
  { key: 'availability', header: T.availability, cell: (p) => (p.availability ? T.available : <span className="admin-badge admin-badge--bad">{T.unavailable}</span>) },
  { key: 'stock', header: T.stock, numeric: true, cell: (p) => <span className={p.stock === 0 ? 'ops-zero' : undefined}>{p.stock}</span> },
];

function Tile({ count, label, to, urgent }: { count: number; label: string; to: string; urgent?: boolean }) {
  const className = `ops-tile${urgent && count > 0 ? ' ops-tile--urgent' : ''}`;
  const body = (
    <>
      <span className="ops-tile__count">{count.toLocaleString('en-IN')}</span>
      <span className="ops-tile__label">{label}</span>
    </>
  );
  return (
    <li>
      {to.startsWith('#') ? (
        <a href={to} className={className}>
          {body}
        </a>
      ) : (
        <Link to={to} className={className}>
          {body}
        </Link>
      )}
    </li>
  );
}

function Dashboard({ dashboard }: { dashboard: AdminDashboard }) {
  return (
    <>
      <p className="ops-muted ops-as-of">{T.asOf(formatDateTime(dashboard.generatedAt))}</p>
      <TextBudgetWarning texts={dashboard.texts} />
      <Section title={T.salesHeading} note={T.salesNote}>
        <div className="ops-stats">
          {[
            { label: T.today, tally: dashboard.today },
            { label: T.month, tally: dashboard.month },
          ].map(({ label, tally }) => (
            <div key={label} className="admin-card ops-stat">
              <h3 className="ops-stat__label">{label}</h3>
              <p className="ops-stat__value">
                <span className="ops-stat__kind">{T.netRevenue}</span>
                {formatRupees(tally.revenue)}
              </p>
              <p className="ops-stat__sub">
                {T.orders(tally.orders)}
                {tally.refunded > 0 ? ` · ${T.refundedOff(formatRupees(tally.refunded))}` : ''}
              </p>
            </div>
          ))}
        </div>
      </Section>

      <Section title={T.waitingHeading}>
        <ul className="ops-tiles">
          <Tile count={dashboard.reviewsPending} label={T.reviewsPending} to="/admin/reviews" urgent />
          <Tile count={dashboard.returnsRequested} label={T.returnsRequested} to="/admin/orders?returnStatus=requested" urgent />
          <Tile count={dashboard.returnsToRefund} label={T.returnsToRefund} to="/admin/orders?returnStatus=received" urgent />
          <Tile count={dashboard.ordersToRefund} label={T.ordersToRefund} to="/admin/orders?status=cancelled&paymentStatus=paid" urgent />
          <Tile count={dashboard.paymentsToRefund} label={T.paymentsToRefund} to={`#${PAYMENTS_TO_REFUND_ID}`} urgent />
          <Tile count={dashboard.ordersByStatus.rto_initiated ?? 0} label={T.rtoReturning} to="/admin/orders?status=rto_initiated" />
        </ul>
      </Section>

      <Section title={T.rtoHeading} note={T.rtoNote(dashboard.rto.windowDays, formatRupees(dashboard.rto.courierLegEstimate))}>
        <div className="ops-stats">
          {[
            { label: T.rtoCod, tally: dashboard.rto.cod, filter: 'COD' },
            { label: T.rtoPrepaid, tally: dashboard.rto.prepaid, filter: 'ONLINE' },
          ].map(({ label, tally, filter }) => (
            <div key={label} className="admin-card ops-stat">
              <h3 className="ops-stat__label">{label}</h3>
              <p className="ops-stat__value">
                <span className="ops-stat__kind">{T.rtoRate}</span>
                {`${tally.ratePercent.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`}
              </p>
              <p className="ops-stat__sub">
                <Link to={`/admin/orders?status=rto&paymentMethod=${filter}`}>{T.rtoCounts(tally.returned, tally.shipped)}</Link>
              </p>
              <p className="ops-stat__sub">{T.rtoSpent(formatRupees(tally.shippingSpent))}</p>
              {tally.lost > 0 ? <p className="ops-stat__sub">{T.rtoLost(tally.lost)}</p> : null}
            </div>
          ))}
        </div>
      </Section>

      <Section title={T.ordersByStatusHeading} note={T.ordersByStatusNote}>
        <ul className="ops-tiles">
          {OPEN_STATUSES.map((status) => (
            <Tile key={status} count={dashboard.ordersByStatus[status] ?? 0} label={ORDER_STATUS_LABELS[status]} to={`/admin/orders?status=${status}`} />
          ))}
        </ul>
      </Section>

      <Section title={T.lowStockHeading} note={T.lowStockNote(LOW_STOCK_THRESHOLD)}>
        <DataTable caption={T.lowStockCaption} columns={LOW_STOCK_COLUMNS} rows={dashboard.lowStock} rowKey={(p) => p._id} empty={T.lowStockEmpty} />
      </Section>
    </>
  );
}

/** The console's start page: sales, the work waiting, low stock and payments to give back. */
export default function DashboardPage() {
  useConsoleTitle(T.title);
  const dashboard = useAdminDashboardQuery(undefined, FRESH);
  const payments = useUnfulfilledPaymentsQuery(undefined, FRESH);
  return (
    <>
      <PageHead title={T.title}>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => {
            void dashboard.refetch();
            void payments.refetch();
          }}
        >
          {T.refresh}
        </button>
      </PageHead>
      <QueryView query={dashboard} loadingLabel={T.loading} failed={T.failed}>
        {(data) => <Dashboard dashboard={data} />}
      </QueryView>
      <PaymentsToRefund payments={payments} />
      <ReminderFigures />
    </>
  );
}

/** What cart reminders brought back over the last 30 days; the Reminders page has each message. */
function ReminderFigures() {
  const figures = useReminderFiguresQuery(REMINDER_FIGURE_DAYS, FRESH);
  return (
    <QueryView query={figures} loadingLabel={REMINDERS_TEXT.loading} failed={REMINDERS_TEXT.loadFailed}>
      {(f) => (
        <Section title={REMINDERS_TEXT.figuresHeadingFor(REMINDER_FIGURE_DAYS)} note={REMINDERS_TEXT.recoveredNote}>
          <ReminderFigureList figures={f} />
          <p>
            <Link to="/admin/reminders">{REMINDERS_TEXT.seeMessages}</Link>
          </p>
        </Section>
      )}
    </QueryView>
  );
}
