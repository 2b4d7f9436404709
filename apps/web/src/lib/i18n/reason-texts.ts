/**
 * The API's refusals in Hindi, by their `reason` key (packages/contract/src/error-reasons.ts): the web shows these on a
 * Hindi page instead of the server's English message. Every reason a customer can meet has its Hindi here, checked by
 * the type system: a new reason in the contract fails the build until it is written. The console's own reasons
 * (admin, search synonyms, review moderation) reach staff only, and the console is in English.
 */
import { REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS } from '@shop/contract/constants';
import type { ErrorReason, ReasonParam, ReasonParams } from '@shop/contract/error-reasons';
import type { Locale } from '@shop/contract/locale';
import { CUSTOMER_CANCEL_WINDOW_HOURS, type OrderStatus } from '@shop/contract/order-rules';
import { RETURN_LIMITS } from '@shop/contract/tracking-rules';
import { validationMessage } from './validation-texts';

/** The reasons only the console's staff meet. */
type StaffReason = Extract<ErrorReason, `admin.${string}` | `search.${string}` | `reviewModeration.${string}`>;
export type CustomerReason = Exclude<ErrorReason, StaffReason>;

type HindiReason<R extends ErrorReason> = ReasonParams<R> extends undefined ? string : (params: ReasonParams<R>) => string;

const rupees = (amount: number) => `₹${new Intl.NumberFormat('hi-IN', { numberingSystem: 'latn', maximumFractionDigits: 2 }).format(amount)}`;
const ONLINE_REFUND_TIMING_DAYS = `${REFUND_BUSINESS_DAYS.razorpay.min}–${REFUND_BUSINESS_DAYS.razorpay.max} कामकाजी दिनों में आप तक पहुँचेगा`;
/** The order statuses' names in Hindi: the refusals below name them, and so do the tracking page and order list. */
export const ORDER_STATUS_HINDI: Readonly<Record<OrderStatus, string>> = {
  placed: 'ऑर्डर हो गया',
  confirmed: 'ऑर्डर कन्फ़र्म',
  shipment_created: 'शिपमेंट तैयार',
  picked_up: 'कूरियर ने उठाया',
  in_transit: 'रास्ते में',
  out_for_delivery: 'डिलीवरी के लिए निकला',
  delivered: 'डिलीवर हो गया',
  cancelled: 'रद्द',
  rto_initiated: 'हमारे पास लौट रहा है',
  rto_delivered: 'हमारे पास लौट आया',
  lost: 'रास्ते में खो गया',
};
const minutesText = (minutes: number) => (minutes < 60 ? `${minutes} मिनट` : `${Math.ceil(minutes / 60)} घंटे`);

