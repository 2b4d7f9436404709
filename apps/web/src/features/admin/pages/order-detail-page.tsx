import { COD_RULES_MESSAGES } from '@shop/contract/cod-rules-words';
import { COD_CONFIRMATION_MESSAGES } from '@shop/contract/cod-confirmation';
import { type AdminOrderDetail, type AdminRefund, type AuditEntry } from '@shop/contract/admin';
import { useParams } from 'react-router';
import { useAdminOrderQuery } from '../api/orders';
import { DataTable, type Column } from '../components/data-table';
import { formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView } from '../components/query-view';
import { InvoicePanel } from './invoice-panel';
import { LoyaltyRecoveryNote, RefundAction, ReturnPanel, StatusActions, TrackingForm, type OrderActionProps } from './order-actions';
import { AuditChanges, AuditWho } from './audit-who';
import { Field, PostalAddress } from './detail-fields';
import { BackLink, Panel } from './page-sections';
import { OrderStatusBadge, PaymentStatusBadge } from './status-badges';
import { DASHBOARD_TEXT, OPS_TEXT, ORDER_TEXT as T } from './texts-operations';
import { CustomerLink } from '../components/customer-link';

type Line = AdminOrderDetail['items'][number];

const ITEM_COLUMNS: Array<Column<Line>> = [
  {
    key: 'product',
    header: T.product,
    cell: (i) => (
      <span className="ops-two-lines">
        <span>
          {i.name} {i.isFree ? <span className="admin-badge admin-badge--good">{T.free}</span> : null}
        </span>
        <span className="ops-muted">{[i.weight, i.fragrance].filter(Boolean).join(' · ')}</span>
      </span>
    ),
  },
  { key: 'quantity', header: T.quantity, numeric: true, cell: (i) => i.quantity },
  { key: 'unitMrp', header: T.unitMrp, numeric: true, cell: (i) => formatRupees(i.unitMrp) },
  { key: 'unitPrice', header: T.unitPrice, numeric: true, cell: (i) => formatRupees(i.unitPrice) },
  { key: 'lineTotal', header: T.lineTotal, numeric: true, cell: (i) => formatRupees(i.lineTotal) },
];

const AUDIT_COLUMNS: Array<Column<AuditEntry>> = [
  { key: 'at', header: T.auditWhen, cell: (a) => <span className="ops-nowrap">{formatDateTime(a.at)}</span> },
  { key: 'actor', header: T.auditWho, cell: (a) => <AuditWho entry={a} /> },
  { key: 'action', header: T.auditWhat, cell: (a) => <code>{a.action}</code> },
  {
    key: 'change',
    header: T.auditChange,
    cell: (a) => <AuditChanges entry={a} />,
  },
];

const REFUND_COLUMNS: Array<Column<AdminRefund>> = [
  { key: 'when', header: T.refundWhen, cell: (r) => <span className="ops-nowrap">{formatDateTime(r.createdAt)}</span> },
  { key: 'amount', header: T.refundAmount, numeric: true, cell: (r) => formatRupees(r.amount) },
  {
    key: 'status',
    header: T.refundState,
    cell: (r) => (
      <span className="ops-two-lines">
        <span>{DASHBOARD_TEXT.payments.refundStatuses[r.status]}</span>
        {r.failureReason ? <span className="ops-muted">{r.failureReason}</span> : null}
      </span>
    ),
  },
  { key: 'reason', header: T.refundWhy, cell: (r) => r.reason },
  { key: 'by', header: T.refundBy, cell: (r) => <RefundRequester requester={r.requester} /> },
];

/** Who asked for a refund: the member of staff by name and email, or the customer's cancellation, or the shop itself. */
function RefundRequester({ requester }: { requester: AdminRefund['requester'] }) {
  if (requester.kind !== 'staff' || (!requester.name && !requester.email)) return <>{T.refundRequesters[requester.kind]}</>;
  return (
    <span className="ops-two-lines">
      <span>{requester.name ?? requester.email}</span>
      {requester.name && requester.email ? <span className="ops-muted">{requester.email}</span> : null}
    </span>
  );
}

function Amounts({ order }: { order: AdminOrderDetail }) {
  const minus = (n: number) => `−${formatRupees(n)}`;
  return (
    <dl className="ops-amounts">
      <Field label={T.mrpTotal}>{formatRupees(order.mrpTotal)}</Field>
      {order.productDiscount > 0 ? <Field label={T.productDiscount}>{minus(order.productDiscount)}</Field> : null}
      <Field label={T.subtotal}>{formatRupees(order.subtotal)}</Field>
      {order.couponCode ? (
        <Field label={T.couponWith(order.couponCode, order.couponType ? OPS_TEXT.couponTypes[order.couponType] : null)}>
          {minus(order.couponDiscount)}
        </Field>
      ) : null}
      <Field label={T.shipping}>{order.shipping > 0 ? formatRupees(order.shipping) : T.freeShipping}</Field>
      {order.codFee ? <Field label={COD_RULES_MESSAGES.codFeeLine}>{formatRupees(order.codFee)}</Field> : null}
      {order.onlineDiscount ? <Field label={COD_RULES_MESSAGES.onlineDiscountLine}>{minus(order.onlineDiscount)}</Field> : null}
      <div className="ops-field ops-amounts__total">
        <dt>{T.total}</dt>
        <dd>{formatRupees(order.total)}</dd>
      </div>
    </dl>
  );
}

