import { CUSTOMER_CANCEL_WINDOW_HOURS, isUndelivered, type OrderStatus } from '@shop/contract/orders';

/** The forward path of an order (DESIGN.md §6). */
export const STATUS_FLOW: readonly OrderStatus[] = ['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'];

/** Where a parcel on its way to the customer may be turned back (RTO) or lost: it has left with the courier. */
const WITH_COURIER: readonly OrderStatus[] = ['shipment_created', 'picked_up', 'in_transit', 'out_for_delivery'];

/**
 * Forward only; steps may be skipped; cancelled only before the shipment is created; nothing leaves cancelled or
 * delivered. A parcel with the courier may be turned back (rto_initiated), arrive back (rto_delivered, also straight
 * from transit when the courier's intermediate updates were missed) or be lost (lost, damaged included). A parcel on
 * its way back may still be delivered (the courier's next attempt succeeded), arrive back, or be lost. rto_delivered
 * and lost are final. See docs/decisions/027-parcels-that-come-back.md.
 */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return false;
  switch (from) {
    case 'cancelled':
    case 'delivered':
    case 'rto_delivered':
    case 'lost':
      return false;
    case 'rto_initiated':
      return to === 'rto_delivered' || to === 'lost' || to === 'delivered';
    default:
      break;
  }
  if (to === 'cancelled') return STATUS_FLOW.indexOf(from) < STATUS_FLOW.indexOf('shipment_created');
  if (to === 'rto_initiated' || to === 'rto_delivered' || to === 'lost') return WITH_COURIER.includes(from);
  return STATUS_FLOW.indexOf(to) > STATUS_FLOW.indexOf(from);
}

/** A tracking number can be entered once the order is confirmed, and never on a cancelled one. */
export function trackingNumberAllowed(status: OrderStatus): boolean {
  return status !== 'cancelled' && (STATUS_FLOW.indexOf(status) >= STATUS_FLOW.indexOf('confirmed') || isUndelivered(status));
}

/** Terms: a customer may cancel within 24 hours of ordering, while the order is not yet being shipped. */
export function customerMayCancel(status: OrderStatus, placedAt: Date, now: Date): boolean {
  return canMove(status, 'cancelled') && now.getTime() - placedAt.getTime() <= CUSTOMER_CANCEL_WINDOW_HOURS * 3600 * 1000;
}

/**
 * Shiprocket's tracking statuses (the webhook's current_status, and its numeric shipment_status_id / current_status_id)
 * mapped onto ours: the one table the webhook reads. Names and ids as Shiprocket's API lists them (GET
 * /v1/external/orders/statuses). Statuses not listed (delayed, pickup exceptions and the like) change nothing.
 *
 * Parcels that do not reach the customer: every RTO step (initiated, acknowledged, in transit, out for delivery back
 * to us, its failed attempts, locked, reached the seller's city) and UNDELIVERED (a failed delivery: a refusal, or
 * nobody there, which the courier turns back after its attempts) put the order on its way back; RTO DELIVERED is the
 * parcel back with us; lost, damaged, destroyed, disposed of and untraceable are all lost to us.
 */
const COURIER_STATUSES: ReadonlyArray<{ name: string; id?: number; to: OrderStatus }> = [
  { name: 'AWB ASSIGNED', id: 1, to: 'shipment_created' },
  { name: 'LABEL GENERATED', id: 2, to: 'shipment_created' },
  { name: 'PICKUP SCHEDULED', id: 3, to: 'shipment_created' },
  { name: 'PICKUP GENERATED', to: 'shipment_created' },
  { name: 'PICKUP QUEUED', id: 4, to: 'shipment_created' },
  { name: 'MANIFEST GENERATED', id: 5, to: 'shipment_created' },
  { name: 'OUT FOR PICKUP', id: 19, to: 'shipment_created' },
  { name: 'SHIPPED', id: 6, to: 'picked_up' },
  { name: 'PICKED UP', id: 42, to: 'picked_up' },
  { name: 'IN TRANSIT', id: 18, to: 'in_transit' },
  { name: 'REACHED AT DESTINATION HUB', id: 38, to: 'in_transit' },
  { name: 'REACHED DESTINATION HUB', to: 'in_transit' },
  { name: 'MISROUTED', id: 39, to: 'in_transit' },
  { name: 'OUT FOR DELIVERY', id: 17, to: 'out_for_delivery' },
  { name: 'DELIVERED', id: 7, to: 'delivered' },
  { name: 'CANCELED', id: 8, to: 'cancelled' },
  { name: 'CANCELLED', to: 'cancelled' },
  // Turned back: on its way to us.
  { name: 'RTO INITIATED', id: 9, to: 'rto_initiated' },
  { name: 'RTO ACKNOWLEDGED', id: 14, to: 'rto_initiated' },
  { name: 'UNDELIVERED', id: 21, to: 'rto_initiated' },
  { name: 'RTO IN TRANSIT', id: 46, to: 'rto_initiated' },
  { name: 'RTO NDR', id: 40, to: 'rto_initiated' },
  { name: 'RTO OFD', id: 41, to: 'rto_initiated' },
  { name: 'RTO LOCK', id: 75, to: 'rto_initiated' },
  { name: 'REACHED BACK AT SELLER CITY', id: 78, to: 'rto_initiated' },
  // Back with us.
  { name: 'RTO DELIVERED', id: 10, to: 'rto_delivered' },
  // Lost to us, however it happened.
  { name: 'LOST', id: 12, to: 'lost' },
  { name: 'DAMAGED', id: 25, to: 'lost' },
  { name: 'DESTROYED', id: 24, to: 'lost' },
  { name: 'DISPOSED OFF', id: 44, to: 'lost' },
  { name: 'UNTRACEABLE', id: 76, to: 'lost' },
];

const normalise = (name: string) => name.trim().toUpperCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
const BY_NAME = new Map(COURIER_STATUSES.map((s) => [s.name, s.to]));
const BY_ID = new Map(COURIER_STATUSES.filter((s) => s.id !== undefined).map((s) => [s.id!, s.to]));

/** Our status for a courier status, by its name or, when the name is not known, its Shiprocket id. */
export function mapCourierStatus(name: string, id?: number | null): OrderStatus | null {
  return BY_NAME.get(normalise(name)) ?? (id != null ? (BY_ID.get(id) ?? null) : null);
}
