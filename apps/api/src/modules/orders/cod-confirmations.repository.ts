import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codConfirmations } from '../../db/schema';

export type CodConfirmationRow = typeof codConfirmations.$inferSelect;
export type NewCodConfirmationRow = typeof codConfirmations.$inferInsert;

export async function insertConfirmation(db: DbOrTx, row: NewCodConfirmationRow): Promise<CodConfirmationRow> {
  const [created] = await db.insert(codConfirmations).values(row).returning();
  return created!;
}

export async function findConfirmation(db: DbOrTx, id: string, forUpdate = false): Promise<CodConfirmationRow | undefined> {
  const query = db.select().from(codConfirmations).where(eq(codConfirmations.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findConfirmationByKey(db: DbOrTx, userId: string, key: string): Promise<CodConfirmationRow | undefined> {
  const [row] = await db
    .select()
    .from(codConfirmations)
    .where(and(eq(codConfirmations.userId, userId), eq(codConfirmations.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function updateConfirmation(db: DbOrTx, id: string, changes: Partial<Pick<NewCodConfirmationRow, 'orderId' | 'confirmedAt' | 'codeSentAt'>>): Promise<void> {
  await db.update(codConfirmations).set(changes).where(eq(codConfirmations.id, id));
}

/** An expired confirmation gives its Idempotency-Key back for a new attempt. */
export async function deleteConfirmation(db: DbOrTx, id: string): Promise<void> {
  await db.delete(codConfirmations).where(eq(codConfirmations.id, id));
}
