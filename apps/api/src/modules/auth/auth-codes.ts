import type { Locale } from '@shop/contract/locale';
import { ACCOUNT_LIMITS, ACCOUNT_LOOKUP_ANSWER_MS, OTP_POLICY, type CodePurpose } from '@shop/contract/auth';
import type { RetryAfterDetails } from '@shop/contract/errors';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { DbOrTx } from '../../db/client';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { AppError } from '../../lib/errors';
import { codeMail, codeSms, type CodeMailKind } from './auth.mails';
import * as repo from './auth.repository';
import type { AuthServiceDeps, WrongCode } from './auth.types';
import { generateOtp, hashOtp, otpMatches, type Destination } from './otp';

type CodeCheck = { ok: true; code: repo.OneTimeCodeRow } | { ok: false; reason: WrongCode };

/** The details of a 429 that says when to try again (the web's resend countdown follows it). */
const retryAfter = (retryAfterMs: number): RetryAfterDetails => ({ retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

export type AuthCodes = ReturnType<typeof createAuthCodes>;

/**
 * One-time codes and the limits around them, shared by every way of signing in: issuing (resend pause, hourly
 * allowances, the message budget), delivering by mail or SMS, checking (attempts, expiry) and the per-account pause
 * on wrong tries.
 */
export function createAuthCodes(deps: AuthServiceDeps) {
  const { db, sessionSecret, now } = deps;

  /** What a code's hash covers: the destination, and what the code is bound to when it confirms something. */
  const bound = (destination: string, binding: string | undefined) => (binding === undefined ? destination : `${destination}\n${binding}`);

  /**
   * Stores a new code for the destination, retiring older ones of the same purpose; `userId` is null when no account
   * may use it (the same work is done either way). Throws 429 when this requester had a code of this purpose sent
   * there less than OTP_POLICY.resendSeconds ago or spent its hourly allowance, or when the destination had its
   * hourly share from everyone together: a stranger asking for someone's codes never spends the owner's allowance.
   */
  async function issueCode(tx: DbOrTx, purpose: CodePurpose, destination: string, userId: string | null, requester: string, binding?: string): Promise<string> {
    const at = now();
    const hourAgo = new Date(at.getTime() - 3600_000);
    await lockUntilCommit(tx, LOCK_KEYS.auth(destination));
    const mine = await repo.codesSentSince(tx, { destination, purpose, requester }, hourAgo);
    if (mine.newest && at.getTime() - mine.newest.getTime() < OTP_POLICY.resendSeconds * 1000) {
      throw new AppError('auth.otpThrottled', undefined, retryAfter(mine.newest.getTime() + OTP_POLICY.resendSeconds * 1000 - at.getTime()));
    }
    if (mine.count >= OTP_POLICY.maxPerHour) {
      throw new AppError('auth.otpTooMany', undefined, retryAfter((mine.oldest ?? at).getTime() + 3600_000 - at.getTime()));
    }
    const everyone = await repo.codesSentSince(tx, { destination, purpose }, hourAgo);
    if (everyone.count >= OTP_POLICY.maxPerHourPerDestination) {
      throw new AppError('auth.otpTooMany', undefined, retryAfter((everyone.oldest ?? at).getTime() + 3600_000 - at.getTime()));
    }
    // A text costs the shop money: the message budget counts it per account, number, address and shop-wide.
    if (!destination.includes('@')) {
      const address = deps.outsideAddressBudget?.(requester) ? null : requester;
      await deps.messageBudget.spendText(tx, { kind: purpose, destination, userId, requester: address, at, sent: userId !== null });
    }
    await repo.retireCodes(tx, destination, purpose, at);
    const code = generateOtp();
    await repo.insertCode(tx, {
      purpose,
      destination,
      userId,
      requester,
      codeHash: hashOtp(sessionSecret, bound(destination, binding), code),
      expiresAt: new Date(at.getTime() + OTP_POLICY.expiryMinutes * 60_000),
      createdAt: at,
    });
    return code;
  }

  /**
   * Counts an attempt on an account before it is checked, so that requests racing each other cannot all slip under
   * the limit; throws 429 once ACCOUNT_LIMITS are reached. The attempt is forgotten when it succeeds (see cleared).
   */
  async function beginAttempt(kind: repo.FailureKind, subject: string): Promise<void> {
    const at = now().getTime();
    const windowMs = ACCOUNT_LIMITS.windowMinutes * 60_000;
    const max = kind === 'password' ? ACCOUNT_LIMITS.passwordFailures : ACCOUNT_LIMITS.codeFailures;
    await db.transaction(async (tx) => {
      await lockUntilCommit(tx, LOCK_KEYS.auth(`${kind}-attempts:${subject}`));
      const recent = await repo.countFailuresSince(tx, kind, subject, new Date(at - windowMs));
      if (recent.count >= max) {
        const retryMs = (recent.oldest?.getTime() ?? at) + windowMs - at;
        const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
        throw new AppError(kind === 'password' ? 'auth.passwordsPaused' : 'auth.codesPaused', { minutes }, retryAfter(retryMs));
      }
      await repo.recordFailure(tx, kind, subject, new Date(at), new Date(at - windowMs));
    });
  }

  /** A success wipes the account's record of failures of that kind. */
  const cleared = (kind: repo.FailureKind, subject: string) => repo.clearFailures(db, kind, subject);

  /** Hands the code to the mail or SMS adapter; a failure is a 503 (the code stays valid for a retry of the send). */
  async function deliverCode(destination: Destination, kind: CodeMailKind | 'phone' | 'cod', code: string, amountPaise?: number, locale?: Locale): Promise<void> {
    try {
      if (destination.channel === 'email') await deps.mailer.send(codeMail(kind === 'phone' || kind === 'cod' ? 'login' : kind, destination.address, code, locale));
      else await deps.sms.send({ to: destination.address, message: codeSms(code, kind === 'phone' || kind === 'cod' ? kind : 'login', amountPaise) });
    } catch (error) {
      // The message only: errors of some transports quote the envelope, never log more than needed.
      deps.log.error({ channel: destination.channel, kind, reason: error instanceof Error ? error.message : String(error) }, 'could not deliver a one-time code');
      throw new AppError('auth.codeNotSent');
    }
  }

  /** Mails a note in place of a code (an account exists, or none does); a failure is a 503, as for a code. */
  async function deliverNote(note: MailMessage): Promise<void> {
    try {
      await deps.mailer.send(note);
    } catch (error) {
      deps.log.error({ channel: 'email', reason: error instanceof Error ? error.message : String(error) }, 'could not deliver an account note');
      throw new AppError('auth.codeNotSent');
    }
  }

  /**
   * Sends in the background and resolves at ACCOUNT_LOOKUP_ANSWER_MS after `startedAt` (performance.now()), however
   * long the send takes and whether or not there was anything to send: an answer that waited for the mail or SMS
   * server would take longer for an account than for nobody. A failed send is logged by deliverCode/deliverNote.
   */
  async function answerAtFixedTime(startedAt: number, send: () => Promise<void>): Promise<void> {
    void send().catch(() => undefined);
    const left = startedAt + ACCOUNT_LOOKUP_ANSWER_MS - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }

  /**
   * Checks a typed code against the latest one sent to the destination, counting a wrong try. Runs inside the
   * caller's transaction, which must commit even when the code is wrong so the attempt is kept.
   */
  async function checkCode(tx: DbOrTx, destination: string, purposes: CodePurpose[], otp: string, binding?: string): Promise<CodeCheck> {
    const at = now();
    const row = await repo.findLatestCodeForUpdate(tx, destination, purposes);
    if (!row || row.consumedAt) return { ok: false, reason: 'auth.otpInvalid' };
    if (row.attempts >= OTP_POLICY.maxAttempts) return { ok: false, reason: 'auth.otpBurned' };
    if (row.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'auth.otpExpired' };
    if (!otpMatches(sessionSecret, bound(destination, binding), otp, row.codeHash)) {
      const attempts = await repo.incrementCodeAttempts(tx, row.id);
      return { ok: false, reason: attempts >= OTP_POLICY.maxAttempts ? 'auth.otpBurned' : 'auth.otpInvalid' };
    }
    await repo.consumeCode(tx, row.id, at);
    return { ok: true, code: row };
  }

  return { issueCode, beginAttempt, cleared, deliverCode, deliverNote, answerAtFixedTime, checkCode };
}
