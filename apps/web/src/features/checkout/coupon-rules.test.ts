import { describe, expect, it } from 'vitest';
import {
  announcesRemoval,
  appliedBecause,
  autoCouponAction,
  cashOnDeliveryCoupon,
  couponTermsOf,
  isCodIncompatible,
} from './coupon-rules';
import { BUY2GET1, CLUMP10, FIRSTFREE, LOYALTY6, PURR100, offered } from './test-fixtures';
import { couponFixture as coupon } from '../../lib/coupon-fixtures';

const QUANTITY = { reason: 'coupon.quantity', message: 'Add at least 2 items to your cart to use this coupon' };
const FIRST_ONLY = { reason: 'coupon.firstOrderOnly', message: 'This coupon is only for your first order' };
/** The server's answers for a returning customer's bag of one unit: nothing is applied by itself. */
const ONE_UNIT = [offered(FIRSTFREE, FIRST_ONLY), offered(BUY2GET1, QUANTITY), offered(PURR100), offered(CLUMP10), offered(LOYALTY6)];
/** Two units: the server applies BUY2GET1 by itself. */
const TWO_UNITS = [offered(FIRSTFREE, FIRST_ONLY), offered(BUY2GET1, undefined, 'buy_x_get_y'), offered(PURR100), offered(CLUMP10), offered(LOYALTY6)];
/** A new customer's bag of one unit: the server gives the first order free. */
const NEW_CUSTOMER = [offered(FIRSTFREE, undefined, 'first_order'), offered(BUY2GET1, QUANTITY), offered(PURR100), offered(CLUMP10)];
/** A new customer's bag of three: both rules apply. */
const NEW_CUSTOMER_THREE = [offered(FIRSTFREE, undefined, 'first_order'), offered(BUY2GET1, undefined, 'buy_x_get_y'), offered(PURR100), offered(CLUMP10)];

const base = { coupons: ONE_UNIT, applied: null };

