import { DeliveryEstimateResponse } from '@shop/contract/delivery';
import type { z } from 'zod';
import { DELIVERY_ADDRESS_TEXT } from '../../lib/delivery-address';
import { queryApi } from '../../lib/query-api';

/** What the product page says about a pincode: whether the courier goes there, in the server's words. */
export interface DeliveryAnswer {
  ok: boolean;
  message: string;
}

/**
 * The product page's delivery date through the server-data cache. The page loads this module with the first check
 * (the public page's first load does not carry the cache), so a pincode checked before the app started waits for it.
 */
export const deliveryEstimateApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /delivery/estimate?pincode=: public; "Delivery by Friday, 27 November", or why not. */
    deliveryEstimate: build.query<DeliveryAnswer, string>({
      query: (pincode) => ({ path: `/delivery/estimate?pincode=${encodeURIComponent(pincode)}`, schema: DeliveryEstimateResponse, fallbackMessage: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed }),
      transformResponse: (reply: z.infer<typeof DeliveryEstimateResponse>) => ({ ok: reply.isServiceable, message: reply.message }),
    }),
  }),
});
