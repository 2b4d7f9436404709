import { couponProblems, type AdminCoupon, type CouponInput, type CouponPatch } from '@shop/contract/admin';
import { rupeesToPaise } from '@shop/pricing/money';
import type { Db, DbOrTx } from '../../db/client';
import { refusingTaken } from '../../lib/db-errors';
import { AppError, invalidFields } from '../../lib/errors';
import { changedFields } from '../../audit/audit-diff';
import { recordAudit, type Actor, type AuditEntry } from '../../audit/audit.service';
import * as repo from './coupons.repository';
import { couponTermsInRupees, type CouponsService } from './coupons.service';
import { pick } from '../../lib/pick';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CouponsAdminService {
  /** Every coupon (inactive and expired ones too), newest first, with how many orders used it. */
  listCoupons(filter: { q?: string; active?: boolean }): Promise<AdminCoupon[]>;
  /** Adds a coupon, usable at checkout at once when active; 409 when the code is taken. */
  createCoupon(input: CouponInput, actor: Actor): Promise<AdminCoupon>;
  /** Changes the fields sent; the coupon as it would then be must still satisfy its type's rules (400 otherwise). */
  updateCoupon(id: string, patch: CouponPatch, actor: Actor): Promise<AdminCoupon>;
  /** Stops the coupon being used; an inactive coupon is returned unchanged. */
  deactivateCoupon(id: string, actor: Actor): Promise<AdminCoupon>;
}

/** The coupon fields staff edit, in the console's terms (rupees, ISO instants in UTC). */
function editableFields(row: repo.CouponRow): CouponInput {
  return {
    ...pick(row, 'code', 'type', 'description', 'isActive'),
    ...couponTermsInRupees(row),
    notValidForCOD: row.notValidForCod,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    ...pick(row, 'usageLimitTotal', 'usageLimitPerUser', 'isPrivate', 'forNewCustomers', 'allowedEmails'),
  };
}

function toColumns(fields: CouponInput): repo.NewCouponRow {
  return {
    code: fields.code,
    type: fields.type,
    description: fields.description,
    isActive: fields.isActive,
    discountAmountPaise: rupeesToPaise(fields.discountAmount),
    discountPercent: fields.discountPercent,
    maxDiscountPaise: fields.maxDiscountAmount == null ? null : rupeesToPaise(fields.maxDiscountAmount),
    minOrderAmountPaise: rupeesToPaise(fields.minOrderAmount),
    buyQuantity: fields.buyQuantity,
    getQuantity: fields.getQuantity,
    afterOrders: fields.afterOrders,
    notValidForCod: fields.notValidForCOD,
    validFrom: fields.validFrom === null ? null : new Date(fields.validFrom),
    validUntil: fields.validUntil === null ? null : new Date(fields.validUntil),
    usageLimitTotal: fields.usageLimitTotal,
    usageLimitPerUser: fields.usageLimitPerUser,
    isPrivate: fields.isPrivate ?? false,
    forNewCustomers: fields.forNewCustomers ?? false,
    // Each named once, in the order typed.
    allowedEmails: [...new Set(fields.allowedEmails ?? [])],
  };
}

/** The same instants written in UTC, so a date sent with another offset is not mistaken for a change. */
function inUtc<T extends CouponPatch>(fields: T): T {
  const out = { ...fields };
  for (const key of ['validFrom', 'validUntil'] as const) {
    const value = out[key];
    if (value) out[key] = new Date(value).toISOString();
  }
  return out;
}

/** 400 naming the first field that breaks the coupon type's rules, with every problem in the details. */
function refuseBrokenRules(record: CouponInput): void {
  const problems = couponProblems(record);
  if (problems.length > 0) throw invalidFields(problems.map((p) => ({ field: p.path, message: p.message })));
}

/** Builds the console's coupon service. Every change is audited in the transaction that makes it. */
export function createCouponsAdminService(deps: { db: Db; coupons: Pick<CouponsService, 'toCoupon'>; now: () => Date }): CouponsAdminService {
  const toAdminCoupon = (row: repo.CouponRow, timesUsed: number): AdminCoupon => ({
    ...deps.coupons.toCoupon(row),
    usageLimitTotal: row.usageLimitTotal,
    usageLimitPerUser: row.usageLimitPerUser,
    isPrivate: row.isPrivate,
    forNewCustomers: row.forNewCustomers,
    allowedEmails: row.allowedEmails,
    timesUsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function findForUpdate(tx: DbOrTx, id: string): Promise<repo.CouponRow> {
    // A malformed id cannot name a coupon: answer 404 without asking the database.
    const row = UUID.test(id) ? await repo.findCouponById(tx, id, true) : undefined;
    if (!row) throw new AppError('admin.couponNotFound');
    return row;
  }

  const audit = (tx: DbOrTx, actor: Actor, entry: Pick<AuditEntry, 'action' | 'entityId' | 'before' | 'after'>, at: Date) =>
    recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, entityType: 'coupon', ...entry }, at);

  return {
    async listCoupons(filter) {
      return (await repo.listCouponsWithUse(deps.db, filter)).map((row) => toAdminCoupon(row, row.timesUsed));
    },

    createCoupon: (input, actor) =>
      refusingTaken('admin.couponCodeTaken', () =>
        deps.db.transaction(async (tx) => {
          const at = deps.now();
          const [row] = await repo.insertCoupons(tx, [{ ...toColumns(inUtc(input)), createdAt: at, updatedAt: at }]);
          const created = row!;
          await audit(tx, actor, { action: 'coupon.create', entityId: created.id, before: null, after: editableFields(created) }, at);
          return toAdminCoupon(created, 0);
        }),
      ),

    updateCoupon: (id, patch, actor) =>
      deps.db.transaction(async (tx) => {
        const row = await findForUpdate(tx, id);
        const current = editableFields(row);
        const merged = { ...current, ...inUtc(patch) };
        refuseBrokenRules(merged);
        const change = changedFields(current, merged);
        const timesUsed = await repo.countRedemptions(tx, id);
        if (!change) return toAdminCoupon(row, timesUsed);
        const at = deps.now();
        const updated = await repo.updateCoupon(tx, id, toColumns(merged), at);
        await audit(tx, actor, { action: 'coupon.update', entityId: id, ...change }, at);
        return toAdminCoupon(updated, timesUsed);
      }),

    deactivateCoupon: (id, actor) =>
      deps.db.transaction(async (tx) => {
        const row = await findForUpdate(tx, id);
        const timesUsed = await repo.countRedemptions(tx, id);
        if (!row.isActive) return toAdminCoupon(row, timesUsed);
        const at = deps.now();
        const updated = await repo.updateCoupon(tx, id, { isActive: false }, at);
        await audit(tx, actor, { action: 'coupon.deactivate', entityId: id, before: { isActive: true }, after: { isActive: false } }, at);
        return toAdminCoupon(updated, timesUsed);
      }),
  };
}
