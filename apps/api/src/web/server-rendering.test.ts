import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PUBLIC_CACHE, RENDER_LIMITS } from '@shop/contract/operations';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { expectEncodedEachWay } from '../../test/context';
import { loginAs } from '../../test/auth-helpers';
import { createProduct, createUser } from '../../test/factories';
import { useTestContextServing, writeWebBuild } from '../../test/web-build';
import { splitTemplate } from './server-rendering';

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx) with the same interface: it loads the
 * catalogue through the API transport it is given, as the route loaders do, and renders what it got.
 */
const RENDERER = `
export function setUpServerRendering({ api, runtime, onError }) {
  return async (url) => {
    globalThis.__pageRenders = (globalThis.__pageRenders ?? 0) + 1;
    if (globalThis.__rendererBroken) throw new Error('the renderer broke');
    if (globalThis.__renderGate) await globalThis.__renderGate;
    const reply = await api('/api/v1/products/all-products', { method: 'GET', headers: { accept: 'application/json' } });
    const { products } = await reply.json();
    const markup = '<h1>' + url.pathname + url.search + '</h1><ul>' + products.map((p) => '<li>' + p.productName + '</li>').join('') + '</ul><p>' + runtime.contact.email + '</p>';
    return {
      // Sent as bytes, cut inside the first character that takes more than one (as a stream may cut anywhere).
      body: { pipe(destination) { const bytes = Buffer.from(markup); const cut = Math.max(10, Buffer.byteLength(markup.slice(0, markup.search(/[^\x00-\x7f]/) + 1)) - 1); destination.write(bytes.subarray(0, cut)); setImmediate(() => destination.end(bytes.subarray(cut))); return destination; }, abort() {} },
      state: JSON.stringify({ path: url.pathname, status: reply.status }),
    };
  };
}
`;

const ctx = useTestContextServing(
  {
    'index.html': '<html><head><!--page-head--><!--shop-config--><script type="module" src="/static/app.js"></script></head><body><div id="root"></div></body></html>',
    '.ssr/entry-server.js': RENDERER,
  },
  { CONTACT_EMAIL: 'help@example.in' },
);
let productPath: string;
beforeAll(async () => {
  productPath = `/product-details/${(await createProduct(ctx.db, { productName: 'Rose Litter 10 kg & more <b>' })).id}`;
  await createProduct(ctx.db, { productName: 'Lavender Litter at ₹499' });
});

describe('pages rendered on the server', () => {
  it('arrive with their content inside the root element and the state after it, the head untouched', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/explore' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const body = res.body;
    expect(body).toContain('<title>');
    expect(body).toMatch(/<div id="root"><h1>\/explore<\/h1><ul>.*<li>Rose Litter 10 kg & more <b><\/li>.*<\/ul><p>help@example.in<\/p><\/div>/);
    expect(body).toContain('<script id="shop-state" type="application/json">{"path":"/explore","status":200}</script>');
    expect(body.indexOf('<script id="shop-state"')).toBeGreaterThan(body.indexOf('</div>'));
    expect(body.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('keep their status: an unknown path is a 404 rendered like any other page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>/no-such-page</h1>');
  });

  it('go out compressed as they stream, brotli or gzip as the browser accepts, with Vary', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>/</h1>');
    await expectEncodedEachWay(ctx, '/faq', '<h1>/faq</h1>');
  });

  it('leave the console to the browser', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('shop-state');
  });

  it('fall back to rendering in the browser when the renderer fails', async () => {
    const broken = globalThis as { __rendererBroken?: boolean };
    broken.__rendererBroken = true;
    const res = await ctx.app.inject({ method: 'GET', url: '/explore?category=care' }).finally(() => {
      broken.__rendererBroken = false;
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('shop-state');
  });
});

