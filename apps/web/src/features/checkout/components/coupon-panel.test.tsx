// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUY2GET1, CLUMP10, FIRSTFREE, LOYALTY6, PURR100, offered } from '../test-fixtures';
import { CHECKOUT_UI_TEXTS } from '../texts';

const CHECKOUT_UI_TEXT = CHECKOUT_UI_TEXTS.en;
import { CouponPanel } from './coupon-panel';

afterEach(cleanup);

// The server's answers for a returning customer's one-bag cart (GET /order/my-coupons).
const QUANTITY = { reason: 'coupon.quantity', message: 'Add at least 2 items to your cart to use this coupon' };

function renderPanel(overrides: Partial<Parameters<typeof CouponPanel>[0]> = {}) {
  const props = {
    coupons: [offered(PURR100), offered(BUY2GET1, QUANTITY)],
    applied: null,
    because: null,
    chosen: null,
    applying: false,
    notApplicable: null,
    disabled: false,
    onApply: vi.fn(async () => true),
    onRemove: vi.fn(),
    ...overrides,
  };
  render(<CouponPanel {...props} />);
  return props;
}

describe('CouponPanel', () => {
  it('a blank or whitespace-only code does nothing', async () => {
    const onApply = vi.fn(async (_code: string) => true);
    renderPanel({ onApply });
    const field = screen.getByLabelText(CHECKOUT_UI_TEXT.couponCode);
    const button = screen.getByRole('button', { name: CHECKOUT_UI_TEXT.apply });
    const submitWith = async (value: string) => {
      fireEvent.change(field, { target: { value } });
      fireEvent.click(button);
      await waitFor(() => expect(button.textContent).toBe(CHECKOUT_UI_TEXT.apply));
    };
    await submitWith('');
    await submitWith('   ');
    // Only the real code that follows reaches the server.
    await submitWith('purr100');
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply.mock.calls).toEqual([['PURR100']]);
  });

  it('applies a typed code, trimmed and upper-cased, and clears the field when it worked', async () => {
    const { onApply } = renderPanel();
    const field = screen.getByLabelText(CHECKOUT_UI_TEXT.couponCode) as HTMLInputElement;
    fireEvent.change(field, { target: { value: ' clump10 ' } });
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.apply }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith('CLUMP10'));
    await waitFor(() => expect(field.value).toBe(''));
  });

  it('keeps a refused code in the field', async () => {
    const onApply = vi.fn(async () => false);
    renderPanel({ onApply });
    const field = screen.getByLabelText(CHECKOUT_UI_TEXT.couponCode) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.apply }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(field.value).toBe('NOPE');
  });

  it('lists the coupons on offer, each with its own Apply', () => {
    const { onApply } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.applyCouponLabel('PURR100') }));
    expect(onApply).toHaveBeenCalledWith('PURR100');
  });

  it('shows coupons the server says this customer cannot use as not available, with its reason', () => {
    renderPanel({
      coupons: [
        offered(FIRSTFREE, { reason: 'coupon.firstOrderOnly', message: 'This coupon is only for your first order' }),
        offered(LOYALTY6, { reason: 'coupon.loyaltyNotEarned', message: 'Complete 4 more orders to unlock this reward' }),
        offered(PURR100, { reason: 'coupon.minOrder', message: 'Add items worth ₹999 or more to use this coupon' }),
        offered(BUY2GET1, QUANTITY),
      ],
    });
    expect(screen.queryByRole('button', { name: CHECKOUT_UI_TEXT.applyCouponLabel('FIRSTFREE') })).toBeNull();
    expect(screen.getByText('This coupon is only for your first order')).toBeTruthy();
    expect(screen.getByText('Complete 4 more orders to unlock this reward')).toBeTruthy();
    expect(screen.getByText('Add items worth ₹999 or more to use this coupon')).toBeTruthy();
    expect(screen.getByText('Add at least 2 items to your cart to use this coupon')).toBeTruthy();
    expect(screen.getAllByText(CHECKOUT_UI_TEXT.notAvailable)).toHaveLength(4);
  });

  it('an automatic coupon says why it is there and has no Remove; the customer’s own coupon is named', () => {
    renderPanel({ applied: BUY2GET1, because: 'buy_x_get_y', chosen: CLUMP10, coupons: [offered(PURR100), offered(BUY2GET1), offered(CLUMP10)] });
    expect(screen.queryByRole('button', { name: CHECKOUT_UI_TEXT.removeCouponLabel('BUY2GET1') })).toBeNull();
    expect(screen.getByText(`${CHECKOUT_UI_TEXT.appliedForQuantity(2)} ${CHECKOUT_UI_TEXT.chosenComesBack('CLUMP10', 2, true)}`)).toBeTruthy();
  });

  it('shows the applied coupon with Remove, and why it does not apply when it does not', () => {
    const { onRemove } = renderPanel({ applied: PURR100, because: 'chosen', notApplicable: 'Add items worth ₹999 or more to use this coupon' });
    expect(screen.getByText(CHECKOUT_UI_TEXT.appliedCoupon('PURR100'))).toBeTruthy();
    expect(screen.getByText('Add items worth ₹999 or more to use this coupon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: CHECKOUT_UI_TEXT.applyCouponLabel('PURR100') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CHECKOUT_UI_TEXT.removeCouponLabel('PURR100') }));
    expect(onRemove).toHaveBeenCalled();
  });
});
