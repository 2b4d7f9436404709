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

/** A stored setting read with its schema; no value, or one that no longer reads (never written by this code), is `fallback`'s. */
function readAs<T>(schema: z.ZodType<T>, fallback: () => T): (row: repo.SettingRow | undefined) => T {
  return (row) => {
    const parsed = schema.safeParse(row?.value);
    return parsed.success ? parsed.data : fallback();
  };
}

/** When a setting was last changed, and by whom: shown in the console beside it. */
const lastChange = (row: repo.SettingRow | undefined) => ({ updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null });

/** The shop-wide texts an hour and a day: as staff set them, else MESSAGE_BUDGET.shopWide. */
const readTextBudget = readAs(ShopTextBudget, () => ({ ...MESSAGE_BUDGET.shopWide }));
const shopWideLimits = async (db: DbOrTx): Promise<ShopTextBudget> => readTextBudget(await repo.findSetting(db, SHOP_TEXT_BUDGET_KEY));

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

const parse = readAs(StoredCodRule, () => DEFAULT_STORED);
/** The stored rules; a value that no longer reads counts as every rule off. */
const parseCodRules = readAs(CodRules, () => DEFAULT_COD_RULES);
const parseReminders = readAs(CartReminderSettings, () => DEFAULT_CART_REMINDER_SETTINGS);
const parseOfficer = readAs(GrievanceOfficer, () => ({ ...GRIEVANCE_OFFICER }));

/** Shop-wide settings staff change in the console. */
export function createSettingsService(deps: {
  db: Db;
  now: () => Date;
  knownPincode: (pincode: number) => boolean;
  /** Whether a coupon with this code exists (for the second cart reminder's offer). */
  couponExists?: (code: string) => Promise<boolean>;
}): SettingsService {
  const { db, now } = deps;

  /**
   * Stores a setting's new value and audits the change as `action`, in one transaction that holds the setting's row:
   * staff saving at once are recorded one after the other, each with the value it replaced. The record shows
   * `before(row)` of the row replaced and `after` (by default the value stored); `also` runs in the same transaction.
   */
  async function save(
    key: string,
    action: string,
    actor: Actor,
    change: { value: unknown; before: (row: repo.SettingRow | undefined) => unknown; after?: unknown; also?: (tx: DbOrTx) => Promise<void> },
  ): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      const before = change.before(await repo.findSetting(tx, key, true));
      await repo.putSetting(tx, { key, value: change.value, updatedAt: at, updatedBy: actor.userId });
      const after = change.after ?? change.value;
      await recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, action, entityType: 'setting', entityId: key, before, after }, at);
      await change.also?.(tx);
    });
  }

  return {
    async codRule(tx = db) {
      return parse(await repo.findSetting(tx, COD_RULE_KEY));
    },

    async codRuleForStaff() {
      const row = await repo.findSetting(db, COD_RULE_KEY);
      return { rule: toView(parse(row)), ...lastChange(row) };
    },

    textBudget: (tx = db) => shopWideLimits(tx),

    async textBudgetForStaff() {
      const row = await repo.findSetting(db, SHOP_TEXT_BUDGET_KEY);
      return { budget: readTextBudget(row), ...lastChange(row) };
    },

    async setTextBudget(budget, actor) {
      await save(SHOP_TEXT_BUDGET_KEY, 'settings.message_budget', actor, { value: budget, before: readTextBudget });
    },

    async codRules(tx = db) {
      return codRuleTerms(parseCodRules(await repo.findSetting(tx, COD_RULES_KEY)));
    },

    async codRulesForStaff() {
      const row = await repo.findSetting(db, COD_RULES_KEY);
      return { rules: parseCodRules(row), ...lastChange(row) };
    },

    async setCodRules(rules, actor) {
      const unknown = rules.blockedPincodes.find((p) => !deps.knownPincode(Number(p)));
      if (unknown) throw new AppError('codRules.unknownPincode', { pincode: unknown });
      await save(COD_RULES_KEY, 'settings.cod_rules', actor, { value: rules, before: parseCodRules });
    },

    async setCodRule(rule, actor) {
      const next: StoredCodRule = { enabled: rule.enabled, thresholdPaise: rule.thresholdAmount === null ? null : rupeesToPaise(rule.thresholdAmount), firstCodOrder: rule.firstCodOrder };
      await save(COD_RULE_KEY, 'settings.cod_confirmation', actor, { value: next, before: (row) => toView(parse(row)), after: toView(next) });
      return toView(next);
    },

    reminders: async (tx = db) => parseReminders(await repo.findSetting(tx, REMINDERS_KEY)),

    async remindersForStaff() {
      const row = await repo.findSetting(db, REMINDERS_KEY);
      return { settings: parseReminders(row), ...lastChange(row) };
    },

    async setReminders(settings, actor) {
      if (settings.secondCouponCode !== null && !(await deps.couponExists?.(settings.secondCouponCode))) throw new AppError('reminder.couponUnknown');
      await save(REMINDERS_KEY, 'settings.reminders', actor, { value: settings, before: parseReminders });
    },

    grievanceOfficer: async (tx = db) => parseOfficer(await repo.findSetting(tx, GRIEVANCE_OFFICER_KEY)),

    async grievanceOfficerForStaff() {
      const row = await repo.findSetting(db, GRIEVANCE_OFFICER_KEY);
      return { officer: parseOfficer(row), ...lastChange(row) };
    },

    async setGrievanceOfficer(officer, actor) {
      // Every process forgets the public pages it keeps (they name the officer).
      await save(GRIEVANCE_OFFICER_KEY, 'settings.grievance_officer', actor, { value: officer, before: parseOfficer, also: (tx) => repo.announcePublicChange(tx, GRIEVANCE_OFFICER_KEY) });
    },
  };
}
