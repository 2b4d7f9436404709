// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { setApiTransport } from './api-client';
import { profileApi } from './profile';
import { useDeliveryAddress } from './use-delivery-address';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const home = { _id: 'a1', alias: 'Home', address_line1: '12 MG Road', address_line2: '', city: 'Bengaluru', state: 'Karnataka', pincode: 560001, country: 'India', isPrimary: true };
const office = { ...home, _id: 'a2', alias: 'Office', address_line1: '5 Connaught Place', city: 'New Delhi', state: 'Delhi', pincode: 110001, isPrimary: false };
const profile = (addresses: unknown[]) => ({ success: true, userDetails: { _id: 'u1', name: 'Meera', email: 'm@e.in', phoneNumber: null, phoneVerified: false, addresses } });
const serviceable = (primaryAddress: unknown, day: string) => ({
  success: true,
  isServiceable: true,
  message: 'Serviceable',
  primaryAddress,
  estimatedDeliveryDate: null,
  deliveryMessage: `Delivery by ${day}`,
});

afterEach(() => {
  cleanup();
  setApiTransport((url, init) => fetch(url, init));
});

describe('useDeliveryAddress', () => {
  it('reads the primary address from the profile and asks again whether the courier goes there once the addresses change', async () => {
    let addresses: Array<typeof home> = [home];
    const calls: string[] = [];
    setApiTransport(async (url, init) => {
      const path = url.replace('/api/v1', '');
      calls.push(`${init.method ?? 'GET'} ${path}`);
      if (path === '/user/me-update-profile') {
        addresses = (JSON.parse(String(init.body)) as { addresses: Array<typeof home> }).addresses;
        return json(profile(addresses));
      }
      if (path.startsWith('/user/check-pincode-serviceability')) {
        const primary = addresses.find((a) => a.isPrimary);
        return json(serviceable(primary, primary === home ? 'Friday, 27 November' : 'Monday, 30 November'));
      }
      return json(profile(addresses));
    });
    const store = createStore({ browser: false });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useDeliveryAddress(), { wrapper });
    expect(result.current.serviceability).toEqual({ status: 'checking' });
    await waitFor(() => expect(result.current.serviceability).toEqual({ status: 'serviceable', message: 'Delivery by Friday, 27 November', day: null }));
    expect(result.current.address?._id).toBe('a1');

    // Office becomes the primary address: saved, the page shows it, and the courier is asked about it.
    await act(async () => {
      await store.dispatch(profileApi.endpoints.updateProfile.initiate({ changes: { addresses: [{ ...home, isPrimary: false }, { ...office, isPrimary: true }] } }));
    });
    await waitFor(() => expect(result.current.serviceability).toEqual({ status: 'serviceable', message: 'Delivery by Monday, 30 November', day: null }));
    expect(result.current.address?._id).toBe('a2');
    expect(calls.filter((c) => c.startsWith('GET /user/check-pincode-serviceability'))).toHaveLength(2);
    expect(calls.filter((c) => c === 'GET /user/me')).toHaveLength(1);

    // A name change says nothing about where the courier goes: no new check.
    await act(async () => {
      await store.dispatch(profileApi.endpoints.updateProfile.initiate({ changes: { name: 'Meera N' } }));
    });
    expect(calls.filter((c) => c.startsWith('GET /user/check-pincode-serviceability'))).toHaveLength(2);
  });

  it('a failed check means not serviceable', async () => {
    setApiTransport(async (url) => (url.includes('check-pincode') ? new Response('', { status: 500 }) : json(profile([home]))));
    const store = createStore({ browser: false });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useDeliveryAddress(), { wrapper });
    await waitFor(() => expect(result.current.serviceability).toEqual({ status: 'error', message: 'Failed to check pincode.' }));
    expect(result.current.address?._id).toBe('a1');
  });

  it('a chosen address other than the primary is asked about by its pincode', async () => {
    const calls: string[] = [];
    setApiTransport(async (url) => {
      calls.push(url.replace('/api/v1', ''));
      return url.includes('check-pincode') ? json(serviceable(home, 'Friday, 27 November')) : json(profile([home, office]));
    });
    const store = createStore({ browser: false });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useDeliveryAddress(), { wrapper });
    await waitFor(() => expect(result.current.serviceability.status).toBe('serviceable'));
    act(() => result.current.choose({ kind: 'saved', id: 'a2' }));
    expect(result.current.address?._id).toBe('a2');
    expect(result.current.serviceability).toEqual({ status: 'checking' });
    await waitFor(() => expect(result.current.serviceability.status).toBe('serviceable'));
    expect(calls).toContain('/user/check-pincode-serviceability?pincode=110001');
  });
});
