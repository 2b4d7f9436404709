import { MESSAGE_BUDGET, ShopTextBudget } from '@shop/contract/auth';
import { findSetting } from '../settings/settings.repository';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { textMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../../lib/locks';

const HOUR_MS = 3600_000;

/** The key of the shop-wide budget staff set in the console (shop_settings). */
export const SHOP_TEXT_BUDGET_KEY = 'message_budget';

/** The shop-wide texts an hour and a day: as staff set them, else MESSAGE_BUDGET.shopWide. */
export async function shopWideLimits(db: DbOrTx): Promise<ShopTextBudget> {
  const parsed = ShopTextBudget.safeParse((await findSetting(db, SHOP_TEXT_BUDGET_KEY))?.value);
  return parsed.success ? parsed.data : { ...MESSAGE_BUDGET.shopWide };
}
const DAY_MS = 24 * HOUR_MS;

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

/**
 * Spends one text of the message budget inside the caller's transaction (the one that stores the code it carries,
 * so a refused or failed request spends nothing): 429 with Retry-After when the account, the phone number, the
 * client address or the whole shop has used its hourly or daily allowance (MESSAGE_BUDGET). One lock for the whole
 * shop orders the texts, so requests racing each other, in any process, cannot all slip under a limit.
 */
export async function spendText(tx: DbOrTx, text: TextRequest): Promise<void> {
  await lockUntilCommit(tx, LOCK_KEYS.messageBudget);
  const { at } = text;
  let wait = 0;
  if (text.userId) wait = Math.max(wait, await waitFor(tx, eq(textMessages.userId, text.userId), MESSAGE_BUDGET.perAccount, at));
  wait = Math.max(wait, await waitFor(tx, eq(textMessages.destination, text.destination), MESSAGE_BUDGET.perPhone, at));
  if (text.requester !== null) wait = Math.max(wait, await waitFor(tx, eq(textMessages.requester, text.requester), MESSAGE_BUDGET.perAddress, at));
  wait = Math.max(wait, await waitFor(tx, undefined, await shopWideLimits(tx), at));
  if (wait > 0) {
    throw new AppError('auth.messageBudget', { minutes: Math.max(1, Math.ceil(wait / 60_000)) }, { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
  }
  if (!text.sent) return;
  await tx.insert(textMessages).values({ kind: text.kind, destination: text.destination, userId: text.userId, requester: text.requester, sentAt: at });
}

/** The shop's texts in the last hour and day against the shop-wide budget, for the console's dashboard. */
export async function shopTextBudget(db: DbOrTx, at: Date): Promise<{ lastHour: number; lastDay: number; hourLimit: number; dayLimit: number; reached: boolean }> {
  const s = await spent(db, undefined, at);
  const { hour, day } = await shopWideLimits(db);
  return { lastHour: s.hour, lastDay: s.day, hourLimit: hour, dayLimit: day, reached: s.hour >= hour || s.day >= day };
}
