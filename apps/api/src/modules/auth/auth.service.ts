import {
  AUTH_MESSAGES,
  OTP_POLICY,
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
import type { Mailer } from '../../adapters/mail/mailer';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import type { RetryAfterDetails } from '@shop/contract/errors';
import { signAccessToken, verifyAccessToken } from '../../lib/session-tokens';
import { codeMail, codeSms, type CodeMailKind } from './auth.mails';
import * as repo from './auth.repository';
import { generateOtp, hashOtp, otpMatches, parseDestination, type Destination } from './otp';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { hashRefreshToken, newRefreshToken } from './refresh-tokens';
import { refreshTokenExpiry, roleOf, startSession } from './sessions';

/** Who is asking: kept on the session so a person can recognise their devices. */
export interface RequestMeta {
  userAgent: string | null;
  ip: string | null;
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
  /** Creates (or, while unverified, re-creates) an account and emails a sign-up code. */
  signupWithEmail(input: SignupEmailBody): Promise<void>;
  /** Checks a sign-up or login code and opens a session. */
  verifyOtp(input: VerifyOtpBody, meta: RequestMeta): Promise<Authenticated<SessionState>>;
  /** Email and password login. */
  login(input: LoginBody, meta: RequestMeta): Promise<Authenticated<LoginResponse>>;
  /** Sends a login code to the email address or mobile number of a verified account. */
  sendLoginCode(input: SendOtpBody): Promise<void>;
  /** Sends a reset code when the account exists; says nothing either way. */
  forgotPassword(input: ForgotPasswordBody): Promise<void>;
  /** Sets a new password with a reset code and signs every device out. */
  resetPassword(input: ResetPasswordBody): Promise<void>;
  /** Google sign-in: find by Google id, else link by verified email, else sign up. */
  googleLogin(input: GoogleLoginBody, meta: RequestMeta): Promise<Authenticated<GoogleLoginResponse>>;
  /** Exchanges a refresh token for the next one; a reused token revokes its whole session. */
  refresh(refreshToken: string | undefined): Promise<Authenticated<SessionState>>;
  /** The signed-in user's session state. */
  sessionState(userId: string): Promise<SessionState>;
  /** Revokes the session the cookies belong to, if any. */
  logout(cookies: { accessToken: string | undefined; refreshToken: string | undefined }): Promise<void>;
}

export interface AuthServiceDeps {
  db: Db;
  sessionSecret: string;
  now: () => Date;
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityVerifier;
  log: AdapterLogger;
}

type CodeCheck = { ok: true; code: repo.OneTimeCodeRow } | { ok: false; message: string };
type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
/** A 429 that says when another code may be asked for (the web's resend countdown follows it). */
const throttled = (message: string, retryAfterMs: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } satisfies RetryAfterDetails);

