import { PROFILE_MESSAGES } from '@shop/contract/users';
import type { PincodeLookupResponse } from '@shop/contract/pincodes';
import type { PincodeDirectory } from '../../adapters/pincode/pincode-directory';
import { AppError, invalidFields } from '../../lib/errors';

export interface PincodesService {
  /** The canonical city and state of a pincode; 400 when malformed, 404 when India Post does not know it. */
  lookup(raw: string): PincodeLookupResponse;
}

export function createPincodesService(deps: { directory: PincodeDirectory }): PincodesService {
  return {
    lookup(raw) {
      if (!/^[1-9]\d{5}$/.test(raw.trim())) throw invalidFields([{ field: 'pincode', message: PROFILE_MESSAGES.pincodeFormat }]);
      const entry = deps.directory.lookup(Number(raw));
      if (!entry) throw new AppError('profile.pincodeUnknown');
      return { success: true, pincode: entry.pincode, city: entry.city, state: entry.state, offices: entry.offices };
    },
  };
}
