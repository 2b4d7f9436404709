import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { UNSCENTED_5 } from './shop';

/** Collects layout shifts from the very start of the page (before any script of the app runs). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page has finished arriving: its heading is up, nothing is loading, the network is quiet and fonts are in. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.loading-indicator')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** A product page's address, from the shop's own catalogue. */
async function productPath(page: Page, name: string): Promise<string> {
  const { products } = (await (await page.request.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
  return `/product-details/${products.find((p) => p.productName === name)!._id}`;
}

test.describe('on a phone, pages do not jump while they load', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [name, path] of [
    ['the home page', '/'],
    ['the shop', '/explore'],
    ['a product page', null],
  ] as const) {
    test(`${name}: layout shift under 0.02`, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(path ?? (await productPath(page, UNSCENTED_5)));
      await settled(page);
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(shift).toBeLessThan(0.02);
    });
  }
});

test.describe('on a phone that says it is one, pages laid out by window width do not jump either', () => {
  // The server lays these pages out for a phone when the browser's hints say it is one, as a Pixel's Chrome does.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  for (const path of ['/review', '/terms-and-conditions']) {
    test(`${path}: layout shift under 0.02`, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(path);
      await settled(page);
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(shift).toBeLessThan(0.02);
    });
  }
});

test('the app’s files and large JSON arrive compressed', async ({ page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const asset = await page.request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers().vary).toMatch(/accept-encoding/i);
  const gzipOnly = await page.request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  const catalogue = await page.request.get('/api/v1/products/all-products', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(catalogue.headers()['content-encoding']).toBe('br');
  expect(((await catalogue.json()) as { products: unknown[] }).products.length).toBeGreaterThan(0);
});

test('a product page’s structured data parses and matches the product on screen', async ({ page }) => {
  await page.goto(await productPath(page, UNSCENTED_5));
  await expect(page.getByRole('heading', { level: 1, name: UNSCENTED_5 })).toBeVisible();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const product = data.find((d) => d['@type'] === 'Product')!;
  expect(product).toMatchObject({
    name: UNSCENTED_5,
    brand: { '@type': 'Brand', name: 'Purrfect Litter' },
    offers: { priceCurrency: 'INR', price: '549.00', availability: 'https://schema.org/InStock' },
  });
  expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Shop' }, { name: UNSCENTED_5 }] });
  // The price search engines read is the one the page shows.
  await expect(page.locator('.product-detail__info').getByText('₹549/-', { exact: true })).toBeVisible();
});

test('every public page arrives with its own style files and names its scripts, so they load alongside the app', async ({ page }) => {
  // Each page's chunk, and a stylesheet of its own (the legal pages share theirs, with the stored page they both draw).
  const pages = [
    ['/', 'home-route', 'home-route'],
    ['/explore', 'explore-page', 'explore-page'],
    [await productPath(page, UNSCENTED_5), 'product-route', 'product-route'],
    ['/review', 'reviews-page', 'reviews-page'],
    ['/about', 'about-page', 'about-page'],
    ['/contact-us', 'contact-page', 'contact-page'],
    ['/faq', 'faq-page', 'faq-page'],
    ['/terms-and-conditions', 'terms-page', 'stored-legal-page'],
    ['/privacy-policy', 'privacy-page', 'stored-legal-page'],
  ];
  for (const [path, chunk, style] of pages) {
    const html = await (await page.request.get(path!)).text();
    expect(html, path).toMatch(new RegExp(`<meta name="route-scripts" content="[^"]*/static/${chunk}-[\\w-]+\\.js`));
    expect(html, path).toMatch(new RegExp(`<link rel="stylesheet" crossorigin href="/static/${style}-[\\w-]+\\.css"`));
    // The first script, which starts the app once the page has painted, waits behind what paints it.
    expect(html, path).toContain('<script type="module" fetchpriority="low" crossorigin src="/static/index-');
  }
});
