// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authReducer, sessionChecked } from '../../store/auth-slice';
import { cartLoaded, type CartItem } from '../../features/cart/cart-slice';
import { createStore } from '../store';
import { SiteHeader } from './site-header';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(authenticated: boolean, path = '/about') {
  // Already past the session check, as the header and buttons find it after a login (no cart fetch of its own here).
  const store = createStore({ preloadedState: { auth: authReducer(undefined, sessionChecked({ authenticated, hasDetails: authenticated })) } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <SiteHeader />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const item = (id: string, quantity: number): CartItem => ({
  _id: id,
  quantity,
  productId: { _id: `p-${id}`, price: 100, finalPrice: 90, weight: '5 kg', fragrance: 'Rose' },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SiteHeader for a visitor', () => {
  it('has no Profile link and no cart badge', () => {
    renderHeader(false);
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('opens the login dialog instead of the cart or loyalty pages', () => {
    const store = renderHeader(false);
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(store.getState().ui.showLoginModal).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/about');

    store.dispatch({ type: 'ui/closeModals' });
    fireEvent.click(screen.getByRole('link', { name: 'Loyalty rewards' }));
    expect(store.getState().ui.showLoginModal).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/about');
  });

  it('offers Login and Signup in the account menu', () => {
    const store = renderHeader(false);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Signup' }));
    expect(store.getState().ui.showSignupModal).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.getState().ui.showLoginModal).toBe(true);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('SiteHeader for a customer', () => {
  it('shows the Profile link and counts distinct cart items in the badge', () => {
    const store = renderHeader(true);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/account-details');

    store.dispatch(cartLoaded([item('a', 3), item('b', 1)]));
    return waitFor(() => {
      expect(screen.getByTestId('cart-badge').textContent).toBe('2');
      expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    });
  });

  it('navigates to the cart and loyalty pages', () => {
    renderHeader(true);
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(screen.getByTestId('where').textContent).toBe('/cart');
    fireEvent.click(screen.getByRole('link', { name: 'Loyalty Program' }));
    expect(screen.getByTestId('where').textContent).toBe('/loyalty');
  });

  it('offers Profile, My orders (the order history) and Logout in the account menu', () => {
    renderHeader(true);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    const items = screen.getAllByRole('listitem').filter((li) => li.closest('.account-menu'));
    expect(items.map((li) => li.textContent)).toEqual(['Profile', 'My orders', 'Logout']);
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/account-details#orders');
  });

  it('logs out from the account menu, clearing auth and cart even when the server call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = renderHeader(true);
    store.dispatch(cartLoaded([item('a', 1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().auth.authenticated).toBe(false));
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/v1/auth/logout');
  });
});
