import { AppError } from '../../lib/errors';
import type { AuthCodes } from './auth-codes';
import { nothingToAsk, type AuthSessions } from './auth-sessions';
import * as repo from './auth.repository';
import { unwrap, type AuthService, type AuthServiceDeps, type Outcome } from './auth.types';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

/** Email and password: logging in, asking for a reset code and setting a new password with it. */
export function createPasswords(deps: AuthServiceDeps, codes: AuthCodes, { openSession }: AuthSessions): Pick<AuthService, 'login' | 'forgotPassword' | 'resetPassword'> {
  const { db, now } = deps;
  const { issueCode, beginAttempt, cleared, deliverCode, answerAtFixedTime, checkCode } = codes;
  return {
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
        body: { success: true, authenticated: true, hasDetails: nothingToAsk(user), language: user.language, user: { email: user.email, name: user.name } },
        tokens,
      };
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
  };
}
