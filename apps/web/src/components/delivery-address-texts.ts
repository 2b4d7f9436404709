import { ORDER_MESSAGES } from '@shop/contract/orders';
import { DELIVERY_ADDRESS_TEXT } from '../lib/delivery-address';
import { defineTexts } from '../lib/i18n/texts';

/**
 * Words of the delivery address block of the cart and checkout steps. On an English page the serviceability line is
 * the server's own words (SPEC.md §8); on a Hindi page it says the same by the answer's outcome.
 */
export const DELIVERY_ADDRESS_TEXTS = defineTexts(
  {
    ...DELIVERY_ADDRESS_TEXT,
    serviceable: ORDER_MESSAGES.serviceable,
    unserviceable: ORDER_MESSAGES.pincodeNotServiceable,
  },
  {
    deliveryAddress: 'डिलीवरी का पता',
    addPrimaryAddress: 'कृपया अपनी प्रोफ़ाइल में मुख्य पता जोड़ें',
    pincodeCheckFailed: 'पिनकोड की जाँच नहीं हो सकी।',
    checkingDelivery: 'डिलीवरी जाँची जा रही है…',
    serviceable: 'इस पिनकोड पर डिलीवरी उपलब्ध है',
    unserviceable: 'इस पिनकोड पर डिलीवरी उपलब्ध नहीं है। कृपया अपना पता बदलें।',
  },
);
