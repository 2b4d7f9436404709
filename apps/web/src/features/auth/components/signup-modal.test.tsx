// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { openSignupModal } from '../../../store/ui-slice';
import { SignupModal } from './signup-modal';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderModal() {
  const store = createStore();
  store.dispatch(openSignupModal());
  render(
    <Provider store={store}>
      <SignupModal renderProfileStep={({ email, emailLocked }) => <p>Profile form for {email} {emailLocked ? '(locked)' : ''}</p>} />
    </Provider>,
  );
  return store;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  // jsdom has no matchMedia; a narrow screen (no decorative picture) is enough here.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignupModal', () => {
  it('walks the steps with Continue, Submit and Verify, each disabled while invalid or loading', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const store = renderModal();
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy();

    expect(button('Continue').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' kavya@example.in ' } });
    await act(async () => fireEvent.click(button('Continue')));

    expect(screen.getByRole('dialog', { name: 'Create a password' })).toBeTruthy();
    expect(button('Submit').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Create Password'), { target: { value: 'purrfect-pass-1' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'purrfect-pass-2' } });
    expect(button('Submit').disabled).toBe(true);
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'purrfect-pass-1' } });
    await act(async () => fireEvent.click(button('Submit')));
    expect(button('Processing...').disabled).toBe(true);
    await act(async () => answer(json({ success: true, message: 'OTP sent successfully' })));

    expect(screen.getByRole('dialog', { name: 'Verify your email' })).toBeTruthy();
    expect(button('Verify').disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { target: { value: '123456' } });
    expect(button('Verify').disabled).toBe(false);
    await act(async () => fireEvent.click(button('Verify')));
    await act(async () => answer(json({ authenticated: true, hasDetails: false })));

    expect(screen.getByText('Profile form for kavya@example.in (locked)')).toBeTruthy();
    expect(store.getState().auth).toMatchObject({ authenticated: true, hasDetails: false });
  });

  it('shows the store error inline and refuses a short password before sending it', async () => {
    const fetchMock = vi.fn(async () => json({ success: false, message: 'An account with this email already exists. Please log in.', code: 'CONFLICT' }, 409));
    vi.stubGlobal('fetch', fetchMock);
    renderModal();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'kavya@example.in' } });
    await act(async () => fireEvent.click(button('Continue')));
    fireEvent.change(screen.getByLabelText('Create Password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'short' } });
    await act(async () => fireEvent.click(button('Submit')));
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Create Password'), { target: { value: 'long-enough-1' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'long-enough-1' } });
    await act(async () => fireEvent.click(button('Submit')));
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists. Please log in.');
  });

  it('closing resets the auth state; the login link swaps the modals', () => {
    const store = renderModal();
    fireEvent.click(button('Already have an account? Login'));
    expect(store.getState().ui).toMatchObject({ showLoginModal: true, showSignupModal: false });
    store.dispatch(openSignupModal());
    fireEvent.click(button('Close'));
    expect(store.getState().ui).toMatchObject({ showLoginModal: false, showSignupModal: false });
    expect(store.getState().auth).toMatchObject({ loading: false, error: null });
  });
});
