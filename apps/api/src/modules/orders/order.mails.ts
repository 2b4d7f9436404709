import type { Order } from '@shop/contract/orders';
import type { MailMessage } from '../../adapters/mail/mailer';
import { renderMail } from '../../lib/mail-layout';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const addressLines = (o: Order) =>
  [o.address.address_line1, o.address.address_line2, `${o.address.city}, ${o.address.state} ${o.address.pincode}`, o.address.country].filter(Boolean);

/** Order placed: the lines, amounts and delivery address. */
export function orderPlacedMail(to: string, o: Order, trackUrl: string): MailMessage {
  const lines: Array<[string, string]> = o.items.map((i) => [`${i.name} × ${i.quantity}${i.isFree ? ' (free)' : ''}`, i.isFree ? 'Free' : rupees(i.lineTotal)]);
  return renderMail(to, {
    subject: `Order ${o.customOrderId} placed`,
    heading: 'Thank you for your order!',
    paragraphs: [
      `We have received order ${o.customOrderId} and will let you know when it ships.`,
      o.paymentMethod === 'COD' ? `Please keep ${rupees(o.total)} ready: you pay on delivery.` : 'Your payment has been received.',
    ],
    table: [
      ...lines,
      ['Cart total', rupees(o.mrpTotal)],
      ['Discount', `−${rupees(o.productDiscount)}`],
      ...(o.couponDiscount > 0 ? ([[`Coupon ${o.couponCode ?? ''}`.trim(), `−${rupees(o.couponDiscount)}`]] as Array<[string, string]>) : []),
      ['Shipping', 'Free'],
      ['Total', rupees(o.total)],
    ],
    block: { title: 'Delivering to', lines: addressLines(o) },
    button: { label: 'Track your order', url: trackUrl },
  });
}

export function orderShippedMail(to: string, o: Order, trackUrl: string): MailMessage {
  return renderMail(to, {
    subject: `Order ${o.customOrderId} has shipped`,
    heading: 'Your order is on its way',
    paragraphs: [`Order ${o.customOrderId} has been handed to our courier.`, `Tracking number: ${o.trackingNumber ?? 'N/A'}`],
    block: { title: 'Delivering to', lines: addressLines(o) },
    button: { label: 'Track your order', url: trackUrl },
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
      `You asked to return order ${o.customOrderId} (reason: ${reason}). Our team will contact you to arrange the pickup.`,
      'Refunds take 15–20 business days once the return is approved.',
    ],
    button: { label: 'View your order', url: trackUrl },
  });
}
