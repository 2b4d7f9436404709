import { describe, expect, it } from 'vitest';
import { announcesRemoval, autoCouponAction, couponTermsOf, isCodIncompatible, normaliseCouponCode } from './coupon-rules';
import { BUY2GET1, CLUMP10, FIRSTFREE, LOYALTY6, PURR100, SEEDED, coupon } from './test-fixtures';

const base = { coupons: SEEDED, priorOrders: 3, applied: null, cartQuantity: 1 };

describe('coupon auto-application (SPEC.md §4)', () => {
  describe('first order free', () => {
    it('applies the active free_order coupon for a customer with zero prior orders and none applied', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0 })).toEqual({ kind: 'apply', coupon: FIRSTFREE, reason: 'first_order' });
    });

    it('wins over buyXgetY when both could apply', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0, cartQuantity: 3 })).toMatchObject({ coupon: FIRSTFREE });
    });

    it('does nothing once the customer has ordered, or while the count is unknown', () => {
      expect(autoCouponAction({ ...base, priorOrders: 1 })).toBeNull();
      expect(autoCouponAction({ ...base, priorOrders: null })).toBeNull();
    });

    it('does not replace a coupon already applied', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0, applied: PURR100 })).toBeNull();
    });

    it('needs an active free_order coupon', () => {
      expect(autoCouponAction({ ...base, priorOrders: 0, coupons: [PURR100] })).toBeNull();
      expect(autoCouponAction({ ...base, priorOrders: 0, coupons: [{ ...FIRSTFREE, isActive: false }] })).toBeNull();
    });
  });

  describe('buy X get Y', () => {
    it('is applied once the cart reaches its buy quantity', () => {
      expect(autoCouponAction({ ...base, cartQuantity: 1 })).toBeNull();
      expect(autoCouponAction({ ...base, cartQuantity: 2 })).toEqual({ kind: 'apply', coupon: BUY2GET1, reason: 'buy_x_get_y' });
    });

    it('replaces a flat, percentage or loyalty coupon, but not a free_order or buyXgetY one', () => {
      for (const applied of [PURR100, CLUMP10, LOYALTY6]) {
        expect(autoCouponAction({ ...base, cartQuantity: 2, applied })).toMatchObject({ kind: 'apply', coupon: BUY2GET1 });
      }
      expect(autoCouponAction({ ...base, cartQuantity: 2, applied: FIRSTFREE })).toBeNull();
      expect(autoCouponAction({ ...base, cartQuantity: 5, applied: BUY2GET1 })).toBeNull();
    });

    it('is removed when the quantity falls below its buy quantity', () => {
      expect(autoCouponAction({ ...base, cartQuantity: 1, applied: BUY2GET1 })).toEqual({ kind: 'remove', coupon: BUY2GET1 });
      expect(autoCouponAction({ ...base, cartQuantity: 0, applied: BUY2GET1 })).toEqual({ kind: 'remove', coupon: BUY2GET1 });
    });

    it('an inactive one is never applied', () => {
      expect(autoCouponAction({ ...base, cartQuantity: 2, coupons: [{ ...BUY2GET1, isActive: false }] })).toBeNull();
    });
  });

  it('does not try again a code the server refused in this visit', () => {
    expect(autoCouponAction({ ...base, priorOrders: 0, refused: new Set(['FIRSTFREE']) })).toBeNull();
    expect(autoCouponAction({ ...base, cartQuantity: 2, refused: new Set(['BUY2GET1']) })).toBeNull();
  });

  it('applies nothing to an empty cart', () => {
    expect(autoCouponAction({ ...base, priorOrders: 0, cartQuantity: 0 })).toBeNull();
  });

  it('settles: after applying, the same inputs ask for nothing more', () => {
    expect(autoCouponAction({ ...base, priorOrders: 0, applied: FIRSTFREE, cartQuantity: 4 })).toBeNull();
    expect(autoCouponAction({ ...base, applied: BUY2GET1, cartQuantity: 2 })).toBeNull();
  });
});

describe('manual removal (SPEC.md §4)', () => {
  it('says Coupon removed, except for buyXgetY, or free_order for a customer with zero prior orders', () => {
    expect(announcesRemoval(PURR100, 0)).toBe(true);
    expect(announcesRemoval(CLUMP10, 2)).toBe(true);
    expect(announcesRemoval(BUY2GET1, 2)).toBe(false);
    expect(announcesRemoval(FIRSTFREE, 0)).toBe(false);
    expect(announcesRemoval(FIRSTFREE, 1)).toBe(true);
  });
});

describe('coupon helpers', () => {
  it('free_order, buyXgetY and loyalty, or any coupon marked so, cannot go with COD', () => {
    expect(isCodIncompatible(FIRSTFREE)).toBe(true);
    expect(isCodIncompatible({ ...BUY2GET1, notValidForCOD: false })).toBe(true);
    expect(isCodIncompatible({ ...LOYALTY6, notValidForCOD: false })).toBe(true);
    expect(isCodIncompatible(PURR100)).toBe(false);
    expect(isCodIncompatible(coupon({ code: 'X', type: 'flat', notValidForCOD: true }))).toBe(true);
  });

  it('turns rupee terms into paise', () => {
    expect(couponTermsOf(PURR100)).toEqual({ type: 'flat', discountAmountPaise: 10000, discountPercent: 0, maxDiscountPaise: null, minOrderAmountPaise: 99900, buyQuantity: 0, getQuantity: 0 });
    expect(couponTermsOf(FIRSTFREE).maxDiscountPaise).toBe(100000);
  });

  it('a blank or whitespace-only code is nothing; others are trimmed and upper-cased', () => {
    expect(normaliseCouponCode('')).toBeNull();
    expect(normaliseCouponCode('   ')).toBeNull();
    expect(normaliseCouponCode(' purr100 ')).toBe('PURR100');
  });
});
