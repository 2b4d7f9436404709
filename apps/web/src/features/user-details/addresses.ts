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

/** A saved address as it goes back in PUT /user/me-update-profile (its _id keeps it the same address). */
export function toAddressInput(address: Address): AddressInput {
  return {
    _id: address._id,
    alias: address.alias,
    address_line1: address.address_line1,
    address_line2: address.address_line2,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    country: address.country,
    isPrimary: address.isPrimary,
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

/** Exactly one address stays primary: the first one when none is. */
function onePrimary(list: AddressInput[]): AddressInput[] {
  if (list.length === 0 || list.filter((a) => a.isPrimary).length === 1) return list;
  const firstPrimary = Math.max(0, list.findIndex((a) => a.isPrimary));
  return list.map((a, i) => ({ ...a, isPrimary: i === firstPrimary }));
}

/** The list with a new address; the first address a customer adds is primary. */
export function withAddressAdded(addresses: readonly Address[], input: AddressInput): AddressInput[] {
  return onePrimary([...addresses.map(toAddressInput), { ...input, isPrimary: addresses.length === 0 }]);
}

/** The list with one address changed; it keeps its primary mark. */
export function withAddressReplaced(addresses: readonly Address[], id: string, input: AddressInput): AddressInput[] {
  return addresses.map((a) => (a._id === id ? { ...input, _id: id, isPrimary: a.isPrimary } : toAddressInput(a)));
}

/** The list without one address; when it was primary, the first remaining one becomes primary. */
export function withAddressRemoved(addresses: readonly Address[], id: string): AddressInput[] {
  return onePrimary(addresses.filter((a) => a._id !== id).map(toAddressInput));
}

/** The list with a different primary address. */
export function withPrimary(addresses: readonly Address[], id: string): AddressInput[] {
  return addresses.map((a) => ({ ...toAddressInput(a), isPrimary: a._id === id }));
}
