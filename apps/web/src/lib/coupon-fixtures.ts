import type { Coupon } from '@shop/contract/coupons';

/** A coupon as the coupon lists give it, with the seeded shop's defaults (one marked not for COD is online-only): for tests. */
export function couponFixture(overrides: Partial<Coupon> & Pick<Coupon, 'code' | 'type'>): Coupon {
  return {
    _id: `id-${overrides.code}`,
    isActive: true,
    description: '',
    discountAmount: 0,
    discountPercent: 0,
    maxDiscountAmount: null,
    minOrderAmount: 0,
    buyQuantity: 0,
    getQuantity: 0,
    afterOrders: 0,
    notValidForCOD: false,
    validFrom: null,
    validUntil: null,
    ...overrides,
    paymentMethods: overrides.paymentMethods ?? (overrides.notValidForCOD ? ['ONLINE'] : ['COD', 'ONLINE']),
  };
}
