import type { DeliveryZone } from '@shop/contract/delivery';
import type { Locale } from '@shop/contract/locale';
import { randomInt } from 'node:crypto';
import type { PincodeDirectory } from '../pincode/pincode-directory';
import { deliveryZone, estimateDeliveryDay, type DeliveryCalendar } from './delivery-estimate';
import type { ShippingProvider } from './shipping-provider';

export interface LocalCourierOptions {
  directory: PincodeDirectory;
  unserviceablePrefixes: string[];
  /** Where parcels are picked up: the seller's warehouse. */
  pickupPincode: number;
  /** Working days in transit per zone. */
  zoneDays: Record<DeliveryZone, number>;
  calendar: DeliveryCalendar;
}

/**
 * The offline courier: it delivers to every pincode India Post knows, except those starting with one of the
 * configured prefixes (by default the Andaman and Nicobar Islands, Ladakh and Lakshadweep, which a small
 * courier contract usually leaves out). Delivery takes the configured working days of the destination's zone
 * (same city, same state, metro to metro, rest of India). Its statuses are moved on by the shop's staff.
 */
/** What the customer is told carries a parcel of the offline courier, in each language: the shop's own words. */
export const LOCAL_COURIER_NAMES: Readonly<Record<Locale, string>> = { en: 'Local courier', hi: 'लोकल कूरियर' };

/** The offline courier's name as an order stores it (and staff see it). */
export const LOCAL_COURIER_NAME = LOCAL_COURIER_NAMES.en;

/**
 * A stored courier name as a customer reading `locale` is shown it: the shop's offline courier in their language; a
 * real courier's name (a brand, e.g. Delhivery) as the courier gives it.
 */
export function courierNameIn(name: string | null, locale: Locale): string | null {
  return name === LOCAL_COURIER_NAME ? LOCAL_COURIER_NAMES[locale] : name;
}

export function createLocalCourier(deps: LocalCourierOptions): ShippingProvider {
  const serviceable = (pincode: number) => {
    if (!deps.directory.lookup(pincode)) return false;
    const pin = String(pincode);
    return !deps.unserviceablePrefixes.some((prefix) => pin.startsWith(prefix));
  };
  return {
    name: 'local-courier',
    async isServiceable(pincode) {
      return serviceable(pincode);
    },
    async quote(pincode, at) {
      const to = deps.directory.lookup(pincode);
      if (!to || !serviceable(pincode)) return { serviceable: false, estimatedDeliveryDate: null };
      const from = deps.directory.lookup(deps.pickupPincode);
      // A pickup pincode India Post does not know is treated as far from everywhere.
      const zone: DeliveryZone = from ? deliveryZone(from, to) : 'rest_of_india';
      return { serviceable: true, estimatedDeliveryDate: estimateDeliveryDay(at, deps.zoneDays[zone], deps.calendar) };
    },
    async createShipment() {
      // An airway-bill-like number: PL + 10 digits.
      return { trackingNumber: `PL${String(randomInt(0, 1e10)).padStart(10, '0')}`, courierName: LOCAL_COURIER_NAME };
    },
  };
}
