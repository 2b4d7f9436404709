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
 * the SMS text, which must match the DLT-registered template word for word apart from its variables.
 */
export function renderNotification(event: NotificationEvent, p: NotificationParams): { parameters: string[]; text: string } {
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
