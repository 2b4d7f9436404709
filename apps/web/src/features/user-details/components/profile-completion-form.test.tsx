// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { setApiTransport } from '../../../lib/api-client';
// Loaded ahead, as the form's own preload does in the browser while step 1 is filled in.
import '../../../lib/profile';
import { ProfileCompletionForm } from './profile-completion-form';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  setApiTransport((url, init) => fetch(url, init));
});

async function fillAndSave() {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: ' Nisha Verma ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.change(await screen.findByLabelText('Street address / House no.'), { target: { value: '17 Residency Road' } });
  fireEvent.change(screen.getByLabelText('Pincode'), { target: { value: '560001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));
}

function show() {
  const store = createStore({ browser: false });
  const onSaved = vi.fn();
  render(
    <Provider store={store}>
      <ProfileCompletionForm email="nisha@example.in" emailLocked saveFailedMessage="Failed to save details. Please try again." onSaved={onSaved} />
    </Provider>,
  );
  return { store, onSaved };
}

describe('ProfileCompletionForm', () => {
  it('saves through POST /user/me-create-profile; the session then has details', async () => {
    const bodies: unknown[] = [];
    setApiTransport(async (url, init) => {
      bodies.push([url, JSON.parse(String(init.body))]);
      return json({ success: true, hasDetails: true, message: 'Profile details saved successfully' });
    });
    const { store, onSaved } = show();
    await fillAndSave();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(store.getState().auth.hasDetails).toBe(true);
    expect(bodies).toEqual([
      ['/api/v1/user/me-create-profile', { name: 'Nisha Verma', email: 'nisha@example.in', phoneNumber: '', street: '17 Residency Road', addressLine2: '', pincode: '560001', country: 'India' }],
    ]);
  });

  it("shows the server's refusal, else the screen's own words, and stays", async () => {
    setApiTransport(async () => json({ success: false, message: 'We could not find this pincode. Please check it.', code: 'BAD_REQUEST' }, 400));
    const { store, onSaved } = show();
    await fillAndSave();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this pincode. Please check it.');
    setApiTransport(async () => new Response('', { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to save details. Please try again.'));
    expect(onSaved).not.toHaveBeenCalled();
    expect(store.getState().auth.hasDetails).toBe(false);
  });
});
