import type { CodConfirmationRule} from '@shop/contract/cod-confirmation';
import { DEFAULT_COD_CONFIRMATION_RULE } from '@shop/contract/cod-confirmation';
import { paiseToRupees, rupeesToPaise } from '@shop/pricing/money';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit, type Actor } from '../../audit/audit.service';
import * as repo from './settings.repository';
import { MESSAGE_BUDGET, ShopTextBudget } from '@shop/contract/auth';
import { CodRules, DEFAULT_COD_RULES } from '@shop/contract/cod-rules';
import { CartReminderSettings, DEFAULT_CART_REMINDER_SETTINGS } from '@shop/contract/reminders';
import { GRIEVANCE_OFFICER, GrievanceOfficer } from '@shop/contract/grievance-officer-settings';
import type { CodRuleTerms } from '@shop/pricing/cod-rules';
import { AppError } from '../../lib/errors';

const COD_RULE_KEY = 'cod_confirmation';
const COD_RULES_KEY = 'cod_rules';
const REMINDERS_KEY = 'cart_reminders';
/** The grievance officer public pages and grievance mails show. */
const GRIEVANCE_OFFICER_KEY = 'grievance_officer';
/** The shop-wide message budget staff set in the console. */
const SHOP_TEXT_BUDGET_KEY = 'message_budget';

/** The shop-wide texts an hour and a day: as staff set them, else MESSAGE_BUDGET.shopWide. */
async function shopWideLimits(db: DbOrTx): Promise<ShopTextBudget> {
  const parsed = ShopTextBudget.safeParse((await repo.findSetting(db, SHOP_TEXT_BUDGET_KEY))?.value);
  return parsed.success ? parsed.data : { ...MESSAGE_BUDGET.shopWide };
}

/** How the rule is stored: money in paise, as everywhere in the database. */
const StoredCodRule = z.object({ enabled: z.boolean(), thresholdPaise: z.number().int().positive().nullable(), firstCodOrder: z.boolean() });
type StoredCodRule = z.infer<typeof StoredCodRule>;

/** The COD confirmation rule as the workflows use it. */
export interface CodRule {
  enabled: boolean;
  thresholdPaise: number | null;
  firstCodOrder: boolean;
}

export interface SettingsService {
  /** The rule in force now; off when staff never set one. Read from the database, so every process agrees. */
  codRule(tx?: DbOrTx): Promise<CodRule>;
  /** The rule as the console shows it, with who changed it last. */
  codRuleForStaff(): Promise<{ rule: CodConfirmationRule; updatedAt: string | null; updatedBy: string | null }>;
  /** Replaces the rule; audited. */
  setCodRule(rule: CodConfirmationRule, actor: Actor): Promise<CodConfirmationRule>;
  /** The shop-wide texts an hour and a day in force now (MESSAGE_BUDGET.shopWide until staff set them); every process agrees. */
  textBudget(tx?: DbOrTx): Promise<ShopTextBudget>;
  /** The shop-wide message budget as the console shows it, with who changed it last. */
  textBudgetForStaff(): Promise<{ budget: ShopTextBudget; updatedAt: string | null; updatedBy: string | null }>;
  /** Sets the shop-wide texts an hour and a day; audited; the next text in every process counts against it. */
  setTextBudget(budget: ShopTextBudget, actor: Actor): Promise<void>;
  /** The Cash on Delivery rules in force now, in paise; every rule off when staff never set them. */
  codRules(tx?: DbOrTx): Promise<CodRuleTerms>;
  /** The Cash on Delivery rules as the console shows them, with who changed them last. */
  codRulesForStaff(): Promise<{ rules: CodRules; updatedAt: string | null; updatedBy: string | null }>;
  /** Replaces the Cash on Delivery rules (a pincode India Post does not know is a 400); audited. */
  setCodRules(rules: CodRules, actor: Actor): Promise<void>;
  /** Cart and refill reminders as staff set them (DEFAULT_CART_REMINDER_SETTINGS until they do). */
  reminders(tx?: DbOrTx): Promise<CartReminderSettings>;
  remindersForStaff(): Promise<{ settings: CartReminderSettings; updatedAt: string | null; updatedBy: string | null }>;
  /** Sets them (a second-reminder coupon no coupon has is a 422); audited; the next run in every process uses them. */
  setReminders(settings: CartReminderSettings, actor: Actor): Promise<void>;
  /** The grievance officer in force now: as staff set them, else the shop's default (GRIEVANCE_OFFICER). */
  grievanceOfficer(tx?: DbOrTx): Promise<GrievanceOfficer>;
  grievanceOfficerForStaff(): Promise<{ officer: GrievanceOfficer; updatedAt: string | null; updatedBy: string | null }>;
  /**
   * Sets the grievance officer; audited; every process forgets the public pages it keeps (they name the officer), so
   * the next visitor anywhere sees the new one.
   */
  setGrievanceOfficer(officer: GrievanceOfficer, actor: Actor): Promise<void>;
}

