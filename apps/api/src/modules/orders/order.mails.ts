import { COD_RULES_MESSAGES } from '@shop/contract/cod-rules-words';
import type { Locale } from '@shop/contract/locale';
import type { Order } from '@shop/contract/orders';
import { cashFigure, rupeesToPaise } from '@shop/pricing/money';
import type { MailMessage } from '../../adapters/mail/mailer';
import { renderMail } from '../../lib/mail-layout';

// Amounts are written the Indian way with Latin digits in both languages (₹1,23,456.00), as the storefront shows them.
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const addressLines = (o: Order) =>
  [o.address.address_line1, o.address.address_line2, `${o.address.city}, ${o.address.state} ${o.address.pincode}`, o.address.country].filter(Boolean);

/** Each order mail's words, per language. A mail goes in the order's language (else the customer's): see `mailLocale`. */
const WORDS = {
  en: {
    invoiceLink: 'Download your GST tax invoice (PDF)',
    trackOrder: 'Track your order',
    viewOrder: 'View your order',
    deliveringTo: 'Delivering to',
    free: 'Free',
    freeLine: ' (free)',
    cartTotal: 'Cart total',
    discount: 'Discount',
    coupon: (code: string) => `Coupon ${code}`.trim(),
    shipping: 'Shipping',
    codFee: COD_RULES_MESSAGES.codFeeLine,
    onlineDiscount: COD_RULES_MESSAGES.onlineDiscountLine,
    total: 'Total',
    placed: {
      subject: (n: string) => `Order ${n} placed`,
      heading: 'Thank you for your order!',
      received: (n: string) => `We have received order ${n} and will let you know when it ships.`,
      keepCash: (cash: string) => `Please keep ₹${cash} ready: you pay on delivery.`,
      paid: 'Your payment has been received.',
      payInstead: 'Rather skip the cash at the door? You can pay for this same order online now, until it is dispatched.',
      payLink: 'Pay online now instead of cash on delivery',
    },
    shipped: {
      subject: (n: string) => `Order ${n} has shipped`,
      heading: 'Your order is on its way',
      handed: (n: string) => `Order ${n} has been handed to our courier.`,
      tracking: (t: string | null) => `Tracking number: ${t ?? 'N/A'}`,
    },
    delivered: {
      subject: (n: string) => `Order ${n} delivered`,
      heading: 'Delivered!',
      done: (n: string) => `Order ${n} has been delivered. We hope your cat loves it.`,
      returns: (days: number) => `Something not right? You can request a return within ${days} days of delivery from the tracking page.`,
    },
    returnRequested: {
      subject: (n: string) => `Return requested for order ${n}`,
      heading: 'We have your return request',
      asked: (n: string, reason: string) => `You asked to return order ${n} (reason: ${reason}).`,
      next: 'We will check your request and tell you when the pickup is arranged. Your refund starts once the parcel is back with us and checked.',
    },
    cancelled: {
      subject: (n: string) => `Order ${n} has been cancelled`,
      heading: 'Your order has been cancelled',
      done: (n: string) => `Order ${n} has been cancelled and will not be shipped.`,
      refund: 'Your payment will be refunded to the account you paid from within 5–7 business days.',
      nothing: 'Nothing has been charged for it.',
      help: 'If you did not expect this, reply to this mail and we will help.',
    },
    paidOnline: {
      subject: (n: string) => `Payment received for order ${n}`,
      heading: 'Thank you, your order is paid',
      received: (amount: string, n: string) => `We have received ${amount} for order ${n}. It is the same order, now paid online: there is nothing to pay on delivery.`,
      next: 'We will let you know when it ships.',
    },
    returnDecision: {
      subject: (n: string, what: string) => `Return for order ${n} ${what}`,
      about: (n: string) => `About your return of order ${n}:`,
      approved: { subject: 'approved: pickup arranged', heading: 'Your return is approved' },
      received: { subject: 'received: refund started', heading: 'We have your return' },
      rejected: { subject: 'not approved', heading: 'We could not approve your return' },
      refunded: { subject: 'refunded', heading: 'Your refund is done' },
    },
    undelivered: {
      subject: (n: string, what: string) => `Order ${n} ${what}`,
      about: (n: string) => `About your order ${n}:`,
      again: 'You are welcome to order again; if you have any questions, reply to this mail and we will help.',
      rto_delivered: { subject: 'could not be delivered', heading: 'Your parcel came back to us' },
      lost: { subject: 'was lost in transit', heading: 'Your parcel was lost on its way' },
    },
  },
  hi: {
    invoiceLink: 'अपना GST टैक्स इनवॉइस (PDF) डाउनलोड करें',
    trackOrder: 'अपना ऑर्डर ट्रैक करें',
    viewOrder: 'अपना ऑर्डर देखें',
    deliveringTo: 'डिलीवरी का पता',
    free: 'मुफ़्त',
    freeLine: ' (मुफ़्त)',
    cartTotal: 'कार्ट टोटल',
    discount: 'छूट',
    coupon: (code: string) => `कूपन ${code}`.trim(),
    shipping: 'शिपिंग',
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    onlineDiscount: 'ऑनलाइन पेमेंट पर छूट',
    total: 'कुल',
    placed: {
      subject: (n: string) => `ऑर्डर ${n} मिल गया है`,
      heading: 'आपके ऑर्डर के लिए धन्यवाद!',
      received: (n: string) => `हमें आपका ऑर्डर ${n} मिल गया है। भेजते ही हम आपको बताएँगे।`,
      keepCash: (cash: string) => `कृपया ₹${cash} तैयार रखें: पेमेंट डिलीवरी के समय करना है।`,
      paid: 'आपका पेमेंट मिल गया है।',
      payInstead: 'दरवाज़े पर कैश नहीं देना चाहते? भेजे जाने तक आप इसी ऑर्डर का पेमेंट अभी ऑनलाइन कर सकते हैं।',
      payLink: 'कैश ऑन डिलीवरी की जगह अभी ऑनलाइन पेमेंट करें',
    },
    shipped: {
      subject: (n: string) => `ऑर्डर ${n} भेज दिया गया है`,
      heading: 'आपका ऑर्डर रास्ते में है',
      handed: (n: string) => `ऑर्डर ${n} हमारे कूरियर को सौंप दिया गया है।`,
      tracking: (t: string | null) => `ट्रैकिंग नंबर: ${t ?? 'उपलब्ध नहीं'}`,
    },
    delivered: {
      subject: (n: string) => `ऑर्डर ${n} डिलीवर हो गया`,
      heading: 'डिलीवर हो गया!',
      done: (n: string) => `ऑर्डर ${n} डिलीवर हो गया है। उम्मीद है आपकी बिल्ली को यह पसंद आएगा।`,
      returns: (days: number) => `कुछ ठीक नहीं लगा? डिलीवरी के ${days} दिनों के अंदर ट्रैकिंग पेज से वापसी की रिक्वेस्ट कर सकते हैं।`,
    },
    returnRequested: {
      subject: (n: string) => `ऑर्डर ${n} की वापसी की रिक्वेस्ट`,
      heading: 'आपकी वापसी की रिक्वेस्ट हमें मिल गई है',
      asked: (n: string, reason: string) => `आपने ऑर्डर ${n} वापस करने को कहा है (कारण: ${reason})।`,
      next: 'हम आपकी रिक्वेस्ट देखकर बताएँगे कि सामान कब लिया जाएगा। पार्सल हमारे पास लौटने और जाँच के बाद आपका रिफ़ंड शुरू होगा।',
    },
    cancelled: {
      subject: (n: string) => `ऑर्डर ${n} रद्द कर दिया गया है`,
      heading: 'आपका ऑर्डर रद्द कर दिया गया है',
      done: (n: string) => `ऑर्डर ${n} रद्द कर दिया गया है और भेजा नहीं जाएगा।`,
      refund: 'आपका पेमेंट 5–7 कामकाजी दिनों में उसी खाते में लौट आएगा जिससे आपने पेमेंट किया था।',
      nothing: 'इसके लिए आपसे कोई पैसा नहीं लिया गया है।',
      help: 'अगर आपको इसकी उम्मीद नहीं थी, तो इस मेल का जवाब दें, हम मदद करेंगे।',
    },
    paidOnline: {
      subject: (n: string) => `ऑर्डर ${n} का पेमेंट मिल गया`,
      heading: 'धन्यवाद, आपके ऑर्डर का पेमेंट हो गया है',
      received: (amount: string, n: string) => `ऑर्डर ${n} के लिए हमें ${amount} मिल गए हैं। यह वही ऑर्डर है, अब ऑनलाइन पेमेंट के साथ: डिलीवरी पर कुछ नहीं देना है।`,
      next: 'भेजते ही हम आपको बताएँगे।',
    },
    returnDecision: {
      subject: (n: string, what: string) => `ऑर्डर ${n} की वापसी ${what}`,
      about: (n: string) => `ऑर्डर ${n} की आपकी वापसी के बारे में:`,
      approved: { subject: 'मंज़ूर: सामान लेने का इंतज़ाम हो गया', heading: 'आपकी वापसी मंज़ूर हो गई है' },
      received: { subject: 'मिल गई: रिफ़ंड शुरू', heading: 'आपका लौटाया सामान हमें मिल गया है' },
      rejected: { subject: 'मंज़ूर नहीं हुई', heading: 'हम आपकी वापसी मंज़ूर नहीं कर सके' },
      refunded: { subject: 'का रिफ़ंड हो गया', heading: 'आपका रिफ़ंड हो गया है' },
    },
    undelivered: {
      subject: (n: string, what: string) => `ऑर्डर ${n} ${what}`,
      about: (n: string) => `आपके ऑर्डर ${n} के बारे में:`,
      again: 'आप फिर से ऑर्डर कर सकते हैं; कोई सवाल हो तो इस मेल का जवाब दें, हम मदद करेंगे।',
      rto_delivered: { subject: 'डिलीवर नहीं हो सका', heading: 'आपका पार्सल हमारे पास लौट आया है' },
      lost: { subject: 'रास्ते में खो गया', heading: 'आपका पार्सल रास्ते में खो गया' },
    },
  },
} as const satisfies Record<Locale, unknown>;

