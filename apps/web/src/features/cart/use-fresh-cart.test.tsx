// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { fetchCart } from './cart-slice';
import { useFreshCart } from './use-fresh-cart';
import { ROSE_CART_ITEM as cartItem } from './cart-fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(answers: Response[]) {
  const fetchMock = vi.fn(async () => answers.shift() ?? json(200, { success: true, cartItems: [] }));
  vi.stubGlobal('fetch', fetchMock);
  const store = createStore({ browser: false });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, fetchMock, ...renderHook(() => useFreshCart(), { wrapper }) };
}

describe('useFreshCart', () => {
  it('asks for the bag when the page opens and has nothing to show until it answers, even an empty bag', async () => {
    const { result, fetchMock } = setup([json(200, { success: true, cartItems: [] })]);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(result.current.error).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a page opening while the session’s fetch is on its way shares it: one request, and nothing shown until it answers', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const store = createStore({ browser: false });
    void store.dispatch(fetchCart());
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useFreshCart(), { wrapper });
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBeUndefined();
    await act(async () => answer(json(200, { success: true, cartItems: [cartItem] })));
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    // Trying again always asks.
    act(() => result.current.retry());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the cart area's failure and tries again", async () => {
    const { result, store } = setup([json(500, {}), json(200, { success: true, cartItems: [cartItem] })]);
    await waitFor(() => expect(result.current.error).toBe('Failed to fetch cart'));
    expect(result.current.data).toBeUndefined();
    expect(store.getState().cart.error).toBe('Failed to fetch cart');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(result.current.error).toBeNull();
  });
});
