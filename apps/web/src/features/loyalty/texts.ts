import { defineTexts } from '../../lib/i18n/texts';

/** Words the spec fixes for the loyalty programme (SPEC.md §9), with the target the server answers (6 by default). */
export const LOYALTY_TEXTS = defineTexts(
  {
    progress: (count: number, target: number) => `${count}/${target}`,
    remaining: (remaining: number) => `Complete ${remaining} more orders to get a free product`,
  },
  {
    progress: (count, target) => `${count}/${target}`,
    remaining: (remaining) => `मुफ़्त प्रोडक्ट पाने के लिए ${remaining} और ऑर्डर पूरे करें`,
  },
);

/** Other words of the loyalty page. */
export const LOYALTY_UI_TEXTS = defineTexts(
  {
    pageTitle: 'Loyalty Program',
    pageDescription: 'Every delivered Purrfect Litter order earns a paw stamp. Fill your card and the cheapest item of your next order is free.',
    eyebrow: 'Purrfect Paws Club',
    heading: 'Loyalty Program',
    lead: 'Collect a paw stamp with every delivered order. A full card earns you a free product.',
    loading: 'Loading your paw stamps',
    loadFailed: 'Failed to load your loyalty progress',
    retry: 'Try again',
    progressHeading: 'Your paw stamps',
    ordersCounted: 'delivered orders',
    stampsLabel: (count: number, target: number) => `${count} of ${target} paw stamps collected`,
    shopNow: 'Shop now',
    // Reward
    rewardHeading: 'Your free product is ready!',
    rewardLead: 'The cheapest item of your next order is on us. Use this code at checkout:',
    couponCode: 'Coupon code',
    rewardOnlineOnly: 'The reward applies to online payment only; it cannot be used with Cash on Delivery (COD).',
    rewardPending: (target: number) => `You have ${target} delivered orders. Your reward will be ready for your next order soon.`,
    goToCart: 'Go to cart',
    // How it works
    howHeading: 'How it works',
    howSteps: [
      { title: 'Order your favourites', text: 'Every order counts once it has been delivered to you.' },
      { title: 'Returns do not count', text: 'An order you return is taken off your paw stamps.' },
      { title: 'Fill your stamp card', text: 'The cheapest item of your next order becomes free. Pay online to use it: the reward does not apply to Cash on Delivery.' },
      { title: 'Start again', text: 'Once you use your reward, your count restarts from zero and you collect towards the next one.' },
    ],
  },
  {
    pageTitle: 'लॉयल्टी प्रोग्राम',
    pageDescription: 'हर डिलीवर हुए Purrfect Litter ऑर्डर पर एक पंजे की मोहर। कार्ड भर जाने पर आपके अगले ऑर्डर का सबसे सस्ता आइटम मुफ़्त।',
    eyebrow: 'Purrfect Paws Club',
    heading: 'लॉयल्टी प्रोग्राम',
    lead: 'हर डिलीवर हुए ऑर्डर पर पंजे की एक मोहर पाएँ। पूरा कार्ड भरने पर एक प्रोडक्ट मुफ़्त।',
    loading: 'आपकी पंजे की मोहरें लोड हो रही हैं',
    loadFailed: 'आपकी लॉयल्टी प्रगति लोड नहीं हो सकी',
    retry: 'फिर से कोशिश करें',
    progressHeading: 'आपकी पंजे की मोहरें',
    ordersCounted: 'डिलीवर हुए ऑर्डर',
    stampsLabel: (count, target) => `${target} में से ${count} पंजे की मोहरें मिलीं`,
    shopNow: 'अभी खरीदें',
    rewardHeading: 'आपका मुफ़्त प्रोडक्ट तैयार है!',
    rewardLead: 'आपके अगले ऑर्डर का सबसे सस्ता आइटम हमारी तरफ़ से। चेकआउट पर यह कोड इस्तेमाल करें:',
    couponCode: 'कूपन कोड',
    rewardOnlineOnly: 'यह इनाम सिर्फ़ ऑनलाइन पेमेंट पर लागू होता है; कैश ऑन डिलीवरी (COD) के साथ इसका इस्तेमाल नहीं हो सकता।',
    rewardPending: (target) => `आपके ${target} ऑर्डर डिलीवर हो चुके हैं। आपका इनाम जल्द ही आपके अगले ऑर्डर के लिए तैयार होगा।`,
    goToCart: 'कार्ट पर जाएँ',
    howHeading: 'यह कैसे काम करता है',
    howSteps: [
      { title: 'अपनी पसंद का ऑर्डर करें', text: 'हर ऑर्डर डिलीवर होते ही गिना जाता है।' },
      { title: 'वापस किए ऑर्डर नहीं गिने जाते', text: 'जो ऑर्डर आप वापस करते हैं, उसकी मोहर हट जाती है।' },
      { title: 'अपना मोहर कार्ड भरें', text: 'आपके अगले ऑर्डर का सबसे सस्ता आइटम मुफ़्त हो जाता है। इसके लिए ऑनलाइन पेमेंट करें: यह इनाम कैश ऑन डिलीवरी पर लागू नहीं होता।' },
      { title: 'फिर से शुरू करें', text: 'इनाम इस्तेमाल करते ही आपकी गिनती शून्य से फिर शुरू होती है और आप अगले इनाम की ओर बढ़ते हैं।' },
    ],
  },
);
