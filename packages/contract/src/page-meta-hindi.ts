/**
 * The public pages' words in Hindi, beside page-meta.ts's English: a module of its own, so that English pages' code
 * carries none of it (the browser loads it on Hindi pages only; the server, which writes every head, has both).
 */
import type { Locale } from './locale';
import { NOT_FOUND_META, PUBLIC_PAGE_META, type PageMeta, type PublicPage } from './page-meta';

/** The same pages in Hindi: their words, under the same (unprefixed) paths; `pageMetaIn` gives a page's in a language. */
export const PUBLIC_PAGE_META_HI = {
  home: {
    title: 'Purrfect Litter | प्रीमियम बेंटोनाइट कैट लिटर, मेड इन इंडिया',
    description:
      'भारत में बना प्रीमियम क्लम्पिंग बेंटोनाइट कैट लिटर: बिना खुशबू, लैवेंडर और गुलाब। 99.5% धूल-रहित, बदबू पर पक्का काबू। कैश ऑन डिलीवरी उपलब्ध।',
    path: '/',
  },
  explore: {
    title: 'कैट लिटर और एक्सेसरीज़ खरीदें',
    description:
      'बिना खुशबू, लैवेंडर और गुलाब वाला प्रीमियम बेंटोनाइट कैट लिटर 5, 10 और 20 किलो में, साथ में स्कूप, मैट और लिटर केयर। पूरे भारत में मुफ़्त शिपिंग और कैश ऑन डिलीवरी।',
    path: '/explore',
  },
  reviews: {
    title: 'ग्राहकों के रिव्यू',
    description:
      'पूरे भारत के कैट पेरेंट्स के Purrfect Litter प्रीमियम बेंटोनाइट कैट लिटर पर सच्चे रिव्यू पढ़ें: क्लम्पिंग, बदबू पर काबू, धूल और डिलीवरी।',
    path: '/review',
  },
  about: {
    title: 'हमारे बारे में',
    description:
      'Purrfect Litter प्राकृतिक सोडियम बेंटोनाइट बनाने वाली भारतीय कंपनी है। जानिए हमारा प्रीमियम, पालतू-सुरक्षित क्लम्पिंग कैट लिटर भारत में कैसे बनता है।',
    path: '/about',
  },
  contact: {
    title: 'संपर्क करें',
    description:
      'Purrfect Litter कस्टमर केयर से ईमेल या फ़ोन पर संपर्क करें। ऑर्डर, डिलीवरी, रिटर्न और हमारे कैट लिटर में मदद, सोमवार से शनिवार।',
    path: '/contact-us',
  },
  faq: {
    title: 'अक्सर पूछे जाने वाले सवाल',
    description:
      'बेंटोनाइट कैट लिटर, क्लम्पिंग, ऑर्डर, कैश ऑन डिलीवरी, Razorpay पेमेंट, पिनकोड से डिलीवरी, रिटर्न, रिफ़ंड और लॉयल्टी रिवॉर्ड के बारे में जवाब।',
    path: '/faq',
  },
  terms: {
    title: 'नियम और शर्तें',
    description:
      'Purrfect Litter पर ख़रीदारी के नियम: ऑर्डर, रुपये में कीमतें, पेमेंट, शिपिंग, कैंसलेशन, रिटर्न, रिफ़ंड और लॉयल्टी।',
    path: '/terms-and-conditions',
  },
  privacy: {
    title: 'प्राइवेसी पॉलिसी',
    description:
      'डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023 के तहत Purrfect Litter आपका निजी डेटा कैसे लेता, इस्तेमाल करता, रखता और सुरक्षित करता है।',
    path: '/privacy-policy',
  },
} as const satisfies Record<keyof typeof PUBLIC_PAGE_META, PageMeta>;

/** A public page's words in a language; its path stays the unprefixed one (`pathInLocale` gives its address). */
export function pageMetaIn(locale: Locale, page: PublicPage): PageMeta {
  return locale === 'hi' ? PUBLIC_PAGE_META_HI[page] : PUBLIC_PAGE_META[page];
}

export const NOT_FOUND_META_HI = {
  title: 'पेज नहीं मिला',
  description: 'आप जो पेज ढूँढ रहे थे वह नहीं मिला। इसके बजाय हमारा प्रीमियम बेंटोनाइट कैट लिटर देखें।',
} as const;

/** The words of a page that does not exist, in a language. */
export function notFoundMetaIn(locale: Locale): { title: string; description: string } {
  return locale === 'hi' ? NOT_FOUND_META_HI : NOT_FOUND_META;
}

