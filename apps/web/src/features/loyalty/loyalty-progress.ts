import { LOYALTY_TARGET_ORDERS } from '@shop/contract/constants';

/** Delivered orders counted towards the reward, kept between 0 and the target. */
export function stampCount(count: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.min(LOYALTY_TARGET_ORDERS, Math.max(0, Math.floor(count)));
}

/** Orders still to go before the free product (SPEC.md §9: 'Complete {6-n} more orders…'). */
export function ordersRemaining(count: number): number {
  return LOYALTY_TARGET_ORDERS - stampCount(count);
}

/** One entry per stamp of the card: collected or not. */
export function stamps(count: number): boolean[] {
  const collected = stampCount(count);
  return Array.from({ length: LOYALTY_TARGET_ORDERS }, (_, i) => i < collected);
}
