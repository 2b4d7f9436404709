import { LOYALTY_TARGET_ORDERS } from '@shop/contract/constants';
import type { LoyaltyStatusResponse } from '@shop/contract/tracking';
import type { CouponsService } from '../coupons/coupons.service';
import type { OrdersService } from '../orders/orders.service';

export interface LoyaltyService {
  /** Delivered, not-returned orders since the last reward, and whether the reward can be used on the next order. */
  status(userId: string): Promise<Omit<LoyaltyStatusResponse, 'success'>>;
}

export function createLoyaltyService(deps: { orders: OrdersService; coupons: CouponsService; now: () => Date }): LoyaltyService {
  return {
    async status(userId) {
      const { loyaltyOrders } = await deps.orders.standing(userId);
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