describe('pages kept in memory', () => {
  const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

  it('are rendered once for every visitor, then sent from memory, with an ETag that answers 304', async () => {
    const before = renders();
    const first = await get(productPath, { 'accept-encoding': 'br' });
    expect(first.headers['x-cache']).toBe('miss');
    const again = await get(productPath, { 'accept-encoding': 'br' });
    expect(again.headers['x-cache']).toBe('hit');
    expect(renders()).toBe(before + 1);
    expect(again.headers['content-encoding']).toBe('br');
    // A page from memory carries the security headers every page does.
    expect(again.headers['content-security-policy']).toContain("default-src 'self'");
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(brotliDecompressSync(first.rawPayload).toString());
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain('<li>Lavender Litter at ₹499</li>');
    expect((await get(productPath, { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(productPath)).body).toContain('<h1>/product-details/');
    const etag = again.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get(productPath, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // One page for every width: a phone gets the page kept for a laptop (CSS lays it out), without rendering it again.
    const rendered = renders();
    const phone = await get(productPath, { 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' });
    expect(phone.headers['x-cache']).toBe('hit');
    expect(phone.headers.vary ?? '').not.toMatch(/user-agent|sec-ch-ua-mobile/i);
    expect(renders()).toBe(rendered);
  });

  it('share one render between visitors who arrive together', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/contact-us')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(renders()).toBe(before + 1);
  });

  it('are forgotten when the catalogue changes, and the next visitor sees the change', async () => {
    expect((await get('/about')).body).not.toContain('Lavender Kept Litter');
    expect((await get('/about')).headers['x-cache']).toBe('hit');
    await createProduct(ctx.db, { productName: 'Lavender Kept Litter 5 kg' });
    // The database announces the change; the page is rendered again once this process hears of it.
    await expect.poll(async () => (await get('/about')).body, { timeout: 10_000 }).toContain('Lavender Kept Litter');
  });

  it('show a staff change at once in the process that made it, without waiting for the database to announce it', async () => {
    const staff = await loginAs(ctx, await createUser(ctx.db, { role: 'admin' }));
    const { id } = await createProduct(ctx.db, { productName: 'Unscented Staff Litter 10 kg' });
    await expect.poll(async () => (await get('/')).body, { timeout: 10_000 }).toContain('Unscented Staff Litter');
    expect((await get('/')).headers['x-cache']).toBe('hit');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${id}`,
      headers: { cookie: staff },
      payload: { productName: 'Unscented Staff Litter 12 kg' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get('/')).body).toContain('Unscented Staff Litter 12 kg');
  });

  it('are rendered again once a minute has passed, for what they show of the date', async () => {
    // A catalogue notice from an earlier test, late on a busy machine, may overtake the first render (not kept then).
    await expect.poll(async () => (await get('/privacy-policy')).headers['x-cache']).toBe('hit');
    ctx.clock.advance(PUBLIC_CACHE.pageMaxAgeMs);
    expect((await get('/privacy-policy')).headers['x-cache']).toBe('miss');
    expect((await get('/privacy-policy')).headers['x-cache']).toBe('hit');
  });

  it('are sent to visitors from a tagged link (Instagram, an ad, a campaign mail) as to everyone else', async () => {
    const page = await get('/faq');
    const before = renders();
    for (const tagged of ['/faq?utm_source=instagram&utm_medium=social&igsh=MzRlODBiNWFlZA==', '/faq?fbclid=IwAR3x&gclid=Cj0K', '/faq?']) {
      const answer = await get(tagged);
      expect(answer.headers['x-cache']).toBe('hit');
      expect(answer.body).toBe(page.body);
    }
    expect(renders()).toBe(before);
  });

  it('leave a product page to the browser, as 503 and not kept, while its head cannot be read; once the database is back it renders', async () => {
    const { id } = await createProduct(ctx.db, { productName: 'Rose Outage Litter 5 kg' });
    const page = `/product-details/${id}`;
    await ctx.db.execute(sql`alter table products rename to products_away`);
    try {
      for (let i = 0; i < 2; i++) {
        const away = await get(page);
        expect(away.statusCode).toBe(503);
        expect(away.headers['retry-after']).toBe(String(PUBLIC_CACHE.pageRetryAfterSeconds));
        expect(away.headers['content-type']).toMatch(/text\/html/);
        expect(away.headers['x-cache']).toBe('miss');
        expect(away.body).toContain('<div id="root"></div>');
        expect(away.body).not.toContain('shop-state');
        expect(away.body).toContain('<meta name="robots" content="noindex');
      }
    } finally {
      await ctx.db.execute(sql`alter table products_away rename to products`);
    }
    const back = await get(page);
    expect(back.statusCode).toBe(200);
    expect(back.headers['x-cache']).toBe('miss');
    expect(back.body).toContain('Rose Outage Litter 5 kg');
  });

  it('keep neither a missing page nor one left to the browser after a failed render', async () => {
    const before = renders();
    for (let i = 0; i < 2; i++) expect((await get('/no-such-page')).headers['x-cache']).toBe('miss');
    expect(renders()).toBe(before + 2);

    const broken = globalThis as { __rendererBroken?: boolean };
    broken.__rendererBroken = true;
    try {
      const fallback = await get('/terms-and-conditions');
      expect(fallback.body).not.toContain('shop-state');
    } finally {
      broken.__rendererBroken = false;
    }
    const rendered = await get('/terms-and-conditions');
    expect(rendered.headers['x-cache']).toBe('miss');
    expect(rendered.body).toContain('shop-state');
  });
});

describe('renders on demand', () => {
  const renders = () => (globalThis as { __pageRenders?: number }).__pageRenders ?? 0;
  const get = (url: string, from?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers, ...(from ? { remoteAddress: from } : {}) });

  it('are not made for parameters a page does not read: any query string gets the kept page', async () => {
    const home = await get('/');
    await get('/explore');
    expect((await get('/')).headers['x-cache']).toBe('hit');
    const before = renders();
    for (const url of ['/?q=1', '/?q=2', '/?q=3&r=4', '/?next=%2Ftrack%2FORD-20261126-0001', '/?category=litter', '/?']) {
      const answer = await get(url, '203.0.113.40');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-cache']).toBe('hit');
      expect(answer.body).toBe(home.body);
    }
    for (let i = 0; i < 5; i++) {
      const explore = await get(`/explore?x=${i}&fragrance=nothing`, '203.0.113.41');
      expect(explore.headers['x-cache']).toBe('hit');
      expect(explore.body).toContain('<h1>/explore</h1>');
    }
    expect(renders()).toBe(before);
  });

  it('keep each value a page reads, once, whatever the order or the parameters beside it', async () => {
    const before = renders();
    const litter = await get('/explore?category=litter&utm_source=instagram');
    expect(litter.headers['x-cache']).toBe('miss');
    expect(litter.body).toContain('<h1>/explore?category=litter</h1>');
    expect((await get('/explore?category=litter&q=&gclid=9')).headers['x-cache']).toBe('hit');
    expect((await get('/explore?fragrance=Rose&category=care')).headers['x-cache']).toBe('miss');
    // The search's defaults (its own order, the first page) are no page of their own either.
    const both = await get('/explore?category=care&fragrance=rose&sort=relevance&page=1');
    expect(both.headers['x-cache']).toBe('hit');
    expect(both.body).toContain('<h1>/explore?category=care&fragrance=Rose</h1>');
    expect(renders()).toBe(before + 2);
  });

  it('keep a product page under its own address only, not under each other spelling of it', async () => {
    const { id } = await createProduct(ctx.db, { productName: 'Lavender Spelled Litter 5 kg' });
    const own = `/product-details/${id}`;
    // Kept once the notice of the new product has come and gone.
    await expect.poll(async () => (await get(own)).headers['x-cache'], { timeout: 10_000 }).toBe('hit');
    const escaped = `/product-details/${id.replace(/[0-9a-f]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`;
    for (const other of [escaped, `/product-details/${id.toUpperCase()}`]) {
      for (let i = 0; i < 2; i++) {
        const page = await get(other);
        if (page.statusCode === 200) expect(page.headers['x-cache']).toBe('miss');
      }
    }
    expect((await get(escaped)).statusCode).toBe(200);
  });

  it('leave a customer’s own pages to the browser: unique tracking paths are neither rendered nor kept, and the home page stays', async () => {
    await get('/');
    expect((await get('/')).headers['x-cache']).toBe('hit');
    const before = renders();
    for (let i = 0; i < PUBLIC_CACHE.pageMaxEntries + 20; i++) {
      const page = await get(`/track/ORD-20261126-${String(i).padStart(4, '0')}`, `198.51.100.${i % 250}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('shop-state');
    }
    for (const url of ['/cart', '/checkout', '/account-details', '/loyalty', '/order-success']) {
      expect((await get(url)).body).not.toContain('shop-state');
    }
    expect(renders()).toBe(before);
    expect((await get('/')).headers['x-cache']).toBe('hit');
  });

  it('send a customer’s own pages and the console as one app built once from memory, naming no address, with an ETag', async () => {
    const first = await get('/track/ORD-20261126-0001', '198.51.100.7', { 'accept-encoding': 'br' });
    const second = await get('/track/ORD-20261127-9999', '198.51.100.8', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const body = brotliDecompressSync(first.rawPayload).toString();
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(body).not.toContain('rel="canonical"');
    expect(body).not.toContain('ORD-20261126-0001');
    expect((await get('/track/ORD-20261128-0002', undefined, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const console = await get('/admin/orders/ORD-20261126-0001');
    expect(console.statusCode).toBe(200);
    expect(console.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(console.body).toContain('<div id="root"></div>');
  });

  it('are limited per client address: past its rate a client gets the kept page, even an old one, else 503 with Retry-After', async () => {
    const from = '203.0.113.77';
    const before = renders();
    for (let i = 0; i < RENDER_LIMITS.perAddressPerMinute; i++) expect((await get(`/no-such-page-${i}`, from)).statusCode).toBe(404);
    expect(renders()).toBe(before + RENDER_LIMITS.perAddressPerMinute);
    const refused = await get('/no-such-page-more', from);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RENDER_LIMITS.retryAfterSeconds));
    expect(refused.headers['x-cache']).toBe('refused');
    expect(refused.body).toContain('<div id="root"></div>');
    expect(refused.body).toContain('<meta name="robots" content="noindex');
    // Built once for every refused path, and never revalidated into a 304 that would stand for the page.
    expect(refused.headers.etag).toBeUndefined();
    const again = await get('/no-such-page-other', from, { 'accept-encoding': 'gzip', 'if-none-match': '*' });
    expect(again.statusCode).toBe(503);
    expect(gunzipSync(again.rawPayload).toString()).toBe(refused.body);
    expect(renders()).toBe(before + RENDER_LIMITS.perAddressPerMinute);
    // A page kept and current is no render: still sent.
    const old = await get('/review');
    expect((await get('/review', from)).headers['x-cache']).toBe('hit');
    // Out of date (the catalogue changed): the old page rather than none; anyone else gets it rendered again.
    await createProduct(ctx.db, { productName: 'Rose Stale Litter 5 kg' });
    await expect.poll(async () => (await get('/review', from)).headers['x-cache'], { timeout: 10_000 }).toBe('stale');
    const stale = await get('/review', from);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(old.body);
    expect((await get('/review', '203.0.113.78')).body).toContain('Rose Stale Litter 5 kg');
    // A new minute, a new count.
    ctx.clock.advance(60_000);
    expect((await get('/no-such-page-more', from)).statusCode).toBe(404);
  });

  it('run so many at once, with a short line: past it a visitor gets the kept page or 503 with Retry-After, never a 500', async () => {
    const gate = globalThis as { __renderGate?: Promise<void> };
    let open!: () => void;
    await get('/about');
    const old = await get('/about');
    gate.__renderGate = new Promise((resolve) => (open = resolve));
    expect(old.headers['x-cache']).toBe('hit');
    ctx.clock.advance(PUBLIC_CACHE.pageMaxAgeMs);
    const places = RENDER_LIMITS.concurrent + RENDER_LIMITS.waiting;
    try {
      const waiting = Array.from({ length: places }, (_, i) => get(`/missing-while-busy-${i}`, `192.0.2.${i + 1}`));
      // Let the requests reach the limiter (briefly: the render held at the gate counts its time against the share).
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await get('/missing-while-busy-more', '192.0.2.200');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(RENDER_LIMITS.retryAfterSeconds));
      const stale = await get('/about', '192.0.2.201');
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-cache']).toBe('stale');
      expect(stale.body).toBe(old.body);
      open();
      expect((await Promise.all(waiting)).map((page) => page.statusCode)).toEqual(Array(places).fill(404));
    } finally {
      open();
      delete gate.__renderGate;
    }
    // Rendered again once the renders' share of time allows (on a busy machine the line's renders may have used it up).
    await expect.poll(async () => (await get('/about', '192.0.2.202')).headers['x-cache'], { timeout: 10_000 }).toBe('miss');
  });
});

describe('the page template', () => {
  it('is cut around the empty root element', () => {
    expect(splitTemplate('<body><div id="root"></div><script></script></body>')).toEqual({ before: '<body><div id="root">', after: '</div><script></script></body>' });
    expect(splitTemplate('<body><main></main></body>')).toBeNull();
  });
});

describe('an application whose web bundle cannot be loaded', () => {
  it('fails to build, and closes what it had opened before: no listening connection is left behind', async () => {
    const broken = await writeWebBuild({
      'index.html': '<html><head></head><body><div id="root"></div></body></html>',
      '.ssr/entry-server.js': "throw new Error('this bundle is broken');\n",
    });
    try {
      const listening = async () => {
        const rows = await ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
        );
        return rows.rows[0]!.n;
      };
      const before = await listening();
      expect(before).toBeGreaterThan(0); // this file's own application listens
      await expect(
        buildApp({ config: { ...ctx.config, WEB_DIST_DIR: broken }, db: ctx.db, sessionSecret: ctx.sessionSecret, runJobs: true }),
      ).rejects.toThrow(/this bundle is broken/);
      expect(await listening()).toBe(before);
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });
});
