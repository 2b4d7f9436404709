import { DEFAULT_ADDRESS_ALIAS, DEFAULT_COUNTRY } from '@shop/contract/constants';
import { AddressInput as AddressInputSchema, type Address, type AddressInput } from '@shop/contract/users';
import type { FieldErrors } from './profile-form';

/** The address form's values, as typed. */
export interface AddressDraft {
  alias: string;
  address_line1: string;
  address_line2: string;
  pincode: string;
  country: string;
}

export function emptyAddressDraft(): AddressDraft {
  return { alias: DEFAULT_ADDRESS_ALIAS, address_line1: '', address_line2: '', pincode: '', country: DEFAULT_COUNTRY };
}

export function draftOf(address: Address): AddressDraft {
  return {
    alias: address.alias,
    address_line1: address.address_line1,
    address_line2: address.address_line2,
    pincode: String(address.pincode),
    country: address.country,
  };
}

/** A draft as an address input, checked with the contract; city and state come from the pincode lookup when known. */
export function addressInputOf(
  draft: AddressDraft,
  place: { city: string; state: string },
): { input: AddressInput; errors?: undefined } | { input?: undefined; errors: FieldErrors & { address_line1?: string } } {
  const input: AddressInput = {
    alias: draft.alias.trim() || DEFAULT_ADDRESS_ALIAS,
    address_line1: draft.address_line1.trim(),
    address_line2: draft.address_line2.trim(),
    pincode: draft.pincode.trim(),
    country: draft.country.trim() || DEFAULT_COUNTRY,
    ...(place.city ? { city: place.city } : {}),
    ...(place.state ? { state: place.state } : {}),
    isPrimary: false,
  };
  const result = AddressInputSchema.safeParse(input);
  if (result.success) return { input };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { errors };
}
