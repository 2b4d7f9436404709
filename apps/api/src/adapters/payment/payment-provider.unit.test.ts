import { describe, expect, it } from 'vitest';
import { readWebhookBody, toProviderPayment } from './payment-provider';

describe('a Razorpay payment as the shop reads it', () => {
  it('keeps when the customer made it (created_at, unix seconds), the time a checkout window is judged by', () => {
    const payment = toProviderPayment({ id: 'pay_1', order_id: 'order_1', amount: 59400, status: 'captured', created_at: 1795800000 });
    expect(payment).toEqual({ id: 'pay_1', orderId: 'order_1', amountPaise: 59400, status: 'captured', madeAt: new Date(1795800000 * 1000) });
  });

  it('says nothing of the time when the provider did not, or sent something that is not one', () => {
    for (const created_at of [undefined, 0, -5, Number.NaN]) {
      expect(toProviderPayment({ id: 'pay_1', order_id: 'order_1', amount: 100, status: 'authorized', created_at })?.madeAt).toBeNull();
    }
  });

  it('reads the time from a payment.captured webhook', () => {
    const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_2', order_id: 'order_2', amount: 100, status: 'captured', created_at: 1795800123 } } } });
    expect(readWebhookBody(body)).toEqual({ type: 'payment.captured', payment: expect.objectContaining({ id: 'pay_2', madeAt: new Date(1795800123 * 1000) }) });
  });
});
