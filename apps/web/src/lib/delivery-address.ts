import type { Address } from '@shop/contract/users';

/** Words of the delivery address block of the cart and checkout steps (SPEC.md §2 Checkout, §8 Cart and Address). */
export const DELIVERY_ADDRESS_TEXT = {
  deliveryAddress: 'Delivery Address',
  addPrimaryAddress: 'Please add a primary address in your profile',
  pincodeCheckFailed: 'Failed to check pincode.',
  checkingDelivery: 'Checking delivery…',
} as const;

/** What the serviceability check said about the primary address's pincode. */
export type Serviceability =
  | { status: 'checking' }
  /** `day`: the day (YYYY-MM-DD, India) an order placed now should arrive, when the courier gives one. */
  | { status: 'serviceable'; message: string; day?: string | null }
  | { status: 'unserviceable'; message: string }
  /** The customer has no primary address. */
  | { status: 'no-address'; message: string }
  /** The check itself failed: treated as not serviceable (SPEC.md §8 "Pincode call error"). */
  | { status: 'error'; message: string };

/** An address an order can go to: line 1, state, pincode and country all present (SPEC.md §5). */
export function isAddressValid(address: Pick<Address, 'address_line1' | 'state' | 'pincode' | 'country'> | null | undefined): boolean {
  if (!address) return false;
  return address.address_line1.trim() !== '' && address.state.trim() !== '' && Boolean(address.pincode) && address.country.trim() !== '';
}

/** The customer's primary address, if any. */
export function primaryAddressOf(addresses: readonly Address[] | undefined): Address | null {
  return addresses?.find((a) => a.isPrimary) ?? null;
}

/** The address as lines of text: street, landmark, "City, State 560001", country. */
export function addressLines(address: Pick<Address, 'address_line1' | 'address_line2' | 'city' | 'state' | 'pincode' | 'country'>): string[] {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return [address.address_line1, address.address_line2, `${place} ${address.pincode}`.trim(), address.country].filter((line) => line.trim() !== '');
}

/**
 * Whether the proceed button may be used (SPEC.md §2 Checkout): the pincode is serviceable and the address valid.
 * While the check runs it is neither usable nor "not available".
 */
export function proceedState(serviceability: Serviceability, address: Parameters<typeof isAddressValid>[0]): 'ready' | 'checking' | 'unavailable' {
  if (serviceability.status === 'checking') return 'checking';
  return serviceability.status === 'serviceable' && isAddressValid(address) ? 'ready' : 'unavailable';
}
