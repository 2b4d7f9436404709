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
  const kept = keptBackNow(f);
  return kept === 0 ? stepMessage(f) : `${stepMessage(f)} ${rupees(kept)} is kept back: the free product of the loyalty reward you used was earned with this order.`;
}

/** What the refund keeps back for a loyalty reward earned with this order: said once the parcel is back, else 0. */
function keptBackNow(f: ReturnFacts): number {
  const kept = f.keptBackPaise ?? 0;
  return kept > 0 && (f.status === 'received' || f.status === 'refunded') ? kept : 0;
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

/* ---------- Hindi: the same sentences for mails to a customer or order in Hindi ---------- */

const daysHindi = (t: RefundTiming) => (t.min === t.max ? `${t.max} कामकाजी दिनों` : `${t.min}–${t.max} कामकाजी दिनों`);

/** Where the money goes back to, in Hindi, with its postposition ("… में"). */
function refundIntoHindi(paymentMethod: PaymentMethod, upi: string | null): string {
  if (paymentMethod !== 'COD') return 'आपके पेमेंट के मूल तरीके में';
  return upi ? `आपकी UPI ID ${upi} में` : 'उस UPI ID में, जो हमारी टीम आपसे पूछेगी,';
}

/** returnStepMessage in Hindi: the same facts, the same promises, no refund before the parcel is back. */
export function returnStepMessageHindi(f: ReturnFacts): string {
  const kept = keptBackNow(f);
  return kept === 0 ? stepMessageHindi(f) : `${stepMessageHindi(f)} ${rupees(kept)} रोके गए हैं: आपने जो लॉयल्टी इनाम इस्तेमाल किया, उसका मुफ़्त प्रोडक्ट इसी ऑर्डर से कमाया गया था।`;
}

function stepMessageHindi(f: ReturnFacts): string {
  const into = refundIntoHindi(f.paymentMethod, f.refundUpi);
  switch (f.status) {
    case 'requested':
      return 'आपकी वापसी की रिक्वेस्ट हमें मिल गई है। हम इसे देखकर बताएँगे कि सामान कब लिया जाएगा।';
    case 'approved':
      return 'सामान लेने का इंतज़ाम हो गया है: हमारा कूरियर पार्टनर आपके डिलीवरी पते से सामान ले जाएगा। सामान पैक करके रखें। पार्सल हमारे पास लौटने और जाँच के बाद आपका रिफ़ंड शुरू होगा।';
    case 'received':
      return `आपका लौटाया सामान हमें मिल गया है। ${rupees(f.amountPaise)} का रिफ़ंड शुरू हो गया है: यह ${into} ${daysHindi(refundTiming(f.paymentMethod, f.paymentProvider))} में आप तक पहुँच जाएगा।`;
    case 'refunded':
      return f.paymentMethod === 'COD'
        ? `${rupees(f.amountPaise)} ${into} भेज दिए गए हैं${f.refundReference ? ` (ट्रांसफ़र रेफ़रेंस ${f.refundReference})` : ''}।`
        : `${rupees(f.amountPaise)} का आपका रिफ़ंड ${into} हो गया है। बैंक में दिखने में एक-दो दिन लग सकते हैं।`;
    case 'rejected':
      return 'हम यह वापसी स्वीकार नहीं कर सके। हमारी टीम आपसे संपर्क करके कारण बताएगी; कोई सवाल हो तो हमारे मेल का जवाब दें।';
  }
}

/** What became of a parcel that did not reach the customer, in Hindi (the contract's undeliveredMessage). */
export function undeliveredMessageHindi(status: 'rto_initiated' | 'rto_delivered' | 'lost', paidOnline: { rupees: string } | null, onlineDays: RefundTiming): string {
  const refund = paidOnline ? `₹${paidOnline.rupees} आपके पेमेंट के मूल तरीके में रिफ़ंड किए जाते हैं (${daysHindi(onlineDays)} में पहुँचते हैं)।` : 'आपने इसके लिए कुछ नहीं दिया था, इसलिए कुछ बकाया नहीं है।';
  switch (status) {
    case 'rto_initiated':
      return `हमारे पास लौट रहा है: पार्सल डिलीवर नहीं हो सका। ${
        paidOnline ? `लौटते ही ₹${paidOnline.rupees} आपके पेमेंट के मूल तरीके में रिफ़ंड किए जाएँगे (${daysHindi(onlineDays)} में पहुँचते हैं)।` : 'आपसे कोई पैसा नहीं लिया गया है।'
      }`;
    case 'rto_delivered':
      return `हमारे पास लौट आया: पार्सल डिलीवर नहीं हो सका। ${refund}`;
    case 'lost':
      return `हमें खेद है: कूरियर से आपका पार्सल रास्ते में खो गया या खराब हो गया। ${refund}`;
  }
}
