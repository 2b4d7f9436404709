import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { createTestContext, type TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';
import { splitTemplate, viewportOf } from './server-rendering';

let ctx: TestContext;
let dist: string;

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx) with the same interface: it loads the
 * catalogue through the API transport it is given, as the route loaders do, and renders what it got.
 */
const RENDERER = `
export function setUpServerRendering({ api, runtime, onError }) {
  return async (url, viewport) => {
    if (url.pathname === '/explore' && url.search === '?broken') throw new Error('the renderer broke');
    const reply = await api('/api/v1/products/all-products', { method: 'GET', headers: { accept: 'application/json' } });
    const { products } = await reply.json();
    const markup = '<h1>' + url.pathname + '</h1><ul>' + products.map((p) => '<li>' + p.productName + '</li>').join('') + '</ul><p>' + runtime.contact.email + '</p>';
    return {
      body: { pipe(destination) { destination.write(markup.slice(0, 10)); destination.end(markup.slice(10)); return destination; }, abort() {} },
      state: JSON.stringify({ path: url.pathname, status: reply.status, viewport }),
    };
  };
}
`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'shop-dist-ssr-'));
  await mkdir(path.join(dist, '.ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<html><head><!--page-head--><!--shop-config--><script type="module" src="/static/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, '.ssr', 'entry-server.js'), RENDERER);
  ctx = await createTestContext({ WEB_DIST_DIR: dist, CONTACT_EMAIL: 'help@example.in' });
  await createProduct(ctx.db, { productName: 'Rose Litter 10 kg & more <b>' });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('pages rendered on the server', () => {
  it('arrive with their content inside the root element and the state after it, the head untouched', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/explore' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const body = res.body;
    expect(body).toContain('<title>');
    expect(body).toMatch(/<div id="root"><h1>\/explore<\/h1><ul>.*<li>Rose Litter 10 kg & more <b><\/li>.*<\/ul><p>help@example.in<\/p><\/div>/);
    expect(body).toContain('<script id="shop-state" type="application/json">{"path":"/explore","status":200,"viewport":"wide"}</script>');
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
    const gzip = await ctx.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>/faq</h1>');
    const plain = await ctx.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>/faq</h1>');
  });

  it('leave the console to the browser', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('shop-state');
  });

  it('fall back to rendering in the browser when the renderer fails', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/explore?broken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('shop-state');
  });
});

describe('the width a page is laid out for', () => {
  const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

  it('is a phone’s when the browser says so, by its hint or else its User-Agent', async () => {
    expect(viewportOf({ 'sec-ch-ua-mobile': '?1' })).toBe('phone');
    expect(viewportOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': PIXEL })).toBe('wide');
    expect(viewportOf({ 'user-agent': PIXEL })).toBe('phone');
    expect(viewportOf({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' })).toBe('wide');
    expect(viewportOf({})).toBe('wide');
    const res = await ctx.app.inject({ method: 'GET', url: '/review', headers: { 'user-agent': PIXEL } });
    expect(res.body).toContain('"viewport":"phone"');
    expect(res.headers.vary).toMatch(/sec-ch-ua-mobile, user-agent/);
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
    const broken = await mkdtemp(path.join(tmpdir(), 'shop-dist-broken-'));
    try {
      await mkdir(path.join(broken, '.ssr'));
      await writeFile(path.join(broken, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
      await writeFile(path.join(broken, '.ssr', 'entry-server.js'), "throw new Error('this bundle is broken');\n");
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
