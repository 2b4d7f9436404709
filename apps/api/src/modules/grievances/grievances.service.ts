import {
  DATA_RIGHTS_LIMITS,
  GRIEVANCE_LIMITS,
  type AdminGrievance,
  type DataRightsItem,
  type Grievance,
} from '@shop/contract/data-rights';
import type { GrievanceBody as GrievanceBodySchema } from '@shop/contract/data-rights';
import type { GrievanceOfficerDetails } from '@shop/contract/grievance-officer';
import { NOTIFICATION_LIMITS } from '@shop/contract/notifications';
import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';
import type { z } from 'zod';
import type { AdapterLogger } from '../../adapters/logger';
import type { Mailer } from '../../adapters/mail/mailer';
import { recordAudit, type Actor } from '../../audit/audit.service';
import type { Db, DbOrTx } from '../../db/client';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { AppError } from '../../lib/errors';
import { BRAND, renderMail } from '../../lib/mail-layout';
import * as repo from './grievances.repository';

type GrievanceInput = z.output<typeof GrievanceBodySchema>;

export interface GrievancesService {
  /**
   * Registers a grievance with its number and its acknowledgement mail in one transaction, then mails it at once
   * (the outbox retries a failed send). 429 past GRIEVANCE_LIMITS per email and per client address.
   */
  submit(input: GrievanceInput, from: { userId: string | null; accountEmail: string | null; accountName: string | null; requester: string }): Promise<Grievance>;
  /** The customer's own grievances, newest first. */
  mine(userId: string): Promise<Grievance[]>;
  /** One grievance for the console. */
  get(id: string): Promise<AdminGrievance>;
  /** Staff's answer, mailed to the customer: open → answered (audited). */
  answer(id: string, answer: string, actor: Actor): Promise<AdminGrievance>;
  /** answered → closed (audited). */
  close(id: string, actor: Actor): Promise<AdminGrievance>;
  /** The console's list, with the 90-day clock. */
  consoleItems(): Promise<DataRightsItem[]>;
  /** Sends grievance mails that are due (after a failure or a crash); returns how many went. */
  deliverDue(): Promise<number>;
}

export interface GrievancesDeps {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  log: AdapterLogger;
  publicBaseUrl: string;
  /** The grievance officer staff set (the settings service), named in every grievance mail as it is sent. */
  officer: () => Promise<GrievanceOfficerDetails>;
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

export function grievanceNumber(year: number, sequence: number): string {
  return `${GRIEVANCE_LIMITS.numberPrefix}-${year}-${String(sequence).padStart(GRIEVANCE_LIMITS.numberDigits, '0')}`;
}

const view = (r: repo.GrievanceRow): Grievance => ({
  _id: r.id,
  number: r.number,
  subject: r.subject,
  message: r.message,
  orderNumber: r.orderNumber,
  status: r.status,
  answer: r.answer,
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
});

const officerLine = (o: GrievanceOfficerDetails) => `${o.name}, ${o.designation} (${o.email}, ${o.phone}; ${o.address})`;

function mailOf(kind: repo.GrievanceMailKind, g: repo.GrievanceRow, shopUrl: string, officer: GrievanceOfficerDetails) {
  if (kind === 'received') {
    return renderMail(g.email, {
      subject: `We have received your grievance ${g.number}`,
      heading: `Grievance ${g.number} received`,
      paragraphs: [
        `Thank you for writing to ${BRAND}. Your grievance is registered with the number ${g.number}; please quote it if you write again.`,
        `Our grievance officer will look into it and answer you by mail within one month at the latest.`,
      ],
      block: { title: g.subject, lines: g.message.split('\n').slice(0, 20) },
      smallPrint: [`Grievance officer: ${officerLine(officer)}. ${officer.hours}.`],
      link: { label: 'Your account', url: `${shopUrl}/profile` },
    });
  }
  return renderMail(g.email, {
    subject: `Our answer to your grievance ${g.number}`,
    heading: `Grievance ${g.number}`,
    paragraphs: [`About “${g.subject}”:`, ...(g.answer ?? '').split('\n').filter((l) => l.trim() !== '')],
    smallPrint: [`Not satisfied? Reply to this mail or write to our grievance officer: ${officerLine(officer)}.`],
  });
}

export function createGrievancesService({ db, now, mailer, log, publicBaseUrl, officer }: GrievancesDeps): GrievancesService {
  const leaseMs = OUTBOX_LIMITS.claimLeaseSeconds * 1000;

  async function checkLimit(tx: DbOrTx, by: { email: string } | { requester: string }, max: number, at: Date) {
    const hourAgo = new Date(at.getTime() - 3_600_000);
    const taken = await repo.countSince(tx, by, hourAgo);
    if (taken.count >= max) {
      const retryMs = (taken.oldest ?? at).getTime() + 3_600_000 - at.getTime();
      throw new AppError('grievance.tooMany', { minutes: Math.max(1, Math.ceil(retryMs / 60_000)) }, { retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) });
    }
  }

