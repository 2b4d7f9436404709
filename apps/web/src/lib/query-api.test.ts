import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store';
import { setApiTransport } from './api-client';
import { cacheState, queryApi } from './query-api';

const Greeting = z.object({ hello: z.string() });
const api = queryApi.injectEndpoints({
  endpoints: (build) => ({
    greeting: build.query<z.infer<typeof Greeting>, string>({ query: (name) => ({ path: `/greetings/${name}`, schema: Greeting }), providesTags: ['Profile'] }),
    rename: build.mutation<z.infer<typeof Greeting>, string>({
      query: (name) => ({ path: '/greetings', schema: Greeting, method: 'POST', body: { name } }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('the server-data cache', () => {
  it('takes a call cancelled on its way (newer words typed, the page left) quietly: no error is reported', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let sent = false;
      setApiTransport((_url, init) => {
        sent = true;
        return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      });
      const store = createStore({ browser: false });
      const request = store.dispatch(api.endpoints.greeting.initiate('cancelled-on-its-way'));
      await vi.waitFor(() => expect(sent).toBe(true));
      request.abort();
      expect((await request).isError).toBe(true);
      await expect(request.unwrap()).rejects.toMatchObject({ name: 'AbortError' });
      // The cache has heard the call's own end too (after the cancellation won the race) and said nothing of it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('plugs into a store made before it loaded, and caches an answer by its argument', async () => {
    const calls: string[] = [];
    setApiTransport(async (url) => {
      calls.push(url);
      return json(200, { hello: url.split('/').pop() });
    });
    const store = createStore({ browser: false });
    const first = await store.dispatch(api.endpoints.greeting.initiate('asha'));
    const again = await store.dispatch(api.endpoints.greeting.initiate('asha'));
    expect(first.data).toEqual({ hello: 'asha' });
    expect(again.data).toEqual({ hello: 'asha' });
    expect(calls).toEqual(['/api/v1/greetings/asha']);
    expect(store.getState().serverData).toBeDefined();
  });

  it('loads again what a change invalidated', async () => {
    let name = 'asha';
    const calls: string[] = [];
    setApiTransport(async (url, init) => {
      calls.push(`${init.method} ${url}`);
      if (init.method === 'POST') name = (JSON.parse(String(init.body)) as { name: string }).name;
      return json(200, { hello: name });
    });
    const store = createStore({ browser: false });
    const subscription = store.dispatch(api.endpoints.greeting.initiate('me'));
    await subscription;
    await store.dispatch(api.endpoints.rename.initiate('ravi'));
    await expect.poll(() => api.endpoints.greeting.select('me')(cacheState(store.getState())).data).toEqual({ hello: 'ravi' });
    expect(calls).toEqual(['GET /api/v1/greetings/me', 'POST /api/v1/greetings', 'GET /api/v1/greetings/me']);
    subscription.unsubscribe();
  });

  it('keeps a failure as plain data with the server message and code', async () => {
    setApiTransport(async () => json(409, { message: 'Not now', code: 'CONFLICT' }));
    const store = createStore({ browser: false });
    const result = await store.dispatch(api.endpoints.rename.initiate('x'));
    expect(result.error).toEqual({ status: 409, code: 'CONFLICT', message: 'Not now', retryAfterSeconds: null });
  });

  it("keeps a refusal's reason, params and details, so a form can place a 400's field problems", async () => {
    const fields = [{ field: 'name', message: 'Too long' }];
    setApiTransport(async () => json(400, { success: false, code: 'BAD_REQUEST', reason: 'request.invalid', params: { field: 'name', problem: 'Too long' }, message: 'name: Too long', details: { fields } }));
    const store = createStore({ browser: false });
    const result = await store.dispatch(api.endpoints.rename.initiate('x'));
    expect(result.error).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'name: Too long',
      retryAfterSeconds: null,
      reason: 'request.invalid',
      params: { field: 'name', problem: 'Too long' },
      details: { fields },
    });
  });
});
