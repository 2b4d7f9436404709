import { RETURN_WINDOW_DAYS } from '@shop/contract/constants';
import type { OrderStatusResponse } from '@shop/contract/tracking';
import { useId, useState } from 'react';
import { formatDate, returnReasonName } from '../format';
import { TRACKING_TEXTS, TRACKING_UI_TEXTS } from '../texts';
import { ReturnDialog } from './return-dialog';
import './return-request.css';
import { useLocale, useTexts } from '../../../lib/i18n/texts';

interface Props {
  order: Pick<OrderStatusResponse, 'orderId' | 'canReturn' | 'returnRequest' | 'paymentMethod'>;
  /** After a return was accepted (the cache then loads the order again). */
  onReturned?: () => void;
}

/**
 * The return flow of the tracking page (SPEC.md §4, §5): a Return button while the order may be returned, the reason
 * picker, then 'Return request submitted successfully.' in place of the button.
 */
export function ReturnRequest({ order, onReturned }: Props) {
  const TRACKING_TEXT = useTexts(TRACKING_TEXTS);
  const locale = useLocale();
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const headingId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  if (submitted) {
    return (
      <p className="return-request__done edge-note" role="status">
        {TRACKING_TEXT.returnSubmitted}
      </p>
    );
  }
  if (order.returnRequest) {
    return (
      <div className="return-request__requested edge-note">
        <p>{TRACKING_UI_TEXT.returnRequested(returnReasonName(order.returnRequest.reason), formatDate(order.returnRequest.requestedAt))}</p>
        <p className="return-request__status">
          {order.returnRequest.statusLabel ? TRACKING_UI_TEXT.returnStep(locale === 'en' ? order.returnRequest.statusLabel : (TRACKING_UI_TEXT.returnStatuses[order.returnRequest.status as keyof typeof TRACKING_UI_TEXT.returnStatuses] ?? order.returnRequest.statusLabel)) : TRACKING_UI_TEXT.returnStatus(order.returnRequest.status)}
        </p>
        {order.returnRequest.message ? <p className="return-request__message">{order.returnRequest.message}</p> : null}
      </div>
    );
  }
  // The server decides (SPEC.md §5: delivered, no more than 4 days ago, no return asked for yet); its answer is shown.
  if (!order.canReturn) return null;

  return (
    <section className="return-request" aria-labelledby={headingId}>
      <h2 id={headingId} className="return-request__title">
        {TRACKING_UI_TEXT.returnHeading}
      </h2>
      <p className="return-request__lead">{TRACKING_UI_TEXT.returnLead(RETURN_WINDOW_DAYS)}</p>
      <button type="button" className="btn btn-secondary return-request__button" onClick={() => setDialogOpen(true)}>
        {TRACKING_TEXT.returnButton}
      </button>
      {dialogOpen && (
        <ReturnDialog
          orderId={order.orderId}
          paymentMethod={order.paymentMethod}
          onClose={() => setDialogOpen(false)}
          onSubmitted={() => {
            setDialogOpen(false);
            setSubmitted(true);
            onReturned?.();
          }}
        />
      )}
    </section>
  );
}
