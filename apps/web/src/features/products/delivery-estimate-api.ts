import { DELIVERY_MESSAGES, DeliveryEstimateResponse } from '@shop/contract/delivery';
import type { z } from 'zod';
import { DELIVERY_ADDRESS_TEXTS } from '../../components/delivery-address-texts';
import { DELIVERY_TEXTS } from '../../components/payment-texts';
import { documentLocale, textsOfDocument } from '../../lib/i18n/texts';
import { queryApi } from '../../lib/query-api';

/** What the product page says about a pincode: whether the courier goes there, in the server's words. */
export interface DeliveryAnswer {
  ok: boolean;
  message: string;
}

type DeliveryReply = z.infer<typeof DeliveryEstimateResponse>;

/**
 * What the answer says in the page's language: the server's own words on an English page; on a Hindi page the same
 * by the answer's outcome (the day it brings, a place the courier does not reach, or a pincode India Post does not
 * know), as the checkout's delivery line does.
 */
export function deliveryAnswerOf(reply: DeliveryReply): DeliveryAnswer {
  const ok = reply.isServiceable;
  if (documentLocale() === 'en') return { ok, message: reply.message };
  const DELIVERY_TEXT = textsOfDocument(DELIVERY_TEXTS);
  if (ok) return { ok, message: reply.estimatedDeliveryDate ? DELIVERY_TEXT.deliveryBy(reply.estimatedDeliveryDate) : textsOfDocument(DELIVERY_ADDRESS_TEXTS).serviceable };
  return { ok, message: reply.message === DELIVERY_MESSAGES.unknownPincode ? DELIVERY_TEXT.unknownPincode : DELIVERY_TEXT.notDeliverable };
}

/**
 * The product page's delivery date through the server-data cache. The page loads this module with the first check
 * (the public page's first load does not carry the cache), so a pincode checked before the app started waits for it.
 */
export const deliveryEstimateApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /delivery/estimate?pincode=: public; "Delivery by Friday, 27 November", or why not. */
    deliveryEstimate: build.query<DeliveryAnswer, string>({
      query: (pincode) => ({ path: `/delivery/estimate?pincode=${encodeURIComponent(pincode)}`, schema: DeliveryEstimateResponse, fallbackMessage: textsOfDocument(DELIVERY_ADDRESS_TEXTS).pincodeCheckFailed }),
      transformResponse: deliveryAnswerOf,
    }),
  }),
});
