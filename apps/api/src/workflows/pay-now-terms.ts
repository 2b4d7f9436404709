import type { ErrorReason } from '@shop/contract/errors';
import { adjustForPayment, type CodRuleTerms } from '@shop/pricing/cod-rules';
import { STATUS_FLOW } from '../modules/orders/order-status';
import type { OrderRow } from '../modules/orders/orders.service';

const DISPATCH_INDEX = STATUS_FLOW.indexOf('shipment_created');

/**
 * The one place that says what paying a placed Cash on Delivery order online costs, in paise: its goods without the
 * Cash on Delivery fee (nothing is collected at the door any more), less the discount for paying online that staff set
 * (the COD rules). Opening the payment, the tracking page and the pay page all ask here.
 */
export function amountForOnlinePayment(order: Pick<OrderRow, 'totalPaise' | 'codFeePaise'>, terms: CodRuleTerms): number {
  return adjustForPayment(terms, 'ONLINE', order.totalPaise - order.codFeePaise).totalPaise;
}

/**
 * What the order becomes once paid online for `paidPaise` (the amount the payment was opened for): no fee, and the
 * discount agreed then (staff changing the discount meanwhile does not change a payment already made). Null when the
 * payment does not fit the order: more than its goods, or nothing.
 */
export function convertedTotals(order: Pick<OrderRow, 'totalPaise' | 'codFeePaise'>, paidPaise: number): { codFeePaise: 0; onlineDiscountPaise: number; totalPaise: number } | null {
  const goodsPaise = order.totalPaise - order.codFeePaise;
  if (paidPaise <= 0 || paidPaise > goodsPaise) return null;
  return { codFeePaise: 0, onlineDiscountPaise: goodsPaise - paidPaise, totalPaise: paidPaise };
}

/**
 * Why an order cannot be paid online now, or null when it can: it must be Cash on Delivery, not cancelled, and not
 * yet dispatched (placed or confirmed). Asked again, with the order row locked, as the payment converts it.
 */
export function payNowRefusal(order: Pick<OrderRow, 'paymentMethod' | 'status'>): Extract<ErrorReason, `payNow.${string}`> | null {
  if (order.paymentMethod !== 'COD') return 'payNow.alreadyPaid';
  if (order.status === 'cancelled') return 'payNow.cancelled';
  const at = STATUS_FLOW.indexOf(order.status);
  if (at < 0 || at >= DISPATCH_INDEX) return 'payNow.dispatched';
  return null;
}
