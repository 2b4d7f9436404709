import type { LoyaltyStatusResponse } from '@shop/contract/tracking';
import { loyaltyTargetOf } from '@shop/contract/coupons';
import type { CouponsService, CustomerStanding } from '../coupons/coupons.service';

export interface LoyaltyService {
  /**
   * Delivered, not-returned orders since the last reward (up to the target), the target the reward coupon's settings
   * give, what is left, and whether the reward can be used on the next order.
   */
  status(userId: string): Promise<Omit<LoyaltyStatusResponse, 'success'>>;
  /**
   * The delivered orders the reward needs, for anyone (the FAQ and terms state it), and when that next changes by
   * itself (a reward coupon's validity window opens or closes), in epoch milliseconds.
   */
  programme(): Promise<{ target: number; changesAt: number | null }>;
}

/** `standing` is the customer's standing as orders and coupons together decide it (the place-order workflow). */
export function createLoyaltyService(deps: { standing: (userId: string) => Promise<CustomerStanding>; coupons: CouponsService; now: () => Date }): LoyaltyService {
  return {
    async status(userId) {
      const { loyaltyOrders } = await deps.standing(userId);
      const reward = await deps.coupons.activeOfType('loyalty', deps.now());
      const target = loyaltyTargetOf(reward);
      const rewardAvailable = reward !== null && loyaltyOrders >= target;
      const count = Math.min(Math.max(0, loyaltyOrders), target);
      return {
        count,
        target,
        remaining: target - count,
        rewardAvailable,
        couponCode: rewardAvailable ? reward.code : null,
      };
    },

    async programme() {
      const { coupons, changesAt } = await deps.coupons.listOnOffer(deps.now());
      return { target: loyaltyTargetOf(coupons.find((c) => c.type === 'loyalty') ?? null), changesAt };
    },
  };
}
