import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@shop/contract/locale';
import { PUBLIC_PAGE_META } from '@shop/contract/page-meta';
import { PUBLIC_PAGE_META_HI } from '@shop/contract/page-meta-hindi';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { and, eq } from 'drizzle-orm';
import { pageIn, useTestContextServing } from '../../test/web-build';
import { pageSections } from '../db/schema';
import { preferredLocale } from './language';

/** A stand-in for the web build's renderer: it shows the path it rendered, and counts its renders. */
const RENDERER = `
export function setUpServerRendering() {
  return async (url) => {
    globalThis.__hindiRenders = (globalThis.__hindiRenders ?? 0) + 1;
    const markup = '<h1>' + url.pathname + url.search + '</h1>';
    return {
      body: { pipe(destination) { destination.end(markup); return destination; }, abort() {} },
      state: JSON.stringify({ path: url.pathname }),
    };
  };
}
`;

const ORIGIN = 'https://shop.example.in';
const renders = () => (globalThis as { __hindiRenders?: number }).__hindiRenders ?? 0;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const HINDI_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7' };

const ctx = useTestContextServing(
  {
    'index.html':
      '<!doctype html><html lang="en-IN"><head><!--page-head--><!--shop-config--></head><body><noscript>Please enable JavaScript to shop at Purrfect Litter.</noscript><div id="root"></div></body></html>',
    '.ssr/entry-server.js': RENDERER,
    // The build's copies of the Devanagari face (apps/web/src/styles/fonts.css).
    'static/noto-sans-devanagari-hindi-AbC123.woff2': 'wOF2',
    'static/other-face-DeF456.woff2': 'wOF2',
  },
  { PUBLIC_BASE_URL: ORIGIN },
);
let productId: string;
beforeAll(async () => {
  productId = (await createProduct(ctx.db, { productName: 'Rose Litter 10 kg' })).id;
});

