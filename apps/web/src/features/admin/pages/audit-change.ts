import type { ReturnStatus } from '@shop/contract/admin';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contract/orders';
import { OPS_TEXT } from './texts-operations';

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

/** Audit values get their display names: "Order Placed → Delivered", not "placed → delivered". */
export function auditDisplayName(field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (field === 'status' && value in ORDER_STATUS_LABELS) return ORDER_STATUS_LABELS[value as OrderStatus];
  if (field === 'returnStatus' && value in OPS_TEXT.returnStatuses) return OPS_TEXT.returnStatuses[value as ReturnStatus];
  if (field === 'paymentStatus' && value in OPS_TEXT.paymentStatuses) return OPS_TEXT.paymentStatuses[value as keyof typeof OPS_TEXT.paymentStatuses];
  return undefined;
}
