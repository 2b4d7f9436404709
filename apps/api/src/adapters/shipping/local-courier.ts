import type { PincodeDirectory } from '../pincode/pincode-directory';
import type { ShippingProvider } from './shipping-provider';

/**
 * The offline courier: it delivers to every pincode India Post knows, except those starting with one of the
 * configured prefixes (by default the Andaman and Nicobar Islands, Ladakh and Lakshadweep, which a small
 * courier contract usually leaves out).
 */
export function createLocalCourier(deps: { directory: PincodeDirectory; unserviceablePrefixes: string[] }): ShippingProvider {
  return {
    name: 'local-courier',
    async isServiceable(pincode) {
      if (!deps.directory.lookup(pincode)) return false;
      const pin = String(pincode);
      return !deps.unserviceablePrefixes.some((prefix) => pin.startsWith(prefix));
    },
  };
}
