import type { Address } from '@shop/contract/users';
import { useState } from 'react';
import { primaryAddressOf, type Serviceability } from './delivery-address';
import { useProfileQuery } from './profile';
import { useServiceabilityQuery } from './delivery-api';
import { CHECK_FAILED } from './serviceability';

/**
 * Where this order goes: the primary address (the default), another saved address, or an address for this order
 * only (not saved, the default untouched).
 */
export type DeliveryChoice = { kind: 'primary' } | { kind: 'saved'; id: string } | { kind: 'once'; address: Address };

export interface DeliveryAddress {
  /** The chosen address: the primary one from the profile (GET /user/me) unless the customer chose another. */
  address: Address | null;
  /** The customer's saved addresses. */
  saved: readonly Address[];
  choice: DeliveryChoice;
  /** Delivers this order somewhere else (and checks that the courier goes there). */
  choose: (choice: DeliveryChoice) => void;
  serviceability: Serviceability;
}

/** The address a choice names among the saved ones (a saved address deleted meanwhile falls back to the primary). */
function chosenAddress(choice: DeliveryChoice, saved: readonly Address[], primary: Address | null): Address | null {
  if (choice.kind === 'once') return choice.address;
  if (choice.kind === 'saved') return saved.find((a) => a._id === choice.id) ?? primary;
  return primary;
}

/** The delivery address of the cart and checkout steps, with its serviceability (SPEC.md §2 Checkout). */
export function useDeliveryAddress(initial: DeliveryChoice = { kind: 'primary' }): DeliveryAddress {
  const saved = useProfileQuery().data?.addresses ?? NO_ADDRESSES;
  // `initial` is read once: a reorder opens checkout at its last order's address.
  const [choice, setChoice] = useState<DeliveryChoice>(initial);
  const chosen = chosenAddress(choice, saved, primaryAddressOf(saved));
  // The pincode to ask about: none (the server's primary address) unless another address was chosen.
  const pincode = chosen && !chosen.isPrimary ? chosen.pincode : undefined;
  const check = useServiceabilityQuery(pincode);
  // Until the profile has arrived, the primary address is the one the check found.
  const address = chosen ?? (pincode === undefined ? (check.currentData?.primaryAddress ?? null) : null);
  // While the answer about this very address is on its way (or asked again after the addresses changed), it is being
  // checked; a failed check means "not serviceable".
  let serviceability: Serviceability = { status: 'checking' };
  if (check.isError) serviceability = CHECK_FAILED;
  else if (check.currentData && !check.isFetching) serviceability = check.currentData.serviceability;

  return { address, saved, choice, choose: setChoice, serviceability };
}

const NO_ADDRESSES: readonly Address[] = [];
