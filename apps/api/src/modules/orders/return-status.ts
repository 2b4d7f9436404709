import type { RETURN_DECISIONS, ReturnStatus } from '@shop/contract/admin';
import type { PAYMENT_METHODS } from '@shop/contract/orders';

type ReturnDecision = (typeof RETURN_DECISIONS)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Which way a return request may go next (a rejected or refunded one is settled). */
const RETURN_MOVES: Record<ReturnStatus, readonly ReturnDecision[]> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded'],
  rejected: [],
  refunded: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnDecision): boolean {
  return RETURN_MOVES[from].includes(to);
}

/**
 * Staff mark a return refunded by hand only for Cash on Delivery: the money of an order paid online goes back through
 * the payment provider when the return is approved.
 */
export function refundedByStaff(paymentMethod: PaymentMethod): boolean {
  return paymentMethod === 'COD';
}

/** The decisions staff may take on a return now, as the console offers them (and the API accepts them). */
export function returnDecisions(from: ReturnStatus, paymentMethod: PaymentMethod): ReturnDecision[] {
  return RETURN_MOVES[from].filter((to) => to !== 'refunded' || refundedByStaff(paymentMethod));
}
