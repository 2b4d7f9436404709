import {
  ACCOUNT_LIMITS,
  ACCOUNT_LOOKUP_ANSWER_MS,
  AUTH_MESSAGES,
  OTP_POLICY,
  REFRESH_GRACE_SECONDS,
  type CodePurpose,
  type ForgotPasswordBody,
  type GoogleLoginBody,
  type GoogleLoginResponse,
  type LoginBody,
  type LoginResponse,
  type ResetPasswordBody,
  type SendOtpBody,
  type SessionState,
  type SignupEmailBody,
  type VerifyOtpBody,
} from '@shop/contract/auth';
import { IdTokenError, type IdentityVerifier } from '../../adapters/identity/id-token-verifier';
import type { AdapterLogger } from '../../adapters/logger';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, invalidFields } from '../../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import type { RetryAfterDetails } from '@shop/contract/errors';
import { signAccessToken, verifyAccessToken } from '../../lib/session-tokens';
import { accountExistsMail, codeMail, codeSms, noAccountMail, type CodeMailKind } from './auth.mails';
import * as repo from './auth.repository';
import type { MessageBudget } from './message-budget';
import { generateOtp, hashOtp, otpMatches, parseDestination, type Destination } from './otp';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashRefreshToken, newRefreshToken, sealToken, unsealToken } from './refresh-tokens';
import { refreshTokenExpiry, startSession } from './sessions';

/** Who is asking: kept on the session so a person can recognise their devices; the address also scopes code allowances. */
/**
 * Whether sign-in can go straight on: a customer has given their profile details; staff are never asked for a
 * delivery profile to reach the console (they can still add one from their account page to shop).
 */
const nothingToAsk = (user: { hasDetails: boolean; role: string }): boolean => user.hasDetails || user.role === 'admin';

export interface RequestMeta {
  userAgent: string | null;
  ip: string;
}

/** The two cookies' values after a login or a refresh. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface Authenticated<T> {
  body: T;
  tokens: SessionTokens;
}

export interface AuthService {
  /**
   * Creates (or, while unverified, re-creates) an account and emails a sign-up code. For an address that already has
   * an account it answers the same and mails its owner a note instead: the answer never tells who has an account.
   */
  signupWithEmail(input: SignupEmailBody, meta: RequestMeta): Promise<void>;
  /** Checks a sign-up or login code and opens a session. */
  verifyOtp(input: VerifyOtpBody, meta: RequestMeta): Promise<Authenticated<SessionState>>;
  /** Email and password login. */
  login(input: LoginBody, meta: RequestMeta): Promise<Authenticated<LoginResponse>>;
  /** Sends a login code to the email address or verified mobile number of an account; answers the same when there is none. */
  sendLoginCode(input: SendOtpBody, meta: RequestMeta): Promise<void>;
  /** Sends a reset code when the account exists; says nothing either way. */
  forgotPassword(input: ForgotPasswordBody, meta: RequestMeta): Promise<void>;
  /** Texts a code to the signed-in customer's phone number, to verify it. */
  sendPhoneCode(userId: string, meta: RequestMeta): Promise<void>;
  /** Checks the phone code: the number becomes the customer's login and nobody else's. */
  verifyPhone(userId: string, otp: string): Promise<void>;
  /** Sets a new password with a reset code and signs every device out. */
  resetPassword(input: ResetPasswordBody): Promise<void>;
  /** Google sign-in: find by Google id, else link by verified email, else sign up. */
  googleLogin(input: GoogleLoginBody, meta: RequestMeta): Promise<Authenticated<GoogleLoginResponse>>;
  /**
   * Exchanges a refresh token for the next one. The same token again within REFRESH_GRACE_SECONDS (another tab)
   * gets the same successor; later, it was copied, and the whole session is revoked.
   */
  refresh(refreshToken: string | undefined): Promise<Authenticated<SessionState>>;
  /** The signed-in user's session state. */
  sessionState(userId: string): Promise<SessionState>;
  /** Revokes the session the cookies belong to, if any. */
  logout(cookies: { accessToken: string | undefined; refreshToken: string | undefined }): Promise<void>;
  /**
   * Order confirmation codes (a Cash on Delivery order confirmed from the customer's phone), with the same
   * machinery and limits as every other code: resend pause and hourly allowances when issuing, attempts and
   * expiry when checking, and the per-account pause on wrong codes.
   */
  orderCodes: OrderCodes;
}

