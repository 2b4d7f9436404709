import { AUTH_MESSAGES, GoogleLoginResponse, LoginResponse, MessageResponse, SessionState } from '@shop/contract/auth';
import { ErrorBody, ERROR_MESSAGES } from '@shop/contract/errors';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, cookieValue, freshIp, latestCode, loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { authSessions, devMessages, oneTimeCodes } from '../../db/schema';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../../lib/session-tokens';
import { verifyPassword } from './passwords';
import { findUserByEmail } from './auth.repository';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

let n = 0;
const uniqueEmail = (prefix = 'person') => `${prefix}-${++n}-${Date.now()}@example.com`;

/** Every request from its own address so the per-IP limits stay out of the way (they have their own tests). */
function call(options: InjectOptions & { url: string }) {
  return ctx.app.inject({ remoteAddress: freshIp(), ...options });
}
const post = (url: string, payload?: unknown, cookie?: string) =>
  call({ method: 'POST', url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers: cookie ? { cookie } : {} });
/** One person at one address: code allowances and resend pauses are per requester. */
const postFrom = (ip: string, url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress: ip });
const get = (url: string, cookie?: string) => call({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

const findUser = (email: string) => findUserByEmail(ctx.db, email);

describe('POST /auth/signup-email', () => {
  it('creates an unverified account with an argon2id hash and mails a sign-up code', async () => {
    const email = uniqueEmail('signup');
    const res = await post('/auth/signup-email', { email: `  ${email.toUpperCase()} `, password: 'Secret123!' });
    expect(res.statusCode).toBe(200);
    expect(MessageResponse.parse(res.json())).toEqual({ success: true, message: AUTH_MESSAGES.otpSent });

    const user = await findUser(email);
    expect(user).toBeDefined();
    expect(user!.emailVerifiedAt).toBeNull();
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.passwordHash!, 'Secret123!')).toBe(true);

    const [mail] = await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, email));
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Purrfect Litter verification code' });
    const code = await latestCode(ctx, email);
    expect(mail!.textBody).toContain('10 minutes');
    expect(mail!.textBody).toMatch(/ignore/i);
    expect(mail!.htmlBody).toContain(code);

    // Only a keyed hash of the code is stored.
    const [stored] = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.destination, email));
    expect(stored!.purpose).toBe('signup');
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replaces the password of a still-unverified account and sends a new code once the resend pause is over', async () => {
    const email = uniqueEmail('again');
    const ip = freshIp();
    await postFrom(ip, '/auth/signup-email', { email, password: 'FirstPass1' });
    const first = await latestCode(ctx, email);

    const tooSoon = await postFrom(ip, '/auth/signup-email', { email, password: 'SecondPass2' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: AUTH_MESSAGES.otpThrottled });
    expect(await verifyPassword((await findUser(email))!.passwordHash!, 'FirstPass1')).toBe(true);

    ctx.clock.advance(61_000);
    const again = await postFrom(ip, '/auth/signup-email', { email, password: 'SecondPass2' });
    expect(again.statusCode).toBe(200);
    expect(await verifyPassword((await findUser(email))!.passwordHash!, 'SecondPass2')).toBe(true);
    const second = await latestCode(ctx, email);

    // The older code no longer works once a newer one was sent.
    if (first !== second) {
      const old = await post('/auth/verify-otp', { email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const ok = await post('/auth/verify-otp', { email, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('answers an address that has an account exactly as a new one, and mails its owner a note instead of a code', async () => {
    const user = await createUser(ctx.db);
    const taken = await post('/auth/signup-email', { email: user.email, password: 'Whatever123' });
    const fresh = await post('/auth/signup-email', { email: uniqueEmail('fresh'), password: 'Whatever123' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    // The existing password is untouched, and the owner hears about it without any code to use.
    expect(await verifyPassword((await findUser(user.email))!.passwordHash!, DEFAULT_PASSWORD)).toBe(true);
    const [note] = await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, user.email));
    expect(note).toMatchObject({ subject: 'You already have a Purrfect Litter account' });
    expect(note!.textBody).not.toMatch(/\b\d{6}\b/);
    // Whatever code the stranger guesses, the sign-up cannot be completed.
    expect((await post('/auth/verify-otp', { email: user.email, otp: '123456' })).statusCode).toBe(400);
  });
});

describe('POST /auth/verify-otp', () => {
  it('verifies the email with the sign-up code, signs in and sets both cookies', async () => {
    const email = uniqueEmail('verify');
    await post('/auth/signup-email', { email, password: 'Secret123!' });
    const res = await post('/auth/verify-otp', { email, otp: await latestCode(ctx, email) });
    expect(res.statusCode).toBe(200);
    expect(SessionState.parse(res.json())).toEqual({ authenticated: true, hasDetails: false, language: 'en' });
    expect((await findUser(email))!.emailVerifiedAt).not.toBeNull();

    const access = res.cookies.find((c) => c.name === ACCESS_COOKIE)!;
    const refresh = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: REFRESH_COOKIE_PATH });
    expect(access.secure).toBeUndefined(); // Secure only in production
    expect(refresh.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await get('/auth/isloggedin', cookiesFrom(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ authenticated: true, hasDetails: false, language: 'en' });
  });

  it('signs in with a login code sent to a mobile number', async () => {
    const user = await createUser(ctx.db, { phone: '+919812345678', phoneVerifiedAt: new Date(), hasDetails: true });
    const sent = await post('/auth/loginn', { phone: '098123 45678' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: AUTH_MESSAGES.otpSent });
    const [sms] = await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, '+919812345678'));
    expect(sms!.channel).toBe('sms');
    expect(sms!.textBody).toMatch(/Purrfect Litter login code/);

    const res = await post('/auth/verify-otp', { email: '+91 98123 45678', otp: await latestCode(ctx, '+919812345678') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: true, hasDetails: true, language: 'en' });
    const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(session).toBeDefined();
  });

  it('signs in with a login code sent by email', async () => {
    const user = await createUser(ctx.db);
    expect((await post('/auth/loginn', { phone: user.email.toUpperCase() })).statusCode).toBe(200);
    const [mail] = await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, user.email));
    expect(mail!.subject).toBe('Your Purrfect Litter login code');
    const res = await post('/auth/verify-otp', { email: user.email, otp: await latestCode(ctx, user.email) });
    expect(res.statusCode).toBe(200);
    expect(cookieValue(res, ACCESS_COOKIE)).toBeTruthy();
  });

  it('answers 400 for an unknown destination or a value that is neither email nor mobile', async () => {
    const unknown = await post('/auth/verify-otp', { email: uniqueEmail('nobody'), otp: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: AUTH_MESSAGES.otpInvalid });

    const garbage = await post('/auth/verify-otp', { email: 'not-a-thing', otp: '123456' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toContain(AUTH_MESSAGES.invalidPhoneOrEmail);
  });
});

