import { defineTexts } from '../../lib/i18n/texts';

/**
 * A product's name in the product choice, with what tells it apart; what the name already says is not said again,
 * word for word: "… Lavender 5 kg" needs no "(5 kg, Lavender)", nor "Disposal Bags (60)" a "(60 bags)"; "… 10 kg"
 * still says "5 kg" of another pack.
 */
function productOption(name: string, details: readonly (string | null | undefined)[]): string {
  const named = new Set(wordsOf(name));
  const shown = details.filter((d): d is string => Boolean(d) && !wordsOf(d!).every((word) => named.has(word)));
  return shown.length > 0 ? `${name} (${shown.join(', ')})` : name;
}

/** Words of the review dialog. */
export const REVIEW_DIALOG_TEXTS = defineTexts(
  {
    title: 'Share your experience',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    lead: 'Tell other cat parents how Purrfect Litter works in your home. Our team reads every review before it appears.',
    ratingLead: 'How happy are you with Purrfect Litter?',
    product: 'Which product is it about?',
    productNone: 'The shop in general',
    productOption,
    location: 'Location',
    locationHint: 'Your city, e.g. Pune',
    message: 'Message',
    messageHint: (min: number) => `At least ${min} characters.`,
    counter: (used: number, max: number) => `${used}/${max}`,
    counterLabel: (used: number, max: number) => `${used} of ${max} characters used`,
    rating: 'Your rating',
    back: 'Back',
    faces: ['Angry', 'Confused', 'Neutral', 'Smile', 'Heart eyes'] as const,
    faceLabel: (rating: number, word: string) => `${rating} out of 5, ${word.toLowerCase()}`,
  },
  {
    title: 'अपना अनुभव बताएँ',
    stepOf: (step: number, total: number) => `चरण ${step} / ${total}`,
    lead: 'दूसरे कैट पेरेंट्स को बताएँ कि Purrfect Litter आपके घर में कैसा काम करता है। हर रिव्यू दिखने से पहले हमारी टीम उसे पढ़ती है।',
    ratingLead: 'आप Purrfect Litter से कितने ख़ुश हैं?',
    product: 'यह किस प्रोडक्ट के बारे में है?',
    productNone: 'पूरी दुकान के बारे में',
    productOption,
    location: 'जगह',
    locationHint: 'आपका शहर, जैसे पुणे',
    message: 'संदेश',
    messageHint: (min: number) => `कम से कम ${min} अक्षर।`,
    counter: (used: number, max: number) => `${used}/${max}`,
    counterLabel: (used: number, max: number) => `${max} में से ${used} अक्षर लिखे गए`,
    rating: 'आपकी रेटिंग',
    back: 'वापस',
    faces: ['नाराज़', 'उलझन में', 'ठीक-ठाक', 'ख़ुश', 'बहुत पसंद'],
    faceLabel: (rating: number, word: string) => `5 में से ${rating}, ${word}`,
  },
);
/** The English, for tests. */
export const REVIEW_DIALOG_TEXT = REVIEW_DIALOG_TEXTS.en;

/** The words and numbers of a text, in lower case ("Bags (60)" → bags, 60). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}.]+/gu) ?? [];
}
