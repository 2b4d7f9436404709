import { NOTIFICATION_LIMITS } from '@shop/contract/notifications';

/** The pause before the next try after `attempts` failed ones: doubling from the base, up to the cap. */
export function retryDelayMs(attempts: number): number {
  const seconds = NOTIFICATION_LIMITS.retryBaseSeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(seconds, NOTIFICATION_LIMITS.retryMaxSeconds) * 1000;
}