describe('POST /auth/login', () => {
  it('signs a verified user in and answers with the user', async () => {
    const user = await createUser(ctx.db, { name: 'Asha Rao', hasDetails: true });
    const res = await post('/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(LoginResponse.parse(res.json())).toEqual({
      success: true,
      authenticated: true,
      hasDetails: true,
      language: 'en',
      user: { email: user.email, name: 'Asha Rao' },
    });
    expect(cookieValue(res, ACCESS_COOKIE)).toBeTruthy();
    expect(cookieValue(res, REFRESH_COOKIE)).toBeTruthy();
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const user = await createUser(ctx.db);
    const wrongPassword = await post('/auth/login', { email: user.email, password: 'Not-the-password' });
    const unknownEmail = await post('/auth/login', { email: uniqueEmail('ghost'), password: 'Not-the-password' });
    const googleOnly = await createUser(ctx.db, { passwordHash: null, googleSub: 'google-only-sub' });
    const noPassword = await post('/auth/login', { email: googleOnly.email, password: 'Anything123' });
    for (const res of [wrongPassword, unknownEmail, noPassword]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: AUTH_MESSAGES.invalidCredentials, reason: 'auth.invalidCredentials' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('spends about as long on an unknown email as on a wrong password', async () => {
    const user = await createUser(ctx.db);
    const time = async (email: string) => {
      const started = performance.now();
      await post('/auth/login', { email, password: 'Not-the-password' });
      return performance.now() - started;
    };
    await time(uniqueEmail('warm')); // the dummy hash is made on first use
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(user.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Both run one argon2id verification; without the dummy hash the unknown case would be near-instant.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('refuses an unverified account with 403 and sends it a fresh sign-up code', async () => {
    const user = await createUser(ctx.db, { emailVerifiedAt: null });
    const ip = freshIp();
    const res = await postFrom(ip, '/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: AUTH_MESSAGES.emailNotVerified });
    const code = await latestCode(ctx, user.email);
    // Trying again at once is still a 403 (the code just sent stays valid), not a 429.
    const again = await postFrom(ip, '/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect((await post('/auth/verify-otp', { email: user.email, otp: code })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('does not tell an unverified account apart from a wrong password when the password is wrong', async () => {
    const user = await createUser(ctx.db, { emailVerifiedAt: null });
    const res = await post('/auth/login', { email: user.email, password: 'Wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('POST /auth/loginn', () => {
  it('answers the same whether or not an account uses the email or number, and sends a code only to an account', async () => {
    const known = await createUser(ctx.db, { phone: '+919000000002', phoneVerifiedAt: new Date() });
    const unverified = await createUser(ctx.db, { emailVerifiedAt: null });
    const contactOnly = await createUser(ctx.db, { phone: '+919000000003' });
    const answers = await Promise.all(
      [known.email, '+919000000002', uniqueEmail('nobody'), '9000000001', unverified.email, contactOnly.phone!].map((phone) => post('/auth/loginn', { phone })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.otpSent });
    }
    expect(await latestCode(ctx, known.email)).toMatch(/^\d{6}$/);
    expect(await latestCode(ctx, '+919000000002')).toMatch(/^\d{6}$/);
    // A mailbox without an account is told so (and how to sign up); an unknown or unverified phone gets nothing.
    const [note] = await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, unverified.email));
    expect(note).toMatchObject({ subject: 'Your Purrfect Litter login' });
    expect(note!.textBody).not.toMatch(/\b\d{6}\b/);
    for (const phone of ['+919000000001', '+919000000003']) {
      expect(await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone))).toEqual([]);
    }
  });

  it('needs a string that is an email address or an Indian mobile number', async () => {
    const notString = await post('/auth/loginn', { phone: 9876543210 });
    expect(notString.statusCode).toBe(400);
    expect(notString.json().message).toContain(AUTH_MESSAGES.phoneMustBeString);
    expect(notString.json().details.fields[0]).toEqual({ field: 'phone', message: AUTH_MESSAGES.phoneMustBeString });

    const notMobile = await post('/auth/loginn', { phone: '12345' });
    expect(notMobile.statusCode).toBe(400);
    expect(notMobile.json().message).toContain(AUTH_MESSAGES.invalidPhoneOrEmail);
  });
});

describe('POST /auth/forgot-password and /auth/reset-password', () => {
  it('answers identically whether or not the email has an account, and mails a code only when it does', async () => {
    const user = await createUser(ctx.db);
    const ghost = uniqueEmail('ghost');
    const known = await post('/auth/forgot-password', { email: user.email });
    const unknown = await post('/auth/forgot-password', { email: ghost });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetSent });
    expect(await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, ghost))).toHaveLength(0);
    expect((await ctx.db.select().from(devMessages).where(eq(devMessages.recipient, user.email)))[0]!.subject).toBe(
      'Reset your Purrfect Litter password',
    );

    // Asking again at once is throttled, but silently: a 429 would reveal the account.
    const again = await post('/auth/forgot-password', { email: user.email });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(unknown.body);
  });

  it('sets the new password and signs out every session', async () => {
    const user = await createUser(ctx.db);
    const phone = await loginAs(ctx, user);
    const laptop = await post('/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    const laptopCookies = cookiesFrom(laptop);
    expect((await get('/auth/isloggedin', phone)).statusCode).toBe(200);

    await post('/auth/forgot-password', { email: user.email });
    const res = await post('/auth/reset-password', { email: user.email, otp: await latestCode(ctx, user.email), newPassword: 'BrandNew123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: AUTH_MESSAGES.passwordReset });

    const sessions = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(sessions.length).toBe(2);
    expect(sessions.every((s) => s.revokedAt !== null && s.revokedReason === 'password_reset')).toBe(true);
    expect((await get('/auth/isloggedin', phone)).statusCode).toBe(401);
    expect((await get('/auth/isloggedin', laptopCookies)).statusCode).toBe(401);
    expect((await post('/auth/refresh-token', undefined, laptopCookies)).statusCode).toBe(401);

    expect((await post('/auth/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: user.email, password: 'BrandNew123' })).statusCode).toBe(200);
  });

  it('refuses a wrong reset code and a reset code used twice', async () => {
    const user = await createUser(ctx.db);
    await post('/auth/forgot-password', { email: user.email });
    const code = await latestCode(ctx, user.email);
    const wrong = await post('/auth/reset-password', { email: user.email, otp: code === '000000' ? '111111' : '000000', newPassword: 'BrandNew123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    expect((await post('/auth/reset-password', { email: user.email, otp: code, newPassword: 'BrandNew123' })).statusCode).toBe(200);
    const reused = await post('/auth/reset-password', { email: user.email, otp: code, newPassword: 'Another123' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(AUTH_MESSAGES.otpInvalid);
  });

  it('does not accept a sign-up code as a reset code', async () => {
    const email = uniqueEmail('mixed');
    await post('/auth/signup-email', { email, password: 'Secret123!' });
    const res = await post('/auth/reset-password', { email, otp: await latestCode(ctx, email), newPassword: 'BrandNew123' });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /auth/isloggedin and /auth/logout', () => {
  it('answers a visitor without session cookies 200, not signed in: nothing to refresh, no error', async () => {
    const res = await get('/auth/isloggedin');
    expect(res.statusCode).toBe(200);
    expect(SessionState.parse(res.json())).toEqual({ authenticated: false, hasDetails: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 Unauthorized when a session cookie is there but the access token is not valid (the client refreshes)', async () => {
    for (const cookie of [`${ACCESS_COOKIE}=garbage`, `${REFRESH_COOKIE}=${'A'.repeat(43)}`]) {
      const res = await get('/auth/isloggedin', cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized', code: 'UNAUTHORIZED', reason: 'auth.unauthorized' });
    }
  });

  it('answers 401 once the access token has expired', async () => {
    const cookie = await loginAs(ctx, await createUser(ctx.db));
    ctx.clock.advance(16 * 60_000);
    expect((await get('/auth/isloggedin', cookie)).statusCode).toBe(401);
  });

  it('revokes the session, clears both cookies and answers 200', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const res = await get('/auth/logout', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out' });
    const cleared = res.cookies.filter((c) => c.value === '');
    expect(cleared.map((c) => [c.name, c.path]).sort()).toEqual([
      [ACCESS_COOKIE, '/'],
      [REFRESH_COOKIE, REFRESH_COOKIE_PATH],
    ]);
    const [session] = await ctx.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(session!.revokedReason).toBe('logout');
    expect((await get('/auth/isloggedin', cookie)).statusCode).toBe(401);
    expect((await post('/auth/refresh-token', undefined, cookie)).statusCode).toBe(401);
  });

  it('revokes the session named by the refresh cookie alone once the access token has expired', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    ctx.clock.advance(20 * 60_000);
    const refreshOnly = cookie.split('; ').find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    expect((await get('/auth/logout', refreshOnly)).statusCode).toBe(200);
    expect((await post('/auth/refresh-token', undefined, refreshOnly)).statusCode).toBe(401);
  });

  it('answers 200 when nobody is logged in', async () => {
    const res = await get('/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out' });
  });
});

describe('validation', () => {
  const cases: Array<[string, unknown, string]> = [
    ['/auth/signup-email', { email: 'not-an-email', password: 'Secret123!' }, `email: ${AUTH_MESSAGES.invalidEmail}`],
    ['/auth/signup-email', { password: 'Secret123!' }, `email: ${AUTH_MESSAGES.invalidEmail}`],
    ['/auth/signup-email', { email: 'a@example.com', password: 'short' }, `password: ${AUTH_MESSAGES.passwordTooShort}`],
    ['/auth/signup-email', { email: 'a@example.com', password: 'x'.repeat(129) }, `password: ${AUTH_MESSAGES.passwordTooLong}`],
    ['/auth/signup-email', { email: `${'a'.repeat(250)}@example.com`, password: 'Secret123!' }, `email: ${AUTH_MESSAGES.invalidEmail}`],
    ['/auth/verify-otp', { email: 'a@example.com', otp: '12345' }, `otp: ${AUTH_MESSAGES.otpFormat}`],
    ['/auth/verify-otp', { email: 'a@example.com', otp: '12345a' }, `otp: ${AUTH_MESSAGES.otpFormat}`],
    ['/auth/verify-otp', { otp: '123456' }, 'email:'],
    ['/auth/login', { email: 'a@example.com' }, 'password:'],
    ['/auth/login', { email: 'nope', password: 'x' }, `email: ${AUTH_MESSAGES.invalidEmail}`],
    ['/auth/loginn', {}, `phone: ${AUTH_MESSAGES.phoneMustBeString}`],
    ['/auth/loginn', { phone: '' }, 'phone:'],
    ['/auth/forgot-password', { email: 42 }, `email: ${AUTH_MESSAGES.invalidEmail}`],
    ['/auth/reset-password', { email: 'a@example.com', otp: '123456', newPassword: 'short' }, `newPassword: ${AUTH_MESSAGES.passwordTooShort}`],
    ['/auth/reset-password', { email: 'a@example.com', newPassword: 'Secret123!' }, 'otp:'],
    ['/auth/google', { token: 'short' }, 'token:'],
    ['/auth/google', {}, 'token:'],
  ];

  it.each(cases)('%s %j → 400 naming the field', async (url, payload, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    const body = ErrorBody.parse(res.json());
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.message.startsWith(message)).toBe(true);
  });

  it.each(['/auth/signup-email', '/auth/verify-otp', '/auth/login', '/auth/loginn', '/auth/forgot-password', '/auth/reset-password', '/auth/google'])(
    '%s answers 400 to a missing body and to malformed JSON',
    async (url) => {
      const missing = await post(url);
      expect(missing.statusCode).toBe(400);
      expect(ErrorBody.parse(missing.json()).code).toBe('BAD_REQUEST');

      const malformed = await call({ method: 'POST', url: `/api/v1${url}`, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidJson });

      const empty = await call({ method: 'POST', url: `/api/v1${url}`, headers: { 'content-type': 'application/json' }, payload: '' });
      expect(empty.statusCode).toBe(400);
    },
  );

  it('never echoes the password in an error', async () => {
    const res = await post('/auth/signup-email', { email: 'bad', password: 'MySecretPassw0rd' });
    expect(res.body).not.toContain('MySecretPassw0rd');
  });
});

describe('POST /auth/google (dev identity provider)', () => {
  it('signs a new person up as a verified user', async () => {
    const email = uniqueEmail('google-new');
    const token = await ctx.app.inject({ method: 'POST', url: '/dev/identity/token', payload: { email, name: 'Meera Iyer' } });
    expect(token.statusCode).toBe(200);
    const res = await post('/auth/google', { token: token.json().credential });
    expect(res.statusCode).toBe(200);
    expect(GoogleLoginResponse.parse(res.json())).toEqual({ success: true, authenticated: true, hasDetails: false, language: 'en', email, name: 'Meera Iyer' });
    const user = await findUser(email);
    expect(user).toMatchObject({ name: 'Meera Iyer', passwordHash: null });
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect(user!.googleSub).toMatch(/^dev-[0-9a-f]{20}$/);
    expect((await get('/auth/isloggedin', cookiesFrom(res))).statusCode).toBe(200);
  });
});