describe("coupon auto-application (SPEC.md §4), as the server's answer for the bag says", () => {
  describe('first order free', () => {
    it('applies the coupon the server gives for the first order when none is applied', () => {
      expect(autoCouponAction({ ...base, coupons: NEW_CUSTOMER })).toEqual({ kind: 'apply', coupon: NEW_CUSTOMER[0], reason: 'first_order' });
    });

    it('is not applied when the server does not give it (no verified phone, or the customer has ordered)', () => {
      const refused = [offered(FIRSTFREE, { reason: 'coupon.phoneNotVerified', message: 'Verify your phone number' }), offered(PURR100)];
      expect(autoCouponAction({ ...base, coupons: refused })).toBeNull();
      expect(autoCouponAction(base)).toBeNull();
    });

    it('wins over buyXgetY when both apply', () => {
      expect(autoCouponAction({ ...base, coupons: NEW_CUSTOMER_THREE })).toMatchObject({ coupon: { code: 'FIRSTFREE' } });
    });

    it('does not replace a coupon already applied', () => {
      expect(autoCouponAction({ ...base, coupons: NEW_CUSTOMER, applied: PURR100 })).toBeNull();
    });

    it('needs an active coupon', () => {
      expect(autoCouponAction({ ...base, coupons: [{ ...NEW_CUSTOMER[0]!, isActive: false }] })).toBeNull();
    });
  });

  describe('buy X get Y', () => {
    it('is applied once the server says the bag reaches it, not by the web counting units', () => {
      expect(autoCouponAction(base)).toBeNull();
      expect(autoCouponAction({ ...base, coupons: TWO_UNITS })).toEqual({ kind: 'apply', coupon: TWO_UNITS[1], reason: 'buy_x_get_y' });
    });

    it('replaces a flat, percentage or loyalty coupon, but not a free_order or buyXgetY one', () => {
      for (const applied of [PURR100, CLUMP10, LOYALTY6]) {
        expect(autoCouponAction({ ...base, coupons: TWO_UNITS, applied })).toMatchObject({ kind: 'apply', coupon: { code: 'BUY2GET1' } });
      }
      expect(autoCouponAction({ ...base, coupons: NEW_CUSTOMER_THREE, applied: FIRSTFREE })).toBeNull();
      expect(autoCouponAction({ ...base, coupons: TWO_UNITS, applied: BUY2GET1 })).toBeNull();
    });

    it('is removed when the server no longer applies it to the bag', () => {
      expect(autoCouponAction({ ...base, applied: BUY2GET1 })).toEqual({ kind: 'remove', coupon: BUY2GET1, restore: null });
      // Withdrawn by staff: not on offer any more.
      expect(autoCouponAction({ ...base, coupons: [offered(PURR100)], applied: BUY2GET1 })).toEqual({ kind: 'remove', coupon: BUY2GET1, restore: null });
    });

    it('gives the customer’s own coupon back when it goes', () => {
      expect(autoCouponAction({ ...base, applied: BUY2GET1, chosen: CLUMP10 })).toEqual({ kind: 'remove', coupon: BUY2GET1, restore: CLUMP10 });
    });

    it('stands in for the customer’s own coupon without forgetting it', () => {
      // The chosen coupon is kept in the store; the rule only applies BUY2GET1 over it.
      expect(autoCouponAction({ ...base, coupons: TWO_UNITS, applied: CLUMP10, chosen: CLUMP10 })).toMatchObject({ kind: 'apply', coupon: { code: 'BUY2GET1' } });
    });

    it('an inactive one is never applied', () => {
      expect(autoCouponAction({ ...base, coupons: [{ ...TWO_UNITS[1]!, isActive: false }] })).toBeNull();
    });
  });

  it('does not try again a code the server refused in this visit', () => {
    expect(autoCouponAction({ ...base, coupons: NEW_CUSTOMER, refused: new Set(['FIRSTFREE']) })).toBeNull();
    expect(autoCouponAction({ ...base, coupons: TWO_UNITS, refused: new Set(['BUY2GET1']) })).toBeNull();
  });

  it('settles: after applying, the same answer asks for nothing more', () => {
    expect(autoCouponAction({ ...base, coupons: NEW_CUSTOMER_THREE, applied: FIRSTFREE })).toBeNull();
    expect(autoCouponAction({ ...base, coupons: TWO_UNITS, applied: BUY2GET1 })).toBeNull();
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
  // Which types COD refuses is the server's rule (tested with the API); the storefront goes by its answer.
  it('free_order, buyXgetY and loyalty, or any coupon marked so, cannot go with COD: as the server says', () => {
    expect(isCodIncompatible(FIRSTFREE)).toBe(true);
    expect(isCodIncompatible(BUY2GET1)).toBe(true);
    expect(isCodIncompatible(LOYALTY6)).toBe(true);
    expect(isCodIncompatible(PURR100)).toBe(false);
    expect(isCodIncompatible(coupon({ code: 'X', type: 'flat', notValidForCOD: true, paymentMethods: ['ONLINE'] }))).toBe(true);
    // The answer decides, whatever the type.
    expect(isCodIncompatible({ ...BUY2GET1, paymentMethods: ['COD', 'ONLINE'] })).toBe(false);
  });

  it('turns rupee terms into paise', () => {
    expect(couponTermsOf(PURR100)).toEqual({ type: 'flat', discountAmountPaise: 10000, discountPercent: 0, maxDiscountPaise: null, minOrderAmountPaise: 99900, buyQuantity: 0, getQuantity: 0 });
    expect(couponTermsOf(FIRSTFREE).maxDiscountPaise).toBe(100000);
  });
});

describe('why a coupon is applied', () => {
  it("the customer's pick, or the reason the server gives for applying it to this bag", () => {
    expect(appliedBecause(CLUMP10, CLUMP10, TWO_UNITS)).toBe('chosen');
    expect(appliedBecause(BUY2GET1, CLUMP10, TWO_UNITS)).toBe('buy_x_get_y');
    expect(appliedBecause(FIRSTFREE, null, NEW_CUSTOMER)).toBe('first_order');
    // Picked by hand, or a BUY2GET1 the server no longer applies to the bag: the customer's to remove.
    expect(appliedBecause(BUY2GET1, BUY2GET1, TWO_UNITS)).toBe('chosen');
    expect(appliedBecause(BUY2GET1, null, ONE_UNIT)).toBe('chosen');
    // Not on offer any more: the customer's to remove.
    expect(appliedBecause(FIRSTFREE, null, [])).toBe('chosen');
    // Before the server's answer, only the customer's own pick is known.
    expect(appliedBecause(BUY2GET1, CLUMP10, null)).toBeNull();
    expect(appliedBecause(CLUMP10, CLUMP10, null)).toBe('chosen');
  });
});

describe('the coupon a Cash on Delivery order carries', () => {
  it('the applied one when COD takes it', () => {
    expect(cashOnDeliveryCoupon(CLUMP10, CLUMP10, true)).toBe(CLUMP10);
  });

  it('the customer’s own coupon when the automatic one cannot go with COD', () => {
    expect(cashOnDeliveryCoupon(BUY2GET1, CLUMP10, true)).toBe(CLUMP10);
    expect(cashOnDeliveryCoupon(BUY2GET1, CLUMP10, false)).toBeNull();
    expect(cashOnDeliveryCoupon(BUY2GET1, LOYALTY6, true)).toBeNull();
  });

  it('none when nothing COD takes is left', () => {
    expect(cashOnDeliveryCoupon(FIRSTFREE, null, false)).toBeNull();
    expect(cashOnDeliveryCoupon(null, null, false)).toBeNull();
  });
});
