import { sql, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/** The one row of `table` where `where` holds (the first, should there be more), or undefined; `lock` holds it until the transaction ends. */
export async function firstRow<T extends PgTable>(db: DbOrTx, table: T, where: SQL | undefined, lock = false): Promise<T['$inferSelect'] | undefined> {
  const query = db.select().from(table as PgTable).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}

/** How many rows of `table` `where` holds for. */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.n ?? 0;
}

/** Sets `values` on the rows of `table` where `where` holds; true when it changed at least one (false when none was in that state any more). */
export async function updateWhere<T extends PgTable>(db: DbOrTx, table: T, values: PgUpdateSetSource<T>, where: SQL | undefined): Promise<boolean> {
  const rows = await db.update(table).set(values).where(where).returning({ one: sql`1` });
  return rows.length > 0;
}
