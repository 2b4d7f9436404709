import { REFUND_BUSINESS_DAYS, refundTimingText, type RefundTiming, type ReturnStatus } from '@shop/contract/tracking';
import type { PaymentMethod } from '@shop/contract/payment-methods';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What a return's words are made from. */
export interface ReturnFacts {
  status: ReturnStatus;
  paymentMethod: PaymentMethod;
  /** The payment provider of an order paid online ('razorpay', 'sandbox'). */
  paymentProvider: string | null;
  /** What goes back to the customer. */
  amountPaise: number;
  refundUpi: string | null;
  refundReference: string | null;
  /** Kept back from the refund: a used loyalty reward's value, no longer earned without this order. */
  keptBackPaise?: number;
}

/** How long a started refund takes to reach the customer: the provider's speed, or the shop's own transfer. */
export function refundTiming(paymentMethod: PaymentMethod, provider: string | null): RefundTiming {
  if (paymentMethod === 'COD') return REFUND_BUSINESS_DAYS.cashTransfer;
  return provider === 'razorpay' || provider === 'sandbox' ? REFUND_BUSINESS_DAYS[provider] : REFUND_BUSINESS_DAYS.razorpay;
}

/** Where the money goes back to. */
export function refundDestination(paymentMethod: PaymentMethod, upi: string | null): string {
  if (paymentMethod !== 'COD') return 'your original payment method';
  return upi ? `your UPI ID ${upi}` : 'the UPI ID our team will ask you for';
}

/**
 * The sentence each step of a return tells the customer (tracking page and mail), with true timings: no refund is
 * promised before the parcel is back, and "refunded" is said only once the money went.
 */
export function returnStepMessage(f: ReturnFacts): string {
  const message = stepMessage(f);
  const kept = f.keptBackPaise ?? 0;
  if (kept <= 0 || (f.status !== 'received' && f.status !== 'refunded')) return message;
  return `${message} ${rupees(kept)} is kept back: the free product of the loyalty reward you used was earned with this order.`;
}

function stepMessage(f: ReturnFacts): string {
  const to = refundDestination(f.paymentMethod, f.refundUpi);
  switch (f.status) {
    case 'requested':
      return 'We have your return request. We will check it and tell you when the pickup is arranged.';
    case 'approved':
      return 'Pickup arranged: our courier partner will collect the items from your delivery address. Keep them packed. Your refund starts once the parcel is back with us and checked.';
    case 'received':
      return `We have received your return. A refund of ${rupees(f.amountPaise)} to ${to} has been started and reaches you within ${refundTimingText(refundTiming(f.paymentMethod, f.paymentProvider))}.`;
    case 'refunded':
      return f.paymentMethod === 'COD'
        ? `${rupees(f.amountPaise)} has been sent to ${to}${f.refundReference ? ` (transfer reference ${f.refundReference})` : ''}.`
        : `Your refund of ${rupees(f.amountPaise)} to ${to} is processed. Your bank may take a day or two to show it.`;
    case 'rejected':
      return 'We could not accept this return. Our team will contact you to explain why; reply to our mail if you have questions.';
  }
}
