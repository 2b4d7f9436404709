import type { AdminOrderDetail, ReturnStatus } from '@shop/contract/admin';
import type { OrderStatus } from '@shop/contract/orders';
import type { ReturnDecision } from '../api/orders';

/** Where the "Move to" control may take the order: its next statuses, without cancelling (a separate, guarded step). */
export function moveTargets(order: Pick<AdminOrderDetail, 'nextStatuses'>): OrderStatus[] {
  return order.nextStatuses.filter((s) => s !== 'cancelled');
}

/** An order paid online with money left that is not already on its way back can be refunded (the server says how much). */
export function canRefund(order: Pick<AdminOrderDetail, 'paymentMethod' | 'refundableAmount'>): boolean {
  return order.paymentMethod === 'ONLINE' && order.refundableAmount > 0;
}

export function canCancel(order: Pick<AdminOrderDetail, 'nextStatuses'>): boolean {
  return order.nextStatuses.includes('cancelled');
}

/** A tracking number can be entered once the order is confirmed, and never on a cancelled one (the API's rule). */
export function canEnterTracking(status: OrderStatus): boolean {
  return status !== 'placed' && status !== 'cancelled';
}

/**
 * The return decisions staff may take: requested → approved or rejected; approved → refunded by hand only for
 * Cash on Delivery (an online payment is refunded through the provider when the return is approved).
 */
export function returnDecisions(status: ReturnStatus, paymentMethod: AdminOrderDetail['paymentMethod'] = 'COD'): ReturnDecision[] {
  if (status === 'requested') return ['approved', 'rejected'];
  if (status === 'approved' && paymentMethod === 'COD') return ['refunded'];
  return [];
}

export interface FieldChange {
  /** The field's name, or '' when the whole value changed. */
  field: string;
  from: string;
  to: string;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An audit entry's change as "field: before → after" rows, for the fields whose values differ. Fields only on the
 * after side (a note) show with an empty before. `name` may give a value its display name (a status's label).
 */
export function describeChange(before: unknown, after: unknown, name: (field: string, value: unknown) => string | undefined = () => undefined): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: '', from: show(before), to: show(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const text = (field: string, value: unknown) => (value === null || value === undefined ? show(value) : (name(field, value) ?? show(value)));
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => JSON.stringify(b[f] ?? null) !== JSON.stringify(a[f] ?? null))
    .map((field) => ({ field, from: text(field, b[field]), to: text(field, a[field]) }));
}
