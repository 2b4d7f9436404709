import { describe, expect, it } from 'vitest';
import { adjustForPayment, codRefusal, NO_COD_RULES, onlineDiscountPaise, paymentChoice, type CodRuleTerms } from './cod-rules';

const rules = (t: Partial<CodRuleTerms>): CodRuleTerms => ({ ...NO_COD_RULES, ...t });
const who = { amountPaise: 99_900, pincode: 560034, returnedParcels: 0 };

describe('codRefusal', () => {
  it('offers Cash on Delivery with every rule off', () => {
    expect(codRefusal(NO_COD_RULES, { ...who, returnedParcels: 9 })).toBeNull();
  });

  it('bounds the order value on both sides, the bounds themselves allowed', () => {
    const r = rules({ minOrderPaise: 49_900, maxOrderPaise: 499_900 });
    expect(codRefusal(r, { ...who, amountPaise: 49_900 })).toBeNull();
    expect(codRefusal(r, { ...who, amountPaise: 499_900 })).toBeNull();
    expect(codRefusal(r, { ...who, amountPaise: 49_800 })).toEqual({ reason: 'orderValue', minOrderPaise: 49_900, maxOrderPaise: 499_900 });
    expect(codRefusal(r, { ...who, amountPaise: 500_000 })).toEqual({ reason: 'orderValue', minOrderPaise: 49_900, maxOrderPaise: 499_900 });
  });

  it('refuses a blocked pincode, and a customer at or past the returned-parcels count', () => {
    expect(codRefusal(rules({ blockedPincodes: new Set([560034]) }), who)).toEqual({ reason: 'pincode', pincode: 560034 });
    expect(codRefusal(rules({ blockedPincodes: new Set([560034]) }), { ...who, pincode: null })).toBeNull();
    const r = rules({ returnedParcels: { count: 2, days: 90 } });
    expect(codRefusal(r, { ...who, returnedParcels: 1 })).toBeNull();
    expect(codRefusal(r, { ...who, returnedParcels: 2 })).toEqual({ reason: 'returnedParcels', count: 2, days: 90 });
  });
});

describe('the fee and the discount', () => {
  it('rounds a percentage down to the rupee, caps it, and always leaves ₹1 to pay', () => {
    const pct = rules({ onlineDiscount: { type: 'percent', percent: 5, maxPaise: 10_000 } });
    expect(onlineDiscountPaise(pct, 154_700)).toBe(7_700);
    expect(onlineDiscountPaise(pct, 594_000)).toBe(10_000);
    expect(onlineDiscountPaise(pct, 0)).toBe(0);
    const flat = rules({ onlineDiscount: { type: 'flat', amountPaise: 5_000 } });
    expect(onlineDiscountPaise(flat, 59_400)).toBe(5_000);
    expect(onlineDiscountPaise(flat, 3_000)).toBe(2_900);
  });

  it('adds the fee to Cash on Delivery only, and counts the saving of paying online against it', () => {
    const r = rules({ codFeePaise: 4_900, onlineDiscount: { type: 'percent', percent: 5, maxPaise: null } });
    expect(adjustForPayment(r, 'COD', 59_400)).toEqual({ codFeePaise: 4_900, onlineDiscountPaise: 0, totalPaise: 64_300 });
    expect(adjustForPayment(r, 'ONLINE', 59_400)).toEqual({ codFeePaise: 0, onlineDiscountPaise: 2_900, totalPaise: 56_500 });
    expect(paymentChoice(r, 59_400).savingPaise).toBe(7_800);
    expect(adjustForPayment(r, 'COD', 0).totalPaise).toBe(0);
    expect(paymentChoice(NO_COD_RULES, 59_400)).toEqual({ cod: { codFeePaise: 0, onlineDiscountPaise: 0, totalPaise: 59_400 }, online: { codFeePaise: 0, onlineDiscountPaise: 0, totalPaise: 59_400 }, savingPaise: 0 });
  });
});
