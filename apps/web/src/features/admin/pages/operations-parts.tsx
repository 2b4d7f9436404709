import { COD_CONFIRMATION_MESSAGES } from '@shop/contract/cod-confirmation';
import type { AdminOrderSummary, ReturnStatus } from '@shop/contract/admin';
import { ORDER_STATUS_LABELS, type OrderAddress, type OrderStatus, type PAYMENT_STATUSES } from '@shop/contract/orders';
import type { REVIEW_STATUSES } from '@shop/contract/reviews';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator';
import type { Column } from '../components/data-table';
import { LoadFailed } from '../components/load-failed';
import { formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import type { Resource } from '../use-resource';
import { useDraft } from './use-draft';
import { OPS_TEXT, ORDERS_TEXT } from './texts-operations';
import './operations.css';

/**
 * Loading, failure and data of a resource: a spinner until the first answer, the error with Retry when there is
 * nothing to show, else the data (with the error above it when a reload failed).
 */
export function ResourceView<T>({ resource, loadingLabel, children }: { resource: Resource<T>; loadingLabel: string; children: (data: T) => ReactNode }) {
  const failure = resource.error && !resource.loading ? <LoadFailed message={resource.error} onRetry={resource.reload} className="ops-alert" /> : null;
  if (resource.data === undefined) return failure ?? <LoadingIndicator label={loadingLabel} />;
  return (
    <>
      {failure}
      {children(resource.data)}
    </>
  );
}

type Tone = 'good' | 'bad' | 'warn' | 'plain';

function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={tone === 'plain' ? 'admin-badge' : `admin-badge admin-badge--${tone}`}>{children}</span>;
}

const ORDER_TONES: Partial<Record<OrderStatus, Tone>> = { placed: 'warn', delivered: 'good', cancelled: 'bad' };
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONES[status] ?? 'plain'}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

const PAYMENT_TONES: Record<(typeof PAYMENT_STATUSES)[number], Tone> = {
  pending: 'warn',
  paid: 'good',
  not_required: 'plain',
  refund_pending: 'warn',
  partially_refunded: 'plain',
  refunded: 'plain',
};
export function PaymentStatusBadge({ status }: { status: (typeof PAYMENT_STATUSES)[number] }) {
  return <Badge tone={PAYMENT_TONES[status]}>{OPS_TEXT.paymentStatuses[status]}</Badge>;
}

const RETURN_TONES: Record<ReturnStatus, Tone> = { requested: 'warn', approved: 'warn', rejected: 'bad', refunded: 'good' };
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={RETURN_TONES[status]}>{OPS_TEXT.returnStatuses[status]}</Badge>;
}

const REVIEW_TONES: Record<(typeof REVIEW_STATUSES)[number], Tone> = { pending: 'warn', approved: 'good', rejected: 'bad' };
export function ReviewStatusBadge({ status }: { status: (typeof REVIEW_STATUSES)[number] }) {
  return <Badge tone={REVIEW_TONES[status]}>{OPS_TEXT.reviewStatuses[status]}</Badge>;
}

/** Stars for a 1–5 rating, read out as "4 out of 5". */
export function Rating({ value }: { value: number }) {
  return (
    <span className="ops-rating" role="img" aria-label={OPS_TEXT.rating(value)}>
      {'★'.repeat(value)}
      <span className="ops-rating__empty">{'★'.repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}

/** A search box that applies on submit (Enter or the button). */
export function SearchForm({
  name,
  label,
  hint,
  button,
  value,
  maxLength,
  onSearch,
}: {
  /** Names the search landmark, e.g. "Search orders". */
  name: string;
  label: string;
  hint: string;
  button: string;
  value: string;
  maxLength: number;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useDraft(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }
  return (
    <form role="search" className="ops-search" onSubmit={submit} aria-label={name}>
      <label>
        {label}
        <input type="search" value={draft} maxLength={maxLength} placeholder={hint} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary btn-small">
        {button}
      </button>
    </form>
  );
}

export type OrderColumnKey = 'order' | 'placedAt' | 'customer' | 'status' | 'payment' | 'return' | 'items' | 'total';

/** The columns of an orders table; the customer column is left out on a customer's own page. */
export function orderColumns({ withCustomer }: { withCustomer: boolean }): Array<Column<AdminOrderSummary, OrderColumnKey>> {
  const c = ORDERS_TEXT.columns;
  const columns: Array<Column<AdminOrderSummary, OrderColumnKey> | null> = [
    {
      key: 'order',
      header: c.order,
      cell: (o) => (
        <Link to={`/admin/orders/${encodeURIComponent(o.customOrderId)}`} className="ops-strong-link">
          {o.customOrderId}
        </Link>
      ),
    },
    { key: 'placedAt', header: c.placedAt, sortable: true, cell: (o) => <span className="ops-nowrap">{formatDateTime(o.placedAt)}</span> },
    withCustomer
      ? {
          key: 'customer',
          header: c.customer,
          cell: (o) => (
            <span className="ops-two-lines">
              <span>{o.customer.name ?? o.customer.email}</span>
              {o.customer.name ? <span className="ops-muted">{o.customer.email}</span> : null}
            </span>
          ),
        }
      : null,
    { key: 'status', header: c.status, cell: (o) => <OrderStatusBadge status={o.status} /> },
    {
      key: 'payment',
      header: c.payment,
      cell: (o) => (
        <span className="ops-two-lines">
          <span>{OPS_TEXT.paymentMethods[o.paymentMethod]}</span>
          <PaymentStatusBadge status={o.paymentStatus} />
          {o.codConfirmedAt ? <span className="ops-muted">{COD_CONFIRMATION_MESSAGES.confirmedLabel}</span> : null}
        </span>
      ),
    },
    { key: 'return', header: c.return, cell: (o) => (o.returnStatus ? <ReturnStatusBadge status={o.returnStatus} /> : <span className="ops-muted">{OPS_TEXT.none}</span>) },
    { key: 'items', header: c.items, numeric: true, cell: (o) => o.itemCount },
    { key: 'total', header: c.total, numeric: true, sortable: true, cell: (o) => formatRupees(o.total) },
  ];
  return columns.filter((col): col is Column<AdminOrderSummary, OrderColumnKey> => col !== null);
}

/** The page number in a list's query string (?page=2); 1 when there is none or it is not one. */
export function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The link back to the list a detail page belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="ops-back">
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}

/** A section of a page, named by its heading, with an optional note under the heading. */
export function Section({ title, note, className = 'ops-section', children }: { title: string; note?: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id}>{title}</h2>
      {note ? <p className="ops-muted ops-note">{note}</p> : null}
      {children}
    </section>
  );
}

/** A section on a card, as detail pages show their parts. */
export function Panel({ className, ...section }: { title: string; note?: string; className?: string; children: ReactNode }) {
  return <Section {...section} className={className ? `admin-card ops-panel ${className}` : 'admin-card ops-panel'} />;
}

/** A postal address, one line each. */
export function PostalAddress({ address: a }: { address: OrderAddress }) {
  return (
    <address className="ops-address">
      {a.address_line1}
      {a.address_line2 ? (
        <>
          <br />
          {a.address_line2}
        </>
      ) : null}
      <br />
      {a.city}, {a.state} {a.pincode}
      <br />
      {a.country}
    </address>
  );
}

/** A definition list row. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="ops-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
