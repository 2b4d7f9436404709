// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, sessionChecked } from '../store/auth-slice';
import { isProtectedPath, ProtectedRoute } from './protected-route';
import { createStore } from './store';

/** The protected pages the tests visit, each with the text its page shows. */
const PROTECTED_PAGES = [
  ['/cart', 'Cart page'],
  ['/account-details', 'Account page'],
] as const;

function renderAt(path: string, session: { authenticated: boolean; hasDetails?: boolean } | null, { justLoggedOut = false } = {}) {
  const store = createStore();
  if (session) store.dispatch(sessionChecked({ authenticated: session.authenticated, hasDetails: session.hasDetails ?? true }));
  if (justLoggedOut) store.dispatch(logout.fulfilled(undefined, 'test'));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>Home page</p>} />
          {PROTECTED_PAGES.map(([pagePath, text]) => (
            <Route
              key={pagePath}
              path={pagePath}
              element={
                <ProtectedRoute>
                  <p>{text}</p>
                </ProtectedRoute>
              }
            />
          ))}
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

afterEach(cleanup);

describe('ProtectedRoute', () => {
  it('shows the loading screen until the session check has answered', () => {
    const store = renderAt('/account-details', null);
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(store.getState().ui.showLoginModal).toBe(false);
  });

  it('sends a visitor home and opens the login dialog', () => {
    const store = renderAt('/account-details', { authenticated: false });
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(store.getState().ui.showLoginModal).toBe(true);
  });

  it('remembers the page the visitor was going to, as a checked same-site path', () => {
    const store = renderAt('/cart?from=mail', { authenticated: false });
    expect(store.getState().ui.returnTo).toBe('/cart?from=mail');
    expect(store.getState().ui.signInReason).toEqual({ kind: 'page', path: '/cart?from=mail' });
  });

  it('renders the page for a signed-in customer', () => {
    const store = renderAt('/account-details', { authenticated: true });
    expect(screen.getByText('Account page')).toBeTruthy();
    expect(store.getState().ui.showLoginModal).toBe(false);
  });
});

describe('ProtectedRoute without profile details', () => {
  it('sends the customer to complete the profile instead of the page', () => {
    renderAt('/cart', { authenticated: true, hasDetails: false });
    expect(screen.getByText('Account page')).toBeTruthy();
    expect(screen.queryByText('Cart page')).toBeNull();
  });

  it('lets them stay on the profile page itself', () => {
    renderAt('/account-details', { authenticated: true, hasDetails: false });
    expect(screen.getByText('Account page')).toBeTruthy();
  });
});

describe('isProtectedPath', () => {
  it('knows the pages of SPEC.md §6', () => {
    for (const path of ['/cart', '/account-details', '/checkout', '/order-success', '/order-failed', '/track/ORD-1', '/loyalty']) {
      expect(isProtectedPath(path)).toBe(true);
    }
    for (const path of ['/', '/explore', '/review', '/track']) expect(isProtectedPath(path)).toBe(false);
  });

  it('sends a customer who logged out in this tab home without the login dialog', () => {
    const store = renderAt('/account-details', { authenticated: true }, { justLoggedOut: true });
    expect(screen.getByText('Home page')).toBeTruthy();
    expect(store.getState().ui.showLoginModal).toBe(false);
  });
});
