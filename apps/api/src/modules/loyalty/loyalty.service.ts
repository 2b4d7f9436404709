import { LOYALTY_TARGET_ORDERS } from '@shop/contract/constants';
import type { LoyaltyStatusResponse } from '@shop/contract/tracking';
import type { CouponsService, CustomerStanding } from '../coupons/coupons.service';

export interface LoyaltyService {
  /** Delivered, not-returned orders since the last reward, and whether the reward can be used on the next order. */
  status(userId: string): Promise<Omit<LoyaltyStatusResponse, 'success'>>;
}

/** `standing` is the customer's standing as orders and coupons together decide it (the place-order workflow). */
export function createLoyaltyService(deps: { standing: (userId: string) => Promise<CustomerStanding>; coupons: CouponsService; now: () => Date }): LoyaltyService {
  return {
    async status(userId) {
      const { loyaltyOrders } = await deps.standing(userId);
      const reward = await deps.coupons.activeOfType('loyalty', deps.now());
      const target = reward?.afterOrders || LOYALTY_TARGET_ORDERS;
      const rewardAvailable = reward !== null && loyaltyOrders >= target;
      return {
        count: Math.min(loyaltyOrders, LOYALTY_TARGET_ORDERS),
        target: LOYALTY_TARGET_ORDERS,
        rewardAvailable,
        couponCode: rewardAvailable ? reward.code : null,
      };
    },
  };
}
