import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from '../../../app/store';
import { setApiTransport } from '../../../lib/api-client';
import { cacheState, queryApi } from '../../../lib/query-api';
import { recordChanges } from './record-change';

const Thing = z.object({ id: z.string(), n: z.number() });
type Thing = z.infer<typeof Thing>;
const ThingAnswer = z.object({ thing: Thing });
const ThingsAnswer = z.object({ things: z.array(Thing) });
const LIST = { type: 'Products', id: 'LIST' } as const;

const queries = queryApi.injectEndpoints({
  endpoints: (build) => ({
    thing: build.query<Thing, string>({
      query: (id) => ({ path: `/things/${id}`, schema: ThingAnswer }),
      transformResponse: (answer: z.infer<typeof ThingAnswer>) => answer.thing,
      providesTags: (_thing, _error, id) => [{ type: 'Products', id }],
    }),
    things: build.query<Thing[], void>({
      query: () => ({ path: '/things', schema: ThingsAnswer }),
      transformResponse: (answer: z.infer<typeof ThingsAnswer>) => answer.things,
      providesTags: [LIST],
    }),
  }),
});

const api = queries.injectEndpoints({
  endpoints: (build) => {
    const change = recordChanges(build, {
      schema: ThingAnswer,
      record: (answer: z.infer<typeof ThingAnswer>) => answer.thing,
      put: (_id: string, thing) => queries.util.upsertQueryData('thing', thing.id, thing),
      invalidates: (thing, _error, id) => (thing ? [LIST] : [{ type: 'Products', id }]),
    });
    return { bump: change<string>((id) => ({ path: `/things/${id}/bump`, method: 'POST' })) };
  },
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

function serve(bump: (n: number) => Response) {
  let n = 1;
  const calls: string[] = [];
  setApiTransport(async (url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`);
    if (url.endsWith('/bump')) {
      const answer = bump(n + 1);
      if (answer.ok) n += 1;
      return answer;
    }
    return url.endsWith('/things') ? json(200, { things: [{ id: 'a', n }] }) : json(200, { thing: { id: 'a', n } });
  });
  return calls;
}

async function watch() {
  const store = createStore({ browser: false });
  const subscriptions = [store.dispatch(queries.endpoints.thing.initiate('a')), store.dispatch(queries.endpoints.things.initiate())];
  await Promise.all(subscriptions);
  const shown = () => queries.endpoints.thing.select('a')(cacheState(store.getState())).data;
  return { store, shown, done: () => subscriptions.forEach((s) => s.unsubscribe()) };
}

describe('a staff change that answers with the record', () => {
  it('shows the answer in place of the cached record at once, and loads again only the lists it names', async () => {
    const calls = serve((n) => json(200, { thing: { id: 'a', n } }));
    const { store, shown, done } = await watch();
    await store.dispatch(api.endpoints.bump.initiate('a'));
    await expect.poll(shown).toEqual({ id: 'a', n: 2 });
    await expect.poll(() => calls).toEqual(['GET /things/a', 'GET /things', 'POST /things/a/bump', 'GET /things']);
    done();
  });

  it('loads the record again when the change is refused', async () => {
    const calls = serve(() => json(409, { success: false, code: 'CONFLICT', message: 'It moved meanwhile' }));
    const { store, shown, done } = await watch();
    const result = await store.dispatch(api.endpoints.bump.initiate('a'));
    expect(result.error).toMatchObject({ status: 409, message: 'It moved meanwhile' });
    await expect.poll(() => calls).toEqual(['GET /things/a', 'GET /things', 'POST /things/a/bump', 'GET /things/a']);
    expect(shown()).toEqual({ id: 'a', n: 1 });
    done();
  });
});
