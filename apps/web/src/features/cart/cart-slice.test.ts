import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, type AppStore } from '../../app/store';
import { logout, sessionChecked } from '../../store/auth-slice';
import {
  addToCart,
  CART_ERROR_TEXTS,
  cartReducer,
  clearCart,
  fetchCart,
  initialCartState,
  removeCartItem,
  selectDistinctCartItems,
  updateCartItem,
  type CartItem,
} from './cart-slice';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function product(id: string, price = 649, offer = 15) {
  return {
    _id: id,
    productName: `Litter ${id}`,
    name: `Litter ${id}`,
    price,
    finalPrice: Math.round(price * (100 - offer)) / 100,
    offer,
    weight: '5 kg',
    fragrance: 'Unscented',
    productImage: [`/media/${id}.svg`],
    availability: true,
    inStock: true,
    unitsLeft: null,
  };
}

function line(id: string, quantity: number, productId = `p-${id}`): CartItem {
  return { _id: id, quantity, productId: product(productId), selectedWeight: '5 kg', selectedFragrance: 'Unscented' };
}

const withItems = (items: CartItem[]) => ({ ...initialCartState, cartItems: items, cartCount: items.reduce((n, i) => n + i.quantity, 0) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cart reducers (SPEC.md §4 "Cart")', () => {
  it('fetching sets the list, drops lines without a product and recomputes the count', () => {
    const sent = cartReducer(withItems([line('old', 9)]), fetchCart.pending('r'));
    const state = cartReducer(sent, fetchCart.fulfilled([line('a', 2), { _id: 'gone', quantity: 4, productId: null }, line('b', 3)], 'r'));
    expect(state.cartItems.map((i) => i._id)).toEqual(['a', 'b']);
    expect(state.cartCount).toBe(5);
    expect(state.loading).toBe(false);
  });

  it('a fetch sent before a change that answered first is dropped: the badge never goes back', () => {
    const body = { productId: 'p-a', quantity: 1, multiplier: 1 };
    // The session's fetch leaves, the customer adds, the add answers, then the fetch answers with the cart as it was.
    let state = cartReducer(initialCartState, fetchCart.pending('fetch'));
    state = cartReducer(state, addToCart.pending('add', body));
    state = cartReducer(state, addToCart.fulfilled(line('a', 1), 'add', body));
    state = cartReducer(state, fetchCart.fulfilled([], 'fetch'));
    expect(state.cartItems.map((i) => i._id)).toEqual(['a']);
    expect(state.cartCount).toBe(1);
    expect(state.loading).toBe(false);
    // The same for a removal, an update and a clear.
    for (const change of [
      [removeCartItem.pending('c', 'a'), removeCartItem.fulfilled('a', 'c', 'a')],
      [updateCartItem.pending('c', { cartItemId: 'a', quantity: 4 }), updateCartItem.fulfilled(line('a', 4), 'c', { cartItemId: 'a', quantity: 4 })],
      [clearCart.pending('c'), clearCart.fulfilled(undefined, 'c')],
    ] as const) {
      let s = cartReducer(withItems([line('a', 2)]), fetchCart.pending('f'));
      for (const step of change) s = cartReducer(s, step);
      const shown = s.cartItems;
      s = cartReducer(s, fetchCart.fulfilled([line('a', 2)], 'f'));
      expect(s.cartItems).toEqual(shown);
    }
    // A fetch sent after the change is taken as it comes.
    state = cartReducer(state, fetchCart.pending('later'));
    state = cartReducer(state, fetchCart.fulfilled([line('a', 3)], 'later'));
    expect(state.cartCount).toBe(3);
    expect(state.fetchesFrom).toEqual({});
  });

  it('a fetch answering while a change is on its way is dropped: it may not have seen the change', () => {
    const arg = { cartItemId: 'a', quantity: 3 };
    let state = cartReducer(withItems([line('a', 2)]), updateCartItem.pending('u', arg));
    state = cartReducer(state, fetchCart.pending('f'));
    state = cartReducer(state, fetchCart.fulfilled([line('a', 2)], 'f'));
    expect(state.cartItems[0]?.quantity).toBe(3);
    state = cartReducer(state, updateCartItem.fulfilled(line('a', 3), 'u', arg));
    expect(state.cartItems[0]?.quantity).toBe(3);
    expect(state.changesInFlight).toBe(0);
  });

  it('a new quantity shows at the tap and goes back to the old one when the server refuses it', () => {
    const arg = { cartItemId: 'a', quantity: 3 };
    const state = cartReducer(withItems([line('a', 2), line('b', 1)]), updateCartItem.pending('u', arg));
    expect(state.cartItems.map((i) => i.quantity)).toEqual([3, 1]);
    expect(state.cartCount).toBe(4);
    const refused = cartReducer(state, updateCartItem.rejected(null, 'u', arg, 'Only 2 left in stock'));
    expect(refused.cartItems.map((i) => i.quantity)).toEqual([2, 1]);
    expect(refused.cartCount).toBe(3);
    expect(refused.error).toBe('Only 2 left in stock');
    expect(refused.quantitiesBefore).toEqual({});
    // Answered: the server's line stands.
    const answered = cartReducer(state, updateCartItem.fulfilled(line('a', 3), 'u', arg));
    expect(answered.cartItems.map((i) => i.quantity)).toEqual([3, 1]);
    expect(answered.quantitiesBefore).toEqual({});
  });

  it('a fetch sent before logging out does not bring the old cart back', () => {
    let state = cartReducer(withItems([line('a', 2)]), fetchCart.pending('f'));
    state = cartReducer(state, logout.fulfilled(undefined, 'l'));
    state = cartReducer(state, fetchCart.fulfilled([line('a', 2)], 'f'));
    expect(state.cartItems).toEqual([]);
  });

  it('adding replaces the line with the same _id, else appends', () => {
    const body = { productId: 'p-a', quantity: 1, multiplier: 1 };
    const start = withItems([line('a', 1), line('b', 2)]);
    const raised = cartReducer(start, addToCart.fulfilled(line('a', 2), 'r', body));
    expect(raised.cartItems.map((i) => [i._id, i.quantity])).toEqual([
      ['a', 2],
      ['b', 2],
    ]);
    expect(raised.cartCount).toBe(4);
    const appended = cartReducer(start, addToCart.fulfilled(line('c', 1), 'r', body));
    expect(appended.cartItems.map((i) => i._id)).toEqual(['a', 'b', 'c']);
    expect(appended.cartCount).toBe(4);
  });

  it('updating replaces the matching line', () => {
    const state = cartReducer(withItems([line('a', 1), line('b', 2)]), updateCartItem.fulfilled(line('b', 5), 'r', { cartItemId: 'b', quantity: 5 }));
    expect(state.cartItems.map((i) => [i._id, i.quantity])).toEqual([
      ['a', 1],
      ['b', 5],
    ]);
    expect(state.cartCount).toBe(6);
  });

  it('removing filters by id', () => {
    const state = cartReducer(withItems([line('a', 1), line('b', 2)]), removeCartItem.fulfilled('a', 'r', 'a'));
    expect(state.cartItems.map((i) => i._id)).toEqual(['b']);
    expect(state.cartCount).toBe(2);
  });

  it('clearing empties the list', () => {
    const state = cartReducer(withItems([line('a', 1), line('b', 2)]), clearCart.fulfilled(undefined, 'r'));
    expect(state).toMatchObject({ cartItems: [], cartCount: 0 });
  });

  it('a pending call sets loading and clears the error; a rejected one stores its message', () => {
    const pending = cartReducer({ ...initialCartState, error: 'old' }, updateCartItem.pending('r', { cartItemId: 'a', quantity: 2 }));
    expect(pending).toMatchObject({ loading: true, error: null });
    const rejected = cartReducer(pending, updateCartItem.rejected(null, 'r', { cartItemId: 'a', quantity: 2 }, CART_ERROR_TEXTS.en.updateFailed));
    expect(rejected).toMatchObject({ loading: false, error: CART_ERROR_TEXTS.en.updateFailed });
  });

  it('the badge counts distinct items, not units', () => {
    expect(selectDistinctCartItems({ cart: withItems([line('a', 3), line('b', 1)]) })).toBe(2);
  });
});

