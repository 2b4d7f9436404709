import type { ReturnStatus } from '@shop/contract/admin';
import { isUndelivered, ORDER_STATUS_LABELS, UNDELIVERED_STAFF_LABELS, type OrderStatus, type PAYMENT_STATUSES } from '@shop/contract/orders';
import type { REVIEW_STATUSES } from '@shop/contract/reviews';
import type { ReactNode } from 'react';
import { OPS_TEXT } from './texts-operations';

type Tone = 'good' | 'bad' | 'warn' | 'plain';

function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={tone === 'plain' ? 'admin-badge' : `admin-badge admin-badge--${tone}`}>{children}</span>;
}

const ORDER_TONES: Partial<Record<OrderStatus, Tone>> = { placed: 'warn', delivered: 'good', cancelled: 'bad', rto_initiated: 'warn', rto_delivered: 'bad', lost: 'bad' };

/** A status as staff read it: a parcel that did not reach the customer also carries the courier's name for it (RTO). */
export function staffStatusLabel(status: OrderStatus): string {
  return isUndelivered(status) ? `${ORDER_STATUS_LABELS[status]} (${UNDELIVERED_STAFF_LABELS[status]})` : ORDER_STATUS_LABELS[status];
}

/** The badge keeps to the courier's short name of a parcel that did not reach the customer, so it fits a phone's card. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONES[status] ?? 'plain'}>{isUndelivered(status) ? UNDELIVERED_STAFF_LABELS[status] : ORDER_STATUS_LABELS[status]}</Badge>;
}

const PAYMENT_TONES: Record<(typeof PAYMENT_STATUSES)[number], Tone> = {
  pending: 'warn',
  paid: 'good',
  not_required: 'plain',
  refund_pending: 'warn',
  partially_refunded: 'plain',
  refunded: 'plain',
};
export function PaymentStatusBadge({ status }: { status: (typeof PAYMENT_STATUSES)[number] }) {
  return <Badge tone={PAYMENT_TONES[status]}>{OPS_TEXT.paymentStatuses[status]}</Badge>;
}

const RETURN_TONES: Record<ReturnStatus, Tone> = { requested: 'warn', approved: 'warn', received: 'warn', rejected: 'bad', refunded: 'good' };
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={RETURN_TONES[status]}>{OPS_TEXT.returnStatuses[status]}</Badge>;
}

const REVIEW_TONES: Record<(typeof REVIEW_STATUSES)[number], Tone> = { pending: 'warn', approved: 'good', rejected: 'bad' };
export function ReviewStatusBadge({ status }: { status: (typeof REVIEW_STATUSES)[number] }) {
  return <Badge tone={REVIEW_TONES[status]}>{OPS_TEXT.reviewStatuses[status]}</Badge>;
}
