import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';

/** The pause before the next try after `attempts` failed ones: doubling from the base, up to the cap. */
export function retryDelayMs(attempts: number): number {
  const seconds = OUTBOX_LIMITS.retryBaseSeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(seconds, OUTBOX_LIMITS.retryMaxSeconds) * 1000;
}
