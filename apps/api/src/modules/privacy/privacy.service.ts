import {
  DATA_RIGHTS_LIMITS,
  KEPT_AFTER_DELETION,
  type DataExport,
  type DataRightsItem,
  type Nominee,
} from '@shop/contract/data-rights';
import { recordAudit, type Actor } from '../../audit/audit.service';
import type { Db, DbOrTx } from '../../db/client';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { AppError } from '../../lib/errors';
import { BRAND } from '../../lib/mail-layout';
import * as repo from './privacy.repository';
import { EXPORT_WORDS } from './export-words';
import { LOCALE_TAG, type Locale } from '@shop/contract/locale';

export { EXPORT_SECTIONS, WITHHELD_COLUMNS, WITHHELD_TABLES } from './privacy.repository';

export interface PrivacyService {
  /** Everything the shop holds about the customer (429 past DATA_RIGHTS_LIMITS' downloads); each download is recorded. */
  exportData(userId: string): Promise<Omit<DataExport, 'success'>>;
  /** What deleting the account would do now: what holds it up, and what is kept and why. */
  deletionPreview(userId: string): Promise<{ refusal: AppError | null; email: string }>;
  /**
   * Erases the customer inside the caller's transaction, after checking under the customer's order lock that nothing
   * is on its way; ends every session. When something is, nothing is erased, the request is recorded for staff to
   * finish and the refusal (409) is returned, for the caller to throw once the transaction has committed.
   */
  erase(tx: DbOrTx, userId: string, by: ErasedBy): Promise<AppError | null>;
  nominee(userId: string): Promise<Nominee | null>;
  saveNominee(userId: string, nominee: { name: string; email: string | null; phone: string | null }): Promise<Nominee>;
  removeNominee(userId: string): Promise<void>;
  /** The console's list of data requests, each with its 90-day clock. */
  consoleRequests(): Promise<DataRightsItem[]>;
}

export type ErasedBy = { source: 'account' } | { source: 'staff'; actor: Actor; reference: string };

export interface PrivacyDeps {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;

/** Days left of the DPDP clock from `from` (negative once overdue). */
export function daysLeft(from: Date, at: Date): number {
  return DATA_RIGHTS_LIMITS.answerDays - Math.floor((at.getTime() - from.getTime()) / DAY_MS);
}

const toNominee = (row: repo.NomineeRow): Nominee => ({ name: row.name, email: row.email, phone: row.phone, updatedAt: row.updatedAt.toISOString() });

export const EXPORT_TITLE = `Your data at ${BRAND}`;

export function createPrivacyService({ db, now }: PrivacyDeps): PrivacyService {
  async function subjectOf(tx: DbOrTx, userId: string, forUpdate = false): Promise<repo.Subject & { row: repo.UserRow }> {
    const row = await repo.findUser(tx, userId, forUpdate);
    if (!row || row.erasedAt) throw new AppError('auth.unauthorized');
    return { userId, email: row.email, phone: row.phone, row };
  }

  async function blockers(tx: DbOrTx, userId: string): Promise<AppError | null> {
    const orders = await repo.ordersInFlight(tx, userId);
    if (orders.length > 0) return new AppError('dataRights.ordersInFlight', { orders: orders.join(', ') });
    if ((await repo.paymentsInFlight(tx, userId, now())) > 0) return new AppError('dataRights.paymentInFlight');
    return null;
  }

  return {
    async exportData(userId) {
      return db.transaction(async (tx) => {
        await lockUntilCommit(tx, LOCK_KEYS.dataRights(userId));
        const at = now();
        for (const [windowMs, max] of [
          [3_600_000, DATA_RIGHTS_LIMITS.exportsPerHour],
          [DAY_MS, DATA_RIGHTS_LIMITS.exportsPerDay],
        ] as const) {
          const taken = await repo.exportsSince(tx, userId, new Date(at.getTime() - windowMs));
          if (taken.count >= max) {
            const retryMs = (taken.oldest ?? at).getTime() + windowMs - at.getTime();
            throw new AppError('dataRights.exportTooMany', { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) }, { retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) });
          }
        }
        const subject = await subjectOf(tx, userId);
        // The download is itself part of what the customer sees: it is recorded first.
        await repo.insertDataRequest(tx, { userId, kind: 'export', source: 'account', done: true, at });
        const sections = await repo.readExport(tx, subject);
        const about = Object.fromEntries(repo.EXPORT_SECTIONS.map((s) => [s.table, s.about]));
        return { exportedAt: at.toISOString(), about, sections };
      });
    },

    async deletionPreview(userId) {
      const subject = await subjectOf(db, userId);
      const refusal = subject.row.role === 'admin' ? new AppError('dataRights.staffAccount') : await blockers(db, userId);
      return { refusal, email: subject.email };
    },

