import { REFRESH_RETRY_PAUSE_MS } from '@shop/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiDownload, apiRequest, setSessionExpiredHandler } from './api-client';

const Ok = z.object({ ok: z.literal(true) });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () => json({ success: false, message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401);

/**
 * A fake server: `access` says whether the access cookie is currently valid; a refresh makes it valid when
 * `refreshWorks`. Every call is recorded in order.
 */
function fakeServer({ refreshWorks = true, refreshDelayMs = 0 } = {}) {
  const state = { access: false, refreshWorks };
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    expect(init?.credentials).toBe('include');
    if (url.endsWith('/auth/refresh-token')) {
      if (refreshDelayMs) await new Promise((r) => setTimeout(r, refreshDelayMs));
      if (!state.refreshWorks) return unauthorized();
      state.access = true;
      return json({ success: true });
    }
    return state.access ? json({ ok: true }) : unauthorized();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, calls, fetchMock };
}

const refreshes = (calls: string[]) => calls.filter((c) => c.endsWith('/auth/refresh-token')).length;

/** The node test environment has no localStorage: a Map stands in, shared by the fake tabs. */
const storage = new Map<string, string>();
beforeEach(() => {
  vi.useRealTimers();
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setSessionExpiredHandler(null);
});

describe('apiRequest', () => {
  it('sends JSON with cookies and parses the reply with the schema', async () => {
    const { state, fetchMock } = fakeServer();
    state.access = true;
    await expect(apiRequest('/things', Ok, { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/things');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('uses the server message, else the fallback, and keeps the status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'Nope', code: 'CONFLICT' }, 409)));
    const err = await apiRequest('/x', Ok).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Nope');
    expect((err as ApiError).status).toBe(409);
    expect((err as ApiError).serverMessage).toBe('Nope');

    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    const err2 = (await apiRequest('/x', Ok, { fallbackMessage: 'Update failed' }).catch((e: unknown) => e)) as ApiError;
    expect(err2.message).toBe('Update failed');
    expect(err2.serverMessage).toBeUndefined();
  });

  it('keeps the reason, params and details of a refusal, and does without them from an older server', async () => {
    const refusal = { success: false, code: 'CONFLICT', reason: 'admin.stockChanged', params: { stock: 4 }, message: 'The stock changed meanwhile: it is now 4.', details: { hint: 'reload' } };
    vi.stubGlobal('fetch', vi.fn(async () => json(refusal, 409)));
    const err = (await apiRequest('/x', Ok).catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ status: 409, code: 'CONFLICT', reason: 'admin.stockChanged', params: { stock: 4 }, details: { hint: 'reload' }, message: refusal.message });

    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, message: 'Nope', code: 'CONFLICT' }, 409)));
    const older = (await apiRequest('/x', Ok).catch((e: unknown) => e)) as ApiError;
    expect([older.message, older.reason, older.params, older.details]).toEqual(['Nope', undefined, undefined, undefined]);
    expect(new ApiError('Offline', 0, 'NETWORK').reason).toBeUndefined();
  });

  it('rejects a reply the schema does not accept with the fallback message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ ok: 'yes' })));
    await expect(apiRequest('/x', Ok)).rejects.toMatchObject({ message: 'Something went wrong', code: 'BAD_RESPONSE' });
  });
});

