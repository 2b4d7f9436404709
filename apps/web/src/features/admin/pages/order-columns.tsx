import { COD_CONFIRMATION_MESSAGES } from '@shop/contract/cod-confirmation';
import type { AdminOrderSummary } from '@shop/contract/admin';
import { Link } from 'react-router';
import type { Column } from '../components/data-table';
import { formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import { OrderStatusBadge, PaymentStatusBadge, ReturnStatusBadge } from './status-badges';
import { OPS_TEXT, ORDERS_TEXT } from './texts-operations';
import './operations.css';

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
