import { ServiceabilityResponse } from '@shop/contract/orders';
import type { Address } from '@shop/contract/users';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { fetchUserDetails } from '../store/user-details-slice';
import { apiRequest } from './api-client';
import { DELIVERY_ADDRESS_TEXT, primaryAddressOf, type Serviceability } from './delivery-address';

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
  /** Asks the server again, e.g. after the address changed. */
  recheck: () => void;
}

/**
 * GET /user/check-pincode-serviceability (with ?pincode= for any other than the primary address's) as a
 * Serviceability. A failed call means "not serviceable".
 */
export async function checkServiceability(pincode?: number): Promise<{ serviceability: Serviceability; primaryAddress: Address | null }> {
  try {
    const query = pincode === undefined ? '' : `?pincode=${pincode}`;
    const reply = await apiRequest(`/user/check-pincode-serviceability${query}`, ServiceabilityResponse, { fallbackMessage: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed });
    if (pincode === undefined && !reply.primaryAddress) {
      return { serviceability: { status: 'no-address', message: DELIVERY_ADDRESS_TEXT.addPrimaryAddress }, primaryAddress: null };
    }
    return {
      // Where the courier goes, the day it should arrive ("Delivery by Friday, 27 November").
      serviceability: { status: reply.isServiceable ? 'serviceable' : 'unserviceable', message: reply.isServiceable ? reply.deliveryMessage : reply.message },
      primaryAddress: reply.primaryAddress,
    };
  } catch {
    return { serviceability: { status: 'error', message: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed }, primaryAddress: null };
  }
}

/** The address a choice names among the saved ones (a saved address deleted meanwhile falls back to the primary). */
function chosenAddress(choice: DeliveryChoice, saved: readonly Address[], primary: Address | null): Address | null {
  if (choice.kind === 'once') return choice.address;
  if (choice.kind === 'saved') return saved.find((a) => a._id === choice.id) ?? primary;
  return primary;
}

/** The delivery address of the cart and checkout steps, with its serviceability (SPEC.md §2 Checkout). */
export function useDeliveryAddress(): DeliveryAddress {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => state.userDetails.userDetails?.addresses) ?? NO_ADDRESSES;
  const profileAddress = primaryAddressOf(saved);
  const [choice, setChoice] = useState<DeliveryChoice>({ kind: 'primary' });
  const [checkedAddress, setCheckedAddress] = useState<Address | null>(null);
  // A recheck asks again about the same address.
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; serviceability: Serviceability } | null>(null);
  const address = chosenAddress(choice, saved, profileAddress ?? checkedAddress);
  // The pincode to ask about: none (the server's primary address) unless another address was chosen.
  const pincode = address && !address.isPrimary ? address.pincode : undefined;
  const key = `${pincode ?? 'primary'}#${round}`;
  // Until the answer about this very address arrives, it is being checked.
  const serviceability: Serviceability = answer?.key === key ? answer.serviceability : { status: 'checking' };

  useEffect(() => {
    void dispatch(fetchUserDetails());
  }, [dispatch]);

  useEffect(() => {
    let current = true;
    void checkServiceability(pincode).then((result) => {
      if (!current) return;
      setAnswer({ key, serviceability: result.serviceability });
      if (pincode === undefined) setCheckedAddress(result.primaryAddress);
    });
    return () => {
      current = false;
    };
  }, [key, pincode]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);

  return { address, saved, choice, choose: setChoice, serviceability, recheck };
}

const NO_ADDRESSES: readonly Address[] = [];
