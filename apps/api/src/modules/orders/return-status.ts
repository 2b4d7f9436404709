import type { RETURN_DECISIONS, ReturnStatus } from '@shop/contract/admin';
import type { PAYMENT_METHODS } from '@shop/contract/orders';

type ReturnDecision = (typeof RETURN_DECISIONS)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Which way a return request may go next. Approved means the pickup is arranged; nothing is refunded before the
 * parcel is received (back and checked). A pickup that fails may still be declined. Rejected and refunded are settled.
 */
const RETURN_MOVES: Record<ReturnStatus, readonly ReturnDecision[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received', 'rejected'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnDecision): boolean {
  return RETURN_MOVES[from].includes(to);
}

/**
 * Staff mark a return refunded by hand only for Cash on Delivery (a bank or UPI transfer of the shop's): the money of
 * an order paid online goes back through the payment provider, which settles the return when it is processed.
 */
export function refundedByStaff(paymentMethod: PaymentMethod): boolean {
  return paymentMethod === 'COD';
}

/** The decisions staff may take on a return now, as the console offers them (and the API accepts them). */
export function returnDecisions(from: ReturnStatus, paymentMethod: PaymentMethod): ReturnDecision[] {
  return RETURN_MOVES[from].filter((to) => to !== 'refunded' || refundedByStaff(paymentMethod));
}
