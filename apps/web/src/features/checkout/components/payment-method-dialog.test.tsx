// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUY2GET1, CLUMP10, FIRSTFREE, LOYALTY6, PURR100 } from '../test-fixtures';
import { CHECKOUT_TEXTS, CHECKOUT_UI_TEXTS } from '../texts';

const CHECKOUT_TEXT = CHECKOUT_TEXTS.en;
const CHECKOUT_UI_TEXT = CHECKOUT_UI_TEXTS.en;
import { PaymentMethodDialog } from './payment-method-dialog';

afterEach(cleanup);

function renderDialog(overrides: Partial<Parameters<typeof PaymentMethodDialog>[0]> = {}) {
  const props = {
    coupon: null,
    total: '₹549.00',
    cashOnDelivery: { coupon: null, total: '₹549' },
    processing: false,
    onCashOnDeliveryChosen: vi.fn(),
    onPlaceCashOnDelivery: vi.fn(),
    onPayOnline: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(<PaymentMethodDialog {...props} />);
  return props;
}

describe('PaymentMethodDialog', () => {
  const codButton = () => screen.getByRole('button', { name: new RegExp(CHECKOUT_TEXT.cod.replace(/[()]/g, '\\$&')) });

  it('shows the COD fee and what paying online saves on the choices themselves, before either is chosen', () => {
    renderDialog({ choice: { codFee: 49, codTotal: 598, codRefusal: null, saving: 76, onlineTotal: 522 } });
    expect(codButton().textContent).toContain('₹49 Cash on Delivery fee · ₹598 to pay on delivery');
    expect(screen.getByRole('button', { name: /Pay Online/ }).textContent).toContain('Pay online and save ₹76 · ₹522');
  });

  it('shows Cash on Delivery refused by a rule disabled, with the rule in words, and online still open', () => {
    const reason = 'Cash on Delivery is available for orders from ₹499 to ₹4,999.';
    const props = renderDialog({ choice: { codFee: 0, codTotal: 300, codRefusal: reason, saving: 0, onlineTotal: 300 } });
    expect((codButton() as HTMLButtonElement).disabled).toBe(true);
    expect(codButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(codButton().getAttribute('aria-describedby')!)?.textContent).toBe(reason);
    fireEvent.click(codButton());
    expect(props.onCashOnDeliveryChosen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Pay Online/ }));
    expect(props.onPayOnline).toHaveBeenCalledTimes(1);
  });

  it('reads as the spec says with no rules', () => {
    renderDialog({ choice: { codFee: 0, codTotal: 549, codRefusal: null, saving: 0, onlineTotal: 549 } });
    expect(codButton().textContent).toContain(CHECKOUT_UI_TEXT.codHint);
    expect(screen.queryByText(/Pay online and save/)).toBeNull();
  });

  it('offers Cash on Delivery and online payment', () => {
    const props = renderDialog();
    expect(screen.getByRole('dialog', { name: CHECKOUT_TEXT.selectPaymentMethod })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(CHECKOUT_TEXT.online.replace(/[()]/g, '\\$&')) }));
    expect(props.onPayOnline).toHaveBeenCalledTimes(1);
  });

  it('Cash on Delivery shows the amount to collect first and places only on confirmation', () => {
    const props = renderDialog({ coupon: BUY2GET1, total: '₹1,098.00', cashOnDelivery: { coupon: CLUMP10, total: '₹988' } });
    fireEvent.click(codButton());
    expect(props.onCashOnDeliveryChosen).toHaveBeenCalledTimes(1);
    expect(props.onPlaceCashOnDelivery).not.toHaveBeenCalled();
    expect(screen.getByText(CHECKOUT_UI_TEXT.codCouponDropped('BUY2GET1'))).toBeTruthy();
    expect(screen.getByText(CHECKOUT_UI_TEXT.codCouponInstead('CLUMP10'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.placeCodOrder('₹988') }));
    expect(props.onPlaceCashOnDelivery).toHaveBeenCalledTimes(1);
  });

  it('says what Cash on Delivery gives up, and offers to pay online to keep the coupon', () => {
    const props = renderDialog({ coupon: FIRSTFREE, total: '₹649.25', cashOnDelivery: { coupon: null, total: '₹1,649.25', loss: '₹1,000.00' } });
    fireEvent.click(codButton());
    expect(screen.getByText(CHECKOUT_UI_TEXT.codLoss('FIRSTFREE', '₹1,000.00'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.keepCouponOnline('FIRSTFREE') }));
    expect(props.onPayOnline).toHaveBeenCalledTimes(1);
    expect(props.onPlaceCashOnDelivery).not.toHaveBeenCalled();
    // Giving it up stays a deliberate second choice, at the amount to collect.
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.placeCodOrder('₹1,649.25') }));
    expect(props.onPlaceCashOnDelivery).toHaveBeenCalledTimes(1);
  });

  it('goes back from the Cash on Delivery step to the choice', () => {
    renderDialog();
    fireEvent.click(codButton());
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.otherPaymentMethod }));
    expect(codButton()).toBeTruthy();
  });

  it.each([FIRSTFREE, BUY2GET1, LOYALTY6])('notes that $code is not applicable for COD', (coupon) => {
    renderDialog({ coupon });
    expect(screen.getByText(CHECKOUT_UI_TEXT.codCouponNote(coupon.code))).toBeTruthy();
  });

  it('has no note for a coupon COD can take', () => {
    renderDialog({ coupon: PURR100 });
    expect(screen.queryByText(/not applicable for Cash on Delivery/)).toBeNull();
  });

  it('says Processing your request... and blocks every button while busy', () => {
    renderDialog({ processing: true });
    expect(screen.getByRole('status').textContent).toBe(CHECKOUT_TEXT.processing);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
