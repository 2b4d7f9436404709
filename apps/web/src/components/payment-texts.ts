/**
 * The contract's words about paying and delivering that the storefront shows as they are (the Cash on Delivery rules,
 * the order confirmation by code, the delivery estimate), with their Hindi. The English is the contract's own.
 */
import { COD_CONFIRMATION_MESSAGES } from '@shop/contract/cod-confirmation';
import { COD_RULES_MESSAGES } from '@shop/contract/cod-rules-words';
import { DELIVERY_MESSAGES, formatDeliveryDay } from '@shop/contract/delivery';
import { dateFormat, numberFormat } from '../lib/i18n/format';
import { defineTexts } from '../lib/i18n/texts';

/** ₹4,999 (whole rupees), ₹49.50 otherwise, as the contract writes amounts in these sentences. */
const rupees = (amount: number) => `₹${numberFormat('hi', { maximumFractionDigits: 2 }).format(amount)}`;

/** A delivery day (YYYY-MM-DD, India's calendar) as "गुरुवार, 27 नवंबर". */
function hindiDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  // Noon UTC is the same calendar day in India.
  const day = new Date(Date.UTC(y, m - 1, d, 12));
  const parts = dateFormat('hi', { weekday: 'long', day: 'numeric', month: 'long' }).formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

export const COD_RULES_TEXTS = defineTexts(COD_RULES_MESSAGES, {
  orderValue: ({ min, max }) =>
    min !== undefined && max !== undefined
      ? `कैश ऑन डिलीवरी ${rupees(min)} से ${rupees(max)} तक के ऑर्डर पर उपलब्ध है।`
      : min !== undefined
        ? `कैश ऑन डिलीवरी ${rupees(min)} या उससे ज़्यादा के ऑर्डर पर उपलब्ध है।`
        : `कैश ऑन डिलीवरी ${rupees(max ?? 0)} तक के ऑर्डर पर उपलब्ध है।`,
  pincode: ({ pincode }) => `पिनकोड ${pincode} पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन पेमेंट करें।`,
  returnedParcels: ({ count, days }) =>
    `आपके खाते पर कैश ऑन डिलीवरी उपलब्ध नहीं है: पिछले ${days} दिनों में ${count === 1 ? 'एक ऑर्डर' : `${count} ऑर्डर`} बिना डिलीवरी के वापस आए। कृपया ऑनलाइन पेमेंट करें।`,
  codFee: (fee) => `कैश ऑन डिलीवरी शुल्क ${rupees(fee)}`,
  payOnlineSave: (saving) => `ऑनलाइन पेमेंट करें और ${rupees(saving)} बचाएँ`,
  onlineTotal: (total) => `ऑनलाइन पेमेंट: ${rupees(total)}`,
  codTotal: (total) => `कैश ऑन डिलीवरी: ${rupees(total)}`,
  codOptionFee: (fee, total) => `${rupees(fee)} कैश ऑन डिलीवरी शुल्क · डिलीवरी पर ${rupees(total)} चुकाएँ`,
  onlineOptionSave: (saving, total) => `ऑनलाइन पेमेंट करें और ${rupees(saving)} बचाएँ · ${rupees(total)}`,
  codFeeLine: 'कैश ऑन डिलीवरी शुल्क',
  onlineDiscountLine: 'ऑनलाइन पेमेंट छूट',
  codFeeInvoiceLine: 'कैश ऑन डिलीवरी शुल्क (सेवा शुल्क)',
  rulesSaved: 'कैश ऑन डिलीवरी के नियम सेव हो गए',
  unknownPincode: ({ pincode }) => `${pincode} भारत का पिनकोड नहीं है`,
});

export const COD_CONFIRMATION_TEXTS = defineTexts(COD_CONFIRMATION_MESSAGES, {
  required: ({ sentTo }) => `अपना कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म करने के लिए ${sentTo} पर भेजा गया कोड डालें।`,
  noPhone: 'कैश ऑन डिलीवरी ऑर्डर के लिए अपनी प्रोफ़ाइल में मोबाइल नंबर जोड़ें।',
  notFound: 'ऑर्डर की यह पुष्टि नहीं मिली। कृपया फिर से ऑर्डर करें।',
  expired: 'इस पुष्टि का समय निकल गया। कृपया फिर से ऑर्डर करें।',
  keyMismatch: 'यह Idempotency-Key किसी दूसरे अनुरोध की है।',
  amountChanged: 'कोड भेजने के बाद इस ऑर्डर की कुल रकम बदल गई। नई रकम देखने के लिए कृपया फिर से ऑर्डर करें।',
  codeResent: 'हमने नया कोड भेज दिया है।',
  title: 'अपना ऑर्डर कन्फ़र्म करें',
  confirm: 'ऑर्डर कन्फ़र्म करें',
  ruleSaved: 'कैश ऑन डिलीवरी पुष्टि का नियम सेव हो गया',
  confirmedLabel: 'कोड से कन्फ़र्म किया गया',
});

export const DELIVERY_TEXTS = defineTexts({ ...DELIVERY_MESSAGES, deliveryDay: formatDeliveryDay }, {
  deliveryBy: (isoDay) => `${hindiDay(isoDay)} तक डिलीवरी`,
  deliveryDay: hindiDay,
  notDeliverable: 'इस पिनकोड पर डिलीवरी नहीं होती',
  unknownPincode: 'यह भारत का सही पिनकोड नहीं है। कृपया जाँच लें।',
  checkTitle: 'डिलीवरी जाँचें',
  checkButton: 'जाँचें',
  checking: 'जाँच हो रही है...',
  pincodeLabel: 'डिलीवरी का पिनकोड',
  estimatedLabel: 'अनुमानित डिलीवरी',
});
