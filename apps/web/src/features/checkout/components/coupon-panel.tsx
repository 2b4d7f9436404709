import { CouponCodeFields, type Coupon } from '@shop/contract/coupons';
import { ORDER_LIMITS, type OfferedCoupon } from '@shop/contract/orders';
import { useId } from 'react';
import { Card } from '../../../components/card';
import { FormTextField } from '../../../components/form/fields';
import { Form, SubmitButton, useZodForm } from '../../../components/form/form';
import { isCodIncompatible, type AppliedBecause } from '../coupon-rules';
import { CHECKOUT_UI_TEXTS } from '../texts';
import './coupon-panel.css';
import type { Locale } from '@shop/contract/locale';
import { reasonText } from '../../../lib/i18n/reason-texts';
import { useLocale, useTexts, type Translation } from '../../../lib/i18n/texts';

interface Props {
  /** The coupons on offer, each with the server's answer whether this customer can use it on this bag, and why not. */
  coupons: readonly OfferedCoupon[];
  applied: Coupon | null;
  /** Why the applied coupon is there: automatic ones cannot be removed (the rules would put them straight back). */
  because: AppliedBecause | null;
  /** The customer's own coupon while an automatic one stands in for it. */
  chosen: Coupon | null;
  applying: boolean;
  /** Why the applied coupon does not take effect on this bag, if it does not. */
  notApplicable: string | null;
  disabled: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}

/** What the panel says about the applied coupon's origin, if it was not the customer's own pick. */
/** Why an offered coupon cannot be used now, in the page's language: by its reason key, with the coupon's own figures. */
function offerRefusal(CHECKOUT_UI_TEXT: Translation<(typeof CHECKOUT_UI_TEXTS)['en']>, locale: Locale, coupon: OfferedCoupon): string | null {
  if (!coupon.reason) return coupon.message;
  // The list names no count of orders still to go: the reward's own words say it without one.
  if (locale !== 'en' && coupon.reason === 'coupon.loyaltyNotEarned') return CHECKOUT_UI_TEXT.loyaltyNotEarned;
  const params = { rupees: coupon.minOrderAmount, quantity: coupon.reason === 'coupon.freeUnitOutOfStock' ? coupon.getQuantity : coupon.buyQuantity };
  const figures = coupon.reason === 'coupon.minOrder' || coupon.reason === 'coupon.quantity' || coupon.reason === 'coupon.freeUnitOutOfStock';
  return reasonText(locale, coupon.reason, figures ? params : undefined) ?? coupon.message;
}

function becauseText(CHECKOUT_UI_TEXT: Translation<(typeof CHECKOUT_UI_TEXTS)['en']>, applied: Coupon, because: AppliedBecause | null, chosen: Coupon | null): string | null {
  if (because === 'first_order') return CHECKOUT_UI_TEXT.appliedForFirstOrder;
  if (because !== 'buy_x_get_y') return null;
  const why = CHECKOUT_UI_TEXT.appliedForQuantity(applied.buyQuantity);
  return chosen ? `${why} ${CHECKOUT_UI_TEXT.chosenComesBack(chosen.code, applied.buyQuantity, !isCodIncompatible(chosen))}` : why;
}

/**
 * Apply one coupon to the order: typed, or picked from the coupons on offer (SPEC.md §2, §4, §5). Coupons this
 * customer cannot use on this bag say why instead of offering an Apply that would fail; a coupon applied by the
 * checkout's own rules says why it is there.
 */
export function CouponPanel({ coupons, applied, because, chosen, applying, notApplicable, disabled, onApply, onRemove }: Props) {
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  const locale = useLocale();
  const listHeadingId = useId();
  const form = useZodForm<CouponCodeFields>(CouponCodeFields, { defaultValues: { couponCode: '' } });

  const submit = async (values: CouponCodeFields) => {
    // The contract's one reading of a code (trimmed, upper case); a blank or whitespace-only one does nothing (SPEC.md §5).
    const code = CouponCodeFields.parse(values).couponCode;
    if (!code || applying || disabled) return;
    if (await onApply(code)) form.reset({ couponCode: '' });
  };

  return (
    <Card className="coupon-panel" title={CHECKOUT_UI_TEXT.couponsHeading}>

      {applied && (
        <div className="coupon-panel__applied">
          <div className="coupon-panel__applied-text">
            <p className="coupon-panel__applied-code">{CHECKOUT_UI_TEXT.appliedCoupon(applied.code)}</p>
            {applied.description && <p className="coupon-panel__applied-description">{applied.description}</p>}
            {becauseText(CHECKOUT_UI_TEXT, applied, because, chosen) && <p className="coupon-panel__because">{becauseText(CHECKOUT_UI_TEXT, applied, because, chosen)}</p>}
            {notApplicable && <p className="coupon-panel__warning">{notApplicable}</p>}
          </div>
          {because === 'chosen' && (
            <button
              type="button"
              className="coupon-panel__remove"
              aria-label={CHECKOUT_UI_TEXT.removeCouponLabel(applied.code)}
              disabled={applying || disabled}
              onClick={onRemove}
            >
              {CHECKOUT_UI_TEXT.remove}
            </button>
          )}
        </div>
      )}

      <Form form={form} onSubmit={submit} className="coupon-panel__form">
        <FormTextField<CouponCodeFields>
          name="couponCode"
          label={CHECKOUT_UI_TEXT.couponCode}
          className="coupon-panel__field"
          maxLength={ORDER_LIMITS.couponCodeMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <SubmitButton
          className="btn btn-secondary coupon-panel__apply"
          label={applying ? CHECKOUT_UI_TEXT.applying : CHECKOUT_UI_TEXT.apply}
          submittingLabel={CHECKOUT_UI_TEXT.applying}
          disabled={applying || disabled}
        />
      </Form>

      {coupons.length > 0 && (
        <div className="coupon-panel__offers">
          <h3 id={listHeadingId} className="coupon-panel__offers-title">
            {CHECKOUT_UI_TEXT.availableCoupons}
          </h3>
          <ul className="coupon-panel__list" aria-labelledby={listHeadingId}>
            {coupons.map((coupon) => {
              const isApplied = applied?.code === coupon.code;
              // The server's answer for this bag: usable, or its words why not.
              const unusable = !isApplied && !coupon.usable;
              return (
                <li
                  key={coupon._id}
                  className={`coupon-panel__offer${isApplied ? ' coupon-panel__offer--applied' : ''}${unusable ? ' coupon-panel__offer--unusable' : ''}`}
                >
                  <div className="coupon-panel__offer-text">
                    <span className="coupon-panel__code">{coupon.code}</span>
                    <span className="coupon-panel__description">{coupon.description}</span>
                    {isCodIncompatible(coupon) && <span className="coupon-panel__online-only">{CHECKOUT_UI_TEXT.onlineOnly}</span>}
                    {unusable && coupon.message && <span className="coupon-panel__reason">{offerRefusal(CHECKOUT_UI_TEXT, locale, coupon)}</span>}
                  </div>
                  {isApplied ? (
                    <span className="coupon-panel__applied-tag">{CHECKOUT_UI_TEXT.appliedLabel}</span>
                  ) : unusable ? (
                    <span className="coupon-panel__unavailable-tag">{CHECKOUT_UI_TEXT.notAvailable}</span>
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
    </Card>
  );
}