describe('Hindi pages', () => {
  it.each([
    ['/hi', '/'],
    ['/hi/explore', '/explore'],
    ['/hi/review', '/review'],
    ['/hi/faq', '/faq'],
  ])('%s is rendered on the server in Hindi, with its own canonical and the English page as its alternate', async (hindi, english) => {
    const page = await pageIn(ctx, 'hi-IN', hindi);
    expect(page).toContain(`<h1>${hindi}</h1>`);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}${hindi}" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="hi-IN" href="${ORIGIN}${hindi}" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="en-IN" href="${ORIGIN}${english}" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${english}" />`);
    expect(page).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(page).toContain('कृपया JavaScript चालू करें');
    expect(page).not.toContain('<meta name="robots" content="noindex" />');
  });

  it('say in their head what each page is about, in Hindi', async () => {
    const res = await get('/hi/explore');
    expect(res.body).toContain(`<title>${PUBLIC_PAGE_META_HI.explore.title} | Purrfect Litter</title>`);
    expect(res.body).toContain(`<meta name="description" content="${PUBLIC_PAGE_META_HI.explore.description}" />`);
    const english = await get('/explore');
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain(`<title>${PUBLIC_PAGE_META.explore.title} | Purrfect Litter</title>`);
    expect(english.body).toContain(`<link rel="canonical" href="${ORIGIN}/explore" />`);
    expect(english.body).toContain(`<link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/explore" />`);
    expect(english.body).toContain('<meta property="og:locale:alternate" content="hi_IN" />');
  });

  it('title the terms, the privacy policy and the FAQ by their stored words in the page’s language, as staff last saved them', async () => {
    const faq = await get('/hi/faq');
    expect(faq.body).toContain('<title>अक्सर पूछे जाने वाले सवाल | Purrfect Litter</title>');
    expect(faq.body).toContain('<meta name="description" content="हमारे बेंटोनाइट लिटर, आपके ऑर्डर, डिलीवरी, रिटर्न और रिवॉर्ड के बारे में सब कुछ, एक ही जगह।" />');
    expect((await get('/faq')).body).toContain('<title>Frequently Asked Questions | Purrfect Litter</title>');

    const intro = (locale: 'en' | 'hi') => and(eq(pageSections.page, 'terms'), eq(pageSections.section, 'intro'), eq(pageSections.locale, locale));
    await ctx.db.update(pageSections).set({ heading: 'हमारी शर्तें, सीधे शब्दों में' }).where(intro('hi'));
    await ctx.db.update(pageSections).set({ heading: 'Our terms, plainly', body: 'What you and we agree to when you shop here. Write to {email} with any question.' }).where(intro('en'));
    const terms = await get('/hi/terms-and-conditions');
    expect(terms.body).toContain('<title>हमारी शर्तें, सीधे शब्दों में | Purrfect Litter</title>');
    expect(terms.body).toContain('<meta name="description" content="हमसे खरीदारी करने से पहले कृपया इन नियमों को ध्यान से पढ़ें।');
    const english = await get('/terms-and-conditions');
    expect(english.body).toContain('<title>Our terms, plainly | Purrfect Litter</title>');
    // A sentence naming a value the shop fills in is left out of the description.
    expect(english.body).toContain('<meta name="description" content="What you and we agree to when you shop here." />');

    // A Hindi heading left empty shows the English one, as the page does.
    await ctx.db.update(pageSections).set({ heading: null }).where(and(eq(pageSections.page, 'privacy'), eq(pageSections.section, 'intro'), eq(pageSections.locale, 'hi')));
    expect((await get('/hi/privacy-policy')).body).toContain('<title>Privacy Policy | Purrfect Litter</title>');
  });

  it('describe a product in Hindi: its canonical under /hi, and Product data in the page’s language', async () => {
    const page = await pageIn(ctx, 'hi-IN', `/hi/product-details/${productId}`);
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/hi/product-details/${productId}" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="en-IN" href="${ORIGIN}/product-details/${productId}" />`);
    const data = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const product = data.find((d) => d['@type'] === 'Product')!;
    expect(product.inLanguage).toBe('hi-IN');
    expect((product.offers as { url: string }).url).toBe(`${ORIGIN}/hi/product-details/${productId}`);
    const trail = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as Array<{ name: string; item: string }>;
    expect(trail.map((step) => step.item)).toEqual([`${ORIGIN}/hi`, `${ORIGIN}/hi/explore`, `${ORIGIN}/hi/product-details/${productId}`]);
    expect(trail[0]!.name).toBe('होम');
    const english = await get(`/product-details/${productId}`);
    expect(english.body).toContain('"inLanguage":"en-IN"');
  });

  it('answer 404 in Hindi for a page that does not exist, and the console has no Hindi page', async () => {
    for (const url of ['/hi/no-such-page', '/hi/admin', '/hi/admin/orders', '/hi/product-details/no-such-product']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<html lang="hi-IN">');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain('<title>पेज नहीं मिला | Purrfect Litter</title>');
    }
    await pageIn(ctx, 'en-IN', '/admin');
  });

  it('leave a customer’s own pages to the browser, in Hindi, out of search engines', async () => {
    const before = renders();
    const page = await pageIn(ctx, 'hi-IN', '/hi/cart');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page).not.toContain('rel="canonical"');
    expect(renders()).toBe(before);
    // And the English one stays English.
    await pageIn(ctx, 'en-IN', '/cart');
  });

  it('are kept apart from the English pages: one render each, then each from memory', async () => {
    const before = renders();
    const english = await get('/about');
    const hindi = await get('/hi/about');
    expect([english.headers['x-cache'], hindi.headers['x-cache']]).toEqual(['miss', 'miss']);
    expect(renders()).toBe(before + 2);
    const [englishAgain, hindiAgain] = [await get('/about'), await get('/hi/about')];
    expect([englishAgain.headers['x-cache'], hindiAgain.headers['x-cache']]).toEqual(['hit', 'hit']);
    expect(englishAgain.body).toContain('<h1>/about</h1>');
    expect(hindiAgain.body).toContain('<h1>/hi/about</h1>');
    expect(renders()).toBe(before + 2);
  });

  it('read the shop page’s search as the English page does, and nothing else', async () => {
    const res = await get('/hi/explore?utm_source=whatsapp&q=rose');
    expect(res.body).toContain('<h1>/hi/explore?q=rose</h1>');
    expect((await get('/hi/explore?q=rose&fbclid=1')).headers['x-cache']).toBe('hit');
  });

  it('are listed in the sitemap beside the English ones, each naming both', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const page of Object.values(PUBLIC_PAGE_META)) {
      const hindi = page.path === '/' ? '/hi' : `/hi${page.path}`;
      expect(sitemap).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}${hindi}</loc>`);
    }
    expect(sitemap).toContain(`<loc>${ORIGIN}/hi/product-details/${productId}</loc>`);
    expect(sitemap).toContain(
      `<url><loc>${ORIGIN}/hi/explore</loc><xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/explore"/><xhtml:link rel="alternate" hreflang="hi-IN" href="${ORIGIN}/hi/explore"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/explore"/></url>`,
    );
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /hi/cart');
    expect(robots).toContain('Disallow: /cart');
    expect(robots).toContain('Disallow: /set-language');
  });
});

describe('the Devanagari face', () => {
  const preload = '<link rel="preload" as="font" type="font/woff2" href="/static/noto-sans-devanagari-hindi-AbC123.woff2" crossorigin />';

  it('is preloaded on Hindi pages, rendered or not, once and alone', async () => {
    for (const url of ['/hi', '/hi/explore', `/hi/product-details/${productId}`, '/hi/cart', '/hi/no-such-page']) {
      const body = (await get(url)).body;
      expect(body, url).toContain(preload);
      expect(body.match(/rel="preload" as="font"/g), url).toHaveLength(1);
    }
  });

  it('is never preloaded on English pages, nor on the console', async () => {
    for (const url of ['/', '/explore', `/product-details/${productId}`, '/cart', '/no-such-page', '/admin']) {
      expect((await get(url)).body, url).not.toContain('noto-sans-devanagari');
    }
  });
});

describe('the offer of Hindi on the home page', () => {
  const banner = 'class="language-banner"';

  it('shows to a browser that asks for Hindi first and has chosen no language, never redirecting', async () => {
    const res = await get('/', HINDI_BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(banner);
    expect(res.body).toContain('href="/set-language?lang=hi&amp;next=%2F"');
    expect(res.body).toContain('href="/set-language?lang=en&amp;next=%2F"');
    // Outside the app's root: the app never renders it, so it cannot upset hydration.
    expect(res.body.indexOf(banner)).toBeLessThan(res.body.indexOf('<div id="root">'));
    expect(res.headers.vary).toMatch(/accept-language/);
    expect(res.headers.vary).toMatch(/cookie/);
    // Kept as a page of its own.
    expect((await get('/', HINDI_BROWSER)).headers['x-cache']).toBe('hit');
  });

  it('does not show once a language is chosen, to an English browser, or on any other page', async () => {
    expect((await get('/', { ...HINDI_BROWSER, cookie: `${LOCALE_COOKIE}=en` })).body).not.toContain(banner);
    expect((await get('/', { ...HINDI_BROWSER, cookie: `${LOCALE_COOKIE}=hi` })).body).not.toContain(banner);
    expect((await get('/', { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).body).not.toContain(banner);
    expect((await get('/')).body).not.toContain(banner);
    expect((await get('/explore', HINDI_BROWSER)).body).not.toContain(banner);
    expect((await get('/hi', HINDI_BROWSER)).body).not.toContain(banner);
  });

  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,hi;q=0.9', 'en'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['mr-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['hi;q=0,en', 'en'],
    ['ta-IN', null],
    [undefined, null],
  ])('reads the browser’s languages by weight, then order: %s is %s', (languages, locale) => {
    expect(preferredLocale(languages)).toBe(locale);
  });
});

describe('the language switch', () => {
  it('remembers the choice for a year and goes on to the same page, query and all, in that language', async () => {
    const res = await get(`/set-language?lang=hi&next=${encodeURIComponent(`/product-details/${productId}?size=10`)}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/hi/product-details/${productId}?size=10`);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${LOCALE_COOKIE}=hi`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('goes back to English from a Hindi page, and keeps the console where it is', async () => {
    expect((await get(`/set-language?lang=en&next=${encodeURIComponent('/hi/explore?q=rose')}`)).headers.location).toBe('/explore?q=rose');
    expect((await get(`/set-language?lang=en&next=${encodeURIComponent('/hi')}`)).headers.location).toBe('/');
    expect((await get(`/set-language?lang=hi&next=${encodeURIComponent('/')}`)).headers.location).toBe('/hi');
    expect((await get('/set-language?lang=hi')).headers.location).toBe('/hi');
    expect((await get(`/set-language?lang=hi&next=${encodeURIComponent('/admin/orders')}`)).headers.location).toBe('/admin/orders');
  });

  it('refuses a language the shop does not have and a page on another site', async () => {
    for (const url of ['/set-language?lang=ta&next=%2F', '/set-language?next=%2F', '/set-language?lang=hi&next=%2F%2Fevil.example', '/set-language?lang=hi&next=https%3A%2F%2Fevil.example', '/set-language?lang=hi&next=%2F%5Cevil.example']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['set-cookie'], url).toBeUndefined();
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