/** Builds the authentication service: sign-up, logins, codes, password reset, Google and sessions. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { db, sessionSecret, now } = deps;

  /**
   * Stores a new code for the destination, retiring older ones of the same purpose. Throws 429 when the last code
   * of this purpose went out less than OTP_POLICY.resendSeconds ago or the hourly allowance is spent.
   */
  async function issueCode(tx: DbOrTx, purpose: repo.CodePurpose, destination: string, userId: string): Promise<string> {
    const at = now();
    await repo.lockKey(tx, destination);
    const lastSentAt = await repo.findLastCodeSentAt(tx, destination, purpose);
    if (lastSentAt && at.getTime() - lastSentAt.getTime() < OTP_POLICY.resendSeconds * 1000) {
      throw throttled(AUTH_MESSAGES.otpThrottled, lastSentAt.getTime() + OTP_POLICY.resendSeconds * 1000 - at.getTime());
    }
    const thisHour = await repo.countCodesSentSince(tx, destination, new Date(at.getTime() - 3600_000));
    if (thisHour.count >= OTP_POLICY.maxPerHour) {
      throw throttled(AUTH_MESSAGES.otpTooMany, (thisHour.oldest?.getTime() ?? at.getTime()) + 3600_000 - at.getTime());
    }
    await repo.retireCodes(tx, destination, purpose, at);
    const code = generateOtp();
    await repo.insertCode(tx, {
      purpose,
      destination,
      userId,
      codeHash: hashOtp(sessionSecret, destination, code),
      expiresAt: new Date(at.getTime() + OTP_POLICY.expiryMinutes * 60_000),
      createdAt: at,
    });
    return code;
  }

  /** Hands the code to the mail or SMS adapter; a failure is a 503 (the code stays valid for a retry of the send). */
  async function deliverCode(destination: Destination, kind: CodeMailKind, code: string): Promise<void> {
    try {
      if (destination.channel === 'email') await deps.mailer.send(codeMail(kind, destination.address, code));
      else await deps.sms.send({ to: destination.address, message: codeSms(code) });
    } catch (error) {
      // The message only: errors of some transports quote the envelope, never log more than needed.
      deps.log.error({ channel: destination.channel, kind, reason: error instanceof Error ? error.message : String(error) }, 'could not deliver a one-time code');
      throw new AppError('UNAVAILABLE', AUTH_MESSAGES.codeNotSent);
    }
  }

  /**
   * Checks a typed code against the latest one sent to the destination, counting a wrong try. Runs inside the
   * caller's transaction, which must commit even when the code is wrong so the attempt is kept.
   */
  async function checkCode(tx: DbOrTx, destination: string, purposes: repo.CodePurpose[], otp: string): Promise<CodeCheck> {
    const at = now();
    const row = await repo.findLatestCodeForUpdate(tx, destination, purposes);
    if (!row || row.consumedAt) return { ok: false, message: AUTH_MESSAGES.otpInvalid };
    if (row.attempts >= OTP_POLICY.maxAttempts) return { ok: false, message: AUTH_MESSAGES.otpBurned };
    if (row.expiresAt.getTime() <= at.getTime()) return { ok: false, message: AUTH_MESSAGES.otpExpired };
    if (!otpMatches(sessionSecret, destination, otp, row.codeHash)) {
      const attempts = await repo.incrementCodeAttempts(tx, row.id);
      return { ok: false, message: attempts >= OTP_POLICY.maxAttempts ? AUTH_MESSAGES.otpBurned : AUTH_MESSAGES.otpInvalid };
    }
    await repo.consumeCode(tx, row.id, at);
    return { ok: true, code: row };
  }

  async function openSession(tx: DbOrTx, user: repo.UserRow, meta: RequestMeta): Promise<SessionTokens> {
    const issued = await startSession(tx, { user, sessionSecret, now: now(), userAgent: meta.userAgent, ip: meta.ip });
    return { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
  }

  function unwrap<T>(outcome: Outcome<T>): T {
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  return {
    async signupWithEmail({ email, password }) {
      // Hash before taking any lock: it is the slow part.
      const passwordHash = await hashPassword(password);
      const code = await db.transaction(async (tx) => {
        await repo.lockKey(tx, email);
        const existing = await repo.findUserByEmail(tx, email);
        if (existing?.emailVerifiedAt) throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
        const user = existing
          ? await repo.updateUser(tx, existing.id, { passwordHash, updatedAt: now() })
          : await repo.insertUser(tx, { email, passwordHash, createdAt: now(), updatedAt: now() });
        // Throttled: the whole transaction rolls back, the earlier password stays.
        return issueCode(tx, 'signup', email, user.id);
      });
      await deliverCode({ channel: 'email', address: email }, 'signup', code);
    },

    async verifyOtp({ email: typed, otp }, meta) {
      const destination = parseDestination(typed);
      if (!destination) throw badRequest(`email: ${AUTH_MESSAGES.invalidPhoneOrEmail}`, { fields: [{ field: 'email', message: AUTH_MESSAGES.invalidPhoneOrEmail }] });
      const purposes: repo.CodePurpose[] = destination.channel === 'email' ? ['signup', 'login'] : ['login'];
      const result = await db.transaction(async (tx): Promise<Outcome<Authenticated<SessionState>>> => {
        const check = await checkCode(tx, destination.address, purposes, otp);
        if (!check.ok) return { ok: false, error: badRequest(check.message) };
        let user = check.code.userId ? await repo.findUserById(tx, check.code.userId) : undefined;
        if (!user) return { ok: false, error: badRequest(AUTH_MESSAGES.otpInvalid) };
        if (check.code.purpose === 'signup' && !user.emailVerifiedAt) {
          user = await repo.updateUser(tx, user.id, { emailVerifiedAt: now(), updatedAt: now() });
        }
        const tokens = await openSession(tx, user, meta);
        return { ok: true, value: { body: { authenticated: true, hasDetails: user.hasDetails }, tokens } };
      });
      return unwrap(result);
    },

    async login({ email, password }, meta) {
      const user = await repo.findUserByEmail(db, email);
      // The same work and the same answer whether the email is unknown or the password wrong.
      const matches = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      if (!user || !matches) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      if (!user.emailVerifiedAt) {
        // Only someone who knows the password learns the account is unverified; they get a fresh code.
        try {
          const code = await db.transaction((tx) => issueCode(tx, 'signup', user.email, user.id));
          await deliverCode({ channel: 'email', address: user.email }, 'signup', code);
        } catch (error) {
          // A code sent moments ago is still good: the answer stays "verify your email".
          if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
        }
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.emailNotVerified);
      }
      const tokens = await openSession(db, user, meta);
      return {
        body: { success: true, authenticated: true, hasDetails: user.hasDetails, user: { email: user.email, name: user.name } },
        tokens,
      };
    },

    async sendLoginCode({ phone }) {
      const destination = parseDestination(phone);
      if (!destination) throw badRequest(`phone: ${AUTH_MESSAGES.invalidPhoneOrEmail}`, { fields: [{ field: 'phone', message: AUTH_MESSAGES.invalidPhoneOrEmail }] });
      const user =
        destination.channel === 'email' ? await repo.findUserByEmail(db, destination.address) : await repo.findUserByPhone(db, destination.address);
      if (!user?.emailVerifiedAt) throw new AppError('NOT_FOUND', AUTH_MESSAGES.noAccountForCode);
      const code = await db.transaction((tx) => issueCode(tx, 'login', destination.address, user.id));
      await deliverCode(destination, 'login', code);
    },

    async forgotPassword({ email }) {
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      let code: string;
      try {
        code = await db.transaction((tx) => issueCode(tx, 'reset', email, user.id));
      } catch (error) {
        // A 429 would tell that the account exists: stay silent, the earlier code still works.
        if (error instanceof AppError && error.code === 'RATE_LIMITED') return;
        throw error;
      }
      try {
        await deliverCode({ channel: 'email', address: email }, 'reset', code);
      } catch {
        // Already logged by deliverCode; answering differently would reveal the account.
      }
    },

    async resetPassword({ email, otp, newPassword }) {
      const passwordHash = await hashPassword(newPassword);
      const result = await db.transaction(async (tx): Promise<Outcome<null>> => {
        const check = await checkCode(tx, email, ['reset'], otp);
        if (!check.ok) return { ok: false, error: badRequest(check.message) };
        const user = check.code.userId ? await repo.findUserById(tx, check.code.userId) : undefined;
        if (!user) return { ok: false, error: badRequest(AUTH_MESSAGES.otpInvalid) };
        // The code proves the mailbox, so the email counts as verified from now on.
        await repo.updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now(), updatedAt: now() });
        await repo.revokeUserSessions(tx, user.id, 'password_reset', now());
        return { ok: true, value: null };
      });
      unwrap(result);
    },

    async googleLogin({ token }, meta) {
      let claims;
      try {
        claims = await deps.identity.verify(token, now());
      } catch (error) {
        if (error instanceof IdTokenError && error.problem === 'email_unverified') throw unauthorized(AUTH_MESSAGES.googleEmailUnverified);
        deps.log.warn({ reason: error instanceof Error ? error.message : 'unknown' }, 'Google sign-in refused');
        throw unauthorized(AUTH_MESSAGES.googleInvalid);
      }
      const { sub, email, name } = claims;
      const result = await db.transaction(async (tx): Promise<Outcome<Authenticated<GoogleLoginResponse>>> => {
        await repo.lockKey(tx, email);
        let user = await repo.findUserByGoogleSub(tx, sub);
        if (!user) {
          const byEmail = await repo.findUserByEmail(tx, email);
          if (byEmail?.googleSub) return { ok: false, error: new AppError('CONFLICT', AUTH_MESSAGES.googleAccountConflict) };
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
        return { ok: true, value: { body: { success: true, authenticated: true, hasDetails: user.hasDetails, email: user.email }, tokens } };
      });
      return unwrap(result);
    },

    async refresh(refreshToken) {
      if (!refreshToken) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      const at = now();
      const result = await db.transaction(async (tx): Promise<Outcome<Authenticated<SessionState>>> => {
        const expired = { ok: false as const, error: unauthorized(AUTH_MESSAGES.sessionExpired) };
        const found = await repo.findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
        if (!found || found.session.revokedAt) return expired;
        if (found.token.rotatedAt) {
          // Someone already exchanged this token: it was copied. End the whole family, thief and owner alike.
          await repo.revokeSession(tx, found.session.id, 'refresh_token_reuse', at);
          deps.log.warn({ sessionId: found.session.id }, 'refresh token reused: session revoked');
          return expired;
        }
        if (found.token.expiresAt.getTime() <= at.getTime()) return expired;
        const user = await repo.findUserById(tx, found.session.userId);
        if (!user) return expired;
        await repo.markRefreshTokenRotated(tx, found.token.id, at);
        const next = newRefreshToken();
        await repo.insertRefreshToken(tx, { sessionId: found.session.id, tokenHash: hashRefreshToken(next), expiresAt: refreshTokenExpiry(at), now: at });
        await repo.touchSession(tx, found.session.id, at);
        const accessToken = await signAccessToken({ userId: user.id, sessionId: found.session.id, role: roleOf(user) }, sessionSecret, at);
        return { ok: true, value: { body: { authenticated: true, hasDetails: user.hasDetails }, tokens: { accessToken, refreshToken: next } } };
      });
      return unwrap(result);
    },

    async sessionState(userId) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw unauthorized(AUTH_MESSAGES.unauthorized);
      return { authenticated: true, hasDetails: user.hasDetails };
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