function History({ order }: { order: AdminOrderDetail }) {
  return (
    <ol className="ops-timeline">
      {order.history.map((e, i) => (
        <li key={`${e.status}-${e.at}-${i}`} className={e.status === 'cancelled' ? 'is-cancelled' : undefined}>
          <span className="ops-timeline__label">{e.label}</span>
          <time dateTime={e.at} className="ops-muted">
            {formatDateTime(e.at)}
          </time>
          {e.note ? <p className="ops-timeline__note">{e.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function OrderDetail({ order, orderRef }: OrderActionProps) {
  const actions = { order, orderRef };
  return (
    <>
      <div className="ops-detail">
        <div className="ops-detail__main">
          <Panel title={T.itemsHeading}>
            <DataTable caption={T.itemsCaption} columns={ITEM_COLUMNS} rows={order.items} rowKey={(i) => `${i.productId ?? i.name}-${i.weight}-${i.fragrance}-${i.isFree}`} empty={OPS_TEXT.none} />
          </Panel>
          <Panel title={T.amountsHeading}>
            <Amounts order={order} />
          </Panel>
          <Panel title={T.historyHeading}>
            <History order={order} />
          </Panel>
          <Panel title={T.auditHeading}>
            <DataTable caption={T.auditCaption} columns={AUDIT_COLUMNS} rows={order.audit} rowKey={(e) => e._id} empty={T.auditEmpty} cardsOnPhone />
          </Panel>
        </div>
        <div className="ops-detail__side">
          <Panel title={T.actionsHeading}>
            <StatusActions {...actions} />
          </Panel>
          <Panel title={T.trackingHeading}>
            <TrackingForm {...actions} />
          </Panel>
          {order.returnRequest ? (
            <Panel title={T.returnHeading} className="ops-panel--return">
              <ReturnPanel {...actions} />
            </Panel>
          ) : null}
          <Panel title={T.customerHeading}>
            <p className="ops-tight">
              <CustomerLink id={order.customer._id}>{order.customer.name ?? T.unnamed}</CustomerLink>
            </p>
            <p className="ops-tight">
              <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            </p>
            {order.customer.phone ? (
              <p className="ops-tight">
                <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
              </p>
            ) : null}
          </Panel>
          <Panel title={T.addressHeading}>
            <PostalAddress address={order.address} />
          </Panel>
          <Panel title={T.paymentHeading}>
            <dl className="ops-fields">
              <Field label={T.method}>{OPS_TEXT.paymentMethods[order.paymentMethod]}</Field>
              {order.paidOnlineAt ? <Field label={T.paidOnlineLater}>{formatDateTime(order.paidOnlineAt)}</Field> : null}
              <Field label={T.paymentStatus}>
                <PaymentStatusBadge status={order.paymentStatus} />
              </Field>
              {order.codConfirmedAt ? <Field label={COD_CONFIRMATION_MESSAGES.confirmedLabel}>{formatDateTime(order.codConfirmedAt)}</Field> : null}
              {order.paymentProvider ? <Field label={T.provider}>{order.paymentProvider}</Field> : null}
              {order.providerOrderId ? (
                <Field label={T.providerOrderId}>
                  <code>{order.providerOrderId}</code>
                </Field>
              ) : null}
              {order.providerPaymentId ? (
                <Field label={T.providerPaymentId}>
                  <code>{order.providerPaymentId}</code>
                </Field>
              ) : null}
              {order.refundedAmount > 0 ? <Field label={T.refundedAmount}>{formatRupees(order.refundedAmount)}</Field> : null}
            </dl>
            {order.refunds.length > 0 ? <DataTable caption={T.refundsCaption} columns={REFUND_COLUMNS} rows={order.refunds} rowKey={(r) => r._id} empty={OPS_TEXT.none} cardsOnPhone /> : null}
            {order.returnRequest ? null : <LoyaltyRecoveryNote order={order} />}
            <RefundAction {...actions} />
          </Panel>
          <Panel title={T.invoiceHeading}>
            <InvoicePanel invoice={order.invoice ?? null} />
          </Panel>
        </div>
      </div>
    </>
  );
}

/** One order in full, with the steps staff take on it; after each step the page shows the order as the server has it. */
export default function OrderDetailPage() {
  const { ref = '' } = useParams();
  useConsoleTitle(T.title(ref));
  const query = useAdminOrderQuery(ref, FRESH);
  const order = query.data;
  return (
    <>
      <BackLink to="/admin/orders">{T.backToOrders}</BackLink>
      <div className="admin-page-head ops-order-head">
        <h1>{T.title(order?.customOrderId ?? ref)}</h1>
        {order ? (
          <>
            <OrderStatusBadge status={order.status} />
            <span className="ops-muted ops-order-head__placed">{T.placedOn(formatDateTime(order.placedAt))}</span>
          </>
        ) : null}
      </div>
      <QueryView query={query} loadingLabel={T.loading} failed={T.failed}>
        {(order) => <OrderDetail order={order} orderRef={ref} />}
      </QueryView>
    </>
  );
}
