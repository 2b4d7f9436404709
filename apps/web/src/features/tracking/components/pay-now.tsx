import { PaymentRefundDetails } from '@shop/contract/orders';
import { SITE_NAME } from '@shop/contract/page-meta';
import type { PayNowOrderResponse } from '@shop/contract/pay-now';
import { useId, useRef, useState } from 'react';
import { Card } from '../../../components/card';
import { formatRupees } from '../../../lib/money';
import type { QueryError } from '../../../lib/query-api';
import { failureMessage } from '../../../lib/query-message';
import { loadCheckoutScript, UPI_FIRST_DISPLAY, type RazorpaySuccess } from '../../../lib/razorpay';
import { runtimeConfig } from '../../../lib/runtime-config';
import { useOpenPayNowMutation, useVerifyPayNowMutation, type PayNowLink } from '../api';
import { TRACKING_UI_TEXTS } from '../texts';
import './pay-now.css';
import { textsOfDocument, useTexts } from '../../../lib/i18n/texts';

interface Props {
  link: PayNowLink;
  /** Rupees: what paying online now costs, as the server worked it out. */
  amount: number;
  /** The order's number, shown in the payment window. */
  orderNumber: string;
  /** After the order is paid online (the server's answer). */
  onPaid?: (order: PayNowOrderResponse) => void;
}

type Step = 'idle' | 'opening' | 'paying' | 'confirming';

/** The words of a verify that lost a race (the order was dispatched or cancelled meanwhile): why, and the refund. */
function refundMessage(error: QueryError | undefined): string | null {
  if (!error || error.status !== 409) return null;
  const details = PaymentRefundDetails.safeParse(error.details);
  return details.success ? textsOfDocument(TRACKING_UI_TEXTS).payNowRefunded(formatRupees(details.data.paymentRefund.amount), details.data.paymentRefund.reason) : null;
}

/**
 * Pay now instead: a Cash on Delivery order not yet dispatched is paid online in the provider's Checkout, and the
 * same order becomes paid online. The server says whether it may be offered and for how much; a second tap while
 * the payment is open does nothing, and a payment that lost to a dispatch or a cancellation is said to be refunded.
 */
export function PayNow({ link, amount, orderNumber, onPaid }: Props) {
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const headingId = useId();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const busy = useRef(false);
  const [openPayNow] = useOpenPayNowMutation();
  const [verifyPayNow] = useVerifyPayNowMutation();

  const stop = (message: string | null = null) => {
    busy.current = false;
    setStep('idle');
    setError(message);
  };

  async function confirm(response: RazorpaySuccess) {
    setStep('confirming');
    const answer = await verifyPayNow({
      ...link,
      razorpayOrderId: response.razorpay_order_id,
      razorpayPaymentId: response.razorpay_payment_id,
      razorpaySignature: response.razorpay_signature,
    });
    if ('error' in answer) {
      const failure = answer.error as QueryError | undefined;
      stop(refundMessage(failure) ?? failureMessage(failure, TRACKING_UI_TEXT.payNowVerifyFailed));
      return;
    }
    busy.current = false;
    setPaid(true);
    onPaid?.(answer.data);
  }

  async function pay() {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setStep('opening');
    const opened = await openPayNow(link);
    if ('error' in opened) {
      stop(failureMessage(opened.error, TRACKING_UI_TEXT.payNowFailed));
      return;
    }
    try {
      const Razorpay = await loadCheckoutScript(runtimeConfig.checkoutScriptUrl);
      const popup = new Razorpay({
        key: opened.data.key,
        amount: opened.data.amount,
        currency: opened.data.currency,
        name: SITE_NAME,
        description: orderNumber,
        order_id: opened.data.id,
        handler: (response) => void confirm(response),
        // UPI first, as at checkout: the phone's UPI apps, or a QR code on a laptop.
        config: { display: UPI_FIRST_DISPLAY },
        modal: { ondismiss: () => stop() },
      });
      popup.on('payment.failed', () => stop(TRACKING_UI_TEXT.payNowPaymentFailed));
      setStep('paying');
      popup.open();
    } catch (err) {
      console.warn('The payment window could not be opened.', err);
      stop(TRACKING_UI_TEXT.payNowFailed);
    }
  }

  if (paid) {
    return (
      <Card className="pay-now pay-now--paid" aria-labelledby={headingId}>
        <h2 id={headingId} className="pay-now__title">
          {TRACKING_UI_TEXT.payNowHeading}
        </h2>
        <p className="pay-now__done edge-note" role="status">
          {TRACKING_UI_TEXT.payNowPaid}
        </p>
      </Card>
    );
  }
  return (
    <Card className="pay-now" aria-labelledby={headingId}>
      <h2 id={headingId} className="pay-now__title">
        {TRACKING_UI_TEXT.payNowHeading}
      </h2>
      <p className="pay-now__lead">{TRACKING_UI_TEXT.payNowLead}</p>
      <button type="button" className="btn btn-primary pay-now__button" onClick={() => void pay()} disabled={step !== 'idle'} aria-busy={step !== 'idle'}>
        {step === 'opening' ? TRACKING_UI_TEXT.payNowOpening : step === 'confirming' ? TRACKING_UI_TEXT.payNowConfirming : TRACKING_UI_TEXT.payNowButton(formatRupees(amount))}
      </button>
      <p className="pay-now__error error-text" role="alert">
        {error}
      </p>
    </Card>
  );
}
