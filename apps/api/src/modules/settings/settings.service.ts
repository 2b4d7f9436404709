import type { CodConfirmationRule} from '@shop/contract/cod-confirmation';
import { DEFAULT_COD_CONFIRMATION_RULE } from '@shop/contract/cod-confirmation';
import { paiseToRupees, rupeesToPaise } from '@shop/pricing/money';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit, type Actor } from '../audit/audit.service';
import * as repo from './settings.repository';

const COD_RULE_KEY = 'cod_confirmation';

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
}

const toView = (stored: StoredCodRule): CodConfirmationRule => ({
  enabled: stored.enabled,
  thresholdAmount: stored.thresholdPaise === null ? null : paiseToRupees(stored.thresholdPaise),
  firstCodOrder: stored.firstCodOrder,
});

const DEFAULT_STORED: StoredCodRule = { enabled: DEFAULT_COD_CONFIRMATION_RULE.enabled, thresholdPaise: null, firstCodOrder: DEFAULT_COD_CONFIRMATION_RULE.firstCodOrder };

/** Shop-wide settings staff change in the console. */
export function createSettingsService(deps: { db: Db; now: () => Date }): SettingsService {
  const { db, now } = deps;

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
  };
}
