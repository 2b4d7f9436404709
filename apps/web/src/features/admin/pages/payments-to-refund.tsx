import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { failureMessage } from '../api/failure';
import { useResendPaymentRefundMutation, type UnfulfilledPayment } from '../api/orders';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable, type Column } from '../components/data-table';
import { formatDateTime } from '../format';
import { formatRupees } from '../../../lib/money';
import { QueryView, type QueryResult } from '../components/query-view';
import { DASHBOARD_TEXT, OPS_FAILURES, OPS_TEXT } from './texts-operations';
import { CustomerLink } from '../components/customer-link';

const T = DASHBOARD_TEXT.payments;
/** The section's anchor, linked from the dashboard's "Payments to refund" tile. */
export const PAYMENTS_TO_REFUND_ID = 'payments-to-refund';

const who = (p: UnfulfilledPayment) => p.customer.name ?? p.customer.email;

/**
 * Online payments taken where no order could be made: each is refunded automatically and listed until its money is
 * back. A refund the payment provider refused can be sent again (behind a confirmation).
 */
export function PaymentsToRefund({ payments }: { payments: QueryResult<UnfulfilledPayment[]> }) {
  const [confirming, setConfirming] = useState<UnfulfilledPayment | null>(null);
  const [resend, { isLoading: busy }] = useResendPaymentRefundMutation();
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The row and its button are gone once a payment is marked: keep keyboard focus in the section. An effect runs
  // after the dialog has closed and the page is no longer inert.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  async function confirm() {
    if (!confirming) return;
    setError(null);
    try {
      await resend(confirming._id).unwrap();
      setConfirming(null);
      toast.success(T.done);
      setFocusRequest((n) => n + 1);
    } catch (err) {
      setError(failureMessage(err, OPS_FAILURES.paymentRefunded));
    }
  }

  const columns: Array<Column<UnfulfilledPayment>> = [
    { key: 'when', header: T.when, cell: (p) => <span className="ops-nowrap">{formatDateTime(p.createdAt)}</span> },
    {
      key: 'customer',
      header: T.customer,
      cell: (p) => (
        <span className="ops-two-lines">
          <CustomerLink id={p.customer._id}>{who(p)}</CustomerLink>
          {p.customer.phone ? <span className="ops-muted">{p.customer.phone}</span> : null}
        </span>
      ),
    },
    { key: 'order', header: T.providerOrder, cell: (p) => <code>{p.providerOrderId}</code> },
    { key: 'reason', header: T.reason, cell: (p) => p.reason ?? OPS_TEXT.none },
    { key: 'amount', header: T.amount, numeric: true, cell: (p) => formatRupees(p.amount) },
    { key: 'refund', header: T.refund, cell: (p) => (p.refundStatus ? T.refundStatuses[p.refundStatus] : OPS_TEXT.none) },
    {
      key: 'action',
      header: T.action,
      cell: (p) =>
        p.refundStatus === 'failed' ? (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={T.resendLabel(who(p))}
            onClick={() => {
              setError(null);
              setConfirming(p);
            }}
          >
            {T.resend}
          </button>
        ) : (
          OPS_TEXT.none
        ),
    },
  ];

  return (
    <section aria-labelledby={PAYMENTS_TO_REFUND_ID} className="ops-section">
      <h2 id={PAYMENTS_TO_REFUND_ID} ref={headingRef} tabIndex={-1}>
        {T.heading}
      </h2>
      <p className="ops-muted ops-note">{T.lead}</p>
      <QueryView query={payments} loadingLabel={T.loading} failed={T.failed}>
        {(rows) => <DataTable caption={T.caption} columns={columns} rows={rows} rowKey={(p) => p._id} empty={T.empty} busy={payments.isFetching} />}
      </QueryView>
      {confirming ? (
        <ConfirmDialog
          title={T.confirmTitle}
          message={T.confirmMessage(formatRupees(confirming.amount), who(confirming))}
          confirmLabel={T.resend}
          busy={busy}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
