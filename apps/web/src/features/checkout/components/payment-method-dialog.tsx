import type { Coupon } from '@shop/contract/coupons';
import type { PaymentMethod } from '@shop/contract/payment-methods';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { isCodIncompatible } from '../coupon-rules';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from '../texts';
import './payment-method-dialog.css';
import { useTexts } from '../../../lib/i18n/texts';
import { COD_RULES_TEXTS } from '../../../components/payment-texts';
import { REORDER_TEXTS } from '../reorder-texts';

/** What a Cash on Delivery order would be: its coupon (after COD drops any it cannot take) and the cash to collect. */
export interface CashOnDeliveryTerms {
  coupon: Coupon | null;
  /** The amount to collect on delivery, formatted. */
  total: string;
  /** What Cash on Delivery gives up against paying online (a coupon it cannot take), formatted; null when nothing. */
  loss?: string | null;
}

/** Staff's Cash on Delivery rules as the server applies them to this order (absent or all zero: none). */
export interface PaymentChoice {
  /** Rupees added for Cash on Delivery, and what it then comes to. */
  codFee: number;
  codTotal: number;
  /** Why a rule refuses Cash on Delivery, in the server's words; null when it is offered. */
  codRefusal: string | null;
  /** What paying online saves, and what it then comes to. */
  saving: number;
  onlineTotal: number;
}

interface Props {
  coupon: Coupon | null;
  /** The fee, the saving and any refusal, from the server; null while unknown or when staff set none. */
  choice?: PaymentChoice | null;
  /**
   * How the order being repeated was paid (a refill's one-tap reorder): that way is preselected, Cash on Delivery
   * opening straight at its confirmation (when it is still offered and takes the coupon), online marked and focused.
   */
  lastChoice?: PaymentMethod | null;
  /** The amount payable online, formatted. */
  total: string;
  cashOnDelivery: CashOnDeliveryTerms;
  processing: boolean;
  /** The customer picked Cash on Delivery (before anything is placed). */
  onCashOnDeliveryChosen: () => void;
  /** The customer confirmed the Cash on Delivery order at its amount. */
  onPlaceCashOnDelivery: () => void;
  onPayOnline: () => void;
  onClose: () => void;
}

/**
 * 'Select Payment Method' (SPEC.md §2): Cash on Delivery or online payment. Cash on Delivery first shows what it
 * will really cost (a coupon it cannot take is dropped, the customer's own coupon may come back) and is placed only
 * by 'Place order · ₹X to pay on delivery'. While an order is being placed the dialog says 'Processing your
 * request...' and cannot be used or closed.
 */
