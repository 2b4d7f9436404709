import type { Address, AddressInput } from '@shop/contract/users';

/** A saved address as it goes back in PUT /user/me-update-profile (its _id keeps it the same address). */
function toAddressInput(address: Address): AddressInput {
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
