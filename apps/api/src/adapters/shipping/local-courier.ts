import { randomInt } from 'node:crypto';
import type { PincodeDirectory } from '../pincode/pincode-directory';
import type { ShippingProvider } from './shipping-provider';

/**
 * The offline courier: it delivers to every pincode India Post knows, except those starting with one of the
 * configured prefixes (by default the Andaman and Nicobar Islands, Ladakh and Lakshadweep, which a small
 * courier contract usually leaves out). Its statuses are moved on by the shop's staff (the ops CLI or console).
 */
export function createLocalCourier(deps: { directory: PincodeDirectory; unserviceablePrefixes: string[] }): ShippingProvider {
  return {
    name: 'local-courier',
    async isServiceable(pincode) {
      if (!deps.directory.lookup(pincode)) return false;
      const pin = String(pincode);
      return !deps.unserviceablePrefixes.some((prefix) => pin.startsWith(prefix));
    },
    async createShipment() {
      // An airway-bill-like number: PL + 10 digits.
      return { trackingNumber: `PL${String(randomInt(0, 1e10)).padStart(10, '0')}` };
    },
  };
}
