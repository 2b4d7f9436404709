import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/**
 * The next number of a gap-free series kept in `table` (one row per `key` value, with its `last` number): the row
 * stays locked until the transaction commits, so numbers are given in order and a rolled-back one is given again.
 */
export async function nextInSeries(db: DbOrTx, table: PgTable & { last: PgColumn }, key: PgColumn, value: string | number): Promise<number> {
  const result = await db.execute<{ last: number }>(sql`
    insert into ${table} (${sql.identifier(key.name)}, last) values (${value}, 1)
    on conflict (${sql.identifier(key.name)}) do update set last = ${table}.last + 1
    returning last`);
  return Number(result.rows[0]!.last);
}
