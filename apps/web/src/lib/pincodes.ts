import { PincodeLookupResponse } from '@shop/contract/pincodes';
import { apiRequest } from './api-client';

/** A pincode is six digits, the first not 0. */
export const isPincodeFormat = (value: string) => /^[1-9]\d{5}$/.test(value.trim());

/** GET /pincodes/{pincode}: the canonical city and state; an unknown pincode rejects with the server's message. */
export async function lookupPincode(pincode: string): Promise<{ city: string; state: string }> {
  const reply = await apiRequest(`/pincodes/${encodeURIComponent(pincode.trim())}`, PincodeLookupResponse);
  return { city: reply.city, state: reply.state };
}
