import type { Locale } from '@shop/contract/locale';
import type { NotificationEvent } from '@shop/contract/notifications';

const BRAND = 'Purrfect Litter';

/** What an update needs to say: filled when the event happens, kept in the outbox row. */
export interface NotificationParams {
  orderNumber: string;
  /** Rupees, formatted: "1,188" for whole rupees, "1,188.30" with paise; the order total, or the amount refunded. */
  amount?: string;
  trackingNumber?: string;
  /** How long a started refund takes to reach the customer, e.g. "5–7 business days". */
  refundDays?: string;
  /** Where the refund goes: "your original payment method" or "UPI ID name@bank". */
  refundTo?: string;
  trackUrl: string;
  /** A Cash on Delivery order's signed link to pay online instead (order placed only). */
  payUrl?: string;
  /** The language the message speaks: the order's, else the customer's (absent on rows from before languages: English). */
  locale?: Locale;
}

/** What the event tells; the service adds the tracking link and formats money. */
export interface EventFacts {
  orderNumber: string;
  amountPaise?: number;
  trackingNumber?: string | null;
  refundDays?: string;
  refundTo?: string;
  /** A Cash on Delivery order's signed pay-now path (/pay/…), made when it is placed; the service adds the shop's address. */
  payPath?: string;
}

/**
 * The values of the WhatsApp template's {{1}}, {{2}}, … per event, in the order the approved templates use them;
 * the SMS text, which must match the DLT-registered template word for word apart from its variables. Each language
 * has its own templates (approved and registered apart): the same variables in the same order.
 */
export function renderNotification(event: NotificationEvent, p: NotificationParams): { parameters: string[]; text: string } {
  return p.locale === 'hi' ? renderHindi(event, p) : renderEnglish(event, p);
}

function renderEnglish(event: NotificationEvent, p: NotificationParams): { parameters: string[]; text: string } {
  switch (event) {
    case 'placed':
      // Cash on Delivery: the signed link to pay online instead, as the template's last variable.
      if (p.payUrl) {
        return {
          parameters: [p.orderNumber, p.amount ?? '', p.trackUrl, p.payUrl],
          text: `${BRAND}: your order ${p.orderNumber} of Rs ${p.amount ?? ''} is placed. Track it at ${p.trackUrl} or pay online now instead of cash at ${p.payUrl}`,
        };
      }
      return { parameters: [p.orderNumber, p.amount ?? '', p.trackUrl], text: `${BRAND}: your order ${p.orderNumber} of Rs ${p.amount ?? ''} is placed. Track it at ${p.trackUrl}` };
    case 'shipped':
      return {
        parameters: [p.orderNumber, p.trackingNumber ?? '', p.trackUrl],
        text: `${BRAND}: your order ${p.orderNumber} has shipped. Tracking number ${p.trackingNumber ?? ''}. Track it at ${p.trackUrl}`,
      };
    case 'out_for_delivery':
      return { parameters: [p.orderNumber], text: `${BRAND}: your order ${p.orderNumber} is out for delivery today.` };
    case 'delivered':
      return { parameters: [p.orderNumber], text: `${BRAND}: your order ${p.orderNumber} has been delivered. Thank you for shopping with us.` };
    case 'return_requested':
      return { parameters: [p.orderNumber], text: `${BRAND}: we have received your return request for order ${p.orderNumber}.` };
    case 'return_approved':
      return {
        parameters: [p.orderNumber, p.trackUrl],
        text: `${BRAND}: your return for order ${p.orderNumber} is approved. Our courier partner will pick it up from your delivery address; your refund starts once it is back with us. Details at ${p.trackUrl}`,
      };
    case 'return_received':
      return {
        parameters: [p.orderNumber, p.amount ?? '', p.refundTo ?? '', p.refundDays ?? ''],
        text: `${BRAND}: we have received your return for order ${p.orderNumber}. A refund of Rs ${p.amount ?? ''} to ${p.refundTo ?? ''} is started and reaches you within ${p.refundDays ?? ''}.`,
      };
    case 'return_rejected':
      return { parameters: [p.orderNumber, p.trackUrl], text: `${BRAND}: your return request for order ${p.orderNumber} was declined. Details at ${p.trackUrl}` };
    case 'refund_processed':
      return { parameters: [p.orderNumber, p.amount ?? ''], text: `${BRAND}: your refund of Rs ${p.amount ?? ''} for order ${p.orderNumber} is processed.` };
    case 'rto_delivered':
      return {
        parameters: [p.orderNumber, p.amount ? `Rs ${p.amount} is refunded to your original payment method` : 'Nothing is owed', p.trackUrl],
        text: `${BRAND}: your order ${p.orderNumber} could not be delivered and has come back to us. ${p.amount ? `Rs ${p.amount} is refunded to your original payment method` : 'Nothing is owed'}. Details at ${p.trackUrl}`,
      };
    case 'lost':
      return {
        parameters: [p.orderNumber, p.amount ? `Rs ${p.amount} is refunded to your original payment method` : 'Nothing is owed', p.trackUrl],
        text: `${BRAND}: we are sorry, the courier lost or damaged your order ${p.orderNumber} on its way. ${p.amount ? `Rs ${p.amount} is refunded to your original payment method` : 'Nothing is owed'}. Details at ${p.trackUrl}`,
      };
  }
}

