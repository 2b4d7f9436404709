import type { Locale } from '@shop/contract/locale';

/** The readable data export's own words in one language (the data itself is as stored). */
export interface ExportWords {
  title: (brand: string) => string;
  intro: (brand: string, at: string) => string;
  nothingKept: string;
  /** Each exported table's heading and what it holds, by table name; a table missing here shows its own name. */
  sections: Readonly<Record<string, { title: string; about: string }>>;
}

/**
 * The export page's words in Hindi: every table EXPORT_SECTIONS exports has its heading and explanation here (a test
 * checks it), the column names and values staying as stored.
 */
const HINDI_SECTIONS: Readonly<Record<string, { title: string; about: string }>> = {
  users: { title: 'प्रोफ़ाइल', about: 'आपकी प्रोफ़ाइल: नाम, ईमेल, मोबाइल नंबर और सेटिंग।' },
  nominees: { title: 'नॉमिनी', about: 'वह व्यक्ति जिसे आपने अपनी ओर से अपने अधिकार इस्तेमाल करने के लिए चुना (DPDP धारा 14)।' },
  addresses: { title: 'पते', about: 'आपके सेव किए हुए डिलीवरी पते।' },
  orders: { title: 'ऑर्डर', about: 'आपके ऑर्डर, ऑर्डर के समय के डिलीवरी पते और रकम (पैसे में) के साथ।' },
  order_items: { title: 'ऑर्डर के प्रोडक्ट', about: 'हर ऑर्डर में क्या था।' },
  order_events: { title: 'ऑर्डर के पड़ाव', about: 'हर ऑर्डर का हर पड़ाव (कन्फ़र्म, भेजा गया, डिलीवर हुआ…)।' },
  payment_attempts: { title: 'ऑनलाइन पेमेंट', about: 'आपके ऑनलाइन पेमेंट।' },
  refunds: { title: 'रिफ़ंड', about: 'आपको लौटाया गया पैसा।' },
  return_requests: { title: 'रिटर्न', about: 'आपके माँगे हुए रिटर्न।' },
  invoices: { title: 'इनवॉइस', about: 'आपके GST टैक्स इनवॉइस और क्रेडिट नोट (दस्तावेज़ ख़ुद हर ऑर्डर से डाउनलोड होते हैं)।' },
  coupon_redemptions: { title: 'इस्तेमाल किए कूपन', about: 'आपके ऑर्डर पर लगे कूपन।' },
  first_order_claims: { title: 'पहले ऑर्डर का ऑफ़र', about: 'आपका पहले ऑर्डर का ऑफ़र किस ईमेल, फ़ोन और पते से लिया गया।' },
  loyalty_recoveries: { title: 'वापस लिए गए लॉयल्टी रिवॉर्ड', about: 'रिटर्न के बाद रिफ़ंड में से वापस लिए गए लॉयल्टी रिवॉर्ड।' },
  cod_confirmations: { title: 'कोड से कन्फ़र्म COD ऑर्डर', about: 'कोड से कन्फ़र्म किए गए कैश ऑन डिलीवरी ऑर्डर।' },
  reviews: { title: 'रिव्यू', about: 'आपके लिखे रिव्यू।' },
  cart_items: { title: 'कार्ट', about: 'अभी आपके कार्ट में क्या है।' },
  user_consents: { title: 'सहमतियाँ', about: 'आप अभी किस बात के लिए सहमत हैं, हर उद्देश्य के लिए अलग।' },
  consent_events: { title: 'सहमति का इतिहास', about: 'आपकी दी या वापस ली गई हर सहमति: कब, किस स्क्रीन से, किन शब्दों पर।' },
  notification_outbox: { title: 'WhatsApp और SMS अपडेट', about: 'WhatsApp या SMS से भेजे गए ऑर्डर अपडेट।' },
  reminders: { title: 'रिमाइंडर', about: 'आपके लिए लिखे कार्ट और दोबारा ख़रीदने के रिमाइंडर: किस चैनल पर, किस बारे में, और क्या वे भेजे गए।' },
  order_mail_outbox: { title: 'ऑर्डर के ईमेल', about: 'आपको भेजे गए ऑर्डर के ईमेल।' },
  text_messages: { title: 'भेजे गए कोड', about: 'आपको SMS से भेजे गए कोड (दुकान की SMS सीमा में गिने जाते हैं)।' },
  dev_messages: { title: 'रखे गए संदेश', about: 'आपके पते या नंबर पर भेजे ईमेल और SMS जो दुकान रखती है।' },
  one_time_codes: { title: 'वन-टाइम कोड', about: 'आपको भेजे गए लॉग इन और सत्यापन कोड (कोड ख़ुद कभी नहीं रखे जाते)।' },
  auth_sessions: { title: 'लॉग इन वाले डिवाइस', about: 'वे डिवाइस जिन पर आपने लॉग इन किया।' },
  phone_changes: { title: 'मोबाइल नंबर में बदलाव', about: 'आपके मोबाइल नंबर में हुए बदलाव।' },
  data_requests: { title: 'डेटा के अनुरोध', about: 'इस डेटा के आपके डाउनलोड और खाता हटाने के अनुरोध।' },
  grievances: { title: 'शिकायतें', about: 'आपकी दर्ज की गई शिकायतें, और हमारे जवाब।' },
  grievance_mails: { title: 'शिकायतों के ईमेल', about: 'आपकी शिकायतों के बारे में ईमेल।' },
  audit_log: { title: 'स्टाफ़ के बदलाव', about: 'दुकान के स्टाफ़ ने आपके खाते में क्या किया (रोक, हटाना)।' },
};

export const EXPORT_WORDS: Readonly<Record<Exclude<Locale, 'en'>, ExportWords>> = {
  hi: {
    title: (brand) => `${brand} के पास आपका डेटा`,
    intro: (brand, at) => `${at} तक ${brand} आपके बारे में जो कुछ रखता है, वह सब। रकम पैसे में है (₹1 = 100 पैसे)।`,
    nothingKept: 'कुछ नहीं रखा गया।',
    sections: HINDI_SECTIONS,
  },
};
