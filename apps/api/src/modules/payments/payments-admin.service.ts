import { ADMIN_MESSAGES } from '@shop/contract/admin';
import type { z } from 'zod';
import type { UnfulfilledPayment } from '@shop/contract/admin';
import { paiseToRupees } from '@shop/pricing/money';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit/audit.service';
import * as repo from './payments.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most unfulfilled payments listed at once; there should never be many. */
const UNFULFILLED_LIST_LIMIT = 200;

export interface PaymentsAdminService {
  /** Online payments taken where no order could be placed, newest first. */
  unfulfilled(): Promise<Array<z.infer<typeof UnfulfilledPayment>>>;
  countUnfulfilled(): Promise<number>;
  /** Records that the money of an unfulfilled payment went back to the customer (refunded in Razorpay's dashboard). */
  markRefunded(attemptId: string, actor: Actor): Promise<void>;
}

export function createPaymentsAdminService(deps: { db: Db; now: () => Date }): PaymentsAdminService {
  const { db, now } = deps;
  return {
    async unfulfilled() {
      const rows = await repo.listUnfulfilled(db, UNFULFILLED_LIST_LIMIT);
      return rows.map(({ attempt, customer }) => ({
        _id: attempt.id,
        razorpayOrderId: attempt.razorpayOrderId,
        amount: paiseToRupees(attempt.amountPaise),
        reason: attempt.failureReason,
        customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
        createdAt: attempt.createdAt.toISOString(),
      }));
    },

    countUnfulfilled: () => repo.countUnfulfilled(db),

    async markRefunded(attemptId, actor) {
      const at = now();
      await db.transaction(async (tx) => {
        const attempt = UUID.test(attemptId) ? await repo.findUnfulfilledForUpdate(tx, attemptId) : undefined;
        if (!attempt) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.paymentNotFound);
        await repo.markAttempt(tx, attempt.id, { status: 'refunded' });
        await recordAudit(
          tx,
          { actorUserId: actor.userId, actorLabel: actor.label, action: 'payment.refund', entityType: 'payment', entityId: attempt.id, before: { status: 'paid' }, after: { status: 'refunded' } },
          at,
        );
      });
    },
  };
}
