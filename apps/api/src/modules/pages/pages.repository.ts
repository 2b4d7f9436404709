import type { Locale } from '@shop/contract/locale';
import type { PageKey } from '@shop/contract/pages';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/handles';
import { pageSections } from '../../db/schema';

export type PageSectionRow = typeof pageSections.$inferSelect;
export type NewPageSectionRow = typeof pageSections.$inferInsert;

/** A page's rows in the given languages, in page order (then by language, English first). */
export async function listPageRows(db: DbOrTx, page: PageKey, locales: readonly Locale[]): Promise<PageSectionRow[]> {
  return db
    .select()
    .from(pageSections)
    .where(and(eq(pageSections.page, page), inArray(pageSections.locale, [...locales])))
    .orderBy(asc(pageSections.position), asc(pageSections.section), asc(pageSections.locale));
}

/** How many sections each page has in each language (the console's list). */
export async function countSections(db: DbOrTx): Promise<Array<{ page: PageKey; locale: Locale; count: number }>> {
  return db
    .select({ page: pageSections.page, locale: pageSections.locale, count: sql<number>`count(*)::int` })
    .from(pageSections)
    .where(sql`${pageSections.locale} = 'en' or ${pageSections.heading} is not null or ${pageSections.body} is not null`)
    .groupBy(pageSections.page, pageSections.locale);
}

/** One section's row in one language; `lock` holds it (FOR UPDATE) until the transaction ends. */
export async function findSectionRow(db: DbOrTx, page: PageKey, section: string, locale: Locale, lock = false): Promise<PageSectionRow | undefined> {
  const query = db
    .select()
    .from(pageSections)
    .where(and(eq(pageSections.page, page), eq(pageSections.section, section), eq(pageSections.locale, locale)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Writes a section's words in one language (the row is made on its first save). */
export async function upsertSectionRow(db: DbOrTx, row: NewPageSectionRow): Promise<void> {
  await db
    .insert(pageSections)
    .values(row)
    .onConflictDoUpdate({
      target: [pageSections.page, pageSections.section, pageSections.locale],
      set: { heading: row.heading ?? null, body: row.body ?? null, version: row.version, updatedAt: row.updatedAt },
    });
}
