import { COD_RULES_MESSAGES } from '@shop/contract/cod-rules-words';
import type { Order } from '@shop/contract/orders';
import { cashFigure, rupeesToPaise } from '@shop/pricing/money';
import type { MailMessage } from '../../adapters/mail/mailer';
import { renderMail } from '../../lib/mail-layout';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const addressLines = (o: Order) =>
  [o.address.address_line1, o.address.address_line2, `${o.address.city}, ${o.address.state} ${o.address.pincode}`, o.address.country].filter(Boolean);

/** The link to an order's tax invoice (PDF), once it has one. */
const invoiceLink = (invoiceUrl: string | null | undefined) => (invoiceUrl ? { label: 'Download your GST tax invoice (PDF)', url: invoiceUrl } : undefined);

/** Order placed: the lines, amounts and delivery address, and the tax invoice of an order paid online. */
export function orderPlacedMail(to: string, o: Order, trackUrl: string, invoiceUrl?: string | null, payUrl?: string | null): MailMessage {
  const lines: Array<[string, string]> = o.items.map((i) => [`${i.name} × ${i.quantity}${i.isFree ? ' (free)' : ''}`, i.isFree ? 'Free' : rupees(i.lineTotal)]);
  return renderMail(to, {
    subject: `Order ${o.customOrderId} placed`,
    heading: 'Thank you for your order!',
    paragraphs: [
      `We have received order ${o.customOrderId} and will let you know when it ships.`,
      // Cash is whole rupees: no paise to hand over.
      o.paymentMethod === 'COD' ? `Please keep ₹${cashFigure(rupeesToPaise(o.total))} ready: you pay on delivery.` : 'Your payment has been received.',
      ...(payUrl ? ['Rather skip the cash at the door? You can pay for this same order online now, until it is dispatched.'] : []),
    ],
    table: [
      ...lines,
      ['Cart total', rupees(o.mrpTotal)],
      ['Discount', `−${rupees(o.productDiscount)}`],
      ...(o.couponDiscount > 0 ? ([[`Coupon ${o.couponCode ?? ''}`.trim(), `−${rupees(o.couponDiscount)}`]] as Array<[string, string]>) : []),
      ['Shipping', 'Free'],
      ...(o.codFee ? ([[COD_RULES_MESSAGES.codFeeLine, rupees(o.codFee)]] as Array<[string, string]>) : []),
      ...(o.onlineDiscount ? ([[COD_RULES_MESSAGES.onlineDiscountLine, `−${rupees(o.onlineDiscount)}`]] as Array<[string, string]>) : []),
      ['Total', rupees(o.total)],
    ],
    block: { title: 'Delivering to', lines: addressLines(o) },
    button: { label: 'Track your order', url: trackUrl },
    link: payUrl ? { label: 'Pay online now instead of cash on delivery', url: payUrl } : invoiceLink(invoiceUrl),
  });
}

/** Order shipped: the tracking number, and the tax invoice (a Cash on Delivery order is invoiced as it ships). */
export function orderShippedMail(to: string, o: Order, trackUrl: string, invoiceUrl?: string | null): MailMessage {
  return renderMail(to, {
    subject: `Order ${o.customOrderId} has shipped`,
    heading: 'Your order is on its way',
    paragraphs: [`Order ${o.customOrderId} has been handed to our courier.`, `Tracking number: ${o.trackingNumber ?? 'N/A'}`],
    block: { title: 'Delivering to', lines: addressLines(o) },
    button: { label: 'Track your order', url: trackUrl },
    link: invoiceLink(invoiceUrl),
  });
}

export function orderDeliveredMail(to: string, o: Order, trackUrl: string, returnDays: number): MailMessage {
  return renderMail(to, {
    subject: `Order ${o.customOrderId} delivered`,
    heading: 'Delivered!',
    paragraphs: [
      `Order ${o.customOrderId} has been delivered. We hope your cat loves it.`,
      `Something not right? You can request a return within ${returnDays} days of delivery from the tracking page.`,
    ],
    button: { label: 'View your order', url: trackUrl },
  });
}

