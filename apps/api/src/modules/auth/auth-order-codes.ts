import type { AuthCodes } from './auth-codes';
import type { OrderCodes } from './auth.types';

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
