// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../app/store';
import { authReducer, sessionChecked } from '../../../store/auth-slice';
import { readPendingCartAdd } from '../../../lib/pending-cart-add';
import { PRODUCT_TEXT } from '../texts';
import { AddToCartButton } from './add-to-cart-button';

const product = { _id: 'p1', productName: 'Premium Bentonite Cat Litter - Lavender 5 kg', weight: '5 kg', fragrance: 'Lavender', availability: true };

/** POST /cart/add-to-cart's reply (CartItemResponse). */
const addedReply = {
  success: true,
  message: PRODUCT_TEXT.addedToCart,
  cartItem: {
    _id: 'c1',
    quantity: 1,
    selectedWeight: '5 kg',
    selectedFragrance: 'Lavender',
    productId: {
      _id: 'p1',
      productName: 'Premium Bentonite Cat Litter - Lavender 5 kg',
      name: 'Lavender Cat Litter',
      price: 699,
      finalPrice: 594.15,
      offer: 15,
      weight: '5 kg',
      fragrance: 'Lavender',
      productImage: [],
      availability: true,
      inStock: true,
      unitsLeft: null,
    },
  },
};

function renderButton(authenticated: boolean, overrides: Partial<typeof product> = {}) {
  // Already past the session check, as the header and buttons find it after a login (no cart fetch of its own here).
  const store = createStore({ preloadedState: { auth: authReducer(undefined, sessionChecked({ authenticated, hasDetails: authenticated })) } });
  render(
    <Provider store={store}>
      <AddToCartButton product={{ ...product, ...overrides }} />
    </Provider>,
  );
  return store;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AddToCartButton', () => {
  it('reads Coming Soon and is disabled when the product is not available', () => {
    renderButton(true, { availability: false });
    const button = screen.getByRole('button', { name: PRODUCT_TEXT.comingSoon }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('opens the login dialog for a visitor without calling the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const store = renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: PRODUCT_TEXT.addToCart }));
    expect(store.getState().ui.showLoginModal).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the visitor’s product for after the sign-in, and the dialog says why it opened', () => {
    vi.stubGlobal('fetch', vi.fn());
    const store = renderButton(false);
    fireEvent.click(screen.getByRole('button', { name: PRODUCT_TEXT.addToCart }));
    expect(store.getState().ui.signInReason).toEqual({ kind: 'cart', productName: product.productName });
    const pending = readPendingCartAdd();
    expect(pending).toMatchObject({ productName: product.productName, body: { productId: 'p1', quantity: 1, multiplier: 1 } });
    expect(pending?.key).toMatch(/^[\x21-\x7e]{8,100}$/);
  });

  it('a double tap sends one request, with the tap’s Idempotency-Key', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderButton(true);
    const button = screen.getByRole('button', { name: PRODUCT_TEXT.addToCart });
    // Both taps land before React re-renders the button as disabled.
    act(() => {
      button.click();
      button.click();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^tap-/);
    await act(async () => answer(new Response(JSON.stringify(addedReply), { status: 200 })));
  });

  it('shows Adding... (disabled) while the request runs, posts one unit, then toasts success', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const success = vi.spyOn(toast, 'success');
    const store = renderButton(true);
    const button = screen.getByRole('button', { name: PRODUCT_TEXT.addToCart });
    button.focus();
    fireEvent.click(button);

    // Disabled for taps and assistive technology, yet it keeps the keyboard's focus.
    const busy = screen.getByRole('button', { name: PRODUCT_TEXT.adding }) as HTMLButtonElement;
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    fireEvent.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/cart/add-to-cart');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ productId: 'p1', quantity: 1, multiplier: 1, selectedWeight: '5 kg', selectedFragrance: 'Lavender' });

    await act(async () => answer(new Response(JSON.stringify(addedReply), { status: 200 })));
    // The reply is checked once the cart's schemas have loaded (they are not part of the first view).
    await waitFor(() => expect(success).toHaveBeenCalledWith(PRODUCT_TEXT.addedToCart));
    expect(store.getState().cart).toMatchObject({ cartItems: [addedReply.cartItem], cartCount: 1 });
    const done = screen.getByRole('button', { name: PRODUCT_TEXT.addToCart });
    expect(done.hasAttribute('aria-disabled')).toBe(false);
    expect(document.activeElement).toBe(done);
  });

  it('toasts Failed to add to cart when the server sends no message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const failure = vi.spyOn(toast, 'error');
    renderButton(true);
    fireEvent.click(screen.getByRole('button', { name: PRODUCT_TEXT.addToCart }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(PRODUCT_TEXT.addToCartFailed));
    expect((screen.getByRole('button', { name: PRODUCT_TEXT.addToCart }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('AddToCartButton before the session check has answered', () => {
  it('waits for the answer: a signed-in customer’s tap adds the product instead of opening the login dialog', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(addedReply), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const success = vi.spyOn(toast, 'success');
    const store = createStore();
    render(
      <Provider store={store}>
        <AddToCartButton product={product} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: PRODUCT_TEXT.addToCart }));
    expect(screen.getByRole('button', { name: PRODUCT_TEXT.adding })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(sessionChecked({ authenticated: true, hasDetails: true }));
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(PRODUCT_TEXT.addedToCart));
    expect(store.getState().ui.showLoginModal).toBe(false);
  });
});
