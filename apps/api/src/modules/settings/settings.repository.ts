import { PUBLIC_CACHE } from '@shop/contract/operations';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shopSettings } from '../../db/schema';

export type SettingRow = typeof shopSettings.$inferSelect;

export async function findSetting(db: DbOrTx, key: string, forUpdate = false): Promise<SettingRow | undefined> {
  const query = db.select().from(shopSettings).where(eq(shopSettings.key, key)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Writes a setting, replacing what was there. */
export async function putSetting(db: DbOrTx, row: { key: string; value: unknown; updatedAt: Date; updatedBy: string | null }): Promise<void> {
  await db
    .insert(shopSettings)
    .values(row)
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: row.value, updatedAt: row.updatedAt, updatedBy: row.updatedBy } });
}

/**
 * Tells every process (its change listener) that something public pages show has changed, once the transaction
 * commits: each forgets its kept pages and public answers (a name that is not a table forgets them all).
 */
export async function announcePublicChange(db: DbOrTx, what: string): Promise<void> {
  await db.execute(sql`select pg_notify(${PUBLIC_CACHE.changesChannel}, ${what})`);
}
