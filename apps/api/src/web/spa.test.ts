import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createProduct } from '../../test/factories';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'shop-dist-'));
  await mkdir(path.join(dist, 'static'));
  await writeFile(path.join(dist, 'index.html'), '<html><head><!--shop-config--></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, 'static', 'index-abc123.js'), 'console.log("app")');
  // What the build writes beside each text asset: a brotli and a gzip copy.
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  await writeFile(path.join(dist, 'static', 'big-def456.js'), bundle);
  await writeFile(path.join(dist, 'static', 'big-def456.js.br'), brotliCompressSync(bundle));
  await writeFile(path.join(dist, 'static', 'big-def456.js.gz'), gzipSync(bundle));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({
    WEB_DIST_DIR: dist,
    GA_MEASUREMENT_ID: 'G-TEST1234',
    PUBLIC_BASE_URL: 'https://shop.example.in',
    CONTACT_EMAIL: 'help@example.in',
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/explore', '/review', '/contact-us', '/product-details/anything', '/track/ORD-1', '/cart'])(
    'answers the screen %s with index.html and status 200',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers any other page path with the app and status 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('hands the runtime configuration to the app as inert JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const match = res.body.match(/<script id="shop-config" type="application\/json">(.*?)<\/script>/);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual({
      assetBaseUrl: '/media',
      publicBaseUrl: 'https://shop.example.in',
      gaMeasurementId: 'G-TEST1234',
      contact: { email: 'help@example.in', phone: '+91 98765 43210' },
      googleClientId: null,
      devTools: true,
      checkoutScriptUrl: '/dev/payments/checkout.js',
    });
  });

  it('caches hashed bundles for a year and other files for an hour', async () => {
    const bundle = await ctx.app.inject({ method: 'GET', url: '/static/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves product media with long-lived caching', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/products/litter-lavender.v1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API route with the JSON error body, not the app', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'This API route does not exist.' });
  });

  it('sends security headers with a CSP that allows analytics only because it is configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('publishes the API description with the catalogue paths', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/products/all-products', '/api/v1/products/get-product-by/{id}', '/api/v1/reviews/approved', '/api/v1/health']),
    );
  });

  it('serves the documentation page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('compression', () => {
  it('serves the copy of a built asset the browser accepts, with Vary, and the plain file to a browser that accepts none', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/static/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gz = await ctx.app.inject({ method: 'GET', url: '/static/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');
    const plain = await ctx.app.inject({ method: 'GET', url: '/static/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('compresses large JSON and pages on the fly, and leaves small answers alone', async () => {
    for (let i = 0; i < 8; i++) await createProduct(ctx.db, { productName: `Compressible Litter ${i}` });
    const catalogue = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/all-products', headers: { 'accept-encoding': 'br, gzip' } });
    expect(catalogue.headers['content-encoding']).toBe('br');
    expect(catalogue.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(catalogue.rawPayload).toString()).toContain('Compressible Litter 0');
    const small = await ctx.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
