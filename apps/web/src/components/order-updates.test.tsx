// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store';
import { setApiTransport } from '../lib/api-client';
import { profileApi } from '../lib/profile';
import { OrderUpdates } from './order-updates';

const toastMock = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toastMock }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const view = (phone: string | null, whatsapp = false) => ({
  success: true,
  preferences: { whatsapp, sms: true },
  phone,
  events: [{ event: 'placed', label: 'Order placed' }],
});
const details = { _id: 'u1', name: 'Meera', email: 'm@e.in', phoneNumber: '+919876543210', phoneVerified: false, addresses: [] };

afterEach(() => {
  cleanup();
  setApiTransport((url, init) => fetch(url, init));
  vi.clearAllMocks();
});

function show(store = createStore({ browser: false })) {
  render(
    <Provider store={store}>
      <OrderUpdates />
    </Provider>,
  );
  return store;
}

describe('OrderUpdates', () => {
  it('shows the saved choices; a change shows what the server saved, without asking again', async () => {
    const calls: string[] = [];
    setApiTransport(async (url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return json(init.method === 'PUT' ? view('+919876543210', true) : view('+919876543210'));
    });
    show();
    const whatsapp = (await screen.findByRole('checkbox', { name: 'Send me order updates on WhatsApp' })) as HTMLInputElement;
    expect(whatsapp.checked).toBe(false);
    fireEvent.click(whatsapp);
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Order update preferences saved'));
    expect(whatsapp.checked).toBe(true);
    expect(calls).toEqual(['GET /api/v1/user/notification-preferences', 'PUT /api/v1/user/notification-preferences']);
  });

  it('asks again when the profile gets a new phone number', async () => {
    let phone: string | null = null;
    setApiTransport(async (url) => {
      if (url.endsWith('/user/me-update-profile')) {
        phone = '+919876543210';
        return json({ success: true, userDetails: details });
      }
      return json(view(phone));
    });
    const store = show();
    expect(await screen.findByText('Add your mobile number to receive order updates by WhatsApp or SMS.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Send me order updates by SMS' }) as HTMLInputElement).disabled).toBe(true);
    await act(async () => {
      await store.dispatch(profileApi.endpoints.updateProfile.initiate({ changes: { phoneNumber: '9876543210' } }));
    });
    await waitFor(() => expect(screen.queryByText('Add your mobile number to receive order updates by WhatsApp or SMS.')).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Send me order updates by SMS' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('a failed load says so and tries again', async () => {
    const answers = [new Response('', { status: 500 }), json(view('+919876543210'))];
    setApiTransport(async () => answers.shift() ?? json(view('+919876543210')));
    show();
    expect((await screen.findByRole('alert')).textContent).toBe('Your order update choices could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Send me order updates on WhatsApp' })).toBeTruthy();
  });
});
