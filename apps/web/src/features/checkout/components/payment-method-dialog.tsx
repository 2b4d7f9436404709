import type { Coupon } from '@shop/contract/coupons';
import { useId } from 'react';
import { Modal } from '../../../components/modal';
import { isCodIncompatible } from '../coupon-rules';
import { CHECKOUT_TEXT, CHECKOUT_UI_TEXT } from '../texts';
import './payment-method-dialog.css';

interface Props {
  coupon: Coupon | null;
  /** The amount payable, formatted. */
  total: string;
  processing: boolean;
  onCashOnDelivery: () => void;
  onPayOnline: () => void;
  onClose: () => void;
}

/**
 * 'Select Payment Method' (SPEC.md §2): Cash on Delivery or online payment. While an order is being placed it says
 * 'Processing your request...' and cannot be used or closed; a coupon COD cannot take is flagged beforehand.
 */
export function PaymentMethodDialog({ coupon, total, processing, onCashOnDelivery, onPayOnline, onClose }: Props) {
  const titleId = useId();
  const leadId = useId();
  const codBlocked = coupon !== null && isCodIncompatible(coupon);
  return (
    <Modal labelledBy={titleId} describedBy={leadId} onClose={processing ? () => {} : onClose} className="payment-dialog">
      <div className="payment-dialog__body">
        <div className="payment-dialog__header">
          <h2 id={titleId} className="payment-dialog__title">
            {CHECKOUT_TEXT.selectPaymentMethod}
          </h2>
          <button type="button" className="payment-dialog__close" aria-label={CHECKOUT_UI_TEXT.close} onClick={onClose} disabled={processing}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="m5 5 10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
        <p id={leadId} className="payment-dialog__lead">
          {CHECKOUT_UI_TEXT.paymentLead} <span className="payment-dialog__amount">{CHECKOUT_UI_TEXT.payableNow}: {total}</span>
        </p>
        <div className="payment-dialog__options">
          <button type="button" className="payment-dialog__option" disabled={processing} onClick={onCashOnDelivery}>
            <span className="payment-dialog__option-name">{CHECKOUT_TEXT.cod}</span>
            <span className="payment-dialog__option-hint">{CHECKOUT_UI_TEXT.codHint}</span>
          </button>
          {codBlocked && <p className="payment-dialog__note">{CHECKOUT_UI_TEXT.codCouponNote(coupon.code)}</p>}
          <button type="button" className="payment-dialog__option payment-dialog__option--primary" disabled={processing} onClick={onPayOnline}>
            <span className="payment-dialog__option-name">{CHECKOUT_TEXT.online}</span>
            <span className="payment-dialog__option-hint">{CHECKOUT_UI_TEXT.onlineHint}</span>
          </button>
        </div>
        <p className="payment-dialog__status" role="status">
          {processing && (
            <>
              <span className="payment-dialog__spinner" aria-hidden="true" />
              {CHECKOUT_TEXT.processing}
            </>
          )}
        </p>
      </div>
    </Modal>
  );
}