/** The rules as the pricing package applies them: money in paise, pincodes as numbers. */
export function codRuleTerms(rules: CodRules): CodRuleTerms {
  const paise = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
  const d = rules.onlineDiscount;
  return {
    minOrderPaise: paise(rules.minOrderAmount),
    maxOrderPaise: paise(rules.maxOrderAmount),
    blockedPincodes: new Set(rules.blockedPincodes.map(Number)),
    returnedParcels: rules.returnedParcels,
    codFeePaise: paise(rules.codFee) ?? 0,
    onlineDiscount: !d ? null : d.type === 'flat' ? { type: 'flat', amountPaise: rupeesToPaise(d.amount) } : { type: 'percent', percent: d.percent, maxPaise: paise(d.maxAmount) },
  };
}

const toView = (stored: StoredCodRule): CodConfirmationRule => ({
  enabled: stored.enabled,
  thresholdAmount: stored.thresholdPaise === null ? null : paiseToRupees(stored.thresholdPaise),
  firstCodOrder: stored.firstCodOrder,
});

const DEFAULT_STORED: StoredCodRule = { enabled: DEFAULT_COD_CONFIRMATION_RULE.enabled, thresholdPaise: null, firstCodOrder: DEFAULT_COD_CONFIRMATION_RULE.firstCodOrder };

const parseOfficer = (row: repo.SettingRow | undefined): GrievanceOfficer => {
  const parsed = GrievanceOfficer.safeParse(row?.value);
  return parsed.success ? parsed.data : { ...GRIEVANCE_OFFICER };
};

/** Shop-wide settings staff change in the console. */
const parseReminders = (row: repo.SettingRow | undefined): CartReminderSettings => {
  const parsed = CartReminderSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_CART_REMINDER_SETTINGS;
};

