import { METRO_PINCODE_PREFIXES, type DeliveryZone } from '@shop/contract/delivery';
import { addDays, indianClock, weekdayOf } from '../../lib/indian-calendar';

/** The working calendar of the warehouse and the couriers. */
export interface DeliveryCalendar {
  /** Days nobody picks up or delivers, besides Sundays (YYYY-MM-DD). */
  holidays: ReadonlySet<string>;
  /** Minutes after midnight, India time: orders placed before it are dispatched the same working day. */
  cutoffMinutesIst: number;
}

/** Whether parcels move on a day: not a Sunday, not a holiday. */
export function isWorkingDay(day: string, calendar: Pick<DeliveryCalendar, 'holidays'>): boolean {
  return weekdayOf(day) !== 0 && !calendar.holidays.has(day);
}

/** The first working day on or after `day`. */
function nextWorkingDay(day: string, calendar: DeliveryCalendar): string {
  let d = day;
  // A year of holidays in a row is a misconfiguration; stop rather than loop for ever.
  for (let i = 0; i < 366 && !isWorkingDay(d, calendar); i++) d = addDays(d, 1);
  return d;
}

/**
 * The day an order leaves the warehouse: the day it is placed when that is a working day and it came before the
 * cut-off, otherwise the next working day.
 */
export function dispatchDay(placedAt: Date, calendar: DeliveryCalendar): string {
  const { day, minutes } = indianClock(placedAt);
  if (isWorkingDay(day, calendar) && minutes < calendar.cutoffMinutesIst) return day;
  return nextWorkingDay(addDays(day, 1), calendar);
}

/** The day a parcel should arrive: `transitDays` working days after its dispatch day. */
export function estimateDeliveryDay(placedAt: Date, transitDays: number, calendar: DeliveryCalendar): string {
  let day = dispatchDay(placedAt, calendar);
  for (let i = 0; i < transitDays; i++) day = nextWorkingDay(addDays(day, 1), calendar);
  return day;
}

const isMetro = (pincode: number) => METRO_PINCODE_PREFIXES.some((prefix) => String(pincode).startsWith(prefix));

/** How far a parcel goes, from the pickup's place to the destination's (India Post's district and state). */
export function deliveryZone(from: { pincode: number; city: string; state: string }, to: { pincode: number; city: string; state: string }): DeliveryZone {
  if (from.city === to.city && from.state === to.state) return 'same_city';
  if (from.state === to.state) return 'same_state';
  if (isMetro(from.pincode) && isMetro(to.pincode)) return 'metro';
  return 'rest_of_india';
}
