import type { AdminOrderDetail } from '@shop/contract/admin';
import type { OrderStatus } from '@shop/contract/orders';

/**
 * The server's list of next statuses (AdminOrderDetail.nextStatuses), split as the page shows it: the "Move to"
 * choices, and cancelling, which is a separate, guarded step.
 */
export function moveTargets(order: Pick<AdminOrderDetail, 'nextStatuses'>): OrderStatus[] {
  return order.nextStatuses.filter((s) => s !== 'cancelled');
}

export function canCancel(order: Pick<AdminOrderDetail, 'nextStatuses'>): boolean {
  return order.nextStatuses.includes('cancelled');
}