export function returnRequestedMail(to: string, o: Order, reason: string, trackUrl: string): MailMessage {
  return renderMail(to, {
    subject: `Return requested for order ${o.customOrderId}`,
    heading: 'We have your return request',
    paragraphs: [
      `You asked to return order ${o.customOrderId} (reason: ${reason}).`,
      'We will check your request and tell you when the pickup is arranged. Your refund starts once the parcel is back with us and checked.',
    ],
    button: { label: 'View your order', url: trackUrl },
  });
}

export function orderCancelledMail(to: string, o: Order, trackUrl: string): MailMessage {
  const paidOnline = o.paymentMethod === 'ONLINE' && o.paymentStatus === 'paid';
  return renderMail(to, {
    subject: `Order ${o.customOrderId} has been cancelled`,
    heading: 'Your order has been cancelled',
    paragraphs: [
      `Order ${o.customOrderId} has been cancelled and will not be shipped.`,
      paidOnline ? 'Your payment will be refunded to the account you paid from within 5–7 business days.' : 'Nothing has been charged for it.',
      'If you did not expect this, reply to this mail and we will help.',
    ],
    button: { label: 'View your order', url: trackUrl },
  });
}

/** A Cash on Delivery order paid online later (pay now instead): the payment received, nothing to pay at the door, and its invoice. */
export function orderPaidOnlineMail(to: string, o: Order, trackUrl: string, invoiceUrl?: string | null): MailMessage {
  return renderMail(to, {
    subject: `Payment received for order ${o.customOrderId}`,
    heading: 'Thank you, your order is paid',
    paragraphs: [
      `We have received ${rupees(o.total)} for order ${o.customOrderId}. It is the same order, now paid online: there is nothing to pay on delivery.`,
      'We will let you know when it ships.',
    ],
    button: { label: 'Track your order', url: trackUrl },
    link: invoiceLink(invoiceUrl),
  });
}

/** A mail telling the customer what became of their order or its return, with a button to the order. */
function orderNoticeMail(to: string, words: { subject: string; heading: string; paragraphs: string[] }, trackUrl: string): MailMessage {
  return renderMail(to, { ...words, button: { label: 'View your order', url: trackUrl } });
}

const RETURN_DECISION_TEXT = {
  approved: { subject: 'approved: pickup arranged', heading: 'Your return is approved' },
  received: { subject: 'received: refund started', heading: 'We have your return' },
  rejected: { subject: 'not approved', heading: 'We could not approve your return' },
  refunded: { subject: 'refunded', heading: 'Your refund is done' },
} as const;

/** A step of a return: `message` is the step's sentence (return-texts.ts), the same the tracking page shows. */
export function returnDecisionMail(to: string, o: Order, decision: keyof typeof RETURN_DECISION_TEXT, message: string, trackUrl: string): MailMessage {
  const text = RETURN_DECISION_TEXT[decision];
  const words = { subject: `Return for order ${o.customOrderId} ${text.subject}`, heading: text.heading };
  return orderNoticeMail(to, { ...words, paragraphs: [`About your return of order ${o.customOrderId}:`, message] }, trackUrl);
}

const UNDELIVERED_MAIL_TEXT = {
  rto_delivered: { subject: 'could not be delivered', heading: 'Your parcel came back to us' },
  lost: { subject: 'was lost in transit', heading: 'Your parcel was lost on its way' },
} as const;

/**
 * A parcel that did not reach the customer: back with the shop, or lost by the courier. `message` is the sentence the
 * tracking page shows (what happened and what becomes of the money).
 */
export function orderUndeliveredMail(to: string, o: Order, kind: keyof typeof UNDELIVERED_MAIL_TEXT, message: string, trackUrl: string): MailMessage {
  const text = UNDELIVERED_MAIL_TEXT[kind];
  const words = { subject: `Order ${o.customOrderId} ${text.subject}`, heading: text.heading };
  const paragraphs = [`About your order ${o.customOrderId}:`, message, 'You are welcome to order again; if you have any questions, reply to this mail and we will help.'];
  return orderNoticeMail(to, { ...words, paragraphs }, trackUrl);
}
