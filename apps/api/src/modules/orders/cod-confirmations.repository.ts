import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { codConfirmations } from '../../db/schema';
import { firstRow } from '../../db/queries';

export type CodConfirmationRow = typeof codConfirmations.$inferSelect;
export type NewCodConfirmationRow = typeof codConfirmations.$inferInsert;

export async function insertConfirmation(db: DbOrTx, row: NewCodConfirmationRow): Promise<CodConfirmationRow> {
  const [created] = await db.insert(codConfirmations).values(row).returning();
  return created!;
}

export async function findConfirmation(db: DbOrTx, id: string, forUpdate = false): Promise<CodConfirmationRow | undefined> {
  return firstRow(db, codConfirmations, eq(codConfirmations.id, id), forUpdate);
}

export async function findConfirmationByKey(db: DbOrTx, userId: string, key: string): Promise<CodConfirmationRow | undefined> {
  return firstRow(db, codConfirmations, and(eq(codConfirmations.userId, userId), eq(codConfirmations.idempotencyKey, key)));
}

export async function updateConfirmation(db: DbOrTx, id: string, changes: Partial<Pick<NewCodConfirmationRow, 'orderId' | 'confirmedAt' | 'codeSentAt'>>): Promise<void> {
  await db.update(codConfirmations).set(changes).where(eq(codConfirmations.id, id));
}

/** An expired confirmation gives its Idempotency-Key back for a new attempt. */
export async function deleteConfirmation(db: DbOrTx, id: string): Promise<void> {
  await db.delete(codConfirmations).where(eq(codConfirmations.id, id));
}
