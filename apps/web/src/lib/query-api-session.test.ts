import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { sessionEnded } from '../store/auth-slice';
import { setApiTransport } from './api-client';
import { cacheState, queryApi } from './query-api';

const Mine = z.object({ orders: z.number() });
const api = queryApi.injectEndpoints({
  endpoints: (build) => ({
    mine: build.query<z.infer<typeof Mine>, void>({ query: () => ({ path: '/mine', schema: Mine }), providesTags: ['Orders'] }),
  }),
});

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('the server-data cache and the session', () => {
  it("forgets the customer's data when the session ends", async () => {
    setApiTransport(async () => new Response(JSON.stringify({ orders: 3 }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const store = createStore({ browser: false });
    await store.dispatch(api.endpoints.mine.initiate());
    expect(api.endpoints.mine.select()(cacheState(store.getState())).data).toEqual({ orders: 3 });
    store.dispatch(sessionEnded());
    expect(api.endpoints.mine.select()(cacheState(store.getState())).data).toBeUndefined();
  });
});
