import { ServiceabilityResponse } from '@shop/contract/orders';
import type { Address } from '@shop/contract/users';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { fetchUserDetails } from '../store/user-details-slice';
import { apiRequest } from './api-client';
import { DELIVERY_ADDRESS_TEXT, primaryAddressOf, type Serviceability } from './delivery-address';

export interface DeliveryAddress {
  /** The primary address from the profile (GET /user/me), else the one the serviceability check returned. */
  address: Address | null;
  serviceability: Serviceability;
  /** Asks the server again, e.g. after the address changed. */
  recheck: () => void;
}

/** GET /user/check-pincode-serviceability, as a Serviceability. A failed call means "not serviceable". */
async function checkServiceability(): Promise<{ serviceability: Serviceability; primaryAddress: Address | null }> {
  try {
    const reply = await apiRequest('/user/check-pincode-serviceability', ServiceabilityResponse, { fallbackMessage: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed });
    if (!reply.primaryAddress) {
      return { serviceability: { status: 'no-address', message: DELIVERY_ADDRESS_TEXT.addPrimaryAddress }, primaryAddress: null };
    }
    return {
      serviceability: { status: reply.isServiceable ? 'serviceable' : 'unserviceable', message: reply.message },
      primaryAddress: reply.primaryAddress,
    };
  } catch {
    return { serviceability: { status: 'error', message: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed }, primaryAddress: null };
  }
}

/** The delivery address of the cart and checkout steps, with its serviceability (SPEC.md §2 Checkout). */
export function useDeliveryAddress(): DeliveryAddress {
  const dispatch = useAppDispatch();
  const profileAddress = useAppSelector((state) => primaryAddressOf(state.userDetails.userDetails?.addresses));
  const [serviceability, setServiceability] = useState<Serviceability>({ status: 'checking' });
  const [checkedAddress, setCheckedAddress] = useState<Address | null>(null);
  const latest = useRef(0);

  /** Asks the server; only the latest answer counts. */
  const check = useCallback(() => {
    const call = ++latest.current;
    void checkServiceability().then((result) => {
      if (call !== latest.current) return;
      setServiceability(result.serviceability);
      setCheckedAddress(result.primaryAddress);
    });
  }, []);

  const recheck = useCallback(() => {
    setServiceability({ status: 'checking' });
    check();
  }, [check]);

  useEffect(() => {
    void dispatch(fetchUserDetails());
    check();
  }, [dispatch, check]);

  return { address: profileAddress ?? checkedAddress, serviceability, recheck };
}