export interface OrderCodes {
  /**
   * Stores a new code for the phone inside the caller's transaction (429 when throttled); returns it to send.
   * `basket` binds the code to what it confirms (a digest of the order asked for): it checks only against the same.
   */
  issue(tx: DbOrTx, userId: string, phone: string, requester: string, basket: string): Promise<string>;
  /** Texts a code naming the amount it confirms; a failure is a 503 and the code stays valid for a resend. */
  deliver(phone: string, code: string, amountPaise: number | undefined): Promise<void>;
  /** Counts a try on the phone before it is checked (429 once the account's wrong codes are paused). */
  beginAttempt(phone: string): Promise<void>;
  /** Checks a typed code inside the caller's transaction, which must commit even when it is wrong. */
  check(tx: DbOrTx, userId: string, phone: string, otp: string, basket: string): Promise<{ ok: true } | { ok: false; reason: WrongCode }>;
  /** A right code clears the phone's wrong tries. */
  cleared(phone: string): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  sessionSecret: string;
  now: () => Date;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityVerifier;
  log: AdapterLogger;
  /** The shop's address, for links in the notes mailed instead of codes. */
  publicBaseUrl: string;
  /**
   * A requesting address left out of the per-address text budget (this machine, in declared development, as the
   * per-address rate limits leave it out); the per-account, per-number and shop-wide budgets still count it.
   */
  outsideAddressBudget?: (requester: string) => boolean;
  /** Texts that cost money, counted and limited (message-budget.ts). */
  messageBudget: Pick<MessageBudget, 'spendText'>;
}