/** The language an order's mails speak: the one it was placed in, else the customer's. */
export function mailLocale(o: Pick<Order, 'language'>, customer: { language: Locale }): Locale {
  return o.language ?? customer.language;
}

/** The link to an order's tax invoice (PDF), once it has one. */
const invoiceLink = (locale: Locale, invoiceUrl: string | null | undefined) => (invoiceUrl ? { label: WORDS[locale].invoiceLink, url: invoiceUrl } : undefined);

/** Order placed: the lines, amounts and delivery address, and the tax invoice of an order paid online. */
export function orderPlacedMail(to: string, o: Order, trackUrl: string, invoiceUrl?: string | null, payUrl?: string | null, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale];
  const lines: Array<[string, string]> = o.items.map((i) => [`${i.name} × ${i.quantity}${i.isFree ? w.freeLine : ''}`, i.isFree ? w.free : rupees(i.lineTotal)]);
  return renderMail(to, {
    locale,
    subject: w.placed.subject(o.customOrderId),
    heading: w.placed.heading,
    paragraphs: [
      w.placed.received(o.customOrderId),
      // Cash is whole rupees: no paise to hand over.
      o.paymentMethod === 'COD' ? w.placed.keepCash(cashFigure(rupeesToPaise(o.total))) : w.placed.paid,
      ...(payUrl ? [w.placed.payInstead] : []),
    ],
    table: [
      ...lines,
      [w.cartTotal, rupees(o.mrpTotal)],
      [w.discount, `−${rupees(o.productDiscount)}`],
      ...(o.couponDiscount > 0 ? ([[w.coupon(o.couponCode ?? ''), `−${rupees(o.couponDiscount)}`]] as Array<[string, string]>) : []),
      [w.shipping, w.free],
      ...(o.codFee ? ([[w.codFee, rupees(o.codFee)]] as Array<[string, string]>) : []),
      ...(o.onlineDiscount ? ([[w.onlineDiscount, `−${rupees(o.onlineDiscount)}`]] as Array<[string, string]>) : []),
      [w.total, rupees(o.total)],
    ],
    block: { title: w.deliveringTo, lines: addressLines(o) },
    button: { label: w.trackOrder, url: trackUrl },
    link: payUrl ? { label: w.placed.payLink, url: payUrl } : invoiceLink(locale, invoiceUrl),
  });
}

