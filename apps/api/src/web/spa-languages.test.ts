import { describe, expect, it } from 'vitest';
import { pageIn, useTestContextServing } from '../../test/web-build';

// The web build as scripts/build-web.mjs writes it (decision 040): the browser's code once per language into one
// folder, each language with its own page template and manifest, their chunks side by side in static/ (a chunk without
// words, here shared-1.js, is the same file in both).
const template = (script: string) =>
  `<!doctype html><html lang="en-IN"><head><!--page-head--><!--shop-config--></head><body><noscript>Please enable JavaScript to shop at Purrfect Litter.</noscript><div id="root"></div><script type="module" crossorigin src="${script}"></script></body></html>`;

const manifest = (lang: string) => ({
  'index.html': { file: `static/index-${lang}.js`, dynamicImports: ['src/main.tsx'], isEntry: true },
  'src/main.tsx': { file: `static/main-${lang}.js`, imports: ['_shared-1.js'], isDynamicEntry: true },
  '_shared-1.js': { file: 'static/shared-1.js' },
  'src/app/routes/home-route.tsx': { file: `static/home-route-${lang}.js`, imports: ['_shared-1.js'], css: ['static/home-route-1.css'] },
  'src/features/products/explore-page.tsx': { file: `static/explore-page-${lang}.js`, imports: ['_shared-1.js'] },
  'src/features/cart/cart-page.tsx': { file: `static/cart-page-${lang}.js` },
  'src/features/admin/admin-app.tsx': { file: 'static/admin-app-1.js' },
});

const SCRIPTS = ['index-en.js', 'index-hi.js', 'main-en.js', 'main-hi.js', 'shared-1.js', 'home-route-en.js', 'home-route-hi.js'];
const ctx = useTestContextServing(
  {
    'index.html': template('/static/index-en.js'),
    'hi/index.html': template('/static/index-hi.js'),
    '.vite/manifest.json': JSON.stringify(manifest('en')),
    '.vite/manifest.hi.json': JSON.stringify(manifest('hi')),
    ...Object.fromEntries(SCRIPTS.map((file) => [`static/${file}`, `console.log(${JSON.stringify(file)})`])),
  },
  { PUBLIC_BASE_URL: 'https://shop.example.in' },
);

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('one browser build per language', () => {
  it('sends an English page with the English build: its first script, its route and app scripts', async () => {
    const page = await pageIn(ctx, 'en-IN', '/');
    expect(page).toContain('src="/static/index-en.js"');
    expect(page).toContain('<meta name="route-scripts" content="/static/home-route-en.js" />');
    expect(page).toContain('<meta name="app-scripts" content="/static/main-en.js /static/shared-1.js" />');
    expect(page).not.toContain('-hi.js');
  });

  it.each([
    ['/hi', '/static/home-route-hi.js'],
    ['/hi/explore', '/static/explore-page-hi.js'],
  ])('sends the Hindi page %s with the Hindi build', async (url, routeScript) => {
    const page = await pageIn(ctx, 'hi-IN', url);
    expect(page).toContain('src="/static/index-hi.js"');
    expect(page).toContain(`<meta name="route-scripts" content="${routeScript}" />`);
    expect(page).toContain('<meta name="app-scripts" content="/static/main-hi.js /static/shared-1.js" />');
    expect(page).not.toContain('-en.js');
  });

  it('sends a customer\'s own page, rendered in the browser, with its language\'s build', async () => {
    expect(await pageIn(ctx, 'hi-IN', '/hi/cart')).toContain('src="/static/index-hi.js"');
    expect(await pageIn(ctx, 'en-IN', '/cart')).toContain('src="/static/index-en.js"');
  });

  it('sends the console, which is English only, with the English build', async () => {
    const res = await get('/admin');
    expect(res.body).toContain('src="/static/index-en.js"');
  });

  it('serves both builds\' chunks from one folder, a shared chunk once for both', async () => {
    for (const file of ['index-en.js', 'index-hi.js', 'home-route-hi.js', 'shared-1.js']) {
      const res = await get(`/static/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never sends a page template as it is, without its page\'s head', async () => {
    for (const url of ['/index.html', '/hi/index.html']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('<!--page-head-->');
      expect(res.body, url).not.toContain('<!--shop-config-->');
    }
  });
});
