import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { expectEncodedEachWay } from '../../test/context';
import { createProduct, createReview } from '../../test/factories';
import { useTestContextServing } from '../../test/web-build';
import { HOME_HERO_IMAGE_SIZES, PUBLIC_PAGE_META } from '@shop/contract/page-meta';

// What the build writes beside each text asset: a brotli and a gzip copy.
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))})`;
const ctx = useTestContextServing(
  {
    'index.html': '<html><head><!--page-head--><!--shop-config--></head><body><div id="root"></div></body></html>',
    'static/index-abc123.js': 'console.log("app")',
    'static/big-def456.js': bundle,
    'static/big-def456.js.br': brotliCompressSync(bundle),
    'static/big-def456.js.gz': gzipSync(bundle),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // The build's manifest: the entry with a shared chunk, and the home page's chunk that needs it and one of its own.
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'static/index-abc123.js', dynamicImports: ['src/main.tsx'], isEntry: true },
      'src/main.tsx': { file: 'static/main-0.js', imports: ['_shared-1.js', '_runtime-4.js'], css: ['static/main-0.css'], isDynamicEntry: true },
      '_shared-1.js': { file: 'static/shared-1.js' },
      '_runtime-4.js': { file: 'static/runtime-4.js' },
      '_grid-2.js': { file: 'static/grid-2.js', css: ['static/grid-2.css'] },
      'src/app/routes/home-route.tsx': { file: 'static/home-route-3.js', imports: ['index.html', '_shared-1.js', '_grid-2.js'], css: ['static/home-route-3.css'] },
      // The sign-in dialog: its frame, and its forms with the validation library the frame does not need.
      'src/features/auth/components/auth-dialog-placeholder.tsx': { file: 'static/placeholder-5.js', imports: ['_shared-1.js', '_modal-6.js'], css: ['static/placeholder-5.css'] },
      '_modal-6.js': { file: 'static/modal-6.js', css: ['static/modal-6.css'] },
      'src/app/layout/login-dialog.tsx': { file: 'static/login-dialog-7.js', imports: ['_modal-6.js', '_zod-8.js'] },
      '_zod-8.js': { file: 'static/zod-8.js' },
    }),
  },
  { GA_MEASUREMENT_ID: 'G-TEST1234', PUBLIC_BASE_URL: 'https://shop.example.in', CONTACT_EMAIL: 'help@example.in' },
);

describe('serving the web app', () => {
  it.each(['/', '/explore', '/review', '/contact-us', '/track/ORD-1', '/cart'])(
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
      seller: { legalName: 'Purrfect Litter Private Limited', address: '3rd Floor, Shivalik Plaza, Near IIM Road, Ambawadi, Ahmedabad 380015' },
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
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'This API route does not exist.', reason: 'request.routeNotFound' });
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
    const br = await expectEncodedEachWay(ctx, '/static/big-def456.js', 'console.log');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

describe('each page’s head, written by the server', () => {
  const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

  it('gives a public page its title, description, canonical, link previews; the home page the organisation and its hero preload', async () => {
    const faq = (await ctx.app.inject({ method: 'GET', url: '/faq' })).body;
    expect(faq).toContain('<title>Frequently Asked Questions | Purrfect Litter</title>');
    // The FAQ is described by its stored opening words (decision 045), as the page shows them.
    expect(faq).toContain('<meta name="description" content="Everything about our bentonite litter, your orders, delivery, returns and rewards, in one place." />');
    expect(faq).toContain('<link rel="canonical" href="https://shop.example.in/faq" />');
    expect(faq).toContain('<meta property="og:title" content="Frequently Asked Questions | Purrfect Litter" />');
    expect(faq).toContain('<meta name="twitter:card" content="summary" />');
    expect(faq).not.toContain('noindex');
    const home = (await ctx.app.inject({ method: 'GET', url: '/' })).body;
    // The copy of the first slide the page will pick, in the best format: AVIF at the hero's widths.
    const srcset = [320, 640, 960, 1280].map((w) => `/media/hero/hero-unscented.v1-w${w}.avif ${w}w`).join(', ');
    expect(home).toContain(
      `<link rel="preload" as="image" href="/media/hero/hero-unscented.v1.svg" imagesrcset="${srcset}" imagesizes="${HOME_HERO_IMAGE_SIZES}" type="image/avif" fetchpriority="high" />`,
    );
    expect(jsonLdOf(home)).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Purrfect Litter', url: 'https://shop.example.in/' })]);
  });

  it('describes a product page with Product and BreadcrumbList data, and answers 404 for a product that does not exist', async () => {
    const product = await createProduct(ctx.db, { productName: 'Rose Litter 10 kg', mrpPaise: 89900, sellingPricePaise: 80900, stock: 5, description: 'Rose clumping litter.' });
    await createReview(ctx.db, { status: 'approved', rating: 4, productId: product.id });
    await createReview(ctx.db, { status: 'approved', rating: 5, productId: product.id });
    // Neither a pending review of it nor an approved review of the shop alone counts towards its rating.
    await createReview(ctx.db, { status: 'pending', rating: 1, productId: product.id });
    await createReview(ctx.db, { status: 'approved', rating: 1 });
    const res = await ctx.app.inject({ method: 'GET', url: `/product-details/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Rose Litter 10 kg | Purrfect Litter</title>');
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    const [data, crumbs] = jsonLdOf(res.body);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Rose Litter 10 kg',
      brand: { name: 'Purrfect Litter' },
      offers: { priceCurrency: 'INR', price: '809.00', availability: 'https://schema.org/InStock', url: `https://shop.example.in/product-details/${product.id}` },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2 },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Shop' }, { name: 'Rose Litter 10 kg', position: 3 }] });

    const missing = await ctx.app.inject({ method: 'GET', url: '/product-details/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('keeps text that could close the script element out of the structured data', async () => {
    const product = await createProduct(ctx.db, { productName: 'Litter </script><script>alert(1)</script>', description: 'x' });
    const res = await ctx.app.inject({ method: 'GET', url: `/product-details/${product.id}` });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(jsonLdOf(res.body)[0]).toMatchObject({ name: 'Litter </script><script>alert(1)</script>' });
  });

  it('sends a page’s own styles with it and names its own scripts, leaving out what every page loads', async () => {
    const home = (await ctx.app.inject({ method: 'GET', url: '/' })).body;
    const styles = [...home.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(styles).toEqual(['/static/home-route-3.css', '/static/grid-2.css']);
    // The scripts are fetched by the page's first script once the page has painted, not by the head.
    expect(home).not.toContain('modulepreload');
    expect(home).toContain('<meta name="route-scripts" content="/static/home-route-3.js /static/grid-2.js" />');
    expect((await ctx.app.inject({ method: 'GET', url: '/cart' })).body).not.toContain('route-scripts');
  });

  it('names the app’s own scripts and the sign-in dialog’s files on a page for everyone, to be fetched ahead of the first tap, and on no other', async () => {
    const appScripts = '<meta name="app-scripts" content="/static/main-0.js /static/shared-1.js /static/runtime-4.js" />';
    // The dialog's frame first, then its forms, each file once.
    const signIn =
      '<meta name="sign-in-files" content="/static/placeholder-5.js /static/modal-6.js /static/placeholder-5.css /static/modal-6.css' +
      ' /static/login-dialog-7.js /static/zod-8.js" />';
    for (const url of ['/', '/faq', '/no-such-page']) {
      const body = (await ctx.app.inject({ method: 'GET', url })).body;
      expect(body, url).toContain(appScripts);
      expect(body, url).toContain(signIn);
    }
    for (const url of ['/cart', '/checkout']) {
      const body = (await ctx.app.inject({ method: 'GET', url })).body;
      expect(body, url).not.toContain('app-scripts');
      expect(body, url).not.toContain('sign-in-files');
    }
  });

  it('lets the app of a page for everyone wait for the visitor, never the app of a visitor’s own page', async () => {
    const product = await createProduct(ctx.db, { productName: 'Lavender litter' });
    const onIntent = '<meta name="app-start" content="on-intent" />';
    for (const url of ['/', '/explore', '/review', '/faq', `/product-details/${product.id}`, '/no-such-page']) {
      expect((await ctx.app.inject({ method: 'GET', url })).body, url).toContain(onIntent);
    }
    for (const url of ['/cart', '/checkout', '/account-details', '/loyalty', '/admin']) {
      expect((await ctx.app.inject({ method: 'GET', url })).body, url).not.toContain('app-start');
    }
  });

  it('keeps the visitor’s own pages and unknown pages out of search engines', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/cart' })).body).toContain('<meta name="robots" content="noindex" />');
    expect((await ctx.app.inject({ method: 'GET', url: '/no-such-page' })).body).toContain('<title>Page Not Found | Purrfect Litter</title>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists every public page and every product on sale, and keeps crawlers out of private pages', async () => {
    const product = await createProduct(ctx.db, { productName: 'Lavender Litter 5 kg' });
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    for (const page of Object.values(PUBLIC_PAGE_META)) expect(sitemap.body).toContain(`<loc>https://shop.example.in${page.path}</loc>`);
    expect(sitemap.body).toContain(`<loc>https://shop.example.in/product-details/${product.id}</loc>`);
    const robots = (await ctx.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    expect(robots).toContain('Disallow: /cart');
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });
});