  /** Sends what is due of one grievance (or the oldest due anywhere); a failure waits and is tried again. */
  async function sendOne(grievanceId?: string): Promise<boolean> {
    const at = now();
    const claimed = await repo.claimMail(db, at, leaseMs, grievanceId);
    if (!claimed) return false;
    const g = await repo.findGrievance(db, claimed.grievanceId);
    if (!g) return true;
    try {
      await mailer.send({ ...mailOf(claimed.kind, g, publicBaseUrl, await officer()), idempotencyKey: `grievance:${claimed.id}` });
      await repo.grievanceOutbox.markSent(db, claimed.id, now());
    } catch (error) {
      const { reason } = await repo.grievanceOutbox.markFailed(db, claimed, error, now(), NOTIFICATION_LIMITS.maxAttempts);
      log.warn({ grievance: g.number, kind: claimed.kind, reason }, 'could not send a grievance mail');
    }
    return true;
  }

  async function sendDueOf(grievanceId: string): Promise<void> {
    while (await sendOne(grievanceId)) {
      /* every mail of this grievance that is due */
    }
  }

  const daysLeftOf = (r: repo.GrievanceRow, at: Date) =>
    r.status === 'open' ? DATA_RIGHTS_LIMITS.answerDays - Math.floor((at.getTime() - r.createdAt.getTime()) / DAY_MS) : null;

  const adminView = (r: repo.GrievanceRow): AdminGrievance => ({ ...view(r), name: r.name, email: r.email, customerId: r.userId, daysLeft: daysLeftOf(r, now()) });

  async function move(id: string, actor: Actor, to: 'answered' | 'closed', answer?: string): Promise<AdminGrievance> {
    const row = await db.transaction(async (tx) => {
      const before = await repo.findGrievance(tx, id, true);
      if (!before) throw new AppError('grievance.notFound');
      const allowed = to === 'answered' ? before.status === 'open' : before.status === 'answered';
      if (!allowed) throw new AppError('grievance.move', { from: before.status, to });
      const at = now();
      const after = await repo.updateGrievance(
        tx,
        id,
        to === 'answered' ? { status: 'answered', answer: answer!, answeredAt: at, answeredBy: actor.userId, updatedAt: at } : { status: 'closed', closedAt: at, updatedAt: at },
      );
      if (to === 'answered') await repo.enqueueMail(tx, id, 'answered', at);
      await recordAudit(tx, { actorUserId: actor.userId, actorLabel: actor.label, action: `grievance.${to === 'answered' ? 'answer' : 'close'}`, entityType: 'grievance', entityId: id, before: { status: before.status }, after: { status: after.status } }, at);
      return after;
    });
    if (to === 'answered') await sendDueOf(id);
    return adminView(row);
  }

  return {
    async submit(input, from) {
      const email = from.accountEmail ?? input.email;
      if (!email) throw new AppError('grievance.emailNeeded');
      const row = await db.transaction(async (tx) => {
        await lockUntilCommit(tx, LOCK_KEYS.grievances(`email:${email}`));
        await lockUntilCommit(tx, LOCK_KEYS.grievances(`address:${from.requester}`));
        const at = now();
        await checkLimit(tx, { email }, GRIEVANCE_LIMITS.perHourPerEmail, at);
        await checkLimit(tx, { requester: from.requester }, GRIEVANCE_LIMITS.perHourPerAddress, at);
        const year = new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear();
        const number = grievanceNumber(year, await repo.nextNumber(tx, year));
        const g = await repo.insertGrievance(tx, {
          number,
          userId: from.userId,
          name: input.name || from.accountName || null,
          email,
          subject: input.subject,
          message: input.message,
          orderNumber: input.orderNumber || null,
          requester: from.requester,
          createdAt: at,
          updatedAt: at,
        });
        await repo.enqueueMail(tx, g.id, 'received', at);
        return g;
      });
      // At once, not within the 48 hours the law allows; the outbox job retries a send that fails.
      await sendDueOf(row.id);
      return view(row);
    },

    async mine(userId) {
      return (await repo.listForUser(db, userId, DATA_RIGHTS_LIMITS.consolePageSize)).map(view);
    },

    async get(id) {
      const row = await repo.findGrievance(db, id);
      if (!row) throw new AppError('grievance.notFound');
      return adminView(row);
    },

    answer: (id, answer, actor) => move(id, actor, 'answered', answer),
    close: (id, actor) => move(id, actor, 'closed'),

    async consoleItems() {
      const at = now();
      return (await repo.listForConsole(db, DATA_RIGHTS_LIMITS.consolePageSize)).map((r) => {
        const left = daysLeftOf(r, at);
        return {
          kind: 'grievance' as const,
          _id: r.id,
          reference: r.number,
          customerId: r.userId,
          who: r.name?.trim() || r.customerName?.trim() || r.email,
          status: r.status,
          source: null,
          subject: r.subject,
          requestedAt: r.createdAt.toISOString(),
          doneAt: (r.answeredAt ?? r.closedAt)?.toISOString() ?? null,
          daysLeft: left,
          overdue: left !== null && left < 0,
        };
      });
    },

    async deliverDue() {
      let sent = 0;
      while (sent < NOTIFICATION_LIMITS.batchSize && (await sendOne())) sent += 1;
      return sent;
    },
  };
}