/** Where a refund goes, in Hindi: the English phrases refundDestination (return-texts.ts) makes. */
function refundToHindi(to: string): string {
  if (to === 'your original payment method') return 'आपके पेमेंट के मूल तरीके';
  if (to === 'the UPI ID our team will ask you for') return 'उस UPI ID में जो हमारी टीम आपसे पूछेगी';
  const upi = /^your UPI ID (.+)$/u.exec(to);
  return upi ? `आपकी UPI ID ${upi[1]}` : to;
}

/** How long a refund takes, in Hindi: "5–7 business days" → "5–7 कामकाजी दिनों". */
const refundDaysHindi = (days: string) => days.replace(/\s*business days$/u, ' कामकाजी दिनों');

/** What a parcel that did not arrive means for the money, in Hindi. */
const owedHindi = (amount: string | undefined) => (amount ? `₹${amount} आपके पेमेंट के मूल तरीके में रिफ़ंड किए गए हैं` : 'आपको कुछ नहीं देना है');

function renderHindi(event: NotificationEvent, p: NotificationParams): { parameters: string[]; text: string } {
  switch (event) {
    case 'placed':
      if (p.payUrl) {
        return {
          parameters: [p.orderNumber, p.amount ?? '', p.trackUrl, p.payUrl],
          text: `${BRAND}: आपका ऑर्डर ${p.orderNumber} (₹${p.amount ?? ''}) मिल गया है। ट्रैक करें: ${p.trackUrl} या कैश की जगह अभी ऑनलाइन पेमेंट करें: ${p.payUrl}`,
        };
      }
      return { parameters: [p.orderNumber, p.amount ?? '', p.trackUrl], text: `${BRAND}: आपका ऑर्डर ${p.orderNumber} (₹${p.amount ?? ''}) मिल गया है। ट्रैक करें: ${p.trackUrl}` };
    case 'shipped':
      return {
        parameters: [p.orderNumber, p.trackingNumber ?? '', p.trackUrl],
        text: `${BRAND}: आपका ऑर्डर ${p.orderNumber} भेज दिया गया है। ट्रैकिंग नंबर ${p.trackingNumber ?? ''}। ट्रैक करें: ${p.trackUrl}`,
      };
    case 'out_for_delivery':
      return { parameters: [p.orderNumber], text: `${BRAND}: आपका ऑर्डर ${p.orderNumber} आज डिलीवरी के लिए निकल चुका है।` };
    case 'delivered':
      return { parameters: [p.orderNumber], text: `${BRAND}: आपका ऑर्डर ${p.orderNumber} डिलीवर हो गया है। हमसे खरीदारी करने के लिए धन्यवाद।` };
    case 'return_requested':
      return { parameters: [p.orderNumber], text: `${BRAND}: ऑर्डर ${p.orderNumber} की वापसी की आपकी रिक्वेस्ट हमें मिल गई है।` };
    case 'return_approved':
      return {
        parameters: [p.orderNumber, p.trackUrl],
        text: `${BRAND}: ऑर्डर ${p.orderNumber} की वापसी मंज़ूर हो गई है। हमारा कूरियर पार्टनर आपके डिलीवरी पते से सामान ले जाएगा; सामान हमारे पास लौटते ही आपका रिफ़ंड शुरू होगा। पूरी जानकारी: ${p.trackUrl}`,
      };
    case 'return_received': {
      const to = refundToHindi(p.refundTo ?? '');
      const days = refundDaysHindi(p.refundDays ?? '');
      return {
        parameters: [p.orderNumber, p.amount ?? '', to, days],
        text: `${BRAND}: ऑर्डर ${p.orderNumber} की वापसी हमें मिल गई है। ₹${p.amount ?? ''} का रिफ़ंड ${to} में शुरू हो गया है और ${days} में आप तक पहुँच जाएगा।`,
      };
    }
    case 'return_rejected':
      return { parameters: [p.orderNumber, p.trackUrl], text: `${BRAND}: ऑर्डर ${p.orderNumber} की वापसी की आपकी रिक्वेस्ट मंज़ूर नहीं हो सकी। पूरी जानकारी: ${p.trackUrl}` };
    case 'refund_processed':
      return { parameters: [p.orderNumber, p.amount ?? ''], text: `${BRAND}: ऑर्डर ${p.orderNumber} का ₹${p.amount ?? ''} का रिफ़ंड पूरा हो गया है।` };
    case 'rto_delivered':
      return {
        parameters: [p.orderNumber, owedHindi(p.amount), p.trackUrl],
        text: `${BRAND}: आपका ऑर्डर ${p.orderNumber} डिलीवर नहीं हो सका और हमारे पास लौट आया है। ${owedHindi(p.amount)}। पूरी जानकारी: ${p.trackUrl}`,
      };
    case 'lost':
      return {
        parameters: [p.orderNumber, owedHindi(p.amount), p.trackUrl],
        text: `${BRAND}: हमें खेद है, कूरियर से रास्ते में आपका ऑर्डर ${p.orderNumber} खो गया या खराब हो गया। ${owedHindi(p.amount)}। पूरी जानकारी: ${p.trackUrl}`,
      };
  }
}
