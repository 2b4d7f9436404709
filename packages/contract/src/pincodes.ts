import { z } from 'zod';

export const PincodeParams = z.object({ pincode: z.string().max(12) });

/** GET /pincodes/:pincode: the canonical city (district) and state from India Post's directory. */
export const PincodeLookupResponse = z.object({
  success: z.literal(true),
  pincode: z.number().int(),
  city: z.string(),
  state: z.string(),
  /** Post offices sharing the pincode, for display. */
  offices: z.array(z.string()),
});
export type PincodeLookupResponse = z.infer<typeof PincodeLookupResponse>;

export const PINCODE_ATTRIBUTION =
  'Pincode data: India Post, via the Open Government Data (OGD) Platform India, under the Government Open Data Licence – India.';
