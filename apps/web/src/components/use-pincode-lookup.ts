import { ERROR_MESSAGES } from '@shop/contract/errors';
import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import type { Serviceability } from '../lib/delivery-address';
import { isPincodeFormat } from '../lib/pincodes';
import { callFailureOf } from '../lib/query-message';
import { CHECK_FAILED } from '../lib/serviceability';

/**
 * The endpoints load with the first complete pincode: the sign-up dialog's profile form uses this hook, and its first
 * view does not carry the server-data cache.
 */
const loadDeliveryApi = () => import('../lib/delivery-api');

export interface PincodeLookup {
  city: string;
  state: string;
  /** The server's message for an unknown pincode, shown as the pincode field's error. */
  error: string | null;
  looking: boolean;
  /** Whether the courier delivers to the pincode typed (with checkDelivery); null until one is complete and known. */
  delivery: Serviceability | null;
  /** Call with every new pincode value; a complete one is looked up, anything else clears city and state. */
  onPincodeChange: (pincode: string) => void;
}

/** City and state filled in from the pincode (SPEC.md §2 "canonical city and state"). */
export function usePincodeLookup(initial: { city?: string; state?: string } = {}, options: { checkDelivery?: boolean } = {}): PincodeLookup {
  const checkDelivery = options.checkDelivery ?? false;
  const [delivery, setDelivery] = useState<Serviceability | null>(null);
  const [city, setCity] = useState(initial.city ?? '');
  const [state, setState] = useState(initial.state ?? '');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const latest = useRef('');
  const dispatch = useAppDispatch();

  const onPincodeChange = useCallback((pincode: string) => {
    const value = pincode.trim();
    latest.current = value;
    setError(null);
    setCity('');
    setState('');
    setDelivery(null);
    if (!isPincodeFormat(value)) {
      setLooking(false);
      return;
    }
    setLooking(true);
    loadDeliveryApi()
      .then(async ({ deliveryApi }) => {
        const lookup = dispatch(deliveryApi.endpoints.pincode.initiate(value));
        let found: { city: string; state: string };
        try {
          found = await lookup.unwrap();
        } finally {
          lookup.unsubscribe();
        }
        if (latest.current !== value) return;
        setCity(found.city);
        setState(found.state);
        if (!checkDelivery) return;
        // Said beside the pincode as it is typed, before anything is saved.
        setDelivery({ status: 'checking' });
        const check = dispatch(deliveryApi.endpoints.serviceability.initiate(Number(value)));
        void check
          .unwrap()
          .then(({ serviceability }) => serviceability, () => CHECK_FAILED)
          .then((serviceability) => {
            check.unsubscribe();
            if (latest.current === value) setDelivery(serviceability);
          });
      })
      .catch((err: unknown) => {
        if (latest.current !== value) return;
        setError(callFailureOf(err)?.message || ERROR_MESSAGES.generic);
      })
      .finally(() => {
        if (latest.current === value) setLooking(false);
      });
  }, [checkDelivery, dispatch]);

  return { city, state, error, looking, delivery, onPincodeChange };
}
