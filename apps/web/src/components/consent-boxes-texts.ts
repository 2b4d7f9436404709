import type { SignUpConsentPurpose } from '@shop/contract/consent-rules';
import { defineTexts } from '../lib/i18n/texts';

/** Words of the consent boxes on sign-up's profile step and at checkout: plain, one line each, none ticked. */
export const CONSENT_BOX_TEXTS = defineTexts(
  {
    legend: 'Stay in touch (optional)',
    lead: 'Tick what you would like. Nothing is ticked for you, and you can stop any time from your account or the message itself.',
    choice: {
      order_updates_whatsapp: 'Send my order updates on WhatsApp',
      offers_whatsapp: 'Remind me about my cart and my next bag of litter, with offers, on WhatsApp',
      offers_sms: 'Send me those reminders and offers by SMS',
      offers_email: 'Send me those reminders and offers by email',
    } satisfies Record<SignUpConsentPurpose, string>,
  },
  {
    legend: 'संपर्क में रहें (वैकल्पिक)',
    lead: 'जो चाहें, उस पर टिक करें। आपके लिए पहले से कुछ टिक नहीं है, और आप अपने अकाउंट से या संदेश से ही कभी भी रोक सकते हैं।',
    choice: {
      order_updates_whatsapp: 'मेरे ऑर्डर की जानकारी WhatsApp पर भेजें',
      offers_whatsapp: 'मेरे कार्ट और लिटर के अगले बैग की याद, ऑफ़र के साथ, WhatsApp पर दिलाएँ',
      offers_sms: 'ये रिमाइंडर और ऑफ़र मुझे SMS से भेजें',
      offers_email: 'ये रिमाइंडर और ऑफ़र मुझे ईमेल से भेजें',
    },
  },
);
