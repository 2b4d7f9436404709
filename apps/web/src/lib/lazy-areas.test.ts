import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('areas that arrive with their code', () => {
  it("the cache's first query, sent the moment it loads into a store made before, is sent and answered", async () => {
    vi.resetModules();
    const { createStore } = await import('../app/store');
    const { setApiTransport } = await import('./api-client');
    const store = createStore();
    const calls: string[] = [];
    setApiTransport(async (url) => {
      calls.push(url);
      return json({ hello: 'asha' });
    });

    // As a search box does: the cache's code arrives, and the first suggestion is asked for at once.
    const { queryApi } = await import('./query-api');
    const api = queryApi.injectEndpoints({
      endpoints: (build) => ({ greeting: build.query<{ hello: string }, string>({ query: (name) => ({ path: `/greetings/${name}`, schema: z.object({ hello: z.string() }) }) }) }),
    });
    const answer = await store.dispatch(api.endpoints.greeting.initiate('asha')).unwrap();

    expect(answer).toEqual({ hello: 'asha' });
    expect(calls).toEqual(['/api/v1/greetings/asha']);
    setApiTransport((url, init) => fetch(url, init));
  });
});
