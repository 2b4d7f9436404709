/**
 * The contract's field checks in Hindi (packages/contract: the zod schemas the forms and the API check with). Their
 * English stays the contract's, word for word; on a Hindi page a form shows the Hindi of the same message, keyed by
 * that English, and a check the contract gave no words of its own is told by the kind of problem zod names. This
 * table loads only on Hindi pages (the forms and the API client import it on demand). `validation-texts.test.ts` walks
 * every schema a storefront form or the storefront's API calls check with: a message without its Hindi fails it.
 */
import { AUTH_MESSAGES } from '@shop/contract/auth-rules';
import type { Locale } from '@shop/contract/locale';

export const HINDI_VALIDATION_MESSAGES: Readonly<Record<string, string>> = {
  // Sign-in, sign-up and codes
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'Password must be at least 8 characters': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Password must be at most 128 characters': 'पासवर्ड 128 अक्षरों से लंबा नहीं हो सकता',
  'The code must be 6 digits': 'कोड 6 अंकों का होना चाहिए',
  [AUTH_MESSAGES.invalidPhoneOrEmail]: 'सही ईमेल पता या 10 अंकों का भारतीय मोबाइल नंबर डालें',
  'The texts a day must be at least the texts an hour': 'एक दिन के मैसेज एक घंटे के मैसेज से कम नहीं हो सकते',
  // Profile and addresses
  'Phone number must be a string': 'मोबाइल नंबर अंकों में लिखें',
  'Enter a valid 10-digit Indian mobile number': 'सही 10 अंकों का भारतीय मोबाइल नंबर डालें',
  'Please enter your full name': 'कृपया अपना पूरा नाम डालें',
  'Please enter your street address or house number': 'कृपया अपनी गली का पता या मकान नंबर डालें',
  'Pincode must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
  'Enter a valid 6-digit pincode': 'सही 6 अंकों का पिनकोड डालें',
  'Please complete your address': 'कृपया अपना पूरा पता भरें',
  'Exactly one address must be marked primary': 'ठीक एक पते को मुख्य पता चुनें',
  'You can keep at most 10 addresses': 'आप ज़्यादा से ज़्यादा 10 पते रख सकते हैं',
  'Choose a language: en or hi': 'भाषा चुनें: en या hi',
  // Cart, coupons and orders
  'Quantity must be a whole number': 'मात्रा पूरी संख्या होनी चाहिए',
  'Quantity must be at least 1': 'मात्रा कम से कम 1 होनी चाहिए',
  'You can order at most 10 of one product': 'एक प्रोडक्ट के ज़्यादा से ज़्यादा 10 ही ऑर्डर कर सकते हैं',
  'Your cart is empty.': 'आपका कार्ट खाली है।',
  'Invalid coupon code': 'कूपन कोड सही नहीं है',
  'confirmationId must be the id create-order gave': 'ऑर्डर की पुष्टि का नंबर सही नहीं है, कृपया ऑर्डर फिर से करें',
  'Idempotency-Key must be 8 to 100 printable characters': 'अनुरोध की पहचान सही नहीं है, कृपया फिर से कोशिश करें',
  'This payment link is not valid for this order. Please use the link in your order message, or pay from the order’s tracking page.':
    'यह पेमेंट लिंक इस ऑर्डर के लिए मान्य नहीं है। कृपया ऑर्डर के मैसेज में दिया लिंक इस्तेमाल करें, या ऑर्डर के ट्रैकिंग पेज से पेमेंट करें।',
  'Not a payment reference': 'यह पेमेंट का सही रेफ़रेंस नहीं है',
  // Reviews
  'Please tell us where you are': 'कृपया बताएँ कि आप कहाँ से हैं',
  'Location must be at most 80 characters': 'जगह का नाम 80 अक्षरों से लंबा नहीं हो सकता',
  'Please write at least 10 characters': 'कृपया कम से कम 10 अक्षर लिखें',
  'Please keep your review under 1000 characters': 'कृपया अपना रिव्यू 1000 अक्षरों से कम रखें',
  'Rating must be a whole number from 1 to 5': 'रेटिंग 1 से 5 के बीच पूरी संख्या होनी चाहिए',
  // Orders, tracking and returns
  'page must be a whole number from 1': 'पेज नंबर 1 या उससे बड़ी पूरी संख्या होना चाहिए',
  'Upload the photo again: it was not found': 'फ़ोटो फिर से अपलोड करें: वह मिली नहीं',
  'Please select a reason': 'कृपया एक कारण चुनें',
  'Keep the comment to 500 characters': 'टिप्पणी 500 अक्षरों तक ही रखें',
  'Enter a UPI ID such as name@okaxis': 'UPI ID डालें, जैसे name@okaxis',
  // Messages, consents and data rights
  'Say which updates to change: whatsapp, sms or both': 'बताएँ कि कौन-से अपडेट बदलने हैं: WhatsApp, SMS या दोनों',
  'Each choice can appear only once.': 'हर विकल्प एक ही बार चुना जा सकता है।',
  'Give the nominee’s email address or mobile number.': 'नॉमिनी का ईमेल पता या मोबाइल नंबर दें।',
  'Enter the nominee’s name.': 'नॉमिनी का नाम डालें।',
  'Say in a few words what it is about.': 'कुछ शब्दों में बताएँ कि बात किस बारे में है।',
  'Tell us what happened in at least 10 characters.': 'कम से कम 10 अक्षरों में बताएँ कि क्या हुआ।',
  'Please keep it under 2000 characters.': 'कृपया इसे 2000 अक्षरों से कम रखें।',
  'Write an answer of at least 10 characters.': 'कम से कम 10 अक्षरों का जवाब लिखें।',
  'Say which written request this is (its date and how it came).': 'बताएँ कि यह कौन-सा लिखित अनुरोध है (उसकी तारीख और वह कैसे आया)।',
};

/** Zod's own kinds of problem, for a check the contract gave no words of its own (its English is zod's). */
const HINDI_BY_PROBLEM: Readonly<Record<string, string>> = {
  invalid_type: 'यह जानकारी भरें',
  too_small: 'यह बहुत छोटा है',
  too_big: 'यह बहुत लंबा है',
  invalid_format: 'यह सही रूप में नहीं है',
  invalid_value: 'दिए गए विकल्पों में से एक चुनें',
};
const HINDI_ANY_PROBLEM = 'यह जानकारी सही नहीं है';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A check's message in the page's language: English as the contract wrote it; in Hindi by its English, else (words
 * with no Hindi of their own, such as zod's defaults) by the kind of problem (`code`, as zod and react-hook-form name
 * it), else a plain "this is not right". Words already in Hindi (a form's own checks) stay as they are.
 */
export function validationMessage(locale: Locale, message: string, code?: string): string {
  if (locale === 'en' || DEVANAGARI.test(message)) return message;
  return HINDI_VALIDATION_MESSAGES[message] ?? (code ? HINDI_BY_PROBLEM[code] : undefined) ?? HINDI_ANY_PROBLEM;
}

/** Whether the contract's message has its own Hindi (and is not told by its kind of problem alone). */
export function hasHindi(message: string): boolean {
  return Object.hasOwn(HINDI_VALIDATION_MESSAGES, message);
}
