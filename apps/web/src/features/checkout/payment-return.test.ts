// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markPaymentInAddress, paymentConfirmationPath, paymentOf } from './payment-return';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('coming back from a UPI app', () => {
  it('names the payment in the address while Checkout is open, keeping the router state, and takes it away after', () => {
    window.history.replaceState({ idx: 3, key: 'k' }, '', '/checkout#top');
    markPaymentInAddress('order_SBXabc-123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/checkout?payment=order_SBXabc-123#top');
    expect(window.history.state).toEqual({ idx: 3, key: 'k' });
    markPaymentInAddress(null);
    expect(window.location.pathname + window.location.search).toBe('/checkout');
  });

  it('reads only a well-formed payment reference', () => {
    expect(paymentOf(new URLSearchParams('payment=order_Nx7Lk2pQ9'))).toBe('order_Nx7Lk2pQ9');
    expect(paymentOf(new URLSearchParams('payment=%3Cscript%3E'))).toBeNull();
    expect(paymentOf(new URLSearchParams(`payment=order_${'x'.repeat(80)}`))).toBeNull();
    expect(paymentOf(new URLSearchParams(''))).toBeNull();
  });

  it("leads to the payment's success page", () => {
    expect(paymentConfirmationPath('order_Nx7Lk2pQ9')).toBe('/order-success?payment=order_Nx7Lk2pQ9');
  });
});
