// @vitest-environment jsdom
import { PAY_NOW_MESSAGES } from '@shop/contract/pay-now';
import { cleanup, fireEvent, render as renderUi, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import type { RazorpayOptions } from '../../../lib/razorpay';
import { PayNow } from './pay-now';

const link = { orderId: 'o1', token: '1900000000.abc' };
const render = (ui: ReactElement) => renderUi(<Provider store={createStore({ browser: false })}>{ui}</Provider>);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const checkout = { success: true, id: 'order_SBX1', amount: 58900, currency: 'INR', key: 'rzp_test' };
const summary = {
  success: true,
  orderId: 'o1',
  customOrderId: 'ORD-20261127-0001',
  statusCode: 'placed',
  statusLabel: 'Order Placed',
  paymentMethod: 'ONLINE',
  paymentStatus: 'paid',
  amount: 589,
  items: [{ name: 'Rose 5 kg', quantity: 1 }],
  paidOnline: true,
};

/** A Checkout that pays at once when opened, as a customer tapping Pay would. */
function checkoutThatPays(opened: RazorpayOptions[]) {
  return class {
    constructor(private readonly options: RazorpayOptions) {
      opened.push(options);
    }
    on() {}
    open() {
      this.options.handler({ razorpay_order_id: this.options.order_id, razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
    }
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.Razorpay;
});

describe('PayNow', () => {
  it('opens Checkout for the amount the server opened, then confirms the payment through the signed link', async () => {
    const fetchMock = vi.fn(async (url: string) => json(url.endsWith('/verify') ? summary : checkout));
    vi.stubGlobal('fetch', fetchMock);
    const opened: RazorpayOptions[] = [];
    window.Razorpay = checkoutThatPays(opened);
    const onPaid = vi.fn();
    render(<PayNow link={link} amount={589} orderNumber="ORD-20261127-0001" onPaid={onPaid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹589.00 online now' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ paidOnline: true })));
    expect(opened).toEqual([expect.objectContaining({ key: 'rzp_test', amount: 58900, order_id: 'order_SBX1' })]);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/order/o1/pay-now/1900000000.abc', expect.objectContaining({ method: 'POST' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/order/o1/pay-now/1900000000.abc/verify', expect.objectContaining({ method: 'POST' }));
    expect(screen.getByRole('status').textContent).toBe(PAY_NOW_MESSAGES.paid);
  });

  it('says the payment is refunded, and why, when the order was dispatched meanwhile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/verify')
          ? json({ success: false, code: 'CONFLICT', reason: 'order.paymentRefunded', message: 'refunded', details: { paymentRefund: { amount: 589, reason: PAY_NOW_MESSAGES.dispatched } } }, 409)
          : json(checkout),
      ),
    );
    window.Razorpay = checkoutThatPays([]);
    render(<PayNow link={link} amount={589} orderNumber="ORD-20261127-0001" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹589.00 online now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(PAY_NOW_MESSAGES.dispatched));
    expect(screen.getByRole('alert').textContent).toContain('Your payment of ₹589.00 is being refunded');
  });

  it("shows the server's refusal to open the payment (the order was cancelled)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, code: 'CONFLICT', reason: 'payNow.cancelled', message: PAY_NOW_MESSAGES.cancelled }, 409)));
    render(<PayNow link={link} amount={589} orderNumber="ORD-20261127-0001" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹589.00 online now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PAY_NOW_MESSAGES.cancelled));
    expect(screen.getByRole('button', { name: 'Pay ₹589.00 online now' })).toBeTruthy();
  });
});
