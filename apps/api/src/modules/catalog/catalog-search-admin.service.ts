import { SEARCH_LIMITS, type SearchMiss, type Synonym, type SynonymBody } from '@shop/contract/search';
import { recordAudit, type Actor } from '../../audit/audit.service';
import type { Db, DbOrTx } from '../../db/client';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { refusingTaken } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import * as repo from './catalog-search.repository';
import { normaliseQuery } from './catalog-search.service';

export interface CatalogSearchAdminService {
  listSynonyms(): Promise<Synonym[]>;
  createSynonym(body: SynonymBody, actor: Actor): Promise<Synonym>;
  updateSynonym(id: string, body: SynonymBody, actor: Actor): Promise<Synonym>;
  deleteSynonym(id: string, actor: Actor): Promise<void>;
  /** Searches that found nothing, most frequent first, over the last SEARCH_LIMITS.missesKeptDays days. */
  listMisses(): Promise<SearchMiss[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const toSynonym = (row: repo.SynonymRow): Synonym => ({ id: row.id, term: row.term, synonyms: row.synonyms, updatedAt: row.updatedAt.toISOString() });

/** An entry as stored: words normalised like searches are, the term never among its own synonyms, no repeats. */
function clean(body: SynonymBody): { term: string; synonyms: string[] } {
  const term = normaliseQuery(body.term);
  const synonyms = [...new Set(body.synonyms.map(normaliseQuery))].filter((w) => w && w !== term);
  return { term, synonyms };
}

/** The console's side of search: the synonym list staff edit (every change audited) and the searches that found nothing. */
export function createCatalogSearchAdminService(deps: { db: Db; now: () => Date }): CatalogSearchAdminService {
  const audit = (tx: DbOrTx, actor: Actor, action: string, entityId: string, before: unknown, after: unknown, at: Date) =>
    recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, entityType: 'search-synonym', action, entityId, before, after }, at);

  async function findForUpdate(tx: DbOrTx, id: string): Promise<repo.SynonymRow> {
    const row = UUID.test(id) ? await repo.findSynonym(tx, id, true) : undefined;
    if (!row) throw new AppError('search.synonymNotFound');
    return row;
  }

  return {
    async listSynonyms() {
      return (await repo.listSynonyms(deps.db)).map(toSynonym);
    },

    createSynonym(body, actor) {
      const entry = clean(body);
      if (entry.synonyms.length === 0) throw new AppError('request.invalid', { field: 'synonyms', problem: 'Give at least one word other than the term' });
      return refusingTaken('search.synonymTaken', () =>
        deps.db.transaction(async (tx) => {
          await lockUntilCommit(tx, LOCK_KEYS.searchSynonyms);
          if ((await repo.countSynonyms(tx)) >= SEARCH_LIMITS.synonymEntries) throw new AppError('search.synonymListFull');
          const at = deps.now();
          const row = await repo.insertSynonym(tx, entry, at);
          await audit(tx, actor, 'search-synonym.create', row.id, null, entry, at);
          return toSynonym(row);
        }),
      );
    },

    updateSynonym(id, body, actor) {
      const entry = clean(body);
      if (entry.synonyms.length === 0) throw new AppError('request.invalid', { field: 'synonyms', problem: 'Give at least one word other than the term' });
      return refusingTaken('search.synonymTaken', () =>
        deps.db.transaction(async (tx) => {
          const before = await findForUpdate(tx, id);
          const at = deps.now();
          const row = await repo.updateSynonym(tx, id, entry, at);
          await audit(tx, actor, 'search-synonym.update', id, { term: before.term, synonyms: before.synonyms }, entry, at);
          return toSynonym(row);
        }),
      );
    },

    async deleteSynonym(id, actor) {
      await deps.db.transaction(async (tx) => {
        const before = await findForUpdate(tx, id);
        await repo.deleteSynonym(tx, id);
        await audit(tx, actor, 'search-synonym.delete', id, { term: before.term, synonyms: before.synonyms }, null, deps.now());
      });
    },

    async listMisses() {
      const since = new Date(deps.now().getTime() - SEARCH_LIMITS.missesKeptDays * DAY_MS);
      await repo.forgetMissesBefore(deps.db, since);
      const rows = await repo.listMisses(deps.db, since, SEARCH_LIMITS.missesShown);
      return rows.map((r) => ({ query: r.query, count: r.count, lastSearchedAt: r.lastSearchedAt.toISOString() }));
    },
  };
}
