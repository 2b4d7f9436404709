import { DELIVERY_MESSAGES, DeliveryEstimateQuery, DeliveryEstimateResponse } from '@shop/contract/delivery';
import { useId, useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { DELIVERY_ADDRESS_TEXT } from '../../../lib/delivery-address';
import './delivery-check.css';

type Answer = { ok: boolean; message: string } | null;

/** The field's name in the form: what a submission (held before the app started, or not) is read from. */
const FIELD = 'pincode';

/**
 * The product page's pincode check: whether the courier delivers there and by which day an order placed now
 * should arrive ("Delivery by Friday, 27 November"), from GET /delivery/estimate.
 *
 * The field is the page's own (uncontrolled): what a visitor typed before the app started is what the check reads,
 * and a check asked for in that moment (Enter, or a tap on Check) is held by the page and carried out once the app
 * is ready (boot.ts).
 */
export function DeliveryCheck() {
  const inputId = useId();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const query = DeliveryEstimateQuery.safeParse({ pincode: new FormData(event.currentTarget).get(FIELD) ?? '' });
    if (!query.success) {
      setAnswer({ ok: false, message: query.error.issues[0]?.message ?? DELIVERY_ADDRESS_TEXT.pincodeCheckFailed });
      return;
    }
    setChecking(true);
    try {
      const reply = await apiRequest(`/delivery/estimate?pincode=${query.data.pincode}`, DeliveryEstimateResponse, { fallbackMessage: DELIVERY_ADDRESS_TEXT.pincodeCheckFailed });
      setAnswer({ ok: reply.isServiceable, message: reply.message });
    } catch (err) {
      setAnswer({ ok: false, message: errorMessage(err) ?? DELIVERY_ADDRESS_TEXT.pincodeCheckFailed });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form className="delivery-check" onSubmit={(e) => void check(e)} noValidate>
      <label htmlFor={inputId} className="delivery-check__label">
        {DELIVERY_MESSAGES.pincodeLabel}
      </label>
      <div className="delivery-check__row">
        <input
          id={inputId}
          name={FIELD}
          className="delivery-check__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue=""
          // Digits only, as typed (a pasted "110 001" becomes 110001).
          onInput={(e) => {
            const digits = e.currentTarget.value.replace(/\D/g, '');
            if (digits !== e.currentTarget.value) e.currentTarget.value = digits;
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
