import type { AdminRefund, RefundRequesterKind, UnfulfilledPayment } from '@shop/contract/admin';
import { paiseToRupees } from '@shop/pricing/money';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import * as repo from './payments.repository';

/** Most unfulfilled payments listed at once; there should never be many. */
const UNFULFILLED_LIST_LIMIT = 200;

export interface PaymentsAdminService {
  /** Online payments taken where no order could be placed, newest first, with where their refund stands. */
  unfulfilled(): Promise<Array<z.infer<typeof UnfulfilledPayment>>>;
  /** Payments being given back without an order: unfulfilled attempts and extra payments on one provider order. */
  countUnfulfilled(): Promise<number>;
  /** An order's refunds, oldest first, and paise that can still be refunded of what was paid. */
  refundsOfOrder(orderId: string, totalPaise: number): Promise<{ refunds: AdminRefund[]; refundablePaise: number }>;
}

/** Labels the shop's own processes record as a refund's asker; any other label is a member of staff. */
const REQUESTER_KINDS: Record<string, RefundRequesterKind> = { customer: 'customer', courier: 'courier', system: 'system', 'ops-cli': 'system' };

/** Who asked for a refund, as the console names them: a member of staff by their account, or who else it was. */
function requesterOf(r: repo.RefundRow & Partial<Pick<repo.RefundWithRequester, 'requesterName' | 'requesterEmail'>>): AdminRefund['requester'] {
  const kind = r.requesterEmail ? 'staff' : (REQUESTER_KINDS[r.requestedBy] ?? 'staff');
  if (kind !== 'staff') return { kind, name: null, email: null };
  const email = r.requesterEmail ?? (r.requestedBy.includes('@') ? r.requestedBy : null);
  return { kind, name: r.requesterName?.trim() || null, email };
}

export function toAdminRefund(r: repo.RefundRow & Partial<Pick<repo.RefundWithRequester, 'requesterName' | 'requesterEmail'>>): AdminRefund {
  return {
    _id: r.id,
    amount: paiseToRupees(r.amountPaise),
    status: r.status,
    reason: r.reason,
    requestedBy: r.requestedBy,
    requester: requesterOf(r),
    providerRefundId: r.providerRefundId,
    failureReason: r.failureReason,
    createdAt: r.createdAt.toISOString(),
    processedAt: r.processedAt?.toISOString() ?? null,
  };
}

export function createPaymentsAdminService(deps: { db: Db }): PaymentsAdminService {
  const { db } = deps;
  return {
    async unfulfilled() {
      const rows = await repo.listUnfulfilled(db, UNFULFILLED_LIST_LIMIT);
      return rows.map(({ attempt, customer, refundStatus }) => ({
        _id: attempt.id,
        providerOrderId: attempt.providerOrderId,
        providerPaymentId: attempt.providerPaymentId,
        status: attempt.status,
        refundStatus,
        amount: paiseToRupees(attempt.amountPaise),
        reason: attempt.failureReason,
        customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
        createdAt: attempt.createdAt.toISOString(),
      }));
    },

    // Every such payment has its refund written down with it, so the open refunds are the count.
    countUnfulfilled: () => repo.countOrderlessRefundsOpen(db),

    async refundsOfOrder(orderId, totalPaise) {
      const rows = await repo.listRefundsOfOrderWithRequester(db, orderId);
      const goingBack = rows.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountPaise, 0);
      return { refunds: rows.map(toAdminRefund), refundablePaise: Math.max(0, totalPaise - goingBack) };
    },
  };
}
