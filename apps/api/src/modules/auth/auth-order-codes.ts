import type { Db } from '../../db/client';
import type { AuthCodes } from './auth-codes';
import type { EraseCodes, OrderCodes } from './auth.types';

/** Order confirmation codes (Cash on Delivery), on the same machinery and limits as every other code. */
export function createOrderCodes({ issueCode, deliverCode, beginAttempt, checkCode, cleared }: AuthCodes): OrderCodes {
  return {
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
}

/** Codes that confirm deleting one's account, mailed to the account's address, on the same machinery and limits. */
export function createEraseCodes({ db }: { db: Db }, { issueCode, deliverCode, beginAttempt, checkCode, cleared }: AuthCodes): EraseCodes {
  return {
    async send(userId, email, requester) {
      const code = await db.transaction((tx) => issueCode(tx, 'erase', email, userId, requester, userId));
      await deliverCode({ channel: 'email', address: email }, 'erase', code);
    },
    beginAttempt: (email) => beginAttempt('code', email),
    async check(tx, userId, email, otp) {
      // Bound to the account: a code asked for by anyone else at this address confirms nothing here.
      const result = await checkCode(tx, email, ['erase'], otp, userId);
      if (!result.ok) return result;
      if (result.code.userId !== userId) return { ok: false, reason: 'auth.otpInvalid' };
      return { ok: true };
    },
    cleared: (email) => cleared('code', email),
  };
}
