import type { PaymentMethod } from '@shop/contract/payment-methods';
import { defineTexts } from '../../lib/i18n/texts';

/** Words of checkout opened by a refill reminder's one-tap reorder. */
export const REORDER_TEXTS = defineTexts(
  {
    heading: (orderNumber: string) => `Reordering ${orderNumber}`,
    lead: 'Same address and the same way of paying as last time, at today’s prices. Check and pay.',
    paymentLabel: 'Payment',
    payment: { COD: 'Cash on Delivery, as last time', ONLINE: 'Pay online, as last time' } satisfies Record<PaymentMethod, string>,
    unavailable: (name: string) => `${name} is out of stock, so it is not in your bag.`,
    fewer: (name: string, added: number, quantity: number) => `Only ${added} of the ${quantity} ${name} you ordered last time are in stock: ${added} added.`,
    price: (name: string, then: string, now: string) => `${name} now costs ${now} (it was ${then}).`,
    lastChoice: 'Your choice last time',
  },
  {
    heading: (orderNumber: string) => `${orderNumber} फिर से ऑर्डर कर रहे हैं`,
    lead: 'पिछली बार वाला पता और भुगतान का वही तरीका, आज की कीमतों पर। जाँच लें और भुगतान करें।',
    paymentLabel: 'भुगतान',
    payment: { COD: 'कैश ऑन डिलीवरी, पिछली बार की तरह', ONLINE: 'ऑनलाइन भुगतान, पिछली बार की तरह' },
    unavailable: (name: string) => `${name} स्टॉक में नहीं है, इसलिए यह आपके कार्ट में नहीं है।`,
    fewer: (name: string, added: number, quantity: number) => `पिछली बार आपने ${quantity} ${name} मँगाए थे, स्टॉक में केवल ${added} हैं: ${added} जोड़े गए।`,
    price: (name: string, then: string, now: string) => `${name} की कीमत अब ${now} है (पहले ${then} थी)।`,
    lastChoice: 'पिछली बार आपकी पसंद',
  },
);
