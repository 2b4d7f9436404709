import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store';
import { createProfile, fetchUserDetails, updateProfile } from './user-details-slice';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const details = {
  _id: 'u1',
  name: 'Meera Nair',
  email: 'meera@example.in',
  phoneNumber: '+919876543210',
  phoneVerified: false,
  addresses: [
    { _id: 'a1', alias: 'Home', address_line1: '12 MG Road', address_line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: 560001, country: 'India', isPrimary: true },
  ],
};

function reply(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('userDetails area', () => {
  it('GET /user/me stores the details', async () => {
    reply(() => json({ success: true, userDetails: details }));
    const store = createStore();
    await store.dispatch(fetchUserDetails());
    expect(store.getState().userDetails).toMatchObject({ userDetails: details, notFound: false, loading: false, error: null });
  });

  it('a 404 means no details yet, not an error', async () => {
    reply(() => json({ success: false, message: 'No profile details yet', code: 'NOT_FOUND' }, 404));
    const store = createStore();
    await store.dispatch(fetchUserDetails());
    expect(store.getState().userDetails).toMatchObject({ userDetails: null, notFound: true, error: null });
  });

  it('other failures store the server message, else "Failed to fetch details"', async () => {
    reply(() => new Response('', { status: 500 }));
    const store = createStore();
    await store.dispatch(fetchUserDetails());
    expect(store.getState().userDetails.error).toBe('Failed to fetch details');
  });

  it('creating the profile marks the session as having details', async () => {
    const fetchMock = reply(() => json({ success: true, hasDetails: true, message: 'Profile details saved successfully' }));
    const store = createStore();
    const body = { name: 'Meera', email: 'meera@example.in', phoneNumber: '', street: '12 MG Road', addressLine2: '', pincode: '560001', country: 'India' };
    await store.dispatch(createProfile(body));
    expect(store.getState().auth.hasDetails).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/user/me-create-profile', expect.objectContaining({ method: 'POST', body: JSON.stringify(body) }));
  });

  it('a failed create rejects with the server message only', async () => {
    reply(() => json({ success: false, message: 'We could not find this pincode. Please check it.', code: 'BAD_REQUEST' }, 400));
    const store = createStore();
    const result = await store.dispatch(createProfile({ name: 'M', email: 'm@e.in', street: 'x', pincode: '999999' }));
    expect(result.payload).toBe('We could not find this pincode. Please check it.');
    expect(store.getState().auth.hasDetails).toBe(false);
    reply(() => new Response('', { status: 500 }));
    const again = await store.dispatch(createProfile({ name: 'M', email: 'm@e.in', street: 'x', pincode: '999999' }));
    expect(again.payload).toBeUndefined();
    expect(store.getState().userDetails.updateError).toBe('Something went wrong');
  });

  it('PUT /user/me-update-profile replaces the details; failure is "Update failed"', async () => {
    const fetchMock = reply(() => json({ success: true, userDetails: { ...details, name: 'Meera N' } }));
    const store = createStore();
    await store.dispatch(updateProfile({ name: 'Meera N' }));
    expect(store.getState().userDetails.userDetails?.name).toBe('Meera N');
    expect(fetchMock.mock.calls[0]).toEqual(['/api/v1/user/me-update-profile', expect.objectContaining({ method: 'PUT' })]);
    reply(() => new Response('', { status: 500 }));
    await store.dispatch(updateProfile({ name: 'x' }));
    expect(store.getState().userDetails.updateError).toBe('Update failed');
  });
});
