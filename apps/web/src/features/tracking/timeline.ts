import { ORDER_STATUS_LABELS, ORDER_STATUS_PROGRESS, type OrderStatus } from '@shop/contract/orders';
import type { OrderStatusResponse } from '@shop/contract/tracking';

/** The status shown before the order has loaded (SPEC.md §4). */
export const PENDING_STATUS = 'pending';
export type TrackedStatus = OrderStatus | typeof PENDING_STATUS;

/** The steps of the tracking timeline, in order (SPEC.md §4 Order status codes). */
export const TIMELINE_STEPS = ['placed', 'confirmed', 'shipment_created', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered'] as const satisfies readonly OrderStatus[];

export interface TimelineStep {
  status: (typeof TIMELINE_STEPS)[number];
  label: string;
  /** Reached: this step and every one before the current status are highlighted. */
  reached: boolean;
  current: boolean;
  /** When the order reached this step, if the history records it (skipped steps have no time). */
  at: string | null;
}

/** How full the progress bar is, 0 to 100: per ORDER_STATUS_PROGRESS, 0 before the order has loaded. */
export function progressOf(status: TrackedStatus): number {
  return status === PENDING_STATUS ? 0 : ORDER_STATUS_PROGRESS[status];
}

export function isCancelled(status: TrackedStatus): status is 'cancelled' {
  return status === 'cancelled';
}

/** The time of the latest history event with this status, or null. */
export function eventTime(history: OrderStatusResponse['history'], status: OrderStatus): string | null {
  let at: string | null = null;
  for (const event of history) if (event.status === status) at = event.at;
  return at;
}

/**
 * The timeline's steps for a status: the ones up to and including the current status are reached. Before the order
 * has loaded ('pending') and for a cancelled order none is (a cancelled order shows its own marker instead).
 */
export function timelineSteps(status: TrackedStatus, history: OrderStatusResponse['history'] = []): TimelineStep[] {
  const currentIndex = TIMELINE_STEPS.indexOf(status as (typeof TIMELINE_STEPS)[number]);
  return TIMELINE_STEPS.map((step, index) => ({
    status: step,
    label: ORDER_STATUS_LABELS[step],
    reached: currentIndex >= 0 && index <= currentIndex,
    current: index === currentIndex,
    at: currentIndex >= 0 && index <= currentIndex ? eventTime(history, step) : null,
  }));
}
