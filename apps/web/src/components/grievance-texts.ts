import { defineTexts } from '../lib/i18n/texts';

/** Words of the grievance form, on the contact page and in the account's "Your data and privacy" card. */
export const GRIEVANCE_FORM_TEXTS = defineTexts(
  {
    heading: 'Raise a grievance',
    lead: 'Not happy with an order, a refund, or how we use your data? Tell our grievance officer. You get a ticket number and a mail at once, and an answer within one month.',
    name: 'Your name',
    email: 'Your email',
    emailHint: 'We send the acknowledgement and our answer here.',
    subject: 'What is it about?',
    message: 'What happened',
    orderNumber: 'Order number (if any)',
    submit: 'Send grievance',
    submitting: 'Sending…',
    failed: 'Your grievance could not be sent. Please try again.',
    another: 'Raise another grievance',
  },
  {
    heading: 'शिकायत दर्ज करें',
    lead: 'किसी ऑर्डर, रिफ़ंड या हमारे आपके डेटा के इस्तेमाल से खुश नहीं हैं? हमारे शिकायत अधिकारी को बताएँ। आपको तुरंत एक टिकट नंबर और ईमेल मिलेगा, और एक महीने के अंदर जवाब।',
    name: 'आपका नाम',
    email: 'आपका ईमेल',
    emailHint: 'शिकायत मिलने की पुष्टि और हमारा जवाब हम यहीं भेजेंगे।',
    subject: 'शिकायत किस बारे में है?',
    message: 'क्या हुआ',
    orderNumber: 'ऑर्डर नंबर (अगर हो)',
    submit: 'शिकायत भेजें',
    submitting: 'भेजी जा रही है…',
    failed: 'आपकी शिकायत नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
    another: 'एक और शिकायत दर्ज करें',
  },
);
