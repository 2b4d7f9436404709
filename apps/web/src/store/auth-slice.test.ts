import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store';
import { AUTH_STORAGE_KEY } from '../lib/session-hint';
import {
  authReducer,
  checkSession,
  forgotPassword,
  googleLogin,
  initialAuthState,
  login,
  logout,
  resetAuthState,
  resetPassword,
  sendOtp,
  sessionChecked,
  sessionEnded,
  signupEmail,
  verifyOtp,
  type AuthState,
} from './auth-slice';
import { cartLoaded } from '../features/cart/cart-slice';
import { openLoginModal, openSignupModal } from './ui-slice';

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers by path; anything not listed is a 404. Refreshes fail unless listed. */
function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.replace('/api/v1', '');
    const handler = routes[path];
    if (handler) return handler(url, init);
    if (path === '/auth/refresh-token') return json({ success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401);
    return json({ success: false, message: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fake localStorage for the node test environment. */
function stubStorage() {
  const data = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  });
  return data;
}

let storage: Map<string, string>;
beforeEach(() => {
  storage = stubStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auth reducers', () => {
  it('starts unknown and not initialised', () => {
    const state = authReducer(undefined, { type: '@@init' });
    expect(state).toEqual(initialAuthState);
    // Nobody is known to be signed in or out until the session is checked, and nothing is on its way.
    expect(state).toMatchObject({ authenticated: null, initialized: false, loading: false, error: null, language: null });
  });

  it('keeps the account’s language the session check and a sign-in name, and forgets it when the session ends', () => {
    let state = authReducer(initialAuthState, sessionChecked({ authenticated: true, hasDetails: true, language: 'hi' }));
    expect(state.language).toBe('hi');
    state = authReducer(state, sessionEnded());
    expect(state.language).toBeNull();
    state = authReducer(state, login.fulfilled({ success: true, authenticated: true, hasDetails: true, language: 'en', user: { email: 'a@b.in', name: null } }, 'r', { email: 'a@b.in', password: 'x' }));
    expect(state.language).toBe('en');
    // An older server names none.
    state = authReducer(state, sessionChecked({ authenticated: true, hasDetails: true }));
    expect(state.language).toBeNull();
  });

  it('pending sets loading and clears the error; rejected stores its message or the generic one', () => {
    let state: AuthState = { ...initialAuthState, error: 'old' };
    state = authReducer(state, login.pending('r', { email: 'a@b.in', password: 'x' }));
    expect(state).toMatchObject({ loading: true, error: null });
    state = authReducer(state, login.rejected(new Error('x'), 'r', { email: 'a@b.in', password: 'x' }, 'Invalid email or password'));
    expect(state).toMatchObject({ loading: false, error: 'Invalid email or password' });
    state = authReducer(state, sendOtp.pending('r', { phone: 'a@b.in' }));
    state = authReducer(state, sendOtp.rejected(new Error('boom'), 'r', { phone: 'a@b.in' }));
    expect(state.error).toBe('Something went wrong');
  });

  it('resetAuthState clears loading and error but keeps the session', () => {
    const state = authReducer(
      { ...initialAuthState, authenticated: true, hasDetails: true, initialized: true, loading: true, error: 'x' },
      resetAuthState(),
    );
    expect(state).toMatchObject({ authenticated: true, hasDetails: true, initialized: true, loading: false, error: null });
  });

  // Saving the profile-completion form sets hasDetails: lib/profile.test.ts, with the cache's real answer.
  it('sessionEnded', () => {
    const state = authReducer({ ...initialAuthState, authenticated: true, hasDetails: true }, sessionEnded());
    expect(state).toMatchObject({ authenticated: false, hasDetails: false });
  });
});

describe('session start', () => {
  it('stores the server’s answer and marks the state initialised', async () => {
    serve({ '/auth/isloggedin': () => json({ authenticated: true, hasDetails: true }) });
    const store = createStore();
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({ authenticated: true, hasDetails: true, initialized: true, sessionError: null });
    expect(JSON.parse(storage.get(AUTH_STORAGE_KEY)!)).toEqual({ authenticated: true, hasDetails: true });
    expect(store.getState().ui.authenticated).toBe(true);
  });

  it('treats a 401 (after a failed refresh) as logged out', async () => {
    const fetchMock = serve({ '/auth/isloggedin': () => json({ success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401) });
    const store = createStore();
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({ authenticated: false, hasDetails: false, initialized: true, sessionError: null });
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toEqual(['/api/v1/auth/isloggedin', '/api/v1/auth/refresh-token']);
    expect(JSON.parse(storage.get(AUTH_STORAGE_KEY)!)).toEqual({ authenticated: false, hasDetails: false });
  });

  it('treats an "Unauthorized" message as logged out whatever the status', async () => {
    serve({ '/auth/isloggedin': () => json({ success: false, message: 'Unauthorized', code: 'FORBIDDEN' }, 403) });
    const store = createStore();
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({ authenticated: false, initialized: true, sessionError: null });
  });

  it('any other failure clears the stored copy and records the session error', async () => {
    storage.set(AUTH_STORAGE_KEY, JSON.stringify({ authenticated: true, hasDetails: true }));
    serve({ '/auth/isloggedin': () => json({ success: false, message: 'The shop is temporarily unavailable.', code: 'UNAVAILABLE' }, 503) });
    const store = createStore();
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({
      authenticated: null,
      initialized: true,
      sessionError: 'The shop is temporarily unavailable.',
    });
    expect(storage.has(AUTH_STORAGE_KEY)).toBe(false);
  });

  it('a network failure records the generic message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const store = createStore();
    await store.dispatch(checkSession());
    expect(store.getState().auth).toMatchObject({ initialized: true, sessionError: 'Something went wrong' });
  });
});

describe('login thunks', () => {
  it('login stores authenticated and hasDetails and returns the user', async () => {
    const fetchMock = serve({
      '/auth/login': () => json({ success: true, authenticated: true, hasDetails: false, user: { email: 'meera@example.in', name: null } }),
    });
    const store = createStore();
    const result = await store.dispatch(login({ email: 'meera@example.in', password: 'secret-123' }));
    expect(login.fulfilled.match(result) && result.payload.user.email).toBe('meera@example.in');
    expect(store.getState().auth).toMatchObject({ authenticated: true, hasDetails: false, loading: false, error: null });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'meera@example.in', password: 'secret-123' });
  });

  it('login failure keeps the server message, else the spec’s login message, and never refreshes', async () => {
    const fetchMock = serve({ '/auth/login': () => json({ success: false, message: 'Invalid email or password', code: 'UNAUTHORIZED' }, 401) });
    const store = createStore();
    await store.dispatch(login({ email: 'a@b.in', password: 'nope' }));
    expect(store.getState().auth.error).toBe('Invalid email or password');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    serve({ '/auth/login': () => new Response('', { status: 500 }) });
    await store.dispatch(login({ email: 'a@b.in', password: 'nope' }));
    expect(store.getState().auth.error).toBe('Login failed. Please check your credentials.');
  });

  it('sendOtp posts {phone} to /auth/loginn; failure falls back to the OTP message', async () => {
    const fetchMock = serve({ '/auth/loginn': () => json({ success: true, message: 'OTP sent successfully' }) });
    const store = createStore();
    await store.dispatch(sendOtp({ phone: '9876543210' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ phone: '9876543210' });
    serve({ '/auth/loginn': () => new Response('', { status: 502 }) });
    await store.dispatch(sendOtp({ phone: '9876543210' }));
    expect(store.getState().auth.error).toBe('An error occurred while sending OTP. Please try again.');
  });

  it('verifyOtp signs in', async () => {
    serve({ '/auth/verify-otp': () => json({ authenticated: true, hasDetails: true }) });
    const store = createStore();
    await store.dispatch(verifyOtp({ email: 'a@b.in', otp: '123456' }));
    expect(store.getState().auth).toMatchObject({ authenticated: true, hasDetails: true });
  });

  it('googleLogin signs in and the modals can no longer open', async () => {
    serve({ '/auth/google': () => json({ success: true, authenticated: true, hasDetails: true, email: 'g@example.in' }) });
    const store = createStore();
    await store.dispatch(googleLogin({ token: 'x'.repeat(40) }));
    expect(store.getState().auth.authenticated).toBe(true);
    store.dispatch(openLoginModal());
    store.dispatch(openSignupModal());
    expect(store.getState().ui).toMatchObject({ showLoginModal: false, showSignupModal: false });
  });

  it('forgot, reset and sign-up post their bodies', async () => {
    const fetchMock = serve({
      '/auth/forgot-password': () => json({ success: true, message: 'sent' }),
      '/auth/reset-password': () => json({ success: true, message: 'Password reset successful. You can now log in.' }),
      '/auth/signup-email': () => json({ success: true, message: 'OTP sent successfully' }),
    });
    const store = createStore();
    await store.dispatch(forgotPassword({ email: 'a@b.in' }));
    await store.dispatch(resetPassword({ email: 'a@b.in', otp: '123456', newPassword: 'new-secret-1' }));
    await store.dispatch(signupEmail({ email: 'a@b.in', password: 'new-secret-1' }));
    expect(fetchMock.mock.calls.map((c) => [String(c[0]), JSON.parse(String(c[1]!.body))])).toEqual([
      ['/api/v1/auth/forgot-password', { email: 'a@b.in' }],
      ['/api/v1/auth/reset-password', { email: 'a@b.in', otp: '123456', newPassword: 'new-secret-1' }],
      ['/api/v1/auth/signup-email', { email: 'a@b.in', password: 'new-secret-1' }],
    ]);
    expect(store.getState().auth).toMatchObject({ loading: false, error: null, authenticated: null });
  });

  it('sign-up failure stores the server message', async () => {
    serve({ '/auth/signup-email': () => json({ success: false, message: 'An account with this email already exists. Please log in.', code: 'CONFLICT' }, 409) });
    const store = createStore();
    await store.dispatch(signupEmail({ email: 'a@b.in', password: 'new-secret-1' }));
    expect(store.getState().auth.error).toBe('An account with this email already exists. Please log in.');
  });
});

