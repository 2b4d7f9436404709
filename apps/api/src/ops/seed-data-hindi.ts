import type { NewProductTranslationRow } from '../modules/catalog/catalog.repository';

/** The seeded products' words in Hindi, by slug: names, description and highlights (sizes and prices are shared). */
type HindiWords = Pick<NewProductTranslationRow, 'productName' | 'name' | 'description' | 'highlights'>;

const LITTER_HIGHLIGHTS_HI = [
  'कुछ ही सेकंड में मज़बूत गोले बनाता है, सफ़ाई आसान',
  '15 दिन तक अमोनिया की बदबू रोकता है',
  '99.5% धूल-रहित, पंजों और फेफड़ों के लिए सुरक्षित',
  'प्राकृतिक सोडियम बेंटोनाइट, भारत में निकाला और बनाया गया',
];

const FRAGRANCE_HI = { unscented: 'बिना खुशबू', lavender: 'लैवेंडर', rose: 'गुलाब' } as const;

const LITTER_DESCRIPTIONS_HI: Record<keyof typeof FRAGRANCE_HI, string> = {
  unscented:
    'हमारा सबसे शुद्ध लिटर: प्राकृतिक भारतीय सोडियम बेंटोनाइट, बिना किसी मिलावट के। संवेदनशील बिल्लियों और बिल्ली के बच्चों के लिए सबसे अच्छा; छूते ही कसे हुए गोले बनाता है और बिना परफ़्यूम के बदबू रोकता है।',
  lavender:
    'प्राकृतिक सोडियम बेंटोनाइट, लैवेंडर की हल्की खुशबू के साथ जो लिटर वाले कोने को शांत और ताज़ा रखती है। मज़बूत गोले, कम बिखराव और लंबे समय तक बदबू पर काबू।',
  rose: 'प्राकृतिक सोडियम बेंटोनाइट, गुलाब की हल्की खुशबू के साथ जो बिल्लियों को भी अच्छी लगती है। मज़बूत गोले, बहुत कम धूल और दो हफ़्ते तक ताज़ा महकता घर।',
};

const litter = (fragrance: keyof typeof FRAGRANCE_HI, kg: number): HindiWords => ({
  productName: `प्रीमियम बेंटोनाइट कैट लिटर - ${FRAGRANCE_HI[fragrance]} ${kg} किलो`,
  name: fragrance === 'unscented' ? 'बिना खुशबू वाला कैट लिटर' : `${FRAGRANCE_HI[fragrance]} कैट लिटर`,
  description: LITTER_DESCRIPTIONS_HI[fragrance],
  highlights: LITTER_HIGHLIGHTS_HI,
});

export const SEED_PRODUCTS_HINDI: Readonly<Record<string, HindiWords>> = {
  'bentonite-litter-unscented-5kg': litter('unscented', 5),
  'bentonite-litter-unscented-10kg': litter('unscented', 10),
  'bentonite-litter-unscented-20kg': litter('unscented', 20),
  'bentonite-litter-lavender-5kg': litter('lavender', 5),
  'bentonite-litter-lavender-10kg': litter('lavender', 10),
  'bentonite-litter-rose-5kg': litter('rose', 5),
  'bentonite-litter-rose-10kg': litter('rose', 10),
  'bentonite-litter-rose-20kg': litter('rose', 20),
  'stainless-steel-litter-scoop': {
    productName: 'स्टेनलेस स्टील लिटर स्कूप',
    name: 'लिटर स्कूप',
    description:
      'जंग न लगने वाला स्कूप, जिसकी झिरियाँ बेंटोनाइट के गोलों के नाप की हैं: ढीला लिटर वापस गिर जाता है, गोले स्कूप पर रह जाते हैं। रबर की पकड़ रोज़ की सफ़ाई में आरामदायक रहती है।',
    highlights: ['फ़ूड-ग्रेड स्टेनलेस स्टील', 'मज़बूत गोलों के नाप की झिरियाँ', 'हैंडल पर टाँगने का छल्ला'],
  },
  'honeycomb-litter-mat': {
    productName: 'हनीकॉम्ब लिटर मैट',
    name: 'लिटर मैट',
    description:
      'दो परतों वाला मैट, जो बिल्ली के पंजों के साथ बॉक्स से बाहर आए दानों को पकड़ लेता है। मैट खोलकर फँसा हुआ लिटर वापस डालें; ज़रूरत हो तो पानी से धो लें।',
    highlights: ['दो परतों वाला हनीकॉम्ब', 'वॉटरप्रूफ़ तला', 'पंजों के लिए मुलायम'],
  },
  'compostable-litter-bags': {
    productName: 'कम्पोस्ट होने वाले लिटर बैग (60)',
    name: 'लिटर बैग',
    description: 'स्कूप किए गोलों के लिए पौधों से बने मज़बूत बैग, रोज़ की सफ़ाई के नाप के। प्रमाणित रूप से कम्पोस्ट होने वाले, बाँधने वाले हैंडल के साथ।',
    highlights: ['पौधों से बने, कम्पोस्ट होने वाले', 'बाँधने वाले हैंडल', 'हर स्कूप के साथ सही नाप'],
  },
  'litter-deodoriser-powder': {
    productName: 'प्राकृतिक लिटर डियोडराइज़र पाउडर',
    name: 'लिटर डियोडराइज़र',
    description: 'एक्टिवेटेड चारकोल और बेकिंग सोडा का बिना खुशबू वाला मिश्रण। ताज़ा लिटर पर एक चम्मच छिड़कें और पूरा लिटर बदलने के बीच का समय बढ़ाएँ।',
    highlights: ['एक्टिवेटेड चारकोल और बेकिंग सोडा', 'बिना खुशबू', 'बिल्ली के बच्चों के लिए सुरक्षित'],
  },
  'covered-litter-box': {
    productName: 'कार्बन फ़िल्टर वाला ढका हुआ लिटर बॉक्स',
    name: 'ढका हुआ लिटर बॉक्स',
    description: 'झूलते दरवाज़े और ढक्कन में बदले जा सकने वाले कार्बन फ़िल्टर के साथ एक बड़ा ढका हुआ बॉक्स। जल्द ही हमारी दुकान में।',
    highlights: ['झूलता दरवाज़ा और कार्बन फ़िल्टर', 'बड़ी बिल्लियों के लिए चौड़ा रास्ता', 'सफ़ाई के लिए उठने वाला ढक्कन'],
  },
};

/** The seeded coupons' descriptions in Hindi, by code. */
export const SEED_COUPONS_HINDI: Readonly<Record<string, string>> = {
  FIRSTFREE: 'आपका पहला ऑर्डर हमारी ओर से, ₹1,000 तक',
  BUY2GET1: 'कोई भी 2 खरीदें, सबसे सस्ता एक मुफ़्त',
  PURR100: '₹999 या उससे ज़्यादा के ऑर्डर पर ₹100 की छूट',
  CLUMP10: '₹500 या उससे ज़्यादा के ऑर्डर पर 10% की छूट',
  LOYALTY6: 'पंजे वाला स्टैम्प कार्ड भरने पर एक प्रोडक्ट मुफ़्त',
};
