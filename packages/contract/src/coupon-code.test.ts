import { describe, expect, it } from 'vitest';
import { CouponInput } from './admin';
import { PaymentOptionsBody } from './cod-rules';
import { CouponCode } from './coupons';
import { CreateOrderBody, ValidateCouponBody } from './orders';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('one coupon code', () => {
  it('is read trimmed and in upper case; blank is blank', () => {
    expect(CouponCode.parse(' purr100 ')).toBe('PURR100');
    expect(CouponCode.parse('   ')).toBe('');
  });

  it('every schema that carries a code reads it the same way, with its own words for a wrong one', () => {
    expect(ValidateCouponBody.parse({ couponCode: ' clump10 ' }).couponCode).toBe('CLUMP10');
    expect(CreateOrderBody.parse({ items: [{ productId: 'p', quantity: 1 }], payment: { method: 'COD' }, coupon: { code: ' buy2get1' } }).coupon?.code).toBe('BUY2GET1');
    expect(PaymentOptionsBody.parse({ couponCode: ' firstfree ' }).couponCode).toBe('FIRSTFREE');
    expect(firstMessage(ValidateCouponBody.safeParse({ couponCode: '  ' }))).toBe('Invalid coupon code');
    expect(firstMessage(ValidateCouponBody.safeParse({ couponCode: 'X'.repeat(41) }))).toBe('Invalid coupon code');
  });

  it("staff's codes too, with the form's own words", () => {
    const base = { type: 'flat', description: '', isActive: true, discountAmount: 100, discountPercent: 0, minOrderAmount: 0, buyQuantity: 0, getQuantity: 0, afterOrders: 0, notValidForCOD: false, validFrom: null, validUntil: null, usageLimitTotal: null, usageLimitPerUser: null };
    expect(CouponInput.parse({ ...base, code: ' purr100 ' }).code).toBe('PURR100');
    expect(firstMessage(CouponInput.safeParse({ ...base, code: ' ' }))).toBe('Enter a code');
    expect(firstMessage(CouponInput.safeParse({ ...base, code: 'ab' }))).toBe('Codes have at least 3 characters');
    expect(firstMessage(CouponInput.safeParse({ ...base, code: 'no way' }))).toBe('Codes use letters, digits, hyphens and underscores only');
  });
});
