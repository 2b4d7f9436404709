import { ERROR_MESSAGES, ErrorBody } from '@shop/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIp, loginAs } from '../test/auth-helpers';
import { useTestContext, withUnreachableDatabase } from '../test/context';
import { errorBodyProblem } from '../test/error-bodies';
import { createUser } from '../test/factories';

const ctx = useTestContext();
let customer: string;
let staff: string;
beforeAll(async () => {
  customer = await loginAs(ctx, await createUser(ctx.db));
  staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
});

const NO_ID = '00000000-0000-4000-8000-000000000000';
/** Routes that would end the session the walk goes on with. */
const ENDS_SESSION = new Set(['/api/v1/auth/logout']);

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string; json: () => unknown };

/** The error body of an answer, checked against the registry; fails the test with the route's name when it is wrong. */
function checkedError(what: string, res: Answer): ErrorBody {
  expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
  const body = res.json();
  expect(errorBodyProblem(res.statusCode, body), what).toBeNull();
  return ErrorBody.parse(body);
}

describe('error answers across the API', () => {
  it('give every documented route’s refusals a registered reason with its code, status and words', async () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/v1/') && !ENDS_SESSION.has(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, NO_ID)] as const));
    expect(routes.length).toBeGreaterThan(60);
    const seen = new Map<string, number>();
    for (const [method, url] of routes) {
      for (const [who, cookie] of [['anonymous', undefined], ['customer', customer], ['staff', staff]] as const) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        const res = await ctx.app.inject({ method: method as 'GET', url, payload, headers: cookie ? { cookie } : {}, remoteAddress: freshIp() });
        if (res.statusCode < 400) continue;
        const body = checkedError(`${method} ${url} as ${who}`, res);
        seen.set(body.reason, (seen.get(body.reason) ?? 0) + 1);
      }
    }
    // The walk reaches refusals of every kind: signed out, not staff, a wrong body, and things that do not exist.
    expect([...seen.keys()]).toEqual(
      expect.arrayContaining(['auth.unauthorized', 'auth.staffOnly', 'request.invalid', 'admin.orderNotFound', 'admin.productNotFound', 'cart.itemNotFound']),
    );
    expect(seen.size).toBeGreaterThan(12);
  });

  it('give a wrong field’s name and problem as params, and every problem in details.fields', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'not an email', password: '' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    const body = checkedError('a login without a valid email', res);
    expect(body).toMatchObject({ reason: 'request.invalid', params: { field: expect.any(String), problem: expect.any(String) } });
    expect(body.message).toBe(`${body.params?.field}: ${body.params?.problem}`);
    expect((body.details as { fields: unknown[] }).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email' }), expect.objectContaining({ field: 'password' })]),
    );
  });

  it("give the framework's own refusals their reasons", async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload, remoteAddress: freshIp() });
    const cases: Array<[string, Promise<Answer>, string, number]> = [
      ['an unknown route', ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }), 'request.routeNotFound', 404],
      ['an address with broken escapes', ctx.app.inject({ method: 'GET', url: '/api/v1/products/get-product-by/%E0%A4%A' }), 'request.badUrl', 400],
      ['an overlong address', ctx.app.inject({ method: 'GET', url: `/api/v1/products/get-product-by/${'x'.repeat(500)}` }), 'request.uriTooLong', 414],
      ['a body over the limit', post({ 'content-type': 'application/json' }, JSON.stringify({ email: 'a'.repeat(1100 * 1024) })), 'request.tooLarge', 413],
      ['a body that is not JSON', post({ 'content-type': 'application/xml' }, '<email>a</email>'), 'request.unsupportedMediaType', 415],
      ['broken JSON', post({ 'content-type': 'application/json' }, '{"email":'), 'request.invalidJson', 400],
      ['an empty JSON body', post({ 'content-type': 'application/json' }, ''), 'request.refused', 400],
      ['a dev tool asked from another machine', ctx.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '203.0.113.9' }), 'request.routeNotFound', 404],
    ];
    for (const [what, answer, reason, status] of cases) {
      const res = await answer;
      expect(res.statusCode, what).toBe(status);
      expect(checkedError(what, res).reason, what).toBe(reason);
    }
  });

  it('give the rate limiter’s 429 its reason', async () => {
    const ip = freshIp();
    let res: Answer | undefined;
    for (let i = 0; i < 40 && res?.statusCode !== 429; i++) res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/loginn', payload: {}, remoteAddress: ip });
    expect(res?.statusCode).toBe(429);
    expect(checkedError('too many code requests', res!)).toMatchObject({ reason: 'request.rateLimited', message: ERROR_MESSAGES.rateLimited });
  });

  it('say server.unavailable when the database cannot be reached', async () => {
    await withUnreachableDatabase(ctx, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/products/all-products' });
      expect(res.statusCode).toBe(503);
      expect(checkedError('the catalogue without a database', res).reason).toBe('server.unavailable');
    });
  });
});
