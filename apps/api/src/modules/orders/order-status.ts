import { CUSTOMER_CANCEL_WINDOW_HOURS, type OrderStatus } from '@shop/contract/orders';

/** The forward path of an order (DESIGN.md §6). */
export const STATUS_FLOW: readonly OrderStatus[] = ['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'];

/** Forward only; steps may be skipped; cancelled only before the shipment is created; nothing leaves cancelled or delivered. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'cancelled' || from === to) return false;
  if (to === 'cancelled') return STATUS_FLOW.indexOf(from) < STATUS_FLOW.indexOf('shipment_created');
  return STATUS_FLOW.indexOf(to) > STATUS_FLOW.indexOf(from);
}

/** A tracking number can be entered once the order is confirmed, and never on a cancelled one. */
export function trackingNumberAllowed(status: OrderStatus): boolean {
  return status !== 'cancelled' && STATUS_FLOW.indexOf(status) >= STATUS_FLOW.indexOf('confirmed');
}

/** Terms: a customer may cancel within 24 hours of ordering, while the order is not yet being shipped. */
export function customerMayCancel(status: OrderStatus, placedAt: Date, now: Date): boolean {
  return canMove(status, 'cancelled') && now.getTime() - placedAt.getTime() <= CUSTOMER_CANCEL_WINDOW_HOURS * 3600 * 1000;
}

/**
 * Shiprocket's status names (current_status of its tracking webhook) mapped onto ours; names not listed
 * (RTO, lost, damaged and the like) need a person and are ignored by the webhook.
 */
const COURIER_STATUS: Record<string, OrderStatus> = {
  'AWB ASSIGNED': 'shipment_created',
  'LABEL GENERATED': 'shipment_created',
  'MANIFEST GENERATED': 'shipment_created',
  'PICKUP SCHEDULED': 'shipment_created',
  'PICKUP GENERATED': 'shipment_created',
  'PICKUP QUEUED': 'shipment_created',
  'OUT FOR PICKUP': 'shipment_created',
  'PICKED UP': 'picked_up',
  SHIPPED: 'picked_up',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'REACHED DESTINATION HUB': 'in_transit',
  'MISROUTED': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  CANCELED: 'cancelled',
  CANCELLED: 'cancelled',
};

export function mapCourierStatus(name: string): OrderStatus | null {
  return COURIER_STATUS[name.trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ')] ?? null;
}
