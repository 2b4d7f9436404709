import { MESSAGE_BUDGET, type ShopTextBudget } from '@shop/contract/auth';
import { and, eq, gt, like, notLike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { textMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';

const HOUR_MS = 3600_000;

const DAY_MS = 24 * HOUR_MS;

/** Order updates are kept apart from codes by their kind: `update:shipped`. */
const UPDATE_KIND_PREFIX = 'update:';
/** Reminders too, each under its own id (`reminder:<id>`), so a reminder's retry is never counted twice. */
const REMINDER_KIND_PREFIX = 'reminder:';
const isUpdate = like(textMessages.kind, `${UPDATE_KIND_PREFIX}%`);
const isReminder = like(textMessages.kind, `${REMINDER_KIND_PREFIX}%`);
const isCode = and(notLike(textMessages.kind, `${UPDATE_KIND_PREFIX}%`), notLike(textMessages.kind, `${REMINDER_KIND_PREFIX}%`));

export interface TextRequest {
  /** What the text carries (a code's purpose). */
  kind: string;
  /** The phone number it goes to. */
  destination: string;
  /** The account it is sent for; null when no account is concerned. */
  userId: string | null;
  /** The client address that asked for it; null when it is left out of the per-address budget. */
  requester: string | null;
  at: Date;
  /**
   * False when the request is answered as if a text went but none does (a login code for a number no account
   * uses): the limits are checked the same way, so the answer tells nothing, but the budget is not spent.
   */
  sent: boolean;
}

interface Window {
  hour: number;
  day: number;
}

/** Texts in one scope within the last hour and day, and when the oldest of each went. */
async function spent(tx: DbOrTx, scope: SQL | undefined, at: Date) {
  const hourAgo = new Date(at.getTime() - HOUR_MS);
  const [row] = await tx
    .select({
      hour: sql<number>`count(*) filter (where ${textMessages.sentAt} > ${hourAgo})::int`,
      hourOldest: sql<Date | null>`min(${textMessages.sentAt}) filter (where ${textMessages.sentAt} > ${hourAgo})`,
      day: sql<number>`count(*)::int`,
      dayOldest: sql<Date | null>`min(${textMessages.sentAt})`,
    })
    .from(textMessages)
    .where(and(scope, gt(textMessages.sentAt, new Date(at.getTime() - DAY_MS))));
  return {
    hour: row?.hour ?? 0,
    hourOldest: row?.hourOldest ? new Date(row.hourOldest) : null,
    day: row?.day ?? 0,
    dayOldest: row?.dayOldest ? new Date(row.dayOldest) : null,
  };
}

/** Milliseconds until the scope is under its limits again, or 0 when it is under them now. */
async function waitFor(tx: DbOrTx, scope: SQL | undefined, limit: Window, at: Date): Promise<number> {
  const s = await spent(tx, scope, at);
  let wait = 0;
  if (s.day >= limit.day) wait = Math.max(wait, (s.dayOldest ?? at).getTime() + DAY_MS - at.getTime());
  if (s.hour >= limit.hour) wait = Math.max(wait, (s.hourOldest ?? at).getTime() + HOUR_MS - at.getTime());
  return wait;
}

export interface OrderUpdateText {
  /** The order event it tells of. */
  event: string;
  destination: string;
  userId: string;
  at: Date;
}

export interface ReminderText {
  reminderId: string;
  destination: string;
  userId: string;
  at: Date;
}

export interface MessageBudget {
  /**
   * Spends one text carrying a code inside the caller's transaction (the one that stores the code, so a refused or
   * failed request spends nothing): 429 with Retry-After when the account, the phone number, the client address or
   * the whole shop has used its hourly or daily allowance (MESSAGE_BUDGET). One lock for the whole shop orders the
   * texts, so requests racing each other, in any process, cannot all slip under a limit.
   */
  spendText(tx: DbOrTx, text: TextRequest): Promise<void>;
  /**
   * Spends one paid order update (SMS or WhatsApp) inside the caller's transaction, against the shop-wide budget
   * (shared with codes) and the number's allowance of updates. Returns 0 when spent, else the milliseconds until
   * it may go: the update then waits, nothing is spent, and it is never dropped.
   */
  spendOrderUpdate(tx: DbOrTx, update: OrderUpdateText): Promise<number>;
  /**
   * Spends one reminder by SMS or WhatsApp inside the caller's transaction, against the shop-wide budget and the
   * number's allowance of reminders (MESSAGE_BUDGET.remindersPerPhone). Returns 0 when spent (or when this reminder
   * was spent already: a retry after a cut-short send is the same message), else the milliseconds until it may go.
   */
  spendReminder(tx: DbOrTx, reminder: ReminderText): Promise<number>;
  /** The shop's texts in the last hour and day against the shop-wide budget, for the console's dashboard. */
  status(db: DbOrTx, at: Date): Promise<{ lastHour: number; lastDay: number; hourLimit: number; dayLimit: number; reached: boolean }>;
}

/** The message budget, with the shop-wide allowance as staff set it (the settings service). */
export function createMessageBudget(deps: { shopWideLimits: (tx: DbOrTx) => Promise<ShopTextBudget> }): MessageBudget {
  return {
    async spendText(tx, text) {
      await lockUntilCommit(tx, LOCK_KEYS.messageBudget);
      const { at } = text;
      let wait = 0;
      // The per-account, per-number and per-address allowances are for codes; order updates have their own.
      if (text.userId) wait = Math.max(wait, await waitFor(tx, and(eq(textMessages.userId, text.userId), isCode), MESSAGE_BUDGET.perAccount, at));
      wait = Math.max(wait, await waitFor(tx, and(eq(textMessages.destination, text.destination), isCode), MESSAGE_BUDGET.perPhone, at));
      if (text.requester !== null) wait = Math.max(wait, await waitFor(tx, and(eq(textMessages.requester, text.requester), isCode), MESSAGE_BUDGET.perAddress, at));
      wait = Math.max(wait, await waitFor(tx, undefined, await deps.shopWideLimits(tx), at));
      if (wait > 0) {
        throw new AppError('auth.messageBudget', { minutes: Math.max(1, Math.ceil(wait / 60_000)) }, { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
      }
      if (!text.sent) return;
      await tx.insert(textMessages).values({ kind: text.kind, destination: text.destination, userId: text.userId, requester: text.requester, sentAt: at });
    },

    async spendOrderUpdate(tx, update) {
      await lockUntilCommit(tx, LOCK_KEYS.messageBudget);
      const { at } = update;
      const wait = Math.max(
        await waitFor(tx, and(eq(textMessages.destination, update.destination), isUpdate), MESSAGE_BUDGET.updatesPerPhone, at),
        await waitFor(tx, undefined, await deps.shopWideLimits(tx), at),
      );
      if (wait > 0) return wait;
      await tx.insert(textMessages).values({ kind: `${UPDATE_KIND_PREFIX}${update.event}`, destination: update.destination, userId: update.userId, requester: null, sentAt: at });
      return 0;
    },

    async spendReminder(tx, reminder) {
      await lockUntilCommit(tx, LOCK_KEYS.messageBudget);
      const { at } = reminder;
      const kind = `${REMINDER_KIND_PREFIX}${reminder.reminderId}`;
      const [already] = await tx.select({ id: textMessages.id }).from(textMessages).where(and(eq(textMessages.destination, reminder.destination), eq(textMessages.kind, kind))).limit(1);
      if (already) return 0;
      const wait = Math.max(
        await waitFor(tx, and(eq(textMessages.destination, reminder.destination), isReminder), MESSAGE_BUDGET.remindersPerPhone, at),
        await waitFor(tx, undefined, await deps.shopWideLimits(tx), at),
      );
      if (wait > 0) return wait;
      await tx.insert(textMessages).values({ kind, destination: reminder.destination, userId: reminder.userId, requester: null, sentAt: at });
      return 0;
    },

    async status(db, at) {
      const s = await spent(db, undefined, at);
      const { hour, day } = await deps.shopWideLimits(db);
      return { lastHour: s.hour, lastDay: s.day, hourLimit: hour, dayLimit: day, reached: s.hour >= hour || s.day >= day };
    },
  };
}
