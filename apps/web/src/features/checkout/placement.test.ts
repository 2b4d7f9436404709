import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../cart/public';
import { ApiError } from '../../lib/api-client';
import { createAttemptKeys, isUnanswered, orderAddressOf, resendFailureMessage, orderItemsOf, paymentRefundOf, placementProblem, pricedOrderItemsOf, sendAgainIfUnanswered } from './placement';
import { CHECKOUT_TEXTS } from './texts';

const CHECKOUT_TEXT = CHECKOUT_TEXTS.en;

const postal = { address_line1: '12 MG Road', address_line2: '', city: 'Bengaluru Urban', state: 'Karnataka', pincode: 560001, country: 'India' };
const address = { _id: 'a1', alias: 'Home', ...postal, isPrimary: true };

const item: CartItem = {
  _id: 'c1',
  quantity: 2,
  productId: { _id: 'p1', price: 649, finalPrice: 549, weight: '5 kg', fragrance: 'Rose' },
  selectedWeight: '5 kg',
  selectedFragrance: 'Rose',
};

describe('order placement (SPEC.md §5)', () => {
  it('needs a primary address, then a serviceable area', () => {
    expect(placementProblem(null, true)).toBe(CHECKOUT_TEXT.completeAddress);
    expect(placementProblem({ ...address, address_line1: '' }, true)).toBe(CHECKOUT_TEXT.completeAddress);
    expect(placementProblem(address, false)).toBe(CHECKOUT_TEXT.areaNotServiceable);
    expect(placementProblem(address, true)).toBeNull();
  });

  it('sends items as productId, quantity, selectedWeight, selectedFragrance (and the price for online payment)', () => {
    expect(orderItemsOf([item])).toEqual([{ productId: 'p1', quantity: 2, selectedWeight: '5 kg', selectedFragrance: 'Rose' }]);
    expect(pricedOrderItemsOf([item])).toEqual([{ productId: 'p1', quantity: 2, selectedWeight: '5 kg', selectedFragrance: 'Rose', price: 549 }]);
  });

  it('sends the address without its id, alias or primary mark', () => {
    expect(orderAddressOf(address)).toEqual(postal);
  });
});

describe('checkout attempts', () => {
  it('keeps the key for the same request until the server answers, and makes a new one for a different request', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    const request = { method: 'COD', items: [{ productId: 'p1', quantity: 2 }] };
    expect(keys.keyFor(request)).toBe('key-1');
    // Sent again after a time-out: the same attempt.
    expect(keys.keyFor({ ...request })).toBe('key-1');
    expect(keys.keyFor({ ...request, items: [{ productId: 'p1', quantity: 3 }] })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor(request)).toBe('key-3');
  });

  it('retries with the same key only when no answer came back', () => {
    expect(isUnanswered(new ApiError('Failed to place order', 0, 'NETWORK'))).toBe(true);
    expect(isUnanswered(new ApiError('Something went wrong', 503))).toBe(true);
    expect(isUnanswered(new ApiError('Area not serviceable', 422))).toBe(false);
    expect(isUnanswered(new Error('x'))).toBe(false);
  });

  it('reads a refunded payment from a verify answer', () => {
    const body = { success: false, code: 'CONFLICT', message: 'Your payment was received, but…', details: { paymentRefund: { amount: 594.15, reason: 'Rose is out of stock' } } };
    expect(paymentRefundOf(new ApiError(body.message, 409, 'CONFLICT', body))).toEqual({ refund: { amount: 594.15, message: body.message } });
    expect(paymentRefundOf(new ApiError('Payment verification failed', 400, 'BAD_REQUEST', { message: 'x' }))).toBeNull();
    expect(paymentRefundOf(new ApiError('Conflict', 409, 'CONFLICT', { message: 'x' }))).toBeNull();
  });
});

describe('a checkout call with no answer', () => {
  /** A call whose answers are given in turn (an error is thrown), and how many times it was made. */
  const answering = (...answers: unknown[]) => {
    const call = Object.assign(
      () => {
        const answer = answers[Math.min(call.calls, answers.length - 1)];
        call.calls += 1;
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      { calls: 0 },
    );
    return call;
  };
  const noAnswer = () => new ApiError('Order checkout failed', 0, 'NETWORK');

  it('is sent once more (same key, by the caller) and the second answer counts: the order, or the refusal', async () => {
    const order = { _id: 'o1' };
    const dropped = answering(noAnswer(), order);
    await expect(sendAgainIfUnanswered(dropped)).resolves.toBe(order);
    expect(dropped.calls).toBe(2);

    const refused = answering(new ApiError('Scoop is out of stock', 409, 'CONFLICT'));
    await expect(sendAgainIfUnanswered(refused)).rejects.toMatchObject({ status: 409 });
    expect(refused.calls).toBe(1);

    const offline = answering(noAnswer());
    await expect(sendAgainIfUnanswered(offline)).rejects.toMatchObject({ status: 0 });
    expect(offline.calls).toBe(2);
  });
});

describe('a confirmation code that could not be sent again', () => {
  afterEach(() => vi.unstubAllGlobals());
  const onPage = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });

  it('says the connection dropped when no answer came, in the page’s language', () => {
    const lost = new ApiError(CHECKOUT_TEXT.codFailed, 0, 'NETWORK');
    onPage('en-IN');
    expect(resendFailureMessage(lost)).toBe(CHECKOUT_TEXT.codeNotResent);
    onPage('hi-IN');
    expect(resendFailureMessage(lost)).toBe(CHECKOUT_TEXTS.hi.codeNotResent);
    expect(resendFailureMessage(new Error('script failed'))).toBe(CHECKOUT_TEXTS.hi.codeNotResent);
    expect(CHECKOUT_TEXTS.hi.codeNotResent).not.toMatch(/[A-Za-z]/);
  });

  it('gives the server’s refusal as the API client worded it', () => {
    onPage('hi-IN');
    expect(resendFailureMessage(new ApiError('1 मिनट बाद दोबारा कोशिश करें', 429, 'RATE_LIMITED'))).toBe('1 मिनट बाद दोबारा कोशिश करें');
  });
});
