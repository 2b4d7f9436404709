import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { sessionChecked } from '../../store/auth-slice';
import { ROSE_CART_ITEM as cartItem } from './cart-fixtures';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const fetchMock = vi.fn(async () => json({ success: true, cartItems: [cartItem] }));
  vi.stubGlobal('fetch', fetchMock);
  const store = createStore();
  return { store, fetchMock };
}

describe('the cart follows the session', () => {
  it('fetches the cart once the session turns out to be logged in', async () => {
    const { store, fetchMock } = setup();
    expect(fetchMock).not.toHaveBeenCalled();
    store.dispatch(sessionChecked({ authenticated: true, hasDetails: true }));
    await vi.waitFor(() => expect(store.getState().cart.cartCount).toBe(2));
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/cart/get-user-cart');
  });

  it('does nothing for a visitor', () => {
    const { store, fetchMock } = setup();
    store.dispatch(sessionChecked({ authenticated: false, hasDetails: false }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not fetch again while the customer stays logged in', async () => {
    const { store, fetchMock } = setup();
    store.dispatch(sessionChecked({ authenticated: true, hasDetails: true }));
    store.dispatch(sessionChecked({ authenticated: true, hasDetails: true }));
    await vi.waitFor(() => expect(store.getState().cart.cartCount).toBe(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