/** Why a typed code does not sign anyone in. */
export type WrongCode = 'auth.otpInvalid' | 'auth.otpBurned' | 'auth.otpExpired';
type CodeCheck = { ok: true; code: repo.OneTimeCodeRow } | { ok: false; reason: WrongCode };
type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** The details of a 429 that says when to try again (the web's resend countdown follows it). */
const retryAfter = (retryAfterMs: number): RetryAfterDetails => ({ retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/** Builds the authentication service: sign-up, logins, codes, password reset, Google and sessions. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
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
  async function deliverCode(destination: Destination, kind: CodeMailKind | 'phone' | 'cod', code: string, amountPaise?: number): Promise<void> {
    try {
      if (destination.channel === 'email') await deps.mailer.send(codeMail(kind === 'phone' || kind === 'cod' ? 'login' : kind, destination.address, code));
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

  /** Opens a session once the user has proven who they are; a blocked account is told so, by every sign-in method. */
  async function openSession(tx: DbOrTx, user: repo.UserRow, meta: RequestMeta): Promise<SessionTokens> {
    if (user.blockedAt) throw new AppError('auth.accountBlocked');
    const issued = await startSession(tx, { user, sessionSecret, now: now(), userAgent: meta.userAgent, ip: meta.ip });
    return { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
  }

  function unwrap<T>(outcome: Outcome<T>): T {
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  const orderCodes: OrderCodes = {
    issue: (tx, userId, phone, requester, basket) => issueCode(tx, 'cod', phone, userId, requester, basket),
    deliver: (phone, code, amountPaise) => deliverCode({ channel: 'sms', address: phone }, 'cod', code, amountPaise),
    beginAttempt: (phone) => beginAttempt('code', phone),
    async check(tx, userId, phone, otp, basket) {
      // A code sent for another basket (another confirmation, or the same one with other contents) does not match.
      const result = await checkCode(tx, phone, ['cod'], otp, basket);
      if (!result.ok) return result;
      // A code someone else asked for on this number confirms nothing of this customer's.
      if (result.code.userId !== userId) return { ok: false, reason: 'auth.otpInvalid' };
      return { ok: true };
    },
    cleared: (phone) => cleared('code', phone),
  };

  return {
    orderCodes,

    async signupWithEmail({ email, password }, meta) {
      // Hash before taking any lock: it is the slow part, and it is done for taken addresses too.
      const passwordHash = await hashPassword(password);
      const outcome = await db.transaction(async (tx) => {
        await lockUntilCommit(tx, LOCK_KEYS.auth(email));
        const existing = await repo.findUserByEmail(tx, email);
        if (existing?.emailVerifiedAt) {
          // Taken: the same throttles and the same answer, but the password stays and no usable code exists.
          await issueCode(tx, 'signup', email, null, meta.ip);
          return { taken: true as const };
        }
        const user = existing
          ? await repo.updateUser(tx, existing.id, { passwordHash, updatedAt: now() })
          : await repo.insertUser(tx, { email, passwordHash, createdAt: now(), updatedAt: now() });
        // Throttled: the whole transaction rolls back, the earlier password stays.
        return { taken: false as const, code: await issueCode(tx, 'signup', email, user.id, meta.ip) };
      });
      if (outcome.taken) await deliverNote(accountExistsMail(email, deps.publicBaseUrl));
      else await deliverCode({ channel: 'email', address: email }, 'signup', outcome.code);
    },

    async verifyOtp({ email: typed, otp }, meta) {
      const destination = parseDestination(typed);
      if (!destination) throw invalidFields([{ field: 'email', message: AUTH_MESSAGES.invalidPhoneOrEmail }]);
      const purposes: CodePurpose[] = destination.channel === 'email' ? ['signup', 'login'] : ['login'];
      await beginAttempt('code', destination.address);
      const result = await db.transaction(async (tx): Promise<Outcome<Authenticated<SessionState>>> => {
        const check = await checkCode(tx, destination.address, purposes, otp);
        if (!check.ok) return { ok: false, error: new AppError(check.reason) };
        let user = check.code.userId ? await repo.findUserById(tx, check.code.userId) : undefined;
        if (!user) return { ok: false, error: new AppError('auth.otpInvalid') };
        if (check.code.purpose === 'signup' && !user.emailVerifiedAt) {
          user = await repo.updateUser(tx, user.id, { emailVerifiedAt: now(), updatedAt: now() });
        }
        const tokens = await openSession(tx, user, meta);
        return { ok: true, value: { body: { authenticated: true, hasDetails: nothingToAsk(user) }, tokens } };
      });
      const session = unwrap(result);
      await cleared('code', destination.address);
      return session;
    },

    async login({ email, password }, meta) {
      // Counted per account (known or not) before the password is checked.
      await beginAttempt('password', email);
      const user = await repo.findUserByEmail(db, email);
      // The same work and the same answer whether the email is unknown or the password wrong.
      const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !matches) throw new AppError('auth.invalidCredentials');
      await cleared('password', email);
      if (!user.emailVerifiedAt) {
        // Only someone who knows the password learns the account is unverified; they get a fresh code.
        try {
          const code = await db.transaction((tx) => issueCode(tx, 'signup', user.email, user.id, meta.ip));
          await deliverCode({ channel: 'email', address: user.email }, 'signup', code);
        } catch (error) {
          // A code sent moments ago is still good: the answer stays "verify your email".
          if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
        }
        throw new AppError('auth.emailNotVerified');
      }
      const tokens = await openSession(db, user, meta);
      return {
        body: { success: true, authenticated: true, hasDetails: nothingToAsk(user), user: { email: user.email, name: user.name } },
        tokens,
      };
    },

    async sendLoginCode({ phone }, meta) {
      const startedAt = performance.now();
      const destination = parseDestination(phone);
      if (!destination) throw invalidFields([{ field: 'phone', message: AUTH_MESSAGES.invalidPhoneOrEmail }]);
      const user =
        destination.channel === 'email' ? await repo.findUserByEmail(db, destination.address) : await repo.findUserByVerifiedPhone(db, destination.address);
      const owner = user?.emailVerifiedAt ? user : null;
      // The same throttles and the same answer whether or not an account uses the address.
      const code = await db.transaction((tx) => issueCode(tx, 'login', destination.address, owner?.id ?? null, meta.ip));
      await answerAtFixedTime(startedAt, async () => {
        if (owner) await deliverCode(destination, 'login', code);
        // A mailbox hears that it has no account (and how to make one); an unknown phone gets nothing, as texts cost.
        else if (destination.channel === 'email') await deliverNote(noAccountMail(destination.address, deps.publicBaseUrl));
      });
    },

    async forgotPassword({ email }, meta) {
      const startedAt = performance.now();
      const user = await repo.findUserByEmail(db, email);
      let code: string;
      try {
        // A code is recorded for an unknown address too (it opens nothing): the same work and the same throttles.
        code = await db.transaction((tx) => issueCode(tx, 'reset', email, user?.id ?? null, meta.ip));
      } catch (error) {
        // A 429 would tell that the address was asked for before: stay silent, the earlier code still works.
        if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
        return answerAtFixedTime(startedAt, async () => undefined);
      }
      await answerAtFixedTime(startedAt, async () => {
        if (user) await deliverCode({ channel: 'email', address: email }, 'reset', code);
      });
    },

    async resetPassword({ email, otp, newPassword }) {
      const passwordHash = await hashPassword(newPassword);
      await beginAttempt('code', email);
      const result = await db.transaction(async (tx): Promise<Outcome<null>> => {
        const check = await checkCode(tx, email, ['reset'], otp);
        if (!check.ok) return { ok: false, error: new AppError(check.reason) };
        const user = check.code.userId ? await repo.findUserById(tx, check.code.userId) : undefined;
        if (!user) return { ok: false, error: new AppError('auth.otpInvalid') };
        // The code proves the mailbox, so the email counts as verified from now on.
        await repo.updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now(), updatedAt: now() });
        await repo.revokeUserSessions(tx, user.id, 'password_reset', now());
        return { ok: true, value: null };
      });
      unwrap(result);
      await cleared('code', email);
      // The owner proved the mailbox: earlier wrong passwords (perhaps the reason for the reset) no longer count.
      await cleared('password', email);
    },

    async sendPhoneCode(userId, meta) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('auth.unauthorized');
      if (!user.phone) throw new AppError('phone.noPhone');
      if (user.phoneVerifiedAt) throw new AppError('phone.alreadyVerified');
      const phone = user.phone;
      const code = await db.transaction(async (tx) => {
        if (await repo.findUserByVerifiedPhone(tx, phone)) throw new AppError('profile.phoneTaken');
        return issueCode(tx, 'phone', phone, user.id, meta.ip);
      });
      await deliverCode({ channel: 'sms', address: phone }, 'phone', code);
    },

    async verifyPhone(userId, otp) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('auth.unauthorized');
      if (!user.phone) throw new AppError('phone.noPhone');
      if (user.phoneVerifiedAt) return;
      const phone = user.phone;
      await beginAttempt('code', phone);
      const result = await db.transaction(async (tx): Promise<Outcome<null>> => {
        // Two accounts verifying one number at once: the lock orders them, the second finds it taken.
        await lockUntilCommit(tx, LOCK_KEYS.auth(phone));
        const check = await checkCode(tx, phone, ['phone'], otp);
        if (!check.ok) return { ok: false, error: new AppError(check.reason) };
        if (check.code.userId !== userId) return { ok: false, error: new AppError('auth.otpInvalid') };
        if (await repo.findUserByVerifiedPhone(tx, phone)) return { ok: false, error: new AppError('profile.phoneTaken') };
        await repo.updateUser(tx, userId, { phoneVerifiedAt: now(), updatedAt: now() });
        return { ok: true, value: null };
      });
      unwrap(result);
      await cleared('code', phone);
    },

    async googleLogin({ token }, meta) {
      let claims;
      try {
        claims = await deps.identity.verify(token, now());
      } catch (error) {
        if (error instanceof IdTokenError && error.problem === 'email_unverified') throw new AppError('auth.googleEmailUnverified');
        deps.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'Google sign-in refused');
        throw new AppError('auth.googleInvalid');
      }
      const { sub, email, name } = claims;
      const result = await db.transaction(async (tx): Promise<Outcome<Authenticated<GoogleLoginResponse>>> => {
        await lockUntilCommit(tx, LOCK_KEYS.auth(email));
        let user = await repo.findUserByGoogleSub(tx, sub);
        if (!user) {
          const byEmail = await repo.findUserByEmail(tx, email);
          if (byEmail?.googleSub) return { ok: false, error: new AppError('auth.googleAccountConflict') };
          if (byEmail) {
            // Google vouches for the mailbox. A password set on a never-verified account was not proven by its
            // owner (it may be an attacker's pre-registration), so it is dropped; the owner can reset one.
            user = await repo.updateUser(tx, byEmail.id, {
              googleSub: sub,
              emailVerifiedAt: byEmail.emailVerifiedAt ?? now(),
              passwordHash: byEmail.emailVerifiedAt ? byEmail.passwordHash : null,
              name: byEmail.name ?? name,
              updatedAt: now(),
            });
          } else {
            user = await repo.insertUser(tx, { email, googleSub: sub, emailVerifiedAt: now(), name, createdAt: now(), updatedAt: now() });
          }
        }
        const tokens = await openSession(tx, user, meta);
        return { ok: true, value: { body: { success: true, authenticated: true, hasDetails: nothingToAsk(user), email: user.email, ...(user.name ? { name: user.name } : {}) }, tokens } };
      });
      return unwrap(result);
    },

    async refresh(refreshToken) {
      if (!refreshToken) throw new AppError('auth.sessionExpired');
      const at = now();
      const result = await db.transaction(async (tx): Promise<Outcome<Authenticated<SessionState>>> => {
        const expired = { ok: false as const, error: new AppError('auth.sessionExpired') };
        const found = await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
        if (!found || found.session.revokedAt) return expired;
        const user = await repo.findUserById(tx, found.session.userId);
        if (!user) return expired;
        if (user.blockedAt) return { ok: false, error: new AppError('auth.accountBlocked') };
        if (found.token.rotatedAt) {
          const successor = found.token.successorSealed ? unsealToken(sessionSecret, found.token.successorSealed) : null;
          if (successor && at.getTime() - found.token.rotatedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000) {
            // Another tab exchanged it a moment ago: this one gets the same successor, and the session goes on.
            const accessToken = await signAccessToken({ userId: user.id, sessionId: found.session.id, role: user.role }, sessionSecret, at);
            return { ok: true, value: { body: { authenticated: true, hasDetails: nothingToAsk(user) }, tokens: { accessToken, refreshToken: successor } } };
          }
          // Exchanged long ago and presented again: it was copied. End the whole family, thief and owner alike.
          await repo.revokeSession(tx, found.session.id, 'refresh_token_reuse', at);
          deps.log.warn({ sessionId: found.session.id }, 'refresh token reused: session revoked');
          return expired;
        }
        if (found.token.expiresAt.getTime() <= at.getTime()) return expired;
        const next = newRefreshToken();
        await repo.markRefreshTokenRotated(tx, found.token.id, at, sealToken(sessionSecret, next));
        await repo.insertRefreshToken(tx, { sessionId: found.session.id, tokenHash: hashRefreshToken(next), expiresAt: refreshTokenExpiry(at), now: at });
        await repo.touchSession(tx, found.session.id, at);
        const accessToken = await signAccessToken({ userId: user.id, sessionId: found.session.id, role: user.role }, sessionSecret, at);
        return { ok: true, value: { body: { authenticated: true, hasDetails: nothingToAsk(user) }, tokens: { accessToken, refreshToken: next } } };
      });
      return unwrap(result);
    },

    async sessionState(userId) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('auth.unauthorized');
      return { authenticated: true, hasDetails: nothingToAsk(user) };
    },

    async logout({ accessToken, refreshToken }) {
      const at = now();
      // Either cookie may name the session: the access token expires after minutes, the refresh token lasts.
      const claims = await verifyAccessToken(accessToken, sessionSecret, at);
      if (claims) await repo.revokeSession(db, claims.sessionId, 'logout', at);
      if (refreshToken) {
        await db.transaction(async (tx) => {
          const found = await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
          if (found) await repo.revokeSession(tx, found.session.id, 'logout', at);
        });
      }
    },
  };
}