describe('cart calls', () => {
  it('GET /cart/get-user-cart fills the cart', async () => {
    const fetchMock = vi.fn(async () => json({ success: true, cartItems: [line('a', 2)] }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    await store.dispatch(fetchCart());
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v1/cart/get-user-cart');
    expect(store.getState().cart).toMatchObject({ cartCount: 2, error: null });
  });

  it('PUT /cart/update-cart-item/{id} sends the quantity', async () => {
    const fetchMock = vi.fn(async () => json({ success: true, message: 'Cart updated', cartItem: line('a', 3) }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore();
    await store.dispatch(updateCartItem({ cartItemId: 'a', quantity: 3 }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/cart/update-cart-item/a');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ quantity: 3 });
  });

  const failing: Array<[string, (store: AppStore) => Promise<{ payload?: unknown }>, string]> = [
    ['fetch', (store) => store.dispatch(fetchCart()), CART_ERROR_TEXTS.en.fetchFailed],
    ['add', (store) => store.dispatch(addToCart({ productId: 'p', quantity: 1, multiplier: 1 })), CART_ERROR_TEXTS.en.addFailed],
    ['update', (store) => store.dispatch(updateCartItem({ cartItemId: 'a', quantity: 2 })), CART_ERROR_TEXTS.en.updateFailed],
    ['remove', (store) => store.dispatch(removeCartItem('a')), CART_ERROR_TEXTS.en.removeFailed],
    ['clear', (store) => store.dispatch(clearCart()), CART_ERROR_TEXTS.en.clearFailed],
  ];
  it.each(failing)('a failed %s without a server message says the spec’s words', async (_name, call, message) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500 })));
    const store = createStore();
    const result = await call(store);
    expect(result.payload).toBe(message);
    expect(store.getState().cart.error).toBe(message);
  });

  it('the server’s message wins over the fallback', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'Only 2 left in stock', code: 'UNPROCESSABLE' }, 422)));
    const store = createStore();
    const result = await store.dispatch(updateCartItem({ cartItemId: 'a', quantity: 3 }));
    expect(result.payload).toBe('Only 2 left in stock');
  });

  it('logging out clears the cart', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: true, cartItems: [line('a', 2)] })));
    const store = createStore();
    store.dispatch(sessionChecked({ authenticated: true, hasDetails: true }));
    await store.dispatch(fetchCart());
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: true })));
    await store.dispatch(logout());
    expect(store.getState().cart).toEqual(initialCartState);
  });
});
