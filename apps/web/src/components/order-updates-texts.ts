import { NOTIFICATION_EVENT_LABELS, NOTIFICATION_MESSAGES } from '@shop/contract/notifications';
import { defineTexts } from '../lib/i18n/texts';

/** Words of the order-updates choice (profile and checkout): the contract's English, and each update's name. */
export const NOTIFICATION_TEXTS = defineTexts(
  { ...NOTIFICATION_MESSAGES, events: NOTIFICATION_EVENT_LABELS },
  {
    title: 'ऑर्डर की जानकारी',
    whatsappOptIn: 'मुझे ऑर्डर की जानकारी WhatsApp पर भेजें',
    smsOptIn: 'मुझे ऑर्डर की जानकारी SMS से भेजें',
    whatsappConsent: 'हम सिर्फ़ आपके ऑर्डर की जानकारी भेजते हैं। आप इसे यहाँ कभी भी बंद कर सकते हैं।',
    noPhone: 'WhatsApp या SMS पर ऑर्डर की जानकारी पाने के लिए अपना मोबाइल नंबर जोड़ें।',
    saved: 'ऑर्डर की जानकारी की पसंद सेव हो गई',
    whatWeSend: 'हम आपको बताएँगे जब आपका ऑर्डर:',
    loading: 'ऑर्डर की जानकारी की पसंद लोड हो रही है',
    loadFailed: 'ऑर्डर की जानकारी की पसंद लोड नहीं हो सकी।',
    retry: 'फिर से कोशिश करें',
    events: {
      placed: 'ऑर्डर हो गया',
      shipped: 'ऑर्डर भेज दिया गया, ट्रैकिंग नंबर के साथ',
      out_for_delivery: 'डिलीवरी के लिए निकला',
      delivered: 'डिलीवर हो गया',
      return_requested: 'वापसी का अनुरोध मिला',
      return_approved: 'वापसी मंज़ूर, पिकअप तय',
      return_received: 'वापसी मिल गई, रिफ़ंड शुरू',
      return_rejected: 'वापसी नामंज़ूर',
      refund_processed: 'रिफ़ंड हो गया',
      rto_delivered: 'पार्सल बिना डिलीवरी के हमारे पास लौट आया',
      lost: 'पार्सल रास्ते में खो गया',
    },
  },
);
