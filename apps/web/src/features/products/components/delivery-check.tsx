import { DELIVERY_MESSAGES, DeliveryEstimateQuery } from '@shop/contract/delivery';
import { useId, useState } from 'react';
import { useZodForm } from '../../../components/form/form';
import { DELIVERY_ADDRESS_TEXT } from '../../../lib/delivery-address';
import { callFailureOf } from '../../../lib/query-message';
import { useAppDispatch } from '../../../store/hooks';
import type { DeliveryAnswer } from '../delivery-estimate-api';
import './delivery-check.css';

/** The field's name in the form: what a submission (held before the app started, or not) is read from. */
const FIELD = 'pincode';

interface PincodeValues {
  [FIELD]: string;
}

/**
 * The product page's pincode check: whether the courier delivers there and by which day an order placed now
 * should arrive ("Delivery by Friday, 27 November"), from GET /delivery/estimate.
 *
 * The field is the page's own (uncontrolled, with no default): the form takes what a visitor typed before the app
 * started as its value, and a check asked for in that moment (Enter, or a tap on Check) is held by the page and
 * carried out once the app is ready (boot.ts).
 */
export function DeliveryCheck() {
  const inputId = useId();
  const dispatch = useAppDispatch();
  const form = useZodForm<PincodeValues>(DeliveryEstimateQuery, { shouldFocusError: false });
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(null);

  async function check({ pincode }: PincodeValues) {
    if (checking) return;
    setChecking(true);
    try {
      const { deliveryEstimateApi } = await import('../delivery-estimate-api');
      setAnswer(await dispatch(deliveryEstimateApi.endpoints.deliveryEstimate.initiate(pincode.trim(), { subscribe: false })).unwrap());
    } catch (err) {
      setAnswer({ ok: false, message: callFailureOf(err)?.message || DELIVERY_ADDRESS_TEXT.pincodeCheckFailed });
    } finally {
      setChecking(false);
    }
  }

  const field = form.register(FIELD);

  return (
    <form className="delivery-check" onSubmit={(e) => void form.handleSubmit(check, (errors) => setAnswer({ ok: false, message: errors[FIELD]?.message ?? DELIVERY_ADDRESS_TEXT.pincodeCheckFailed }))(e)} noValidate>
      <label htmlFor={inputId} className="delivery-check__label">
        {DELIVERY_MESSAGES.pincodeLabel}
      </label>
      <div className="delivery-check__row">
        <input
          id={inputId}
          className="delivery-check__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          {...field}
          // Digits only, as typed (a pasted "110 001" becomes 110001).
          onChange={(e) => {
            const digits = e.currentTarget.value.replace(/\D/g, '');
            if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
            void field.onChange(e);
          }}
        />
        <button type="submit" className="btn btn-secondary" aria-disabled={checking || undefined}>
          {checking ? DELIVERY_MESSAGES.checking : DELIVERY_MESSAGES.checkButton}
        </button>
      </div>
      {answer && (
        <p className={`delivery-check__answer delivery-check__answer--${answer.ok ? 'ok' : 'bad'}`} role="status">
          {answer.message}
        </p>
      )}
    </form>
  );
}
