import { AUTH_MESSAGES } from '@shop/contract/auth';
import { PHONE_MESSAGES, PROFILE_MESSAGES, UserDetailsResponse } from '@shop/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesFrom, freshIp, latestCode, loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser } from '../../../test/factories';
import { devMessages, users } from '../../db/schema';

/** A phone number logs in, and is anyone's alone, only once a code sent to it was typed back. */
let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });

/** A signed-in customer whose completed profile holds the phone number. */
async function customerWithPhone(phoneNumber: string) {
  const user = await createUser(ctx.db);
  const cookie = await loginAs(ctx, user);
  const saved = await post(
    '/user/me-create-profile',
    { name: 'Asha Rao', email: user.email, phoneNumber, street: '12 MG Road', pincode: 560001, country: 'India' },
    cookie,
  );
  expect(saved.statusCode).toBe(200);
  return { user, cookie };
}

const details = async (cookie: string) =>
  UserDetailsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } })).json()).userDetails;
const smsTo = async (phone: string) => ctx.db.select().from(devMessages).where(eq(devMessages.recipient, phone));

describe('phone verification', () => {
  it('keeps a new number a contact number until its code is typed; then it logs in', async () => {
    const phone = '+919811100001';
    const { cookie } = await customerWithPhone('98111 00001');
    expect(await details(cookie)).toMatchObject({ phoneNumber: phone, phoneVerified: false });
    // Unverified: asking for a login code to it sends nothing.
    expect((await post('/auth/loginn', { phone })).statusCode).toBe(200);
    expect(await smsTo(phone)).toEqual([]);

    const sent = await post('/user/verify-phone/send-code', {}, cookie);
    expect(sent.json()).toEqual({ success: true, message: PHONE_MESSAGES.codeSent });
    const wrong = await post('/user/verify-phone', { otp: '000000' === (await latestCode(ctx, phone)) ? '000001' : '000000' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.otpInvalid);
    const [sms] = await smsTo(phone);
    expect(sms!.textBody).toMatch(/^\d{6} is your code to verify this number on your Purrfect Litter profile\./);
    const code = await latestCode(ctx, phone);
    const ok = await post('/user/verify-phone', { otp: code }, cookie);
    expect(ok.json()).toEqual({ success: true, message: PHONE_MESSAGES.verified });
    expect(await details(cookie)).toMatchObject({ phoneVerified: true });
    // The same request again (a double tap) changes nothing and says the same.
    const again = await post('/user/verify-phone', { otp: code }, cookie);
    expect(again.json()).toEqual({ success: true, message: PHONE_MESSAGES.verified });

    expect((await post('/auth/loginn', { phone })).statusCode).toBe(200);
    const login = await post('/auth/verify-otp', { email: phone, otp: await latestCode(ctx, phone) });
    expect(login.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/isloggedin', headers: { cookie: cookiesFrom(login) } })).statusCode).toBe(200);

    // A changed number starts unverified again; saving the same one keeps the verification.
    const same = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', headers: { cookie }, payload: { phoneNumber: phone } });
    expect(same.json().userDetails).toMatchObject({ phoneVerified: true });
    const changed = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', headers: { cookie }, payload: { phoneNumber: '9811100002' } });
    expect(changed.json().userDetails).toMatchObject({ phoneNumber: '+919811100002', phoneVerified: false });
  });

  it("stops a squatter: someone else's number on a profile blocks nobody and logs nobody in, and its owner takes it", async () => {
    const phone = '+919811100003';
    const squatter = await customerWithPhone(phone);
    // The real owner can still save and verify the number...
    const owner = await customerWithPhone(phone);
    await post('/user/verify-phone/send-code', {}, owner.cookie);
    expect((await post('/user/verify-phone', { otp: await latestCode(ctx, phone) }, owner.cookie)).statusCode).toBe(200);

    // ...and a code sent to it logs the owner in, never the squatter.
    expect((await post('/auth/loginn', { phone })).statusCode).toBe(200);
    const login = await post('/auth/verify-otp', { email: phone, otp: await latestCode(ctx, phone) });
    expect(login.statusCode).toBe(200);
    const me = UserDetailsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: cookiesFrom(login) } })).json());
    expect(me.userDetails._id).toBe(owner.user.id);

    // The squatter cannot verify it any more, nor save it anew.
    const refused = await post('/user/verify-phone/send-code', {}, squatter.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PROFILE_MESSAGES.phoneTaken);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row!.phoneVerifiedAt).toBeNull();
  });

  it('lets only one of two accounts claiming the same number verify it, even when both answer at once', async () => {
    const phone = '+919811100004';
    const a = await customerWithPhone(phone);
    await post('/user/verify-phone/send-code', {}, a.cookie);
    const codeA = await latestCode(ctx, phone);
    const b = await customerWithPhone(phone);
    // Only the newest code sent to a number counts: b's request retired a's code.
    await post('/user/verify-phone/send-code', {}, b.cookie);
    const codeB = await latestCode(ctx, phone);
    const [ra, rb] = await Promise.all([post('/user/verify-phone', { otp: codeA }, a.cookie), post('/user/verify-phone', { otp: codeB }, b.cookie)]);
    expect(rb.statusCode).toBe(200);
    expect(ra.statusCode).toBe(400);
    const verified = await ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(verified.filter((u) => u.phoneVerifiedAt !== null).map((u) => u.id)).toEqual([b.user.id]);
  });

  it('answers clearly without a number, when already verified, and for anonymous callers', async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const none = await post('/user/verify-phone/send-code', {}, cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PHONE_MESSAGES.noPhone);
    const verified = await createUser(ctx.db, { phone: '+919811100005', phoneVerifiedAt: new Date() });
    const again = await post('/user/verify-phone/send-code', {}, await loginAs(ctx, verified));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PHONE_MESSAGES.alreadyVerified);
    expect((await post('/user/verify-phone/send-code', {})).statusCode).toBe(401);
    expect((await post('/user/verify-phone', { otp: '12' }, cookie)).statusCode).toBe(400);
  });
});