export const HINDI_REASONS: { readonly [R in CustomerReason]: HindiReason<R> } = {
  // The problem is a contract check's English (the field is the API's name for it, which a customer would not know).
  'request.invalid': ({ problem }) => validationMessage('hi', problem),
  'request.badRequest': 'अनुरोध सही नहीं है।',
  'request.unknownLanguage': 'यह भाषा उपलब्ध नहीं है: en या hi चुनें।',
  'request.badUrl': 'पता सही नहीं है।',
  'request.invalidJson': 'अनुरोध का डेटा सही JSON नहीं है।',
  'request.refused': ({ problem }) => problem,
  'request.routeNotFound': 'यह API पता मौजूद नहीं है।',
  'request.tooLarge': 'अनुरोध बहुत बड़ा है।',
  'request.uriTooLong': 'पता बहुत लंबा है।',
  'request.unsupportedMediaType': 'अनुरोध का डेटा JSON में भेजें (Content-Type: application/json)।',
  'request.rateLimited': 'बहुत सारे अनुरोध। कृपया थोड़ा रुककर दोबारा कोशिश करें।',
  'server.internal': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया थोड़ी देर में दोबारा कोशिश करें।',
  'server.unavailable': 'दुकान अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में दोबारा कोशिश करें।',

  'auth.unauthorized': 'अनुमति नहीं है',
  'auth.invalidCredentials': 'ईमेल या पासवर्ड गलत है',
  'auth.sessionExpired': 'आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।',
  'auth.googleInvalid': 'Google साइन-इन की पुष्टि नहीं हो सकी। कृपया दोबारा कोशिश करें।',
  'auth.googleEmailUnverified': 'आपके Google खाते का ईमेल सत्यापित नहीं है।',
  'auth.emailNotVerified': 'लॉग इन करने से पहले, हमारे भेजे कोड से अपना ईमेल सत्यापित करें।',
  'auth.staffOnly': 'यह सिर्फ़ दुकान के स्टाफ़ कर सकते हैं।',
  'auth.accountBlocked': 'दुकान ने यह खाता बंद कर दिया है। अगर आपको लगता है कि यह गलती है, तो कृपया ग्राहक सेवा से संपर्क करें।',
  'auth.originRefused': 'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए मना कर दिया गया।',
  'auth.logoutCrossSite': 'लॉग आउट सिर्फ़ दुकान की साइट से ही हो सकता है।',
  'auth.googleAccountConflict': 'यह ईमेल पहले से किसी दूसरे Google खाते से जुड़ा है।',
  'auth.otpInvalid': 'कोड गलत है। कृपया दोबारा कोशिश करें।',
  'auth.otpExpired': 'कोड की समय-सीमा खत्म हो गई। कृपया नया कोड मँगाएँ।',
  'auth.otpBurned': 'बहुत बार गलत कोड डाला गया। कृपया नया कोड मँगाएँ।',
  'auth.otpThrottled': 'दूसरा कोड मँगाने से पहले कृपया एक मिनट रुकें।',
  'auth.otpTooMany': 'इस पते के लिए बहुत सारे कोड मँगाए गए। कृपया एक घंटे बाद कोशिश करें।',
  'auth.passwordsPaused': ({ minutes }) => `इस खाते के लिए बहुत बार गलत पासवर्ड डाला गया। कृपया ${minutes} मिनट बाद कोशिश करें, या अपना पासवर्ड रीसेट करें।`,
  'auth.codesPaused': ({ minutes }) => `इस खाते के लिए बहुत बार गलत कोड डाला गया। कृपया ${minutes} मिनट बाद कोशिश करें।`,
  'auth.messageBudget': ({ minutes }) => `हम अभी एक और SMS नहीं भेज सकते। कृपया ${minutesText(minutes)} बाद कोशिश करें।`,
  'auth.codeNotSent': 'अभी कोड नहीं भेजा जा सका। कृपया थोड़ी देर में दोबारा कोशिश करें।',

  'phone.noPhone': 'पहले अपनी प्रोफ़ाइल में मोबाइल नंबर जोड़ें।',
  'phone.changesTooMany': ({ perDay }) => `आप दिन में ${perDay} बार मोबाइल नंबर बदल सकते हैं। कृपया कल फिर कोशिश करें।`,
  'phone.alreadyVerified': 'यह मोबाइल नंबर पहले से सत्यापित है।',
  'profile.userNotFound': 'उपयोगकर्ता नहीं मिला',
  'profile.detailsNotFound': 'अभी प्रोफ़ाइल की कोई जानकारी नहीं है',
  'profile.pincodeUnknown': 'यह पिनकोड नहीं मिला। कृपया जाँच लें।',
  'profile.phoneTaken': 'यह मोबाइल नंबर पहले से किसी दूसरे खाते से जुड़ा है',

  'catalog.productNotFound': 'प्रोडक्ट नहीं मिला',
  'review.tooManyPending': 'आपके कुछ रिव्यू पहले से मंज़ूरी का इंतज़ार कर रहे हैं। कृपया उनकी जाँच होने तक रुकें।',

  'cart.productNotFound': 'यह प्रोडक्ट अब उपलब्ध नहीं है',
  'cart.itemNotFound': 'यह आइटम आपके कार्ट में नहीं है',
  'cart.comingSoon': 'यह प्रोडक्ट जल्द आ रहा है, अभी ऑर्डर नहीं किया जा सकता',
  'cart.outOfStock': 'यह प्रोडक्ट स्टॉक में नहीं है',
  'cart.onlyLeft': ({ stock }) => `स्टॉक में सिर्फ़ ${stock} बचे हैं`,
  'cart.tooMany': 'एक प्रोडक्ट के ज़्यादा से ज़्यादा 10 ऑर्डर किए जा सकते हैं',
  'cart.tooManyItems': 'आपके कार्ट में ज़्यादा से ज़्यादा 20 अलग-अलग प्रोडक्ट आ सकते हैं',
  'cart.addKeyReused': 'यह Idempotency-Key पहले किसी दूसरे प्रोडक्ट को जोड़ने में इस्तेमाल हो चुकी है। नए टैप के लिए नई key भेजें।',

  'coupon.invalid': 'कूपन कोड गलत है',
  'coupon.inactive': 'यह कूपन अब चालू नहीं है',
  'coupon.notYet': 'यह कूपन अभी चालू नहीं हुआ है',
  'coupon.expired': 'इस कूपन की समय-सीमा खत्म हो गई है',
  'coupon.notForCod': 'यह कूपन कैश ऑन डिलीवरी पर मान्य नहीं है',
  'coupon.firstOrderOnly': 'यह कूपन सिर्फ़ आपके पहले ऑर्डर के लिए है',
  'coupon.loyaltyNotEarned': ({ remaining }) => `यह इनाम पाने के लिए ${remaining} और ऑर्डर पूरे करें`,
  'coupon.usedUp': 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं',
  'coupon.limitReached': 'यह कूपन अपनी इस्तेमाल की सीमा तक पहुँच गया है',
  'coupon.minOrder': ({ rupees: amount }) => `यह कूपन इस्तेमाल करने के लिए ${rupees(amount)} या ज़्यादा के आइटम जोड़ें`,
  'coupon.quantity': ({ quantity }) => `यह कूपन इस्तेमाल करने के लिए कार्ट में कम से कम ${quantity} आइटम जोड़ें`,
  'coupon.freeUnitOutOfStock': ({ quantity }) =>
    quantity === 1 ? 'आपके कार्ट के प्रोडक्ट के लिए इस ऑफ़र का मुफ़्त आइटम स्टॉक में नहीं है' : `आपके कार्ट के प्रोडक्ट के लिए इस ऑफ़र के ${quantity} मुफ़्त आइटम स्टॉक में नहीं हैं`,
  'coupon.phoneNotVerified': 'पहले ऑर्डर का ऑफ़र पाने के लिए अपनी प्रोफ़ाइल में फ़ोन नंबर सत्यापित करें',
  'coupon.firstOrderTaken': ({ by }) =>
    `यह ऑफ़र सिर्फ़ पहले ऑर्डर के लिए है, और इस ${by === 'email' ? 'ईमेल पते' : by === 'phone' ? 'फ़ोन नंबर' : 'डिलीवरी पते'} से पहले ही इस्तेमाल हो चुका है`,
  'coupon.notForYou': 'यह कूपन आपके खाते के लिए मान्य नहीं है',

  'order.addPrimaryAddress': 'कृपया अपनी प्रोफ़ाइल में मुख्य पता जोड़ें',
  'order.completeAddress': 'कृपया अपना पता पूरा करें',
  'order.areaNotServiceable': 'इस इलाके में डिलीवरी उपलब्ध नहीं है',
  'order.emptyOrder': 'आपका कार्ट खाली है।',
  'order.productUnavailable': ({ product }) => `${product} अब उपलब्ध नहीं है`,
  'order.tooManyOfOne': ({ product, max }) => `${product} के ज़्यादा से ज़्यादा ${max} ऑर्डर किए जा सकते हैं`,
  'order.notEnoughStock': ({ product, stock }) => (stock > 0 ? `${product} के स्टॉक में सिर्फ़ ${stock} बचे हैं` : `${product} स्टॉक में नहीं है`),
  'order.stockTaken': ({ product, stock }) => (stock > 0 ? `${product} के स्टॉक में सिर्फ़ ${stock} बचे हैं` : `${product} स्टॉक में नहीं है`),
  'order.stockHeld': ({ product, stock }) =>
    stock > 0
      ? `${product} के अभी सिर्फ़ ${stock} ऑर्डर हो सकते हैं: बाकी किसी और ग्राहक के चेकआउट में हैं। कृपया कुछ मिनट बाद कोशिश करें।`
      : `${product} अभी किसी और ग्राहक के चेकआउट में है। कृपया कुछ मिनट बाद कोशिश करें।`,
  'order.priceChanged': 'पेमेंट के दौरान आपके ऑर्डर की कीमत बदल गई',
  'order.idempotencyKeyReused': 'यह Idempotency-Key किसी दूसरे अनुरोध में इस्तेमाल हो चुकी है। नए चेकआउट के लिए नई key भेजें।',
  'order.alreadyPlaced': 'ऑर्डर सफलतापूर्वक हो गया!',
  'order.paymentInitFailed': 'पेमेंट शुरू नहीं हो सका',
  'order.verificationFailed': 'पेमेंट की पुष्टि नहीं हो सकी',
  'order.verificationNotFound': 'पेमेंट की पुष्टि नहीं हो सकी',
  'order.paymentNotConfirmed': 'बैंक से अभी आपके पेमेंट की पुष्टि नहीं हो सकी। अगर पैसे कटे हैं, तो कुछ ही मिनटों में आपका ऑर्डर हो जाएगा या पैसे अपने-आप वापस आ जाएँगे।',
  'order.paymentRefunded': ({ problem }) =>
    `आपका पेमेंट मिल गया, लेकिन हम आपका ऑर्डर पूरा नहीं कर सके: ${problem}। पूरी रकम आपके पेमेंट के मूल तरीके में वापस कर दी जाएगी (${ONLINE_REFUND_TIMING_DAYS})।`,
  'order.webhookSignature': 'webhook का हस्ताक्षर सही नहीं है',
  'order.paymentNotFound': 'हमें यह पेमेंट नहीं मिला।',
  'order.sandboxOrderNotFound': 'ऐसा कोई sandbox ऑर्डर नहीं है',

  'codConfirmation.required': ({ sentTo }) => `अपना कैश ऑन डिलीवरी ऑर्डर कन्फ़र्म करने के लिए ${sentTo} पर भेजा गया कोड डालें।`,
  'codConfirmation.notFound': 'ऑर्डर की यह पुष्टि नहीं मिली। कृपया फिर से ऑर्डर करें।',
  'codConfirmation.noPhone': 'कैश ऑन डिलीवरी ऑर्डर के लिए अपनी प्रोफ़ाइल में मोबाइल नंबर जोड़ें।',
  'codConfirmation.keyMismatch': 'यह Idempotency-Key किसी दूसरे अनुरोध की है।',
  'codConfirmation.expired': 'इस पुष्टि का समय निकल गया। कृपया फिर से ऑर्डर करें।',
  'codConfirmation.amountChanged': 'कोड भेजने के बाद इस ऑर्डर की कुल रकम बदल गई। नई रकम देखने के लिए कृपया फिर से ऑर्डर करें।',

  'codRules.orderValue': ({ min, max }) =>
    min !== undefined && max !== undefined
      ? `कैश ऑन डिलीवरी ${rupees(min)} से ${rupees(max)} तक के ऑर्डर पर उपलब्ध है।`
      : min !== undefined
        ? `कैश ऑन डिलीवरी ${rupees(min)} या उससे ज़्यादा के ऑर्डर पर उपलब्ध है।`
        : `कैश ऑन डिलीवरी ${rupees(max ?? 0)} तक के ऑर्डर पर उपलब्ध है।`,
  'codRules.pincode': ({ pincode }) => `पिनकोड ${pincode} पर कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन पेमेंट करें।`,
  'codRules.returnedParcels': ({ count, days }) =>
    `आपके खाते पर कैश ऑन डिलीवरी उपलब्ध नहीं है: पिछले ${days} दिनों में ${count === 1 ? 'एक ऑर्डर' : `${count} ऑर्डर`} बिना डिलीवरी के वापस आए। कृपया ऑनलाइन पेमेंट करें।`,
  'codRules.unknownPincode': ({ pincode }) => `${pincode} भारत का पिनकोड नहीं है`,

  'cancel.orderNotFound': 'ऑर्डर नहीं मिला',
  'cancel.alreadyCancelled': 'यह ऑर्डर पहले ही रद्द हो चुका है।',
  'cancel.alreadyProcessed': 'यह ऑर्डर भेजा जा रहा है, अब रद्द नहीं हो सकता।',
  'cancel.windowClosed': `ऑर्डर करने के ${CUSTOMER_CANCEL_WINDOW_HOURS} घंटे के अंदर ही ऑर्डर रद्द किया जा सकता है।`,

  'payNow.linkInvalid': 'यह पेमेंट लिंक इस ऑर्डर के लिए मान्य नहीं है। कृपया अपने ऑर्डर मैसेज वाला लिंक इस्तेमाल करें, या ऑर्डर के ट्रैकिंग पेज से पेमेंट करें।',
  'payNow.linkExpired': 'इस पेमेंट लिंक की समय-सीमा खत्म हो गई है। ऑनलाइन पेमेंट के लिए अपने ऑर्डर का ट्रैकिंग पेज खोलें।',
  'payNow.alreadyPaid': 'इस ऑर्डर का ऑनलाइन पेमेंट पहले ही हो चुका है। अब कुछ नहीं चुकाना है।',
  'payNow.dispatched': 'यह ऑर्डर भेजा जा चुका है, इसलिए अब इसका ऑनलाइन पेमेंट नहीं हो सकता। कृपया डिलीवरी पर कैश से चुकाएँ।',
  'payNow.cancelled': 'यह ऑर्डर रद्द हो चुका है, इसलिए कुछ नहीं चुकाना है।',
  'tracking.orderNotFound': 'ऑर्डर नहीं मिला',
  'tracking.invalidTransition': ({ from, to }) => `ऑर्डर ${ORDER_STATUS_HINDI[from]} से ${ORDER_STATUS_HINDI[to]} पर नहीं जा सकता`,
  'return.orderNotFound': 'ऑर्डर नहीं मिला',
  'return.notDelivered': 'सिर्फ़ डिलीवर हुए ऑर्डर ही वापस किए जा सकते हैं',
  'return.windowClosed': `डिलीवरी के ${RETURN_WINDOW_DAYS} दिनों के अंदर ही वापसी माँगी जा सकती है`,
  'return.alreadyRequested': 'इस ऑर्डर की वापसी पहले ही माँगी जा चुकी है',
  'return.photoForm': 'फ़ोटो multipart/form-data में, photo नाम के फ़ाइल फ़ील्ड में भेजें',
  'return.photoMissing': 'फ़ोटो multipart/form-data में, photo नाम के फ़ाइल फ़ील्ड में भेजें',
  'return.photoType': 'फ़ोटो JPEG, PNG या WebP होनी चाहिए',
  'return.photoTooLarge': `फ़ोटो ${RETURN_LIMITS.photoMaxBytes / (1024 * 1024)} MB या उससे छोटी होनी चाहिए`,
  'return.photoNotFound': 'फ़ोटो फिर से अपलोड करें: वह नहीं मिली',
  'invoice.notFound': 'इनवॉइस नहीं मिला',
  'dataRights.exportTooMany': ({ minutes }) => `आपने अभी-अभी कई बार अपना डेटा डाउनलोड किया है। कृपया ${minutesText(minutes)} बाद फिर कोशिश करें।`,
  'dataRights.ordersInFlight': ({ orders }) => `जब तक कोई ऑर्डर रास्ते में है या रिफ़ंड बाकी है (${orders}), आपका अकाउंट डिलीट नहीं हो सकता। डिलीवर, रद्द या रिफ़ंड होने के बाद आप अकाउंट डिलीट कर सकते हैं।`,
  'dataRights.paymentInFlight': 'आपका एक पेमेंट अभी प्रोसेस हो रहा है। कुछ मिनट बाद, उसके पूरा होने पर, फिर कोशिश करें।',
  'dataRights.customerErased': 'इस ग्राहक का अकाउंट पहले ही डिलीट हो चुका है।',
  'dataRights.staffAccount': 'स्टाफ़ अधिकार वाला अकाउंट यहाँ डिलीट नहीं होता: पहले उसके स्टाफ़ अधिकार हटाने होंगे।',
  'dataRights.requestNotFound': 'ऐसा कोई डेटा अनुरोध नहीं है।',
  'dataRights.nomineeNotYou': 'आपका नॉमिनी आपके अलावा कोई और होना चाहिए।',
  'grievance.tooMany': ({ minutes }) => `हमें अभी-अभी आपकी कई शिकायतें मिली हैं। कृपया ${minutesText(minutes)} बाद फिर कोशिश करें, या हमारे शिकायत अधिकारी को लिखें।`,
  'grievance.notFound': 'ऐसी कोई शिकायत नहीं है।',
  'grievance.move': ({ from, to }) => `जो शिकायत ${from} है, उसे ${to} नहीं किया जा सकता।`,
  'grievance.emailNeeded': 'अपना ईमेल पता दर्ज करें ताकि हम आपको जवाब दे सकें।',
  'consent.stopLinkInvalid': 'यह लिंक मान्य नहीं है। साइन इन करके अपनी प्रोफ़ाइल में अपनी पसंद बदलें।',
  'consent.versionUnknown': 'यह शब्दावली अब नहीं दिखाई जाती। पेज दोबारा लोड करें और फिर से चुनें।',
  'reminder.restoreInvalid': 'यह लिंक मान्य नहीं है। अपना कार्ट देखने के लिए साइन इन करें।',
  'reminder.restoreNotYours': 'यह लिंक किसी दूसरे अकाउंट को भेजा गया था। जिसे भेजा गया था, उसी अकाउंट से साइन इन करें।',
  'consent.needsPhone': 'WhatsApp या SMS पर संदेश पाने के लिए अपना मोबाइल नंबर जोड़ें।',
  'reminder.restoreExpired': 'इस लिंक की समय-सीमा ख़त्म हो गई है। आपका कार्ट और पिछले ऑर्डर आपके अकाउंट में हैं।',
  'reminder.couponUnknown': 'इस कोड का कोई कूपन नहीं है। पहले उसे बनाएँ, या फ़ील्ड खाली छोड़ दें।',
};

function isCustomerReason(reason: string): reason is CustomerReason {
  return Object.hasOwn(HINDI_REASONS, reason);
}

/**
 * A refusal's words in a language by its reason key and params, or undefined when the page is English (the server's
 * own words are the English) or the reason is not one of this table's (a newer server's): the server's message then.
 */
export function reasonText(locale: Locale, reason: string, params?: Readonly<Record<string, ReasonParam>>): string | undefined {
  if (locale === 'en' || !isCustomerReason(reason)) return undefined;
  const text = HINDI_REASONS[reason];
  if (typeof text === 'string') return text;
  if (!params) return undefined;
  return (text as (values: Readonly<Record<string, ReasonParam>>) => string)(params);
}
