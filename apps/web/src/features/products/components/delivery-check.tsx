import { PRODUCT_PAGE_TEXTS } from '../product-page-texts';
import { useTexts } from '../../../lib/i18n/texts';
import { DeliveryEstimateQuery } from '@shop/contract/delivery';
import { useId, useState, type FormEvent } from 'react';
import { callFailureOf } from '../../../lib/query-message';
import { useAppDispatch } from '../../../store/hooks';
import type { DeliveryAnswer } from '../delivery-estimate-api';
import './delivery-check.css';

/** The field's name in the form: what a submission (held before the app started, or not) is read from. */
const FIELD = 'pincode';

/**
 * The product page's pincode check: whether the courier delivers there and by which day an order placed now
 * should arrive ("Delivery by Friday, 27 November"), from GET /delivery/estimate, in the page's language.
 *
 * The field is the page's own (uncontrolled): what a visitor typed before the app started is what the check reads,
 * and a check asked for in that moment (Enter, or a tap on Check) is held by the page and carried out once the app
 * is ready (boot.ts). One field checked by the contract's rule, it is the one form not made with `useZodForm`: the
 * form library would be 16 KB more for the product page's first tap (decision 033).
 */
export function DeliveryCheck() {
  const PAGE_TEXT = useTexts(PRODUCT_PAGE_TEXTS);
  const inputId = useId();
  const dispatch = useAppDispatch();
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(null);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const query = DeliveryEstimateQuery.safeParse({ pincode: new FormData(event.currentTarget).get(FIELD) ?? '' });
    if (!query.success) {
      setAnswer({ ok: false, message: PAGE_TEXT.pincodeInvalid });
      return;
    }
    setChecking(true);
    try {
      const { deliveryEstimateApi } = await import('../delivery-estimate-api');
      setAnswer(await dispatch(deliveryEstimateApi.endpoints.deliveryEstimate.initiate(query.data.pincode, { subscribe: false })).unwrap());
    } catch (err) {
      setAnswer({ ok: false, message: callFailureOf(err)?.message || PAGE_TEXT.pincodeCheckFailed });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form className="delivery-check" onSubmit={(e) => void check(e)} noValidate>
      <label htmlFor={inputId} className="delivery-check__label">
        {PAGE_TEXT.pincodeLabel}
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
          {checking ? PAGE_TEXT.checking : PAGE_TEXT.check}
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