export function PaymentMethodDialog({ coupon, choice = null, lastChoice = null, total, cashOnDelivery, processing, onCashOnDeliveryChosen, onPlaceCashOnDelivery, onPayOnline, onClose }: Props) {
  const COD_RULES_MESSAGES = useTexts(COD_RULES_TEXTS);
  const CHECKOUT_TEXT = useTexts(CHECKOUT_TEXTS);
  const CHECKOUT_UI_TEXT = useTexts(CHECKOUT_UI_TEXTS);
  const codTitleId = useId();
  const codReasonId = useId();
  const codRefused = choice !== null && choice.codRefusal !== null;
  const REORDER_TEXT = useTexts(REORDER_TEXTS);
  const codBlocked = coupon !== null && isCodIncompatible(coupon);
  const [step, setStep] = useState<'choose' | 'cod'>(lastChoice === 'COD' && !codRefused && !codBlocked ? 'cod' : 'choose');
  const replacement = cashOnDelivery.coupon && cashOnDelivery.coupon.code !== coupon?.code ? cashOnDelivery.coupon : null;

  return (
    <Dialog
      title={CHECKOUT_TEXT.selectPaymentMethod}
      lead={
        step === 'choose' && (
          <>
            {CHECKOUT_UI_TEXT.paymentLead} <span className="payment-dialog__amount">{CHECKOUT_UI_TEXT.payableNow}: {total}</span>
          </>
        )
      }
      describedBy={codTitleId}
      onClose={onClose}
      closeLabel={CHECKOUT_UI_TEXT.close}
      busy={processing}
      className="payment-dialog"
    >
      {step === 'choose' ? (
        <>
          <div className="payment-dialog__options">
            <button
              type="button"
              className="payment-dialog__option"
              disabled={processing || codRefused}
              aria-describedby={codRefused ? codReasonId : undefined}
              onClick={() => {
                onCashOnDeliveryChosen();
                setStep('cod');
              }}
            >
              <span className="payment-dialog__option-name">{CHECKOUT_TEXT.cod}</span>
              {lastChoice === 'COD' && <span className="payment-dialog__option-last">{REORDER_TEXT.lastChoice}</span>}
              <span className="payment-dialog__option-hint">
                {codRefused ? CHECKOUT_UI_TEXT.codUnavailable : choice && choice.codFee > 0 ? COD_RULES_MESSAGES.codOptionFee(choice.codFee, choice.codTotal) : CHECKOUT_UI_TEXT.codHint}
              </span>
            </button>
            {codRefused && (
              <p id={codReasonId} className="payment-dialog__note">
                {choice.codRefusal}
              </p>
            )}
            {codBlocked && <p className="payment-dialog__note">{CHECKOUT_UI_TEXT.codCouponNote(coupon.code)}</p>}
            <button
              type="button"
              className="payment-dialog__option payment-dialog__option--primary"
              disabled={processing}
              onClick={onPayOnline}
              // The reorder's choice last time: one tap to pay again.
              autoFocus={lastChoice === 'ONLINE'}
            >
              <span className="payment-dialog__option-name">{CHECKOUT_TEXT.online}</span>
              {lastChoice === 'ONLINE' && <span className="payment-dialog__option-last">{REORDER_TEXT.lastChoice}</span>}
              <span className="payment-dialog__option-hint">{CHECKOUT_UI_TEXT.onlineHint}</span>
              {choice && choice.saving > 0 && <span className="payment-dialog__option-saving">{COD_RULES_MESSAGES.onlineOptionSave(choice.saving, choice.onlineTotal)}</span>}
            </button>
          </div>
        </>
      ) : (
        <section className="payment-dialog__cod" aria-labelledby={codTitleId}>
          <h3 id={codTitleId} className="payment-dialog__cod-title">
            {CHECKOUT_TEXT.cod}
          </h3>
          <p className="payment-dialog__cod-amount">
            {CHECKOUT_UI_TEXT.toPayOnDelivery}: <strong>{cashOnDelivery.total}</strong>
          </p>
          {codBlocked && <p className="payment-dialog__note">{CHECKOUT_UI_TEXT.codCouponDropped(coupon.code)}</p>}
          {codBlocked && cashOnDelivery.loss && (
            <p className="payment-dialog__loss">
              <strong>{CHECKOUT_UI_TEXT.codLoss(coupon.code, cashOnDelivery.loss)}</strong>
            </p>
          )}
          {replacement && <p className="payment-dialog__cod-coupon">{CHECKOUT_UI_TEXT.codCouponInstead(replacement.code)}</p>}
          {!codBlocked && cashOnDelivery.coupon && <p className="payment-dialog__cod-coupon">{CHECKOUT_UI_TEXT.codCouponKept(cashOnDelivery.coupon.code)}</p>}
          {codBlocked && cashOnDelivery.loss ? (
            <>
              {/* The coupon is worth keeping: paying online is the first choice, giving it up the deliberate second. */}
              <button type="button" className="btn btn-primary payment-dialog__place" disabled={processing} onClick={onPayOnline}>
                {CHECKOUT_UI_TEXT.keepCouponOnline(coupon.code)}
              </button>
              <button type="button" className="btn btn-secondary payment-dialog__place" disabled={processing} onClick={onPlaceCashOnDelivery}>
                {CHECKOUT_UI_TEXT.placeCodOrder(cashOnDelivery.total)}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-primary payment-dialog__place" disabled={processing} onClick={onPlaceCashOnDelivery}>
              {CHECKOUT_UI_TEXT.placeCodOrder(cashOnDelivery.total)}
            </button>
          )}
          <button type="button" className="btn btn-secondary" disabled={processing} onClick={() => setStep('choose')}>
            {CHECKOUT_UI_TEXT.otherPaymentMethod}
          </button>
        </section>
      )}
      <p className="payment-dialog__status" role="status">
        {processing && (
          <>
            <span className="payment-dialog__spinner" aria-hidden="true" />
            {CHECKOUT_TEXT.processing}
          </>
        )}
      </p>
    </Dialog>
  );
}
