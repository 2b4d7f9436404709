import { ACCOUNT_LIMITS, AUTH_MESSAGES, OTP_POLICY } from '@shop/contract/auth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, latestCode } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser } from '../../../test/factories';
import { devMessages, oneTimeCodes } from '../../db/schema';

/** One-time codes: wrong, expired, burned and reused codes, and the resend throttle. */
let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

const postFrom = (ip: string, url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });
/** Every request from another address: the per-requester allowances stay out of the way unless a test is about them. */
const post = (url: string, payload: object) => postFrom(freshIp(), url, payload);
async function mailsTo(recipient: string, subject: string) {
  return (await ctx.db.select().from(devMessages).where(and(eq(devMessages.recipient, recipient), eq(devMessages.subject, subject)))).length;
}
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
    expect(res.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: AUTH_MESSAGES.otpInvalid, reason: 'auth.otpInvalid' });
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

  it(`throttles resending: one code per ${OTP_POLICY.resendSeconds} s, ${OTP_POLICY.maxPerHour} an hour per address and requester`, async () => {
    const user = await createUser(ctx.db);
    const me = freshIp();
    const post = (url: string, payload: object) => postFrom(me, url, payload);
    expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);

    const tooSoon = await post('/auth/loginn', { phone: user.email });
    expect(tooSoon.statusCode).toBe(429);
    // The answer says when to ask again, in the body and in Retry-After: the web's resend countdown follows it.
    expect(tooSoon.json()).toEqual({ success: false, code: 'RATE_LIMITED', message: AUTH_MESSAGES.otpThrottled, reason: 'auth.otpThrottled', details: { retryAfterSeconds: OTP_POLICY.resendSeconds } });
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

  it('lets a stranger spend only their own allowance for an address: the owner still gets a login or reset code', async () => {
    const victim = await createUser(ctx.db);
    const stranger = freshIp();
    for (let sent = 0; sent < OTP_POLICY.maxPerHour; sent++) {
      expect((await postFrom(stranger, '/auth/loginn', { phone: victim.email })).statusCode).toBe(200);
      expect((await postFrom(stranger, '/auth/forgot-password', { email: victim.email })).statusCode).toBe(200);
      ctx.clock.advance(OTP_POLICY.resendSeconds * 1000);
    }
    expect((await postFrom(stranger, '/auth/loginn', { phone: victim.email })).statusCode).toBe(429);
    const resetsBefore = await mailsTo(victim.email, 'Reset your Purrfect Litter password');
    expect((await postFrom(stranger, '/auth/forgot-password', { email: victim.email })).statusCode).toBe(200);
    expect(await mailsTo(victim.email, 'Reset your Purrfect Litter password')).toBe(resetsBefore); // silently refused

    // The owner, from their own address, is not held back by any of it.
    const owner = freshIp();
    expect((await postFrom(owner, '/auth/forgot-password', { email: victim.email })).statusCode).toBe(200);
    expect(await mailsTo(victim.email, 'Reset your Purrfect Litter password')).toBe(resetsBefore + 1);
    expect((await postFrom(owner, '/auth/loginn', { phone: victim.email })).statusCode).toBe(200);
    expect((await postFrom(owner, '/auth/verify-otp', { email: victim.email, otp: await latestCode(ctx, victim.email) })).statusCode).toBe(200);
  });

  it(`still caps an address at ${OTP_POLICY.maxPerHourPerDestination} codes of one purpose an hour from everyone together`, async () => {
    const user = await createUser(ctx.db);
    for (let sent = 0; sent < OTP_POLICY.maxPerHourPerDestination; sent++) {
      expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);
    }
    const capped = await post('/auth/loginn', { phone: user.email });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(AUTH_MESSAGES.otpTooMany);
    // Other purposes have their own allowance: a reset still goes out.
    const resets = await mailsTo(user.email, 'Reset your Purrfect Litter password');
    await post('/auth/forgot-password', { email: user.email });
    expect(await mailsTo(user.email, 'Reset your Purrfect Litter password')).toBe(resets + 1);
  });

  it(`pauses code logins to an account after ${ACCOUNT_LIMITS.codeFailures} wrong codes in ${ACCOUNT_LIMITS.windowMinutes} minutes, from any addresses`, async () => {
    const user = await createUser(ctx.db);
    let wrong = 0;
    while (wrong < ACCOUNT_LIMITS.codeFailures) {
      // A fresh code each round (five wrong tries burn one), every guess from another address.
      ctx.clock.advance(OTP_POLICY.resendSeconds * 1000);
      expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);
      const code = await latestCode(ctx, user.email);
      for (let i = 0; i < 3 && wrong < ACCOUNT_LIMITS.codeFailures; i++, wrong++) {
        expect((await post('/auth/verify-otp', { email: user.email, otp: wrongCodeFor(code) })).statusCode).toBe(400);
      }
    }
    ctx.clock.advance(OTP_POLICY.resendSeconds * 1000);
    expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);
    const right = await latestCode(ctx, user.email);
    const paused = await post('/auth/verify-otp', { email: user.email, otp: right });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/^Too many wrong codes for this account\. Please try again in \d+ minutes\.$/);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(ACCOUNT_LIMITS.windowMinutes * 60);

    ctx.clock.advance(ACCOUNT_LIMITS.windowMinutes * 60_000);
    expect((await post('/auth/loginn', { phone: user.email })).statusCode).toBe(200);
    expect((await post('/auth/verify-otp', { email: user.email, otp: await latestCode(ctx, user.email) })).statusCode).toBe(200);
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
