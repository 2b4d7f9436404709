import { PHONE_MESSAGES } from '@shop/contract/profile-rules';
import { defineTexts } from '../lib/i18n/texts';
import { PHONE_ERROR_TEXT } from '../lib/phone-api';

/** Words of the mobile-number check (sign-up's profile step, checkout), shared by the component and its tests. */
export const MOBILE_CHECK_TEXTS = defineTexts(
  {
    heading: 'Verify your mobile number',
    lead: 'The courier calls this number, order updates are texted to it, and you can log in with codes sent to it.',
    checkoutHeading: 'Mobile number',
    checkoutLead: 'Add and verify your mobile number: the courier calls it, and Cash on Delivery orders are confirmed on it.',
    firstOrderLead: 'Verify your mobile number to get your first order free. We text it a 6-digit code.',
    proceedNote: 'Verify your mobile number above to go on to payment.',
    numberLabel: 'Mobile number',
    numberHint: '10-digit Indian mobile number. We will text it a 6-digit code.',
    sendCode: 'Send code',
    sending: 'Sending…',
    willSendTo: (phone: string) => `We will text a 6-digit code to ${phone}.`,
    sendingTo: (phone: string) => `Sending a 6-digit code to ${phone}…`,
    sentTo: (phone: string) => `Enter the 6-digit code we sent to ${phone}`,
    verify: 'Verify',
    verifying: 'Verifying…',
    changeNumber: 'Change number',
    saveFailed: 'We could not save the number. Please try again.',
    codeNotSent: PHONE_ERROR_TEXT.codeNotSent,
    notVerified: PHONE_ERROR_TEXT.notVerified,
    codeSentToast: PHONE_MESSAGES.codeSent,
    verifiedToast: PHONE_MESSAGES.verified,
  },
  {
    heading: 'अपना मोबाइल नंबर सत्यापित करें',
    lead: 'कूरियर इसी नंबर पर कॉल करता है, ऑर्डर की जानकारी इसी पर SMS से आती है, और इस पर भेजे कोड से आप लॉग इन कर सकते हैं।',
    checkoutHeading: 'मोबाइल नंबर',
    checkoutLead: 'अपना मोबाइल नंबर जोड़ें और सत्यापित करें: कूरियर इसी पर कॉल करता है, और कैश ऑन डिलीवरी ऑर्डर इसी पर कन्फ़र्म होते हैं।',
    firstOrderLead: 'पहला ऑर्डर मुफ़्त पाने के लिए अपना मोबाइल नंबर सत्यापित करें। हम इस पर 6 अंकों का कोड भेजेंगे।',
    proceedNote: 'पेमेंट पर जाने के लिए ऊपर अपना मोबाइल नंबर सत्यापित करें।',
    numberLabel: 'मोबाइल नंबर',
    numberHint: '10 अंकों का भारतीय मोबाइल नंबर। हम इस पर 6 अंकों का कोड भेजेंगे।',
    sendCode: 'कोड भेजें',
    sending: 'भेजा जा रहा है…',
    willSendTo: (phone) => `हम ${phone} पर 6 अंकों का कोड भेजेंगे।`,
    sendingTo: (phone) => `${phone} पर 6 अंकों का कोड भेजा जा रहा है…`,
    sentTo: (phone) => `${phone} पर भेजा गया 6 अंकों का कोड डालें`,
    verify: 'सत्यापित करें',
    verifying: 'सत्यापित हो रहा है…',
    changeNumber: 'नंबर बदलें',
    saveFailed: 'नंबर सेव नहीं हो सका। कृपया दोबारा कोशिश करें।',
    codeNotSent: 'कोड नहीं भेजा जा सका। कृपया दोबारा कोशिश करें।',
    notVerified: 'नंबर सत्यापित नहीं हो सका। कृपया दोबारा कोशिश करें।',
    codeSentToast: 'हमने आपके मोबाइल नंबर पर कोड भेज दिया है।',
    verifiedToast: 'मोबाइल नंबर सत्यापित हो गया: अब आप इस पर भेजे कोड से लॉग इन कर सकते हैं।',
  },
);

/** A stored +91XXXXXXXXXX number as people write it: +91 98765 01234. */
export function spacedPhone(phone: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return m ? `+91 ${m[1]} ${m[2]}` : phone;
}
