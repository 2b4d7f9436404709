import { ServiceabilityResponse } from '@shop/contract/orders';
import { PincodeLookupResponse } from '@shop/contract/pincodes';
import type { z } from 'zod';
import { DELIVERY_ADDRESS_TEXT } from './delivery-address';
import { queryApi } from './query-api';
import { deliveryCheckOf, serviceabilityPath, type DeliveryCheck } from './serviceability';

/**
 * Where the courier goes, through the server-data cache: the city and state of a pincode, and whether a pincode (or
 * the primary address) is served. The serviceability answers are kept with the addresses: a change to them asks again.
 */
export const deliveryApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /pincodes/{pincode}: the canonical city and state; an unknown pincode fails with the server's message. */
    pincode: build.query<{ city: string; state: string }, string>({
      query: (pincode) => ({ path: `/pincodes/${encodeURIComponent(pincode)}`, schema: PincodeLookupResponse }),
      transformResponse: (reply: z.infer<typeof PincodeLookupResponse>) => ({ city: reply.city, state: reply.state }),
    }),
    /** GET /user/check-pincode-serviceability: about the primary address (no pincode), or another address's pincode. */
    serviceability: build.query<DeliveryCheck, number | undefined>({
      query: (pincode) => ({ path: serviceabilityPath(pincode), schema: ServiceabilityResponse, fallbackMessage: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed }),
      transformResponse: (reply: z.infer<typeof ServiceabilityResponse>, _meta, pincode) => deliveryCheckOf(reply, pincode),
      providesTags: ['Addresses'],
    }),
  }),
});

export const { useServiceabilityQuery } = deliveryApi;