/** Order shipped: the tracking number, and the tax invoice (a Cash on Delivery order is invoiced as it ships). */
export function orderShippedMail(to: string, o: Order, trackUrl: string, invoiceUrl?: string | null, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale];
  const words = { subject: w.shipped.subject(o.customOrderId), heading: w.shipped.heading, paragraphs: [w.shipped.handed(o.customOrderId), w.shipped.tracking(o.trackingNumber)] };
  return invoicedMail(to, locale, { ...words, block: { title: w.deliveringTo, lines: addressLines(o) } }, trackUrl, invoiceUrl);
}

export function orderDeliveredMail(to: string, o: Order, trackUrl: string, returnDays: number, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale].delivered;
  return orderNoticeMail(to, locale, { subject: w.subject(o.customOrderId), heading: w.heading, paragraphs: [w.done(o.customOrderId), w.returns(returnDays)] }, trackUrl);
}

export function returnRequestedMail(to: string, o: Order, reason: string, trackUrl: string, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale].returnRequested;
  return orderNoticeMail(to, locale, { subject: w.subject(o.customOrderId), heading: w.heading, paragraphs: [w.asked(o.customOrderId, reason), w.next] }, trackUrl);
}

export function orderCancelledMail(to: string, o: Order, trackUrl: string, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale].cancelled;
  const paidOnline = o.paymentMethod === 'ONLINE' && o.paymentStatus === 'paid';
  return orderNoticeMail(to, locale, { subject: w.subject(o.customOrderId), heading: w.heading, paragraphs: [w.done(o.customOrderId), paidOnline ? w.refund : w.nothing, w.help] }, trackUrl);
}