describe('the language every call asks its answer in', () => {
  const onPageIn = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });

  it('is the Hindi page’s for every call, with or without a query, whatever the cookie says', async () => {
    const { state, calls } = fakeServer();
    state.access = true;
    onPageIn('hi-IN');
    await apiRequest('/order/get-all-coupons', Ok);
    await apiRequest('/cart/get-cart-items', Ok);
    await apiRequest('/user/orders?page=2', Ok);
    await apiRequest('/cart/add-to-cart', Ok, { method: 'POST', body: { productId: 'x' } });
    expect(calls).toEqual([
      'GET /api/v1/order/get-all-coupons?lang=hi',
      'GET /api/v1/cart/get-cart-items?lang=hi',
      'GET /api/v1/user/orders?page=2&lang=hi',
      'POST /api/v1/cart/add-to-cart?lang=hi',
    ]);
  });

  it('is asked once, keeps a language the path names, and leaves English pages and the site’s own paths as they were', async () => {
    const { state, calls } = fakeServer();
    state.access = true;
    onPageIn('hi-IN');
    await apiRequest('/products/search?q=rose&lang=hi', Ok);
    await apiRequest('/dev/identity/token', Ok, { outsideApi: true });
    onPageIn('en-IN');
    await apiRequest('/order/get-all-coupons', Ok);
    expect(calls).toEqual(['GET /api/v1/products/search?q=rose&lang=hi', 'GET /dev/identity/token', 'GET /api/v1/order/get-all-coupons']);
  });

  it('is the page’s store’s when the server renders it, where there is no document', async () => {
    const { state, calls } = fakeServer();
    state.access = true;
    await apiRequest('/products/all-products', Ok, { locale: 'hi' });
    await apiRequest('/products/all-products', Ok);
    expect(calls).toEqual(['GET /api/v1/products/all-products?lang=hi', 'GET /api/v1/products/all-products']);
  });

  it('keeps the refresh-on-401 rule for a Hindi page’s calls', async () => {
    const { calls } = fakeServer();
    onPageIn('hi-IN');
    await expect(apiRequest('/user/me', Ok)).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/v1/user/me?lang=hi', 'POST /api/v1/auth/refresh-token', 'GET /api/v1/user/me?lang=hi']);
  });
});

