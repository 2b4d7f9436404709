import { PUBLIC_PAGE_META } from '@shop/contract/page-meta';
import { PUBLIC_PAGE_META_HI } from '@shop/contract/page-meta-hindi';
import { defineTexts } from '../../lib/i18n/texts';

/** Words of the static pages: the ones the spec fixes or tests look for, and each page's frame. */
export const STATIC_TEXTS = defineTexts(
  {
    notFoundHeading: 'Page Not Found',
    notFoundCode: 'Error 404',
    notFoundText: 'Looks like this page wandered off, the way cats do. It may have moved, or the link may be mistyped.',
    helpfulLinks: 'Helpful links',
    goHome: 'Go to the home page',
    shopLitter: 'Shop cat litter',
    termsLastUpdatedLabel: 'Last updated:',
    legal: 'Legal',
    onThisPage: 'On this page',
    helpCentre: 'Help centre',
    faqLead: 'Everything about our bentonite litter, your orders, delivery, returns and rewards, in one place.',
    contact: {
      eyebrow: 'Customer care',
      lead: 'A question about your order, delivery to your pincode, a return, or which litter suits your cat? Our team in India is happy to help.',
      emailTitle: 'Email us',
      emailNote: 'We reply within one business day. Please include your order ID if you have one.',
      callTitle: 'Call us',
      callNote: 'Monday to Saturday, 10:00 am to 7:00 pm IST.',
      whatsappTitle: 'WhatsApp',
      chat: 'Chat with us',
      chatHint: ' on WhatsApp (opens in a new tab)',
      whatsappNote: 'Prefer to text? Message the same number on WhatsApp and we will answer during care hours.',
      hoursTitle: 'Customer care hours',
      hours: [
        { days: 'Monday to Saturday', time: '10:00 am – 7:00 pm' },
        { days: 'Sunday and national holidays', time: 'Closed' },
      ],
      hoursNote: 'All times are Indian Standard Time (IST). Emails sent outside these hours are answered on the next working day.',
      officeTitle: 'Registered office',
      factory: 'Factory',
      officeNote: 'Our offices do not sell over the counter; please order online.',
      quickTitle: 'Quick answers',
      quickDelivery: 'Delivery and pincodes',
      quickReturns: 'Returns, refunds and cancellation',
      quickPayment: 'Payment and coupons',
      quickTerms: 'Terms and Conditions',
    },
  },
  {
    notFoundHeading: 'पेज नहीं मिला',
    notFoundCode: 'गड़बड़ी 404',
    notFoundText: 'लगता है यह पेज बिल्लियों की तरह कहीं घूमने निकल गया। हो सकता है यह हट गया हो, या लिंक में कुछ ग़लत लिखा हो।',
    helpfulLinks: 'काम के लिंक',
    goHome: 'होम पेज पर जाएँ',
    shopLitter: 'कैट लिटर खरीदें',
    termsLastUpdatedLabel: 'आख़िरी बार अपडेट:',
    legal: 'कानूनी',
    onThisPage: 'इस पेज पर',
    helpCentre: 'मदद केंद्र',
    faqLead: 'हमारे बेंटोनाइट लिटर, आपके ऑर्डर, डिलीवरी, रिटर्न और रिवॉर्ड के बारे में सब कुछ, एक ही जगह।',
    contact: {
      eyebrow: 'कस्टमर केयर',
      lead: 'आपके ऑर्डर, आपके पिनकोड पर डिलीवरी, रिटर्न, या आपकी बिल्ली के लिए कौन-सा लिटर ठीक है, इस बारे में कोई सवाल? भारत में हमारी टीम ख़ुशी से मदद करेगी।',
      emailTitle: 'ईमेल करें',
      emailNote: 'हम एक कामकाजी दिन के अंदर जवाब देते हैं। अगर आपके पास ऑर्डर ID है, तो उसे ज़रूर लिखें।',
      callTitle: 'कॉल करें',
      callNote: 'सोमवार से शनिवार, सुबह 10:00 से शाम 7:00 बजे तक (IST)।',
      whatsappTitle: 'WhatsApp',
      chat: 'हमसे चैट करें',
      chatHint: ' WhatsApp पर (नए टैब में खुलता है)',
      whatsappNote: 'मैसेज करना पसंद है? इसी नंबर पर WhatsApp करें, हम केयर के समय में जवाब देंगे।',
      hoursTitle: 'कस्टमर केयर का समय',
      hours: [
        { days: 'सोमवार से शनिवार', time: 'सुबह 10:00 – शाम 7:00' },
        { days: 'रविवार और राष्ट्रीय छुट्टियाँ', time: 'बंद' },
      ],
      hoursNote: 'सभी समय भारतीय मानक समय (IST) में हैं। इस समय के बाहर भेजे गए ईमेल का जवाब अगले कामकाजी दिन दिया जाता है।',
      officeTitle: 'रजिस्टर्ड ऑफ़िस',
      factory: 'फ़ैक्ट्री',
      officeNote: 'हमारे ऑफ़िस में काउंटर पर बिक्री नहीं होती; कृपया ऑनलाइन ऑर्डर करें।',
      quickTitle: 'झटपट जवाब',
      quickDelivery: 'डिलीवरी और पिनकोड',
      quickReturns: 'रिटर्न, रिफ़ंड और कैंसलेशन',
      quickPayment: 'पेमेंट और कूपन',
      quickTerms: 'नियम और शर्तें',
    },
  },
);

/** The English words (tests, and code without a page). */
export const STATIC_TEXT = STATIC_TEXTS.en;

/** The static pages' meta in each language: the server writes the same into each page's head. */
export const PAGE_META_TEXTS = defineTexts(
  {
    about: PUBLIC_PAGE_META.about,
    contact: PUBLIC_PAGE_META.contact,
    faq: PUBLIC_PAGE_META.faq,
    terms: PUBLIC_PAGE_META.terms,
    privacy: PUBLIC_PAGE_META.privacy,
  },
  {
    about: PUBLIC_PAGE_META_HI.about,
    contact: PUBLIC_PAGE_META_HI.contact,
    faq: PUBLIC_PAGE_META_HI.faq,
    terms: PUBLIC_PAGE_META_HI.terms,
    privacy: PUBLIC_PAGE_META_HI.privacy,
  },
);
