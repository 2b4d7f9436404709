/**
 * The login and sign-up dialogs' own words around the spec's (titles, leads, labels and hints), shared by their
 * components and tests. Kept apart from texts.ts, which the first view carries, so they load with the dialogs.
 */
import type { Translation } from '../../lib/i18n/texts';
import { defineTexts } from '../../lib/i18n/texts';
import type { SignInReason } from '../../store/ui-slice';

/** The screens' own words around the spec's: titles, leads, labels and hints. */
export const AUTH_UI_TEXTS = defineTexts(
  {
    close: 'Close',
    loginLead: 'Welcome back! Log in to shop, track orders and earn rewards.',
    loginLeadForCart: (product: string) => `Sign in to add ${product} to your cart. New here? Sign up and it will be waiting in your cart.`,
    loginLeadForOrder: (orderId: string) => `Sign in to see where order ${orderId} is. We will take you straight there.`,
    loginLeadForPage: 'Sign in to open that page. We will take you straight there.',
    signupLeadForCart: (product: string) => `Create your account and ${product} goes straight into your cart.`,
    signupLeadForOrder: (orderId: string) => `Create your account, then we will take you to order ${orderId}.`,
    signupLeadForPage: 'Create your account, then we will take you straight to that page.',
    forgotHeading: 'Reset your password',
    forgotLead: 'Enter the email address of your account and we will send you a 6-digit code.',
    resetHeading: 'Choose a new password',
    resetLead: (email: string) => `Enter the 6-digit code we sent to ${email} and your new password.`,
    profileHeading: 'Complete your profile',
    profileLead: 'Tell us where to deliver your orders.',
    otpLoginLink: 'Login with a one-time code instead',
    otpLoginHeading: 'Login with a one-time code',
    otpLoginLead: 'We will send a 6-digit code to your email address or verified mobile number.',
    otpIdentifier: 'Email or mobile number',
    otpCodeLabel: 'One-time code',
    // The server answers alike whether or not an account has this address (no one learns who shops here), so the
    // screen cannot say a code was sent: only where codes go.
    otpCodeLead: (to: string) =>
      `If ${to} is the email or verified mobile number of an account, a 6-digit code is on its way to it: enter it here. New here? Sign up instead.`,
    enterIdentifier: 'Please enter your email address or mobile number',
    or: 'or',
    signupHeading: 'Create your account',
    signupLead: 'Join Purrfect Litter for quicker checkout, order tracking and loyalty rewards.',
    signupPasswordHeading: 'Create a password',
    signupPasswordHint: 'At least 8 characters.',
    signupPasswordLead: (email: string) => `Choose a password for ${email}.`,
    signupOtpHeading: 'Verify your email',
    signupOtpLead: (email: string) =>
      `Enter the 6-digit code we sent to ${email}. If this address already has an account, we have emailed it how to log in instead.`,
    signupProfileHeading: 'Tell us about you',
    stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
    /** The sign-up dialog counts its steps: email, password, code, profile. */
    signupSteps: 4,
    passwordsDiffer: 'The passwords do not match',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    googleContinue: 'Continue with Google',
    googleLoading: 'Loading Google sign-in…',
    devIdentityHeading: 'Offline test identity provider',
    devIdentityLead:
      'Google sign-in is not configured here, so this local test provider stands in for it. Enter any account to sign in as.',
    devIdentityEmail: 'Test account email',
    devIdentityName: 'Test account name',
    devIdentitySubmit: 'Sign in as this account',
    devIdentityCancel: 'Cancel',
  },
  {
    close: 'बंद करें',
    loginLead: 'फिर से स्वागत है! खरीदारी करने, ऑर्डर ट्रैक करने और इनाम पाने के लिए लॉग इन करें।',
    loginLeadForCart: (product) => `${product} को कार्ट में डालने के लिए लॉग इन करें। नए हैं? साइन अप करें, यह आपके कार्ट में मिलेगा।`,
    loginLeadForOrder: (orderId) => `ऑर्डर ${orderId} कहाँ है, यह देखने के लिए लॉग इन करें। हम आपको सीधे वहीं ले चलेंगे।`,
    loginLeadForPage: 'वह पेज खोलने के लिए लॉग इन करें। हम आपको सीधे वहीं ले चलेंगे।',
    signupLeadForCart: (product) => `अपना खाता बनाएँ और ${product} सीधे आपके कार्ट में चला जाएगा।`,
    signupLeadForOrder: (orderId) => `अपना खाता बनाएँ, फिर हम आपको ऑर्डर ${orderId} पर ले चलेंगे।`,
    signupLeadForPage: 'अपना खाता बनाएँ, फिर हम आपको सीधे उस पेज पर ले चलेंगे।',
    forgotHeading: 'अपना पासवर्ड रीसेट करें',
    forgotLead: 'अपने खाते का ईमेल पता डालें, हम आपको 6 अंकों का कोड भेजेंगे।',
    resetHeading: 'नया पासवर्ड चुनें',
    resetLead: (email) => `${email} पर भेजा गया 6 अंकों का कोड और अपना नया पासवर्ड डालें।`,
    profileHeading: 'अपनी प्रोफ़ाइल पूरी करें',
    profileLead: 'बताइए, आपके ऑर्डर कहाँ पहुँचाएँ।',
    otpLoginLink: 'इसके बजाय वन-टाइम कोड से लॉग इन करें',
    otpLoginHeading: 'वन-टाइम कोड से लॉग इन करें',
    otpLoginLead: 'हम आपके ईमेल पते या सत्यापित मोबाइल नंबर पर 6 अंकों का कोड भेजेंगे।',
    otpIdentifier: 'ईमेल या मोबाइल नंबर',
    otpCodeLabel: 'वन-टाइम कोड',
    otpCodeLead: (to) =>
      `अगर ${to} किसी खाते का ईमेल या सत्यापित मोबाइल नंबर है, तो उस पर 6 अंकों का कोड भेजा जा रहा है: उसे यहाँ डालें। नए हैं? इसके बजाय साइन अप करें।`,
    enterIdentifier: 'कृपया अपना ईमेल पता या मोबाइल नंबर डालें',
    or: 'या',
    signupHeading: 'अपना खाता बनाएँ',
    signupLead: 'जल्दी चेकआउट, ऑर्डर ट्रैकिंग और लॉयल्टी इनाम के लिए Purrfect Litter से जुड़ें।',
    signupPasswordHeading: 'पासवर्ड बनाएँ',
    signupPasswordHint: 'कम से कम 8 अक्षर।',
    signupPasswordLead: (email) => `${email} के लिए पासवर्ड चुनें।`,
    signupOtpHeading: 'अपना ईमेल सत्यापित करें',
    signupOtpLead: (email) =>
      `${email} पर भेजा गया 6 अंकों का कोड डालें। अगर इस पते पर पहले से खाता है, तो हमने उस पर लॉग इन करने का तरीका भेज दिया है।`,
    signupProfileHeading: 'अपने बारे में बताएँ',
    stepOf: (step, total) => `चरण ${step} / ${total}`,
    signupSteps: 4,
    passwordsDiffer: 'दोनों पासवर्ड मेल नहीं खाते',
    showPassword: 'पासवर्ड दिखाएँ',
    hidePassword: 'पासवर्ड छिपाएँ',
    googleContinue: 'Google से आगे बढ़ें',
    googleLoading: 'Google साइन-इन लोड हो रहा है…',
    devIdentityHeading: 'ऑफ़लाइन टेस्ट पहचान',
    devIdentityLead:
      'यहाँ Google साइन-इन सेट नहीं है, इसलिए उसकी जगह यह लोकल टेस्ट पहचान है। जिस खाते से साइन इन करना है, वह डालें।',
    devIdentityEmail: 'टेस्ट खाते का ईमेल',
    devIdentityName: 'टेस्ट खाते का नाम',
    devIdentitySubmit: 'इस खाते से साइन इन करें',
    devIdentityCancel: 'रद्द करें',
  },
);

export type AuthUiText = Translation<(typeof AUTH_UI_TEXTS)['en']>;

/** An order's tracking page, `/track/ORD-…`: the order id it names, else null. */
function trackedOrder(path: string): string | null {
  const match = /^\/track\/([^/?#]+)/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Why a dialog opened, as its lead says it; null when it opened by itself (the account menu). */
export function reasonLead(AUTH_UI_TEXT: AuthUiText, reason: SignInReason | null, dialog: 'login' | 'signup'): string | null {
  if (!reason) return null;
  const login = dialog === 'login';
  if (reason.kind === 'cart') return login ? AUTH_UI_TEXT.loginLeadForCart(reason.productName) : AUTH_UI_TEXT.signupLeadForCart(reason.productName);
  const orderId = trackedOrder(reason.path);
  if (orderId) return login ? AUTH_UI_TEXT.loginLeadForOrder(orderId) : AUTH_UI_TEXT.signupLeadForOrder(orderId);
  return login ? AUTH_UI_TEXT.loginLeadForPage : AUTH_UI_TEXT.signupLeadForPage;
}
