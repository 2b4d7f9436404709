import { eq } from 'drizzle-orm';
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
