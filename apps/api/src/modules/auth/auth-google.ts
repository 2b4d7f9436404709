import type { GoogleLoginResponse } from '@shop/contract/auth';
import { IdTokenError } from '../../adapters/identity/id-token-verifier';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { AppError } from '../../lib/errors';
import { nothingToAsk, type AuthSessions } from './auth-sessions';
import * as repo from './auth.repository';
import { unwrap, type Authenticated, type AuthService, type AuthServiceDeps, type Outcome } from './auth.types';

/** Google sign-in: find by Google id, else link by verified email, else sign up. */
export function createGoogleSignIn(deps: AuthServiceDeps, { openSession }: AuthSessions): Pick<AuthService, 'googleLogin'> {
  const { db, now } = deps;
  return {
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
            user = await repo.insertUser(tx, { email, googleSub: sub, emailVerifiedAt: now(), name, language: meta.language ?? 'en', createdAt: now(), updatedAt: now() });
          }
        }
        const tokens = await openSession(tx, user, meta);
        return { ok: true, value: { body: { success: true, authenticated: true, hasDetails: nothingToAsk(user), language: user.language, email: user.email, ...(user.name ? { name: user.name } : {}) }, tokens } };
      });
      return unwrap(result);
    },
  };
}
