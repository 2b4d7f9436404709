import { CodRules, DEFAULT_COD_RULES } from '@shop/contract/cod-rules';
import { describe, expect, it } from 'vitest';
import { codRulesFormValuesOf, codRulesOf } from './cod-rules-form';

/** The boxes of a shop with every rule off. */
const empty = codRulesFormValuesOf(DEFAULT_COD_RULES);

describe('the COD rules form', () => {
  it('makes every rule off from empty boxes', () => {
    expect(CodRules.parse(codRulesOf(empty))).toEqual({ minOrderAmount: null, maxOrderAmount: null, blockedPincodes: [], returnedParcels: null, codFee: null, onlineDiscount: null });
  });

  it('reads pincodes separated by commas, spaces or lines, and each rule from its boxes', () => {
    const rules = CodRules.parse(
      codRulesOf({ ...empty, minOrderAmount: '499', maxOrderAmount: '4999', blockedPincodes: '560001, 110001\n400001  560001', returnedCount: '2', returnedDays: '90', codFee: '49', discountType: 'percent', discountPercent: '5', discountCap: '100' }),
    );
    expect(rules).toEqual({
      minOrderAmount: 499,
      maxOrderAmount: 4999,
      blockedPincodes: ['110001', '400001', '560001'],
      returnedParcels: { count: 2, days: 90 },
      codFee: 49,
      onlineDiscount: { type: 'percent', percent: 5, maxAmount: 100 },
    });
    // The saved rules fill the boxes again as the same rules.
    expect(CodRules.parse(codRulesOf(codRulesFormValuesOf(rules)))).toEqual(rules);
  });

  it('shows every rule that is off as an empty box', () => {
    expect(Object.entries(empty).filter(([, value]) => value !== '')).toEqual([['discountType', 'none']]);
  });

  it('refuses half a returned-parcels rule, and a flat discount without an amount', () => {
    expect(CodRules.safeParse(codRulesOf({ ...empty, returnedCount: '2' })).success).toBe(false);
    expect(CodRules.safeParse(codRulesOf({ ...empty, discountType: 'flat' })).success).toBe(false);
    expect(CodRules.safeParse(codRulesOf({ ...empty, blockedPincodes: '56000' })).success).toBe(false);
  });
});