/** A Cash on Delivery order paid online later (pay now instead): the payment received, nothing to pay at the door, and its invoice. */
export function orderPaidOnlineMail(to: string, o: Order, trackUrl: string, invoiceUrl?: string | null, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale].paidOnline;
  return invoicedMail(to, locale, { subject: w.subject(o.customOrderId), heading: w.heading, paragraphs: [w.received(rupees(o.total), o.customOrderId), w.next] }, trackUrl, invoiceUrl);
}

/** A step of the order that comes with its tax invoice: a button to track the order, and the invoice's link. */
function invoicedMail(
  to: string,
  locale: Locale,
  words: { subject: string; heading: string; paragraphs: string[]; block?: { title: string; lines: string[] } },
  trackUrl: string,
  invoiceUrl: string | null | undefined,
): MailMessage {
  return renderMail(to, { ...words, locale, button: { label: WORDS[locale].trackOrder, url: trackUrl }, link: invoiceLink(locale, invoiceUrl) });
}

/** A mail telling the customer what became of their order or its return, with a button to the order. */
function orderNoticeMail(to: string, locale: Locale, words: { subject: string; heading: string; paragraphs: string[] }, trackUrl: string): MailMessage {
  return renderMail(to, { ...words, locale, button: { label: WORDS[locale].viewOrder, url: trackUrl } });
}

type ReturnDecision = 'approved' | 'received' | 'rejected' | 'refunded';

/** A step of a return: `message` is the step's sentence (return-texts.ts), the same the tracking page shows. */
export function returnDecisionMail(to: string, o: Order, decision: ReturnDecision, message: string, trackUrl: string, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale].returnDecision;
  const words = { subject: w.subject(o.customOrderId, w[decision].subject), heading: w[decision].heading };
  return orderNoticeMail(to, locale, { ...words, paragraphs: [w.about(o.customOrderId), message] }, trackUrl);
}

/**
 * A parcel that did not reach the customer: back with the shop, or lost by the courier. `message` is the sentence the
 * tracking page shows (what happened and what becomes of the money).
 */
export function orderUndeliveredMail(to: string, o: Order, kind: 'rto_delivered' | 'lost', message: string, trackUrl: string, locale: Locale = 'en'): MailMessage {
  const w = WORDS[locale].undelivered;
  const words = { subject: w.subject(o.customOrderId, w[kind].subject), heading: w[kind].heading };
  return orderNoticeMail(to, locale, { ...words, paragraphs: [w.about(o.customOrderId), message, w.again] }, trackUrl);
}
