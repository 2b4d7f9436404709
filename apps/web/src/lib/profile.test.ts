import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { logout } from '../store/auth-slice';
import { setApiTransport } from './api-client';
import { profileApi } from './profile';
import { cacheState } from './query-api';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const details = {
  _id: 'u1',
  name: 'Meera Nair',
  email: 'meera@example.in',
  phoneNumber: '+919876543210',
  phoneVerified: false,
  language: 'en',
  addresses: [
    { _id: 'a1', alias: 'Home', address_line1: '12 MG Road', address_line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: 560001, country: 'India', isPrimary: true },
  ],
};
const newProfile = { name: 'Meera', email: 'meera@example.in', phoneNumber: '', street: '12 MG Road', addressLine2: '', pincode: '560001', country: 'India' };

/** The API as these tests need it: each call noted as "METHOD path", answered by `answer`. */
function serve(answer: (method: string, path: string) => Response) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url.replace('/api/v1', '')}`);
    bodies.push(init.body === undefined ? undefined : JSON.parse(String(init.body)));
    return answer(method, url.replace('/api/v1', ''));
  });
  return { calls, bodies };
}

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('the profile in the server-data cache', () => {
  it('GET /user/me: the details are the answer, and the userDetails area holds them', async () => {
    serve(() => json({ success: true, userDetails: details }));
    const store = createStore({ browser: false });
    const result = await store.dispatch(profileApi.endpoints.profile.initiate());
    expect(result.data).toEqual(details);
    expect(store.getState().userDetails).toEqual({ userDetails: details, notFound: false });
  });

  it('a 404 means no details yet, not an error', async () => {
    serve(() => json({ success: false, message: 'No profile details yet', code: 'NOT_FOUND' }, 404));
    const store = createStore({ browser: false });
    const result = await store.dispatch(profileApi.endpoints.profile.initiate());
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
    expect(store.getState().userDetails).toEqual({ userDetails: null, notFound: true });
  });

  it('other failures carry the server message, else "Failed to fetch details"', async () => {
    serve(() => new Response('', { status: 500 }));
    const store = createStore({ browser: false });
    const result = await store.dispatch(profileApi.endpoints.profile.initiate());
    expect(result.error).toMatchObject({ status: 500, message: 'Failed to fetch details' });
    expect(store.getState().userDetails).toEqual({ userDetails: null, notFound: false });
  });

  it('creating the profile marks the session as having details, and the profile is read again', async () => {
    let created = false;
    const { calls, bodies } = serve((method) => {
      if (method === 'POST') {
        created = true;
        return json({ success: true, hasDetails: true, message: 'Profile details saved successfully' });
      }
      return created ? json({ success: true, userDetails: details }) : json({ success: false, message: 'No profile details yet', code: 'NOT_FOUND' }, 404);
    });
    const store = createStore({ browser: false });
    const shown = store.dispatch(profileApi.endpoints.profile.initiate());
    await shown;
    expect(store.getState().userDetails.notFound).toBe(true);
    // As the profile-completion form sends it: untracked, the cache keeps no entry for the change itself.
    await store.dispatch(profileApi.endpoints.createProfile.initiate({ body: newProfile, failedMessage: 'Failed to save details. Please try again.' }, { track: false }));
    expect(store.getState().auth.hasDetails).toBe(true);
    expect(bodies[1]).toEqual(newProfile);
    await expect.poll(() => store.getState().userDetails).toEqual({ userDetails: details, notFound: false });
    expect(calls).toEqual(['GET /user/me', 'POST /user/me-create-profile', 'GET /user/me']);
    shown.unsubscribe();
  });

  it("a failed create says the server's message, else the screen's own words", async () => {
    serve(() => json({ success: false, message: 'We could not find this pincode. Please check it.', code: 'BAD_REQUEST' }, 400));
    const store = createStore({ browser: false });
    const body = { name: 'M', email: 'm@e.in', street: 'x', pincode: '999999' };
    const result = await store.dispatch(profileApi.endpoints.createProfile.initiate({ body, failedMessage: 'Error saving user details' }));
    expect(result.error).toMatchObject({ message: 'We could not find this pincode. Please check it.' });
    expect(store.getState().auth.hasDetails).toBe(false);
    serve(() => new Response('', { status: 500 }));
    const again = await store.dispatch(profileApi.endpoints.createProfile.initiate({ body, failedMessage: 'Error saving user details' }));
    expect(again.error).toMatchObject({ message: 'Error saving user details' });
    expect(store.getState().auth.hasDetails).toBe(false);
  });

  it('PUT /user/me-update-profile replaces the details at once, without asking again; failure is "Update failed"', async () => {
    const { calls } = serve((method) => json({ success: true, userDetails: method === 'PUT' ? { ...details, name: 'Meera N' } : details }));
    const store = createStore({ browser: false });
    const shown = store.dispatch(profileApi.endpoints.profile.initiate());
    await shown;
    await store.dispatch(profileApi.endpoints.updateProfile.initiate({ changes: { name: 'Meera N' } }));
    expect(store.getState().userDetails.userDetails?.name).toBe('Meera N');
    await expect.poll(() => profileApi.endpoints.profile.select()(cacheState(store.getState())).data?.name).toBe('Meera N');
    expect(calls).toEqual(['GET /user/me', 'PUT /user/me-update-profile']);

    serve(() => new Response('', { status: 500 }));
    const failed = await store.dispatch(profileApi.endpoints.updateProfile.initiate({ changes: { name: 'x' } }));
    expect(failed.error).toMatchObject({ message: 'Update failed' });
    const checkout = await store.dispatch(profileApi.endpoints.updateProfile.initiate({ changes: { name: 'x' }, failedMessage: 'Failed to update address' }));
    expect(checkout.error).toMatchObject({ message: 'Failed to update address' });
    expect(store.getState().userDetails.userDetails?.name).toBe('Meera N');
    shown.unsubscribe();
  });

  it('logging out empties the userDetails area', async () => {
    serve((_method, path) => (path === '/auth/logout' ? json({ success: true, message: 'Logged out' }) : json({ success: true, userDetails: details })));
    const store = createStore({ browser: false });
    await store.dispatch(profileApi.endpoints.profile.initiate());
    await store.dispatch(logout());
    expect(store.getState().userDetails).toEqual({ userDetails: null, notFound: false });
  });
});