export function createSettingsService(deps: {
  db: Db;
  now: () => Date;
  knownPincode: (pincode: number) => boolean;
  /** Whether a coupon with this code exists (for the second cart reminder's offer). */
  couponExists?: (code: string) => Promise<boolean>;
}): SettingsService {
  const { db, now } = deps;

  /** The stored rules; a value that no longer reads (never written by this code) counts as every rule off. */
  function parseCodRules(row: repo.SettingRow | undefined): CodRules {
    const parsed = CodRules.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_COD_RULES;
  }

  function parse(row: repo.SettingRow | undefined): StoredCodRule {
    const parsed = StoredCodRule.safeParse(row?.value);
    return parsed.success ? parsed.data : DEFAULT_STORED;
  }

  return {
    async codRule(tx = db) {
      return parse(await repo.findSetting(tx, COD_RULE_KEY));
    },

    async codRuleForStaff() {
      const row = await repo.findSetting(db, COD_RULE_KEY);
      return { rule: toView(parse(row)), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
    },

    textBudget: (tx = db) => shopWideLimits(tx),

    async textBudgetForStaff() {
      const row = await repo.findSetting(db, SHOP_TEXT_BUDGET_KEY);
      return { budget: await shopWideLimits(db), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
    },

    async setTextBudget(budget, actor) {
      const at = now();
      await db.transaction(async (tx) => {
        await repo.findSetting(tx, SHOP_TEXT_BUDGET_KEY, true);
        const before = await shopWideLimits(tx);
        await repo.putSetting(tx, { key: SHOP_TEXT_BUDGET_KEY, value: budget, updatedAt: at, updatedBy: actor.userId });
        await recordAudit(
          tx,
          { actorUserId: actor.userId, actorLabel: actor.label, action: 'settings.message_budget', entityType: 'setting', entityId: SHOP_TEXT_BUDGET_KEY, before, after: budget },
          at,
        );
      });
    },

    async codRules(tx = db) {
      return codRuleTerms(parseCodRules(await repo.findSetting(tx, COD_RULES_KEY)));
    },

    async codRulesForStaff() {
      const row = await repo.findSetting(db, COD_RULES_KEY);
      return { rules: parseCodRules(row), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
    },

    async setCodRules(rules, actor) {
      const unknown = rules.blockedPincodes.find((p) => !deps.knownPincode(Number(p)));
      if (unknown) throw new AppError('codRules.unknownPincode', { pincode: unknown });
      const at = now();
      await db.transaction(async (tx) => {
        const before = parseCodRules(await repo.findSetting(tx, COD_RULES_KEY, true));
        await repo.putSetting(tx, { key: COD_RULES_KEY, value: rules, updatedAt: at, updatedBy: actor.userId });
        await recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, action: 'settings.cod_rules', entityType: 'setting', entityId: COD_RULES_KEY, before, after: rules }, at);
      });
    },

    async setCodRule(rule, actor) {
      const at = now();
      const next: StoredCodRule = { enabled: rule.enabled, thresholdPaise: rule.thresholdAmount === null ? null : rupeesToPaise(rule.thresholdAmount), firstCodOrder: rule.firstCodOrder };
      await db.transaction(async (tx) => {
        const before = await repo.findSetting(tx, COD_RULE_KEY, true);
        await repo.putSetting(tx, { key: COD_RULE_KEY, value: next, updatedAt: at, updatedBy: actor.userId });
        await recordAudit(
          tx,
          {
            actorUserId: actor.userId,
            actorLabel: actor.label,
            action: 'settings.cod_confirmation',
            entityType: 'setting',
            entityId: COD_RULE_KEY,
            before: toView(parse(before)),
            after: toView(next),
          },
          at,
        );
      });
      return toView(next);
    },

    reminders: async (tx = db) => parseReminders(await repo.findSetting(tx, REMINDERS_KEY)),

    async remindersForStaff() {
      const row = await repo.findSetting(db, REMINDERS_KEY);
      return { settings: parseReminders(row), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
    },

    async setReminders(settings, actor) {
      if (settings.secondCouponCode !== null && !(await deps.couponExists?.(settings.secondCouponCode))) throw new AppError('reminder.couponUnknown');
      const at = now();
      await db.transaction(async (tx) => {
        const before = parseReminders(await repo.findSetting(tx, REMINDERS_KEY, true));
        await repo.putSetting(tx, { key: REMINDERS_KEY, value: settings, updatedAt: at, updatedBy: actor.userId });
        await recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, action: 'settings.reminders', entityType: 'setting', entityId: REMINDERS_KEY, before, after: settings }, at);
      });
    },

    grievanceOfficer: async (tx = db) => parseOfficer(await repo.findSetting(tx, GRIEVANCE_OFFICER_KEY)),

    async grievanceOfficerForStaff() {
      const row = await repo.findSetting(db, GRIEVANCE_OFFICER_KEY);
      return { officer: parseOfficer(row), updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
    },

    async setGrievanceOfficer(officer, actor) {
      const at = now();
      await db.transaction(async (tx) => {
        const before = parseOfficer(await repo.findSetting(tx, GRIEVANCE_OFFICER_KEY, true));
        await repo.putSetting(tx, { key: GRIEVANCE_OFFICER_KEY, value: officer, updatedAt: at, updatedBy: actor.userId });
        await recordAudit(
          tx,
          { actorUserId: actor.userId, actorLabel: actor.label, action: 'settings.grievance_officer', entityType: 'setting', entityId: GRIEVANCE_OFFICER_KEY, before, after: officer },
          at,
        );
        await repo.announcePublicChange(tx, GRIEVANCE_OFFICER_KEY);
      });
    },
  };
}
