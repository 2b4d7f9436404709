import { AUTH_MESSAGES, OTP_POLICY } from '@shop/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, latestCode } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser } from '../../../test/factories';
import { devMessages, oneTimeCodes } from '../../db/schema';

/** One-time codes: wrong, expired, burned and reused codes, and the resend throttle. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: freshIp() });
const wrongCodeFor = (code: string) => (code === '999999' ? '999998' : String(Number(code) + 1).padStart(6, '0'));

/** A verified user who has just been sent a login code. */
async function userWithLoginCode() {
  const user = await createUser(ctx.db);
  expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);
  return { user, code: await latestCode(ctx, user.email) };
}

describe('one-time codes', () => {
  it('refuses a wrong code with 400 and counts the attempt', async () => {
    const { user, code } = await userWithLoginCode();
    const res = await post('/auth/verify-otp', { email: user.email, otp: wrongCodeFor(code) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: AUTH_MESSAGES.otpInvalid });
    const [row] = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.destination, user.email));
    expect(row!.attempts).toBe(1);
    // The right code still works after a few wrong tries.
    expect((await post('/auth/verify-otp', { email: user.email, otp: code })).statusCode).toBe(200);
  });

  it(`burns the code after ${OTP_POLICY.maxAttempts} wrong tries: even the right one then fails`, async () => {
    const { user, code } = await userWithLoginCode();
    const messages: string[] = [];
    for (let i = 0; i < OTP_POLICY.maxAttempts; i++) {
      const res = await post('/auth/verify-otp', { email: user.email, otp: wrongCodeFor(code) });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().message);
    }
    expect(messages.slice(0, -1).every((m) => m === AUTH_MESSAGES.otpInvalid)).toBe(true);
    expect(messages.at(-1)).toBe(AUTH_MESSAGES.otpBurned);

    const right = await post('/auth/verify-otp', { email: user.email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(AUTH_MESSAGES.otpBurned);
  });

  it('refuses a code once ten minutes have passed', async () => {
    const { user, code } = await userWithLoginCode();
    ctx.clock.advance(OTP_POLICY.expiryMinutes * 60_000 + 1000);
    const res = await post('/auth/verify-otp', { email: user.email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('accepts a code just before it expires', async () => {
    const { user, code } = await userWithLoginCode();
    ctx.clock.advance(OTP_POLICY.expiryMinutes * 60_000 - 5000);
    expect((await post('/auth/verify-otp', { email: user.email, otp: code })).statusCode).toBe(200);
  });

  it('consumes a code on use: the second use fails', async () => {
    const { user, code } = await userWithLoginCode();
    expect((await post('/auth/verify-otp', { email: user.email, otp: code })).statusCode).toBe(200);
    const again = await post('/auth/verify-otp', { email: user.email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect(again.cookies).toHaveLength(0);
  });

  it('retires the older code when a new one is sent to the same address', async () => {
    const user = await createUser(ctx.db);
    await post('/auth/loginn', { phone: user.email });
    ctx.clock.advance(OTP_POLICY.resendSeconds * 1000);
    await post('/auth/loginn', { phone: user.email });
    const rows = await ctx.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.destination, user.email), eq(oneTimeCodes.purpose, 'login')))
      .orderBy(oneTimeCodes.createdAt);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.consumedAt).not.toBeNull();
    expect(rows[1]!.consumedAt).toBeNull();
    // The newer code works.
    expect((await post('/auth/verify-otp', { email: user.email, otp: await latestCode(ctx, user.email) })).statusCode).toBe(200);
  });

  it(`throttles resending: one code per ${OTP_POLICY.resendSeconds} s, ${OTP_POLICY.maxPerHour} an hour per address`, async () => {
    const user = await createUser(ctx.db);
    expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);

    const tooSoon = await post('/auth/loginn', { phone: user.email });
    expect(tooSoon.statusCode).toBe(429);
    // The answer says when to ask again, in the body and in Retry-After: the web's resend countdown follows it.
    expect(tooSoon.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: AUTH_MESSAGES.otpThrottled, details: { retryAfterSeconds: OTP_POLICY.resendSeconds } });
    expect(tooSoon.headers['retry-after']).toBe(String(OTP_POLICY.resendSeconds));

    ctx.clock.advance(OTP_POLICY.resendSeconds * 1000 - 2000);
    const almost = await post('/auth/loginn', { phone: user.email });
    expect(almost.statusCode).toBe(429);
    expect(almost.json().details).toEqual({ retryAfterSeconds: 2 });
    expect(almost.headers['retry-after']).toBe('2');
    ctx.clock.advance(2000);
    expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);

    for (let sent = 2; sent < OTP_POLICY.maxPerHour; sent++) {
      ctx.clock.advance(OTP_POLICY.resendSeconds * 1000);
      expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);
    }
    ctx.clock.advance(OTP_POLICY.resendSeconds * 1000);
    const hourly = await post('/auth/loginn', { phone: user.email });
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toBe(AUTH_MESSAGES.otpTooMany);
    // The hour's first code went out one pause per code sent ago: the allowance comes back when it turns an hour old.
    const firstSentAgo = OTP_POLICY.maxPerHour * OTP_POLICY.resendSeconds * 1000;
    expect(hourly.json().details).toEqual({ retryAfterSeconds: Math.ceil((3600_000 - firstSentAgo) / 1000) });
    const mails = await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, user.email));
    expect(mails).toHaveLength(OTP_POLICY.maxPerHour);

    ctx.clock.advance(3600_000);
    expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);
  });

  it('keeps a code for one address from working for another', async () => {
    const a = await userWithLoginCode();
    const b = await userWithLoginCode();
    if (a.code !== b.code) {
      expect((await post('/auth/verify-otp', { email: b.user.email, otp: a.code })).statusCode).toBe(400);
    }
    expect((await post('/auth/verify-otp', { email: a.user.email, otp: a.code })).statusCode).toBe(200);
  });
});