describe('logout', () => {
  it('calls POST /auth/logout and clears auth, cart and the stored copy', async () => {
    const fetchMock = serve({
      '/auth/isloggedin': () => json({ authenticated: true, hasDetails: true }),
      '/auth/logout': () => json({ success: true, message: 'Logged out' }),
    });
    const store = createStore();
    await store.dispatch(checkSession());
    store.dispatch(cartLoaded([{ _id: 'c1', quantity: 2, productId: { _id: 'p', price: 1, finalPrice: 1, weight: '5 kg', fragrance: 'Rose' } }]));
    await store.dispatch(logout());
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/v1/auth/logout');
    expect(fetchMock.mock.calls.at(-1)?.[1]?.method).toBe('POST');
    expect(store.getState().auth).toMatchObject({ authenticated: false, hasDetails: false });
    expect(store.getState().cart).toMatchObject({ cartItems: [], cartCount: 0 });
    expect(JSON.parse(storage.get(AUTH_STORAGE_KEY)!)).toEqual({ authenticated: false, hasDetails: false });
  });

  it('still logs out locally when the server call fails, with only a console warning', async () => {
    serve({
      '/auth/isloggedin': () => json({ authenticated: true, hasDetails: true }),
      '/auth/logout': () => new Response('', { status: 500 }),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const store = createStore();
    await store.dispatch(checkSession());
    await store.dispatch(logout());
    expect(store.getState().auth.authenticated).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});
