import { AUTH_MESSAGES, type CodePurpose, type SessionState } from '@shop/contract/auth';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { AppError, invalidFields } from '../../lib/errors';
import type { AuthCodes } from './auth-codes';
import { nothingToAsk, type AuthSessions } from './auth-sessions';
import { accountExistsMail, noAccountMail } from './auth.mails';
import * as repo from './auth.repository';
import { unwrap, type Authenticated, type AuthService, type AuthServiceDeps, type Outcome } from './auth.types';
import { parseDestination } from './otp';
import { hashPassword } from './passwords';

/** Sign-up by email and code, and signing in with a code sent to an email address or a verified phone. */
export function createSignUp(deps: AuthServiceDeps, codes: AuthCodes, { openSession }: AuthSessions): Pick<AuthService, 'signupWithEmail' | 'verifyOtp' | 'sendLoginCode'> {
  const { db, now } = deps;
  const { issueCode, beginAttempt, cleared, deliverCode, deliverNote, answerAtFixedTime, checkCode } = codes;
  return {
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
          ? await repo.updateUser(tx, existing.id, { passwordHash, ...(meta.language ? { language: meta.language } : {}), updatedAt: now() })
          : await repo.insertUser(tx, { email, passwordHash, language: meta.language ?? 'en', createdAt: now(), updatedAt: now() });
        // Throttled: the whole transaction rolls back, the earlier password stays.
        return { taken: false as const, code: await issueCode(tx, 'signup', email, user.id, meta.ip) };
      });
      if (outcome.taken) await deliverNote(accountExistsMail(email, deps.publicBaseUrl));
      else await deliverCode({ channel: 'email', address: email }, 'signup', outcome.code, undefined, meta.language);
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
        return { ok: true, value: { body: { authenticated: true, hasDetails: nothingToAsk(user), language: user.language }, tokens } };
      });
      const session = unwrap(result);
      await cleared('code', destination.address);
      return session;
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
  };
}
