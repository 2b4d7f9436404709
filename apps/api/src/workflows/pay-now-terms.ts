import type { ErrorReason } from '@shop/contract/errors';
import type { DbOrTx } from '../db/client';
import { STATUS_FLOW } from '../modules/orders/order-status';
import type { OrderRow } from '../modules/orders/orders.service';

const DISPATCH_INDEX = STATUS_FLOW.indexOf('shipment_created');

/**
 * The one place that says what paying a placed Cash on Delivery order online costs. Opening the payment, checking
 * it as it converts the order, the tracking page and the order-placed message all ask here, so a discount for paying
 * online (or anything else that changes the amount) is applied here once. In paise.
 */
export async function amountForOnlinePayment(_tx: DbOrTx, order: OrderRow): Promise<number> {
  return order.totalPaise;
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
