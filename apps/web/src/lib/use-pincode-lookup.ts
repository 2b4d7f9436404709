import { ERROR_MESSAGES } from '@shop/contract/errors';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './api-client';
import { isPincodeFormat, lookupPincode } from './pincodes';

export interface PincodeLookup {
  city: string;
  state: string;
  /** The server's message for an unknown pincode, shown as the pincode field's error. */
  error: string | null;
  looking: boolean;
  /** Call with every new pincode value; a complete one is looked up, anything else clears city and state. */
  onPincodeChange: (pincode: string) => void;
}

/** City and state filled in from the pincode (SPEC.md §2 "canonical city and state"). */
export function usePincodeLookup(initial: { city?: string; state?: string } = {}): PincodeLookup {
  const [city, setCity] = useState(initial.city ?? '');
  const [state, setState] = useState(initial.state ?? '');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const latest = useRef('');

  const onPincodeChange = useCallback((pincode: string) => {
    const value = pincode.trim();
    latest.current = value;
    setError(null);
    setCity('');
    setState('');
    if (!isPincodeFormat(value)) {
      setLooking(false);
      return;
    }
    setLooking(true);
    lookupPincode(value)
      .then((found) => {
        if (latest.current !== value) return;
        setCity(found.city);
        setState(found.state);
      })
      .catch((err: unknown) => {
        if (latest.current !== value) return;
        setError(errorMessage(err) ?? ERROR_MESSAGES.generic);
      })
      .finally(() => {
        if (latest.current === value) setLooking(false);
      });
  }, []);

  return { city, state, error, looking, onPincodeChange };
}
