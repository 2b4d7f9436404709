import { couponProblems, type AdminCoupon, type CouponInput, type CouponPatch } from '@shop/contract/admin';
import { TRANSLATED_LOCALES, type AdminCouponTranslationsResponse, type CouponTranslationInput, type TranslatedLocale } from '@shop/contract/translations';
import { rupeesToPaise } from '@shop/pricing/money';
import type { z } from 'zod';
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
  /** The coupon's English description beside each other language's. */
  getTranslations(id: string): Promise<Omit<AdminCouponTranslationsResponse, 'success'>>;
  /**
   * Saves the description in one language, made from version `expectedVersion` (0: none stored); 409 when someone
   * saved another meanwhile. An empty description shows the English in its place.
   */
  saveTranslation(id: string, locale: TranslatedLocale, input: z.output<typeof CouponTranslationInput>, actor: Actor): Promise<Omit<AdminCouponTranslationsResponse, 'success'>>;
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

  async function translationsOfRow(db: DbOrTx, row: repo.CouponRow): Promise<Omit<AdminCouponTranslationsResponse, 'success'>> {
    const stored = new Map((await repo.listCouponTranslations(db, row.id)).map((t) => [t.locale, t]));
    return {
      english: pick(row, 'code', 'description'),
      translations: TRANSLATED_LOCALES.map((locale) => {
        const t = stored.get(locale);
        return { locale, description: t?.description ?? null, version: t?.version ?? 0, updatedAt: t?.updatedAt.toISOString() ?? null };
      }),
    };
  }

  return {
    async getTranslations(id) {
      const row = UUID.test(id) ? await repo.findCouponById(deps.db, id) : undefined;
      if (!row) throw new AppError('admin.couponNotFound');
      return translationsOfRow(deps.db, row);
    },

    saveTranslation: (id, locale, input, actor) =>
      deps.db.transaction(async (tx) => {
        // The coupon's row lock puts two saves one after the other: the second sees the first's version.
        const row = await findForUpdate(tx, id);
        const current = await repo.findCouponTranslation(tx, row.id, locale, true);
        const before = { locale, description: current?.description ?? null };
        const after = { locale, description: input.description };
        if (before.description === after.description) return translationsOfRow(tx, row);
        if ((current?.version ?? 0) !== input.expectedVersion) throw new AppError('admin.translationChanged');
        const at = deps.now();
        await repo.upsertCouponTranslation(tx, { couponId: row.id, locale, description: input.description, version: (current?.version ?? 0) + 1, updatedAt: at });
        await audit(tx, actor, { action: 'coupon.translation', entityId: row.id, before, after }, at);
        return translationsOfRow(tx, row);
      }),

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
