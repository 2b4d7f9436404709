// @vitest-environment jsdom
import { DELIVERY_MESSAGES } from '@shop/contract/delivery';
import { ORDER_MESSAGES } from '@shop/contract/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryAnswerOf } from './delivery-estimate-api';

const deliverable = { success: true as const, pincode: 560001, isServiceable: true, estimatedDeliveryDate: '2026-11-30', message: 'Delivery by Monday, 30 November' };
const unknown = { success: true as const, pincode: 999999, isServiceable: false, estimatedDeliveryDate: null, message: DELIVERY_MESSAGES.unknownPincode };
const notReached = { success: true as const, pincode: 744101, isServiceable: false, estimatedDeliveryDate: null, message: DELIVERY_MESSAGES.notDeliverable };
const noDate = { success: true as const, pincode: 560001, isServiceable: true, estimatedDeliveryDate: null, message: ORDER_MESSAGES.serviceable };

afterEach(() => {
  document.documentElement.lang = 'en-IN';
});

describe('the product page’s delivery answer', () => {
  it('is the server’s own words on an English page', () => {
    document.documentElement.lang = 'en-IN';
    for (const reply of [deliverable, unknown, notReached, noDate]) expect(deliveryAnswerOf(reply)).toEqual({ ok: reply.isServiceable, message: reply.message });
  });

  it('says the same in Hindi on a Hindi page: the day, a pincode India Post does not know, a place not reached', () => {
    document.documentElement.lang = 'hi-IN';
    expect(deliveryAnswerOf(deliverable)).toEqual({ ok: true, message: 'सोमवार, 30 नवंबर तक डिलीवरी' });
    expect(deliveryAnswerOf(unknown)).toEqual({ ok: false, message: 'यह भारत का सही पिनकोड नहीं है। कृपया जाँच लें।' });
    expect(deliveryAnswerOf(notReached)).toEqual({ ok: false, message: 'इस पिनकोड पर डिलीवरी नहीं होती' });
    expect(deliveryAnswerOf(noDate)).toEqual({ ok: true, message: 'इस पिनकोड पर डिलीवरी उपलब्ध है' });
  });
});