describe('token refresh on 401', () => {
  it('refreshes once and retries the call once', async () => {
    const { calls } = fakeServer();
    await expect(apiRequest('/user/me', Ok)).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/v1/user/me', 'POST /api/v1/auth/refresh-token', 'GET /api/v1/user/me']);
  });

  it('pauses REFRESH_RETRY_PAUSE_MS after a refresh before retrying', async () => {
    vi.useFakeTimers();
    const { calls } = fakeServer();
    const pending = apiRequest('/user/me', Ok);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_PAUSE_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a second time when the retry also gets a 401', async () => {
    const { calls, fetchMock } = fakeServer();
    // The refresh "works" but the access cookie stays invalid.
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return String(input).endsWith('/auth/refresh-token') ? json({ success: true }) : unauthorized();
    });
    await expect(apiRequest('/user/me', Ok)).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(calls).toEqual(['/api/v1/user/me', '/api/v1/auth/refresh-token', '/api/v1/user/me']);
  });

  it('lets concurrent failing calls share one refresh', async () => {
    const { calls } = fakeServer({ refreshDelayMs: 20 });
    const results = await Promise.all([apiRequest('/a', Ok), apiRequest('/b', Ok), apiRequest('/c', Ok, { method: 'POST', body: {} })]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes(calls)).toBe(1);
    expect(calls.filter((c) => c.endsWith(' /api/v1/a')).length).toBe(2);
    expect(calls.filter((c) => c.endsWith(' /api/v1/c')).length).toBe(2);
  });

  /** Web Locks as two tabs see them: `held` says another tab is refreshing when this one asks. */
  function fakeLocks(held: { byAnotherTab: boolean; release?: () => void }) {
    const asked: string[] = [];
    const request = async (name: string, ...args: unknown[]) => {
      const callback = args.at(-1) as (lock: object | null) => Promise<unknown>;
      const options = args.length === 2 ? (args[0] as { ifAvailable?: boolean }) : {};
      asked.push(`${name}${options.ifAvailable ? ' if available' : ''}`);
      if (held.byAnotherTab && options.ifAvailable) return callback(null);
      if (held.byAnotherTab) held.release?.();
      return callback({ name });
    };
    vi.stubGlobal('navigator', { locks: { request } });
    return asked;
  }

  it('waits for another tab that is refreshing and uses its cookies instead of refreshing again', async () => {
    const { state, calls } = fakeServer();
    // The other tab's refresh sets the shared cookie when it lets go of the lock.
    const asked = fakeLocks({ byAnotherTab: true, release: () => void (state.access = true) });
    await expect(apiRequest('/a', Ok)).resolves.toEqual({ ok: true });
    expect(asked).toEqual(['shop-session-refresh if available', 'shop-session-refresh']);
    expect(refreshes(calls)).toBe(0);
    expect(calls).toEqual(['GET /api/v1/a', 'GET /api/v1/a']);
  });

  it('skips its refresh when another tab refreshed after the failing call went out', async () => {
    const { state, calls } = fakeServer();
    fakeLocks({ byAnotherTab: false });
    // A refresh in another tab, noted after this call was sent: its cookie is already set.
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (!state.access) {
        state.access = true;
        storage.set('shop-session-refreshed-at', String(Date.now()));
        return unauthorized();
      }
      return json({ ok: true });
    }));
    await expect(apiRequest('/a', Ok)).resolves.toEqual({ ok: true });
    expect(refreshes(calls)).toBe(0);
  });

  it('refreshes under the lock when no other tab did, and notes it for the others', async () => {
    const { calls } = fakeServer();
    const asked = fakeLocks({ byAnotherTab: false });
    const before = Date.now();
    await expect(apiRequest('/a', Ok)).resolves.toEqual({ ok: true });
    expect(asked).toEqual(['shop-session-refresh if available']);
    expect(refreshes(calls)).toBe(1);
    expect(Number(localStorage.getItem('shop-session-refreshed-at'))).toBeGreaterThanOrEqual(before);
  });

  it('rejects every waiting call with its 401 when the refresh fails, and reports the session as over once', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const { calls } = fakeServer({ refreshWorks: false, refreshDelayMs: 20 });
    const results = await Promise.allSettled([apiRequest('/a', Ok), apiRequest('/b', Ok)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(refreshes(calls)).toBe(1);
    // No retries after a failed refresh.
    expect(calls.filter((c) => c.endsWith(' /api/v1/a')).length).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('starts a new refresh for a later 401 once the previous refresh is over', async () => {
    const { state, calls } = fakeServer();
    await apiRequest('/a', Ok);
    state.access = false;
    await apiRequest('/a', Ok);
    expect(refreshes(calls)).toBe(2);
  });

  it.each(['/auth/login', '/auth/signup-email', '/auth/verify-otp', '/auth/google', '/auth/refresh-token', '/auth/logout'])(
    'never refreshes for %s, where a 401 is the answer',
    async (path) => {
      const calls: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
          return unauthorized();
        }),
      );
      await expect(apiRequest(path, Ok, { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
      expect(calls).toEqual([`POST /api/v1${path}`]);
    },
  );

  it('refreshes for the session check, so an expired access token does not log the user out', async () => {
    const { calls } = fakeServer();
    await expect(apiRequest('/auth/isloggedin', Ok)).resolves.toEqual({ ok: true });
    expect(refreshes(calls)).toBe(1);
  });
});

describe('apiDownload', () => {
  const onPageIn = (lang: string) => vi.stubGlobal('document', { documentElement: { lang } });
  const page = (body: string) => new Response(body, { status: 200, headers: { 'content-type': 'text/html', 'content-disposition': 'attachment; filename="my-data-2026-11-27.html"' } });

  it('fetches a file in the page’s language after renewing the session, with the name the server gave it', async () => {
    const calls: string[] = [];
    let access = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.endsWith('/auth/refresh-token')) {
          access = true;
          return json({ success: true });
        }
        return access ? page('<html lang="hi-IN">डेटा</html>') : unauthorized();
      }),
    );
    onPageIn('hi-IN');
    await expect(apiDownload('/user/data-export?format=html')).resolves.toEqual({ text: '<html lang="hi-IN">डेटा</html>', fileName: 'my-data-2026-11-27.html' });
    expect(calls).toEqual(['GET /api/v1/user/data-export?format=html&lang=hi', 'POST /api/v1/auth/refresh-token', 'GET /api/v1/user/data-export?format=html&lang=hi']);
  });

  it('throws a refusal as ApiError with its wait, and a dropped connection with the fallback', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ success: false, code: 'RATE_LIMITED', message: 'Try again in 5 minutes.', details: { retryAfterSeconds: 300 } }, 429)));
    const refused = await apiDownload('/user/data-export?format=html', { fallbackMessage: 'Could not download' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, message: 'Try again in 5 minutes.', retryAfterSeconds: 300 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiDownload('/user/data-export?format=html', { fallbackMessage: 'Could not download' })).rejects.toMatchObject({ status: 0, message: 'Could not download' });
  });
});
