import type { ServiceabilityResponse } from '@shop/contract/orders';
import type { Address } from '@shop/contract/users';
import type { z } from 'zod';
import { DELIVERY_ADDRESS_TEXT, type Serviceability } from './delivery-address';

/** What the serviceability check says about a pincode, and the primary address it checked when asked about none. */
export interface DeliveryCheck {
  serviceability: Serviceability;
  primaryAddress: Address | null;
}

/** A failed check means "not serviceable" (SPEC.md §8 "Pincode call error"). */
export const CHECK_FAILED: Serviceability = { status: 'error', message: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed };

/** GET /user/check-pincode-serviceability, with ?pincode= for any other than the primary address's. */
export function serviceabilityPath(pincode?: number): string {
  return `/user/check-pincode-serviceability${pincode === undefined ? '' : `?pincode=${pincode}`}`;
}

/** The server's answer as a Serviceability: without a pincode it is about the primary address, which may be missing. */
export function deliveryCheckOf(reply: z.infer<typeof ServiceabilityResponse>, pincode?: number): DeliveryCheck {
  if (pincode === undefined && !reply.primaryAddress) {
    return { serviceability: { status: 'no-address', message: DELIVERY_ADDRESS_TEXT.addPrimaryAddress }, primaryAddress: null };
  }
  return {
    // Where the courier goes, the day it should arrive ("Delivery by Friday, 27 November").
    serviceability: reply.isServiceable
      ? { status: 'serviceable', message: reply.deliveryMessage, day: reply.estimatedDeliveryDate }
      : { status: 'unserviceable', message: reply.message },
    primaryAddress: reply.primaryAddress,
  };
}
