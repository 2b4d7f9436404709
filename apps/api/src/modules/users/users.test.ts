import { UserDetailsResponse } from '@shop/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSignInRequired, loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser } from '../../../test/factories';
import { addresses, users } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

const profile = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: '  Ananya Iyer ',
  email,
  phoneNumber: '98450 12345',
  street: '12, 4th Cross, Koramangala',
  addressLine2: 'Near Forum Mall',
  pincode: 560034,
  country: 'India',
  ...overrides,
});

async function signedIn(email?: string) {
  const user = await createUser(ctx.db, email ? { email } : {});
  return { user, cookie: await loginAs(ctx, user) };
}

describe('the profile of a new user', () => {
  it('is 404 until the completion form is saved, then holds name, phone and a primary Home address', async () => {
    const { user, cookie } = await signedIn();
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ success: false, message: 'No profile details yet' });

    const saved = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/me-create-profile', headers: { cookie }, payload: profile(user.email) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, hasDetails: true, message: 'Profile details saved successfully' });

    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    const { userDetails } = UserDetailsResponse.parse(after.json());
    expect(userDetails).toMatchObject({ _id: user.id, name: 'Ananya Iyer', email: user.email, phoneNumber: '+919845012345' });
    expect(userDetails.addresses).toEqual([
      {
        _id: expect.any(String),
        alias: 'Home',
        address_line1: '12, 4th Cross, Koramangala',
        address_line2: 'Near Forum Mall',
        city: 'Bengaluru Urban',
        state: 'Karnataka',
        pincode: 560034,
        country: 'India',
        isPrimary: true,
      },
    ]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.hasDetails).toBe(true);
  });

  it('takes city and state from India Post, not from the form', async () => {
    const { user, cookie } = await signedIn();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/me-create-profile',
      headers: { cookie },
      payload: profile(user.email, { pincode: '110001', city: 'Somewhere', state: 'Elsewhere', phoneNumber: '' }),
    });
    const [address] = await ctx.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(address).toMatchObject({ city: 'New Delhi', state: 'Delhi', pincode: 110001 });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ street: '   ' }, 'street'],
    [{ pincode: 12345 }, 'pincode'],
    [{ pincode: '0110001' }, 'pincode'],
    [{ phoneNumber: '12345' }, 'phoneNumber'],
    [{ phoneNumber: 9845012345 }, 'phoneNumber'],
    [{ email: 'not-an-email' }, 'email'],
    [{ name: 'x'.repeat(81) }, 'name'],
  ])('refuses %j with 400 naming the field', async (change, field) => {
    const { user, cookie } = await signedIn();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/me-create-profile', headers: { cookie }, payload: profile(user.email, change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}:`));
  });

  it('refuses a pincode India Post does not know, as a field error', async () => {
    const { user, cookie } = await signedIn();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/me-create-profile', headers: { cookie }, payload: profile(user.email, { pincode: 999999, phoneNumber: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('pincode: We could not find this pincode. Please check it.');
  });

  it("refuses someone else's email and a phone number another account verified", async () => {
    const first = await signedIn();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/user/me-create-profile', headers: { cookie: first.cookie }, payload: profile(first.user.email, { phoneNumber: '9000000001' }) });
    // Verified by a code sent to it (see auth-phone.test.ts): from now on it is this account's alone.
    await ctx.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, first.user.id));
    const second = await signedIn();
    const wrongEmail = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/me-create-profile', headers: { cookie: second.cookie }, payload: profile(first.user.email) });
    expect(wrongEmail.statusCode).toBe(400);
    const takenPhone = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/me-create-profile',
      headers: { cookie: second.cookie },
      payload: profile(second.user.email, { phoneNumber: '+91 90000 00001' }),
    });
    expect(takenPhone.statusCode).toBe(409);
    expect(takenPhone.json().message).toBe('This mobile number is already linked to another account');
  });

  it.each([
    ['GET', '/api/v1/user/me'],
    ['POST', '/api/v1/user/me-create-profile'],
    ['PUT', '/api/v1/user/me-update-profile'],
  ] as const)('%s %s, a profile route, refuses anonymous callers with 401', (method, url) => expectSignInRequired(ctx, method, url));
});

describe('PUT /api/v1/user/me-update-profile', () => {
  async function withProfile() {
    const s = await signedIn();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/user/me-create-profile', headers: { cookie: s.cookie }, payload: profile(s.user.email, { phoneNumber: '' }) });
    return s;
  }

  it('replaces the address list with exactly one primary, filling city and state from the pincode', async () => {
    const { cookie } = await withProfile();
    const me = UserDetailsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie } })).json());
    const home = me.userDetails.addresses[0]!;
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me-update-profile',
      headers: { cookie },
      payload: {
        addresses: [
          { ...home, isPrimary: false },
          { alias: 'Office', address_line1: 'Tower B, Cyber City', pincode: 122002, isPrimary: true },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const list = UserDetailsResponse.parse(res.json()).userDetails.addresses;
    expect(list.map((a) => [a.alias, a.isPrimary])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    expect(list[0]).toMatchObject({ state: 'Haryana', country: 'India', address_line2: '' });
    // The edited address keeps its id.
    expect(list[1]!._id).toBe(home._id);
  });

  it.each<[unknown[], string]>([
    [[], 'no addresses'],
    [[{ address_line1: 'A', pincode: 560034 }], 'no primary'],
    [
      [
        { address_line1: 'A', pincode: 560034, isPrimary: true },
        { address_line1: 'B', pincode: 560034, isPrimary: true },
      ],
      'two primaries',
    ],
  ])('refuses %j (%s) with 400', async (list) => {
    const { cookie } = await withProfile();
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', headers: { cookie }, payload: { addresses: list } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^addresses:/);
  });

  it("never takes over another user's address id", async () => {
    const victim = await withProfile();
    const victimAddress = UserDetailsResponse.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { cookie: victim.cookie } })).json(),
    ).userDetails.addresses[0]!;
    const attacker = await withProfile();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me-update-profile',
      headers: { cookie: attacker.cookie },
      payload: { addresses: [{ _id: victimAddress._id, address_line1: 'Mine now', pincode: 560034, isPrimary: true }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userDetails.addresses[0]._id).not.toBe(victimAddress._id);
    const [still] = await ctx.db.select().from(addresses).where(eq(addresses.id, victimAddress._id));
    expect(still).toMatchObject({ userId: victim.user.id, addressLine1: '12, 4th Cross, Koramangala' });
  });

  it('changes the name and phone, and clears the phone with an empty string', async () => {
    const { cookie } = await withProfile();
    const named = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', headers: { cookie }, payload: { name: 'Ananya I.', phoneNumber: '+91-98450-99999' } });
    expect(named.json().userDetails).toMatchObject({ name: 'Ananya I.', phoneNumber: '+919845099999' });
    const cleared = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', headers: { cookie }, payload: { phoneNumber: '' } });
    expect(cleared.json().userDetails).toMatchObject({ name: 'Ananya I.', phoneNumber: null });
  });

  it('refuses unknown fields and malformed JSON with 400', async () => {
    const { cookie } = await withProfile();
    const unknown = await ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me-update-profile', headers: { cookie }, payload: { role: 'admin' } });
    expect(unknown.statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user/me-update-profile',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });
});