    async erase(tx, userId, by) {
      // The same locks as placing an order and changing the cart: an order placed at the same moment either lands
      // first (and holds the deletion up) or finds the account gone.
      await lockUntilCommit(tx, LOCK_KEYS.dataRights(userId));
      await lockUntilCommit(tx, LOCK_KEYS.orders(userId));
      await lockUntilCommit(tx, LOCK_KEYS.cart(userId));
      const row = await repo.findUser(tx, userId, true);
      if (!row) throw by.source === 'staff' ? new AppError('admin.customerNotFound') : new AppError('auth.unauthorized');
      if (row.erasedAt) throw by.source === 'staff' ? new AppError('dataRights.customerErased') : new AppError('auth.unauthorized');
      // Staff rights are removed first (the Staff page keeps the last member of staff), then the account can go.
      if (row.role === 'admin') return new AppError('dataRights.staffAccount');
      const at = now();
      const refusal = await blockers(tx, userId);
      if (refusal) {
        // Asked for and confirmed: staff see it waiting, and finish it once the orders are settled.
        if (!(await repo.hasOpenDeletion(tx, userId))) {
          await repo.insertDataRequest(tx, {
            userId,
            kind: 'deletion',
            source: by.source,
            done: false,
            at,
            reference: by.source === 'staff' ? by.reference : null,
            handledBy: by.source === 'staff' ? by.actor.userId : null,
          });
        }
        return refusal;
      }
      await repo.eraseSubject(tx, { userId, email: row.email, phone: row.phone }, at);
      const handledBy = by.source === 'staff' ? by.actor.userId : null;
      if ((await repo.completeDeletionRequests(tx, userId, at, handledBy)) === 0) {
        await repo.insertDataRequest(tx, { userId, kind: 'deletion', source: by.source, done: true, at, reference: by.source === 'staff' ? by.reference : null, handledBy });
      }
      if (by.source === 'staff') {
        // The audit names the account and the written request, never the erased contact details.
        await recordAudit(tx, { actorUserId: by.actor.userId, actorLabel: by.actor.label, action: 'user.erase', entityType: 'user', entityId: userId, before: { erased: false }, after: { erased: true, reference: by.reference } }, at);
      }
      return null;
    },

    async nominee(userId) {
      const row = await repo.findNominee(db, userId);
      return row ? toNominee(row) : null;
    },

    async saveNominee(userId, nominee) {
      const subject = await subjectOf(db, userId);
      if ((nominee.email && nominee.email === subject.email) || (nominee.phone && nominee.phone === subject.phone)) throw new AppError('dataRights.nomineeNotYou');
      return toNominee(await repo.saveNominee(db, userId, nominee, now()));
    },

    async removeNominee(userId) {
      await repo.deleteNominee(db, userId);
    },

    async consoleRequests() {
      const at = now();
      const rows = await repo.listDataRequests(db, DATA_RIGHTS_LIMITS.consolePageSize);
      return rows.map((r) => {
        const left = r.status === 'done' ? null : daysLeft(r.requestedAt, at);
        return {
          kind: r.kind,
          _id: r.id,
          reference: r.id.slice(0, 8).toUpperCase(),
          customerId: r.userId,
          who: r.erasedAt ? 'Deleted account' : (r.name?.trim() || r.email),
          status: r.status,
          source: r.source,
          subject: null,
          requestedAt: r.requestedAt.toISOString(),
          doneAt: r.doneAt?.toISOString() ?? null,
          daysLeft: left,
          overdue: left !== null && left < 0,
        };
      });
    },
  };
}

/** What is kept after a deletion, and why (the contract's words). */
export const keptAfterDeletion = () => KEPT_AFTER_DELETION.map((k) => ({ what: k.what, why: k.why }));

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML, attributes included. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return `<code>${escapeHtml(JSON.stringify(value, null, 1))}</code>`;
  return escapeHtml(String(value));
}

/**
 * The export as one readable HTML page (a download) in the customer's language: a table per section, with its heading
 * and what it holds in that language (column names and values as stored), every value escaped.
 */
export function exportHtml(data: Omit<DataExport, 'success'>, locale: Locale = 'en'): string {
  const words = locale === 'en' ? null : EXPORT_WORDS[locale];
  const pageTitle = words ? words.title(BRAND) : EXPORT_TITLE;
  const intro = words ? words.intro(BRAND, data.exportedAt) : `Everything ${BRAND} keeps about you, as of ${data.exportedAt}. Amounts are in paise (₹1 = 100 paise).`;
  const parts = Object.entries(data.sections).map(([table, rows]) => {
    const own = words?.sections[table];
    const title = escapeHtml(own?.title ?? table.replace(/_/g, ' '));
    const about = escapeHtml(own?.about ?? data.about[table] ?? '');
    if (rows.length === 0) return `<section><h2>${title}</h2><p>${about}</p><p class="none">${escapeHtml(words?.nothingKept ?? 'Nothing kept.')}</p></section>`;
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const head = columns.map((c) => `<th scope="col">${escapeHtml(c.replace(/_/g, ' '))}</th>`).join('');
    const body = rows.map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join('')}</tr>`).join('\n');
    return `<section><h2>${title}</h2><p>${about}</p><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div></section>`;
  });
  return `<!doctype html>
<html lang="${LOCALE_TAG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;padding:1rem;max-width:72rem;color:#1f2937}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem;text-transform:capitalize}
.scroll{overflow-x:auto}table{border-collapse:collapse;font-size:13px}
th,td{border:1px solid #d1d5db;padding:.25rem .5rem;text-align:left;vertical-align:top}
code{white-space:pre-wrap;font-size:12px}.none{color:#6b7280}
</style></head><body>
<h1>${escapeHtml(pageTitle)}</h1>
<p>${escapeHtml(intro)}</p>
${parts.join('\n')}
</body></html>
`;
}
