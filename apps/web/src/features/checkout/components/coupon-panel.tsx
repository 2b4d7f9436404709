import { ORDER_LIMITS } from '@shop/contract/orders';
import type { Coupon } from '@shop/contract/coupons';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { normaliseCouponCode } from '../coupon-rules';
import { CHECKOUT_UI_TEXT } from '../texts';
import './coupon-panel.css';

interface Props {
  coupons: readonly Coupon[];
  applied: Coupon | null;
  applying: boolean;
  /** Why the applied coupon does not take effect on this bag, if it does not. */
  notApplicable: string | null;
  disabled: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

/** Apply one coupon to the order: typed, or picked from the coupons on offer (SPEC.md §2, §4, §5). */
export function CouponPanel({ coupons, applied, applying, notApplicable, disabled, onApply, onRemove }: Props) {
  const headingId = useId();
  const listHeadingId = useId();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalised = normaliseCouponCode(code);
    // A blank or whitespace-only code does nothing (SPEC.md §5).
    if (!normalised || applying || disabled) return;
    if (await onApply(normalised)) setCode('');
  };

  return (
    <section className="coupon-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="coupon-panel__title">
        {CHECKOUT_UI_TEXT.couponsHeading}
      </h2>

      {applied && (
        <div className="coupon-panel__applied">
          <div className="coupon-panel__applied-text">
            <p className="coupon-panel__applied-code">{CHECKOUT_UI_TEXT.appliedCoupon(applied.code)}</p>
            {applied.description && <p className="coupon-panel__applied-description">{applied.description}</p>}
            {notApplicable && <p className="coupon-panel__warning">{notApplicable}</p>}
          </div>
          <button
            type="button"
            className="coupon-panel__remove"
            aria-label={CHECKOUT_UI_TEXT.removeCouponLabel(applied.code)}
            disabled={applying || disabled}
            onClick={onRemove}
          >
            {CHECKOUT_UI_TEXT.remove}
          </button>
        </div>
      )}

      <form className="coupon-panel__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={CHECKOUT_UI_TEXT.couponCode}
          className="coupon-panel__field"
          value={code}
          maxLength={ORDER_LIMITS.couponCodeMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn-secondary coupon-panel__apply" disabled={applying || disabled}>
          {applying ? CHECKOUT_UI_TEXT.applying : CHECKOUT_UI_TEXT.apply}
        </button>
      </form>

      {coupons.length > 0 && (
        <div className="coupon-panel__offers">
          <h3 id={listHeadingId} className="coupon-panel__offers-title">
            {CHECKOUT_UI_TEXT.availableCoupons}
          </h3>
          <ul className="coupon-panel__list" aria-labelledby={listHeadingId}>
            {coupons.map((coupon) => {
              const isApplied = applied?.code === coupon.code;
              return (
                <li key={coupon._id} className={`coupon-panel__offer${isApplied ? ' coupon-panel__offer--applied' : ''}`}>
                  <div className="coupon-panel__offer-text">
                    <span className="coupon-panel__code">{coupon.code}</span>
                    <span className="coupon-panel__description">{coupon.description}</span>
                  </div>
                  {isApplied ? (
                    <span className="coupon-panel__applied-tag">{CHECKOUT_UI_TEXT.appliedLabel}</span>
                  ) : (
                    <button
                      type="button"
                      className="coupon-panel__offer-apply"
                      aria-label={CHECKOUT_UI_TEXT.applyCouponLabel(coupon.code)}
                      disabled={applying || disabled}
                      onClick={() => void onApply(coupon.code)}
                    >
                      {CHECKOUT_UI_TEXT.apply}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <p className="coupon-panel__note">{CHECKOUT_UI_TEXT.onePerOrder}</p>
    </section>
  );
}
