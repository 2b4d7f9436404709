import { defineTexts } from '../../lib/i18n/texts';

/** Words the spec fixes for reviews (SPEC.md §2, §4, §8), and their Hindi. */
export const REVIEW_TEXTS = defineTexts(
  {
    wallHeading: 'Thank you for Love',
    addReview: 'Add Review',
    fetchFailed: 'Error fetching approved reviews',
    submitted: 'Review submitted! Awaiting approval.',
    submitFailed: 'Failed to submit review.',
    submitReview: 'Submit Review',
    next: 'Next',
    cancel: 'Cancel',
  },
  {
    wallHeading: 'आपके प्यार के लिए शुक्रिया',
    addReview: 'रिव्यू जोड़ें',
    fetchFailed: 'रिव्यू लोड नहीं हो पाए',
    submitted: 'रिव्यू भेज दिया गया! मंज़ूरी का इंतज़ार है।',
    submitFailed: 'रिव्यू नहीं भेजा जा सका।',
    submitReview: 'रिव्यू भेजें',
    next: 'आगे',
    cancel: 'रद्द करें',
  },
);

/** Other words of the reviews screens, kept here so components and tests share them. */
export const REVIEW_UI_TEXTS = defineTexts(
  {
    pageEyebrow: 'Reviews',
    pageHeading: 'Loved by cat parents across India',
    pageLead: 'Every review here comes from a real customer and is read by our team before it appears. Tap a card to read the whole story.',
    wallSubheading: 'For every scoop, every purr and every kind word you have shared with us.',
    homeHeading: 'What cat parents say',
    homeLead: 'Real words from homes that switched to Purrfect Litter.',
    homeLink: 'Read all reviews',
    loading: 'Loading reviews',
    empty: 'No reviews yet. Be the first cat parent to share your story!',
    readMore: 'Read full review',
    close: 'Close',
    reviewsCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
    averageLabel: (avg: number) => `Average rating ${avg.toFixed(1)} out of 5`,
  },
  {
    pageEyebrow: 'रिव्यू',
    pageHeading: 'पूरे भारत के कैट पेरेंट्स की पसंद',
    pageLead: 'यहाँ हर रिव्यू एक असली ग्राहक का है, और दिखने से पहले हमारी टीम उसे पढ़ती है। पूरी कहानी पढ़ने के लिए कार्ड पर टैप करें।',
    wallSubheading: 'हर स्कूप, हर म्याऊँ और आपके हर प्यारे शब्द के लिए।',
    homeHeading: 'कैट पेरेंट्स क्या कहते हैं',
    homeLead: 'उन घरों की असली बातें जिन्होंने Purrfect Litter अपनाया।',
    homeLink: 'सभी रिव्यू पढ़ें',
    loading: 'रिव्यू लोड हो रहे हैं',
    empty: 'अभी कोई रिव्यू नहीं है। अपनी कहानी बताने वाले पहले कैट पेरेंट बनें!',
    readMore: 'पूरा रिव्यू पढ़ें',
    close: 'बंद करें',
    reviewsCount: (n: number) => `${n} रिव्यू`,
    averageLabel: (avg: number) => `औसत रेटिंग 5 में से ${avg.toFixed(1)}`,
  },
);

/** The English words (tests, and code without a page). */
export const REVIEW_TEXT = REVIEW_TEXTS.en;
export const REVIEW_UI_TEXT = REVIEW_UI_TEXTS.en;
