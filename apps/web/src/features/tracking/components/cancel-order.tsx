import { CUSTOMER_CANCEL_WINDOW_HOURS } from '@shop/contract/orders';
import type { OrderStatusResponse } from '@shop/contract/tracking';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { failureMessage } from '../../../lib/query-message';
import { useCancelOrderMutation } from '../api';
import { formatRupees } from '../../../lib/money';
import { TRACKING_UI_TEXTS } from '../texts';
import './cancel-order.css';
import './return-dialog.css';
import { useTexts } from '../../../lib/i18n/texts';

interface Props {
  order: Pick<OrderStatusResponse, 'orderId' | 'canCancel' | 'paymentMethod' | 'paymentStatus' | 'refund'>;
  /** After the cancellation (the cache then loads the order again, and its timeline shows Cancelled). */
  onCancelled?: () => void;
}

/**
 * The customer's own cancellation (terms: within 24 hours of ordering, before it ships), behind a confirmation that
 * says what happens to the money; and, once money is on its way back, where its refund stands.
 */
export function CancelOrder({ order, onCancelled }: Props) {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [cancelOrder, { isLoading: busy }] = useCancelOrderMutation();

  async function confirm() {
    setError(null);
    const answer = await cancelOrder(order.orderId);
    if ('error' in answer) {
      setError(failureMessage(answer.error, TRACKING_UI_TEXT.cancelFailed));
      return;
    }
    setDone(answer.data);
    setOpen(false);
    onCancelled?.();
  }

  const prepaid = order.paymentMethod === 'ONLINE' && order.paymentStatus !== 'not_required';
  return (
    <>
      {done ? (
        <p className="cancel-order__done edge-note" role="status">
          {done}
        </p>
      ) : null}
      {order.refund ? (
        <p className="cancel-order__refund edge-note">
          {order.refund.status === 'processed' ? TRACKING_UI_TEXT.refunded(formatRupees(order.refund.amount)) : TRACKING_UI_TEXT.refundOnItsWay(formatRupees(order.refund.amount))}
        </p>
      ) : null}
      {order.canCancel && !done ? (
        <section className="cancel-order">
          <p className="cancel-order__lead">{TRACKING_UI_TEXT.cancelLead(CUSTOMER_CANCEL_WINDOW_HOURS)}</p>
          <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
            {TRACKING_UI_TEXT.cancelOrder}
          </button>
        </section>
      ) : null}
      {open ? (
        <Dialog
          title={TRACKING_UI_TEXT.cancelTitle}
          lead={prepaid ? TRACKING_UI_TEXT.cancelPrepaid : TRACKING_UI_TEXT.cancelCod}
          onClose={() => setOpen(false)}
          busy={busy}
          className="return-dialog"
          actions={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)} disabled={busy}>
                {TRACKING_UI_TEXT.keepOrder}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy}>
                {busy ? TRACKING_UI_TEXT.cancelling : TRACKING_UI_TEXT.confirmCancel}
              </button>
            </>
          }
        >
          <p className="return-dialog__error error-text" role="alert">
            {error}
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
