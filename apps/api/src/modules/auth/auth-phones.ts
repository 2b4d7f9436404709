import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import { AppError } from '../../lib/errors';
import type { AuthCodes } from './auth-codes';
import * as repo from './auth.repository';
import { unwrap, type AuthService, type AuthServiceDeps, type Outcome } from './auth.types';

/** Verifying a customer's phone number with a texted code: the number becomes their login and nobody else's. */
export function createPhones(deps: AuthServiceDeps, codes: AuthCodes): Pick<AuthService, 'sendPhoneCode' | 'verifyPhone'> {
  const { db, now } = deps;
  const { issueCode, beginAttempt, cleared, deliverCode, checkCode } = codes;
  return {
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
  };
}
