import { z } from 'zod';

/** The four delivery zones of the local courier, measured from the seller's pickup pincode. */
export const DELIVERY_ZONES = ['same_city', 'same_state', 'metro', 'rest_of_india'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Working days in transit per zone when nothing else is configured (LOCAL_COURIER_ZONE_DAYS). */
export const DEFAULT_ZONE_TRANSIT_DAYS: Record<DeliveryZone, number> = { same_city: 1, same_state: 2, metro: 3, rest_of_india: 5 };

export const DELIVERY_LIMITS = {
  /** Orders placed before this hour (India time) leave the warehouse the same working day. */
  defaultCutoffHourIst: 14,
  /** No zone is configured slower than this. */
  maxTransitDays: 30,
  /** Estimates asked per minute per client on the public endpoint. */
  estimatesPerMinute: 60,
} as const;

/**
 * Pincode prefixes of the six metro areas (Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad): a parcel
 * between two of them travels on the couriers' fast trunk routes.
 */
export const METRO_PINCODE_PREFIXES = ['110', '400', '700', '600', '560', '500'] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** '2026-11-27' → 'Thursday, 27 November' (a calendar day: no time zone involved). */
export function formatDeliveryDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[day.getUTCDay()]}, ${d} ${MONTHS[m - 1]}`;
}

export const DELIVERY_MESSAGES = {
  deliveryBy: (isoDay: string) => `Delivery by ${formatDeliveryDay(isoDay)}`,
  notDeliverable: 'Not deliverable to this pincode',
  /** A pincode India Post does not know (999999): a typo to fix, not a place the shop leaves out. */
  unknownPincode: 'This is not a valid Indian pincode. Please check it.',
  checkTitle: 'Check delivery',
  checkButton: 'Check',
  checking: 'Checking...',
  pincodeLabel: 'Delivery pincode',
  estimatedLabel: 'Estimated delivery',
} as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const DeliveryEstimateQuery = z.object({ pincode: z.string().trim().regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit pincode') });

/** GET /delivery/estimate?pincode=: public, for the product page. */
export const DeliveryEstimateResponse = z.object({
  success: z.literal(true),
  pincode: z.number().int(),
  isServiceable: z.boolean(),
  /** The day the parcel should arrive (India time), null when it cannot be delivered or the courier gives none. */
  estimatedDeliveryDate: isoDay.nullable(),
  /**
   * 'Delivery by Thursday, 27 November', 'Not deliverable to this pincode', or, for a pincode India Post does not
   * know, 'This is not a valid Indian pincode. Please check it.'
   */
  message: z.string(),
});
export type DeliveryEstimateResponse = z.infer<typeof DeliveryEstimateResponse>;
