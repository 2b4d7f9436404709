import { LOCALES, type Locale } from '@shop/contract/locale';
import { PAGE_KEYS, type AdminPageSectionInput, type AdminPageResponse, type AdminPagesResponse, type PageKey, type PageResponse, type PageSection } from '@shop/contract/pages';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../audit/audit.service';
import type { Db, DbOrTx } from '../../db/handles';
import { AppError } from '../../lib/errors';
import * as repo from './pages.repository';

type SavedInput = z.output<typeof AdminPageSectionInput>;

export interface PagesService {
  /** A page in a language: every English section, each field in that language where it is written, else English. */
  read(page: PageKey, locale: Locale): Promise<PageResponse['page']>;
  /** Every page with its number of sections and, per language, how many are written in it (the console's list). */
  list(): Promise<AdminPagesResponse['pages']>;
  /** A page's sections with their words in every language, for editing side by side. */
  adminPage(page: PageKey): Promise<AdminPageResponse['page']>;
  /**
   * Saves a section's words in one language, made from `expectedVersion`: 409 when another save came first, 404 for a
   * section the page does not have, 422 for English left empty. Audited with before and after; a repeat is a no-op.
   */
  saveSection(page: PageKey, section: string, locale: Locale, input: SavedInput, actor: Actor): Promise<AdminPageResponse['page']>;
}

/** A translated field shows when written (not blank); otherwise the English one does. */
const written = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** Builds the pages' service; every save is audited in the transaction that makes it. */
export function createPagesService(deps: { db: Db; now: () => Date }): PagesService {
  async function adminPage(db: DbOrTx, page: PageKey): Promise<AdminPageResponse['page']> {
    const rows = await repo.listPageRows(db, page, LOCALES);
    const english = rows.filter((r) => r.locale === 'en');
    return {
      key: page,
      sections: english.map((en) => ({
        key: en.section,
        position: en.position,
        words: LOCALES.map((locale) => {
          const row = rows.find((r) => r.section === en.section && r.locale === locale);
          return row
            ? { locale, heading: row.heading, body: row.body, version: row.version, updatedAt: row.updatedAt.toISOString() }
            : { locale, heading: null, body: null, version: 0, updatedAt: null };
        }),
      })),
    };
  }

  return {
    async read(page, locale) {
      const rows = await repo.listPageRows(deps.db, page, locale === 'en' ? ['en'] : ['en', locale]);
      const sections = rows
        .filter((r) => r.locale === 'en')
        .map((en): PageSection => {
          const own = locale === 'en' ? undefined : rows.find((r) => r.section === en.section && r.locale === locale);
          const body = written(own?.body) ? own.body : en.body!;
          return {
            key: en.section,
            heading: written(own?.heading) ? own.heading : en.heading!,
            body,
            locale: written(own?.body) ? locale : 'en',
          };
        });
      return { key: page, locale, sections };
    },

    async list() {
      const counts = await repo.countSections(deps.db);
      return PAGE_KEYS.map((key) => {
        const of = counts.filter((c) => c.page === key);
        return {
          key,
          sections: of.find((c) => c.locale === 'en')?.count ?? 0,
          translated: Object.fromEntries(LOCALES.filter((l) => l !== 'en').map((l) => [l, of.find((c) => c.locale === l)?.count ?? 0])),
        };
      });
    },

    adminPage: (page) => adminPage(deps.db, page),

    async saveSection(page, section, locale, input, actor) {
      return deps.db.transaction(async (tx) => {
        // The English row's lock puts two saves of one section one after the other: the second sees the first's version.
        const english = await repo.findSectionRow(tx, page, section, 'en', true);
        if (!english) throw new AppError('admin.pageSectionNotFound');
        if (locale === 'en' && (!input.heading || !input.body)) throw new AppError('admin.pageEnglishRequired');
        const current = locale === 'en' ? english : await repo.findSectionRow(tx, page, section, locale, true);
        const before = { locale, heading: current?.heading ?? null, body: current?.body ?? null };
        const after = { locale, heading: input.heading, body: input.body };
        // The words already stored (a second tap, a retry): nothing to write, whatever version it was made from.
        if (before.heading === after.heading && before.body === after.body) return adminPage(tx, page);
        if ((current?.version ?? 0) !== input.expectedVersion) throw new AppError('admin.translationChanged');
        const at = deps.now();
        await repo.upsertSectionRow(tx, {
          page,
          section,
          locale,
          position: english.position,
          heading: input.heading,
          body: input.body,
          version: (current?.version ?? 0) + 1,
          updatedAt: at,
        });
        await recordAudit(
          tx,
          { actorUserId: actor.userId, actorLabel: actor.label, entityType: 'page', action: 'page.section', entityId: `${page}/${section}`, before, after },
          at,
        );
        return adminPage(tx, page);
      });
    },
  };
}
