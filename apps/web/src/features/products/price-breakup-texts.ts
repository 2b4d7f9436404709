import { defineTexts } from '../../lib/i18n/texts';

/** Words of the product page's price breakup, shown before the customer pays. */
export const PRICE_BREAKUP_TEXTS = defineTexts(
  {
    heading: 'Price breakup',
    price: 'Price',
    gst: (rate: string) => `GST included (${rate}%)`,
    delivery: 'Delivery',
    free: 'Free',
    codFee: 'Cash on Delivery fee',
    codFeeNone: 'None',
  },
  {
    heading: 'कीमत का ब्योरा',
    price: 'कीमत',
    gst: (rate: string) => `GST शामिल (${rate}%)`,
    delivery: 'डिलीवरी',
    free: 'मुफ़्त',
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    codFeeNone: 'कोई नहीं',
  },
);
