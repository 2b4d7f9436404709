import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { filtersFold, openFilters } from './shop';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

/** The names of the cards a results grid shows, in order. */
function cardNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('article').getByRole('heading').allTextContents();
}

/** The selling prices of the cards, in order (₹1,649/- → 1649). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('article').getByText(/^₹[\d,]+\/-$/).allTextContents();
  return texts.map((t) => Number(t.replace(/[₹,/-]/g, '')));
}

function searchBox(page: Page): Locator {
  return page.getByRole('main').getByRole('combobox', { name: 'Search the shop' });
}

test.describe('searching the shop on a phone', () => {
  test.use({ viewport: PHONE });

  test('a typo still finds lavender: the keyboard picks a suggestion and opens that product', async ({ page }) => {
    await page.goto('/explore');
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/products/suggest') asked.push(url.searchParams.get('q') ?? '');
    });
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('lavendar', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggested products' });
    const options = list.getByRole('option');
    // The first words typed are asked for (the cache that asks arrived with the focus), after a pause in typing:
    // not once a letter.
    await expect(options.first()).toContainText('Lavender');
    expect(asked).toContain('lavendar');
    expect(asked.length).toBeLessThan('lavendar'.length - 1);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // The count is read out to screen readers.
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /suggestions?: use the up and down arrows/ })).toBeAttached();
    await expectFitsScreen(page, 'the shop with suggestions open', PHONE.width);

    await box.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const name = (await first.locator('.search-box__name').textContent())!;
    expect(name).toContain('Lavender');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/product-details\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('Escape closes the suggestions, then clears the box', async ({ page }) => {
    await page.goto('/explore');
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('rose', { delay: 30 });
    await expect(page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Suggested products' })).toBeHidden();
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test("the header's box, in the menu, takes a tap on a suggestion", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    // A plain search field until it is first used; then the box that suggests takes its place, with the focus.
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).click();
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await box.pressSequentially('bentonit', { delay: 30 });
    const option = page.getByRole('banner').getByRole('option').first();
    await expect(option).toContainText(/bentonite/i);
    const name = (await option.locator('.search-box__name').textContent())!;
    await option.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('search, sort by price, filter by fragrance; the address opens the same results in another tab and without JavaScript', async ({ page, context, browser }) => {
    await page.goto('/explore');
    const box = searchBox(page);
    await box.fill('litter');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/explore\?q=litter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “litter”');
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(3);

    const main = page.getByRole('main');
    await openFilters(page);
    await main.getByRole('form', { name: 'Sort and refine' }).getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    }).toBe(true);

    const fragrance = main.getByRole('group', { name: 'Fragrance' });
    await fragrance.getByRole('button', { name: /^Rose/ }).click();
    await expect(page).toHaveURL(/\/explore\?q=litter&sort=price-asc&fragrance=Rose$/);
    await expect(fragrance.getByRole('button', { name: /^Rose/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await cardNames(page)).every((n) => n.includes('Rose'))).toBe(true);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(1);
    const prices = await cardPrices(page);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    await expectFitsScreen(page, 'a filtered search', PHONE.width);
    await expectNoSeriousA11yViolations(page);

    // Shared: the address alone brings the same results.
    const shared = page.url();
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Results for “litter”');
    expect(await cardNames(other)).toEqual(names);
    await other.close();

    // Without JavaScript: rendered by the server, and the filters are plain forms.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(shared);
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Results for “litter”');
      expect(await cardNames(noScript)).toEqual(names);
      await openFilters(noScript);
      await noScript.getByRole('main').getByRole('group', { name: 'Fragrance' }).getByRole('button', { name: /^Lavender/ }).click();
      await expect(noScript).toHaveURL(/\/explore\?q=litter&sort=price-asc&fragrance=Lavender$/);
      const lavender = await cardNames(noScript);
      expect(lavender.length).toBeGreaterThan(0);
      for (const name of lavender) expect(name).toContain('Lavender');
      // The search box is a plain GET form too.
      await noScript.getByRole('main').getByRole('combobox', { name: 'Search the shop' }).fill('scoop');
      await noScript.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(noScript).toHaveURL(/\/explore\?q=scoop$/);
      await expect.poll(() => cardNames(noScript)).toContain('Stainless Steel Litter Scoop');
    } finally {
      await plain.close();
    }
  });

  test('the filters fold under one line, so the results start on the first screen; it says how many are on, also without JavaScript', async ({ page, browser }) => {
    await page.goto('/explore');
    const main = page.getByRole('main');
    const filters = main.getByRole('group', { name: 'Filter products' });
    await expect(filtersFold(page)).toHaveText('Filters');
    await expect(filters).toBeHidden();
    await expect(main.getByRole('article').first()).toBeInViewport();

    await openFilters(page);
    await filters.getByRole('group', { name: 'Fragrance' }).getByRole('button', { name: /^Lavender/ }).click();
    await expect(page).toHaveURL(/fragrance=Lavender$/);
    await filters.getByRole('checkbox', { name: /In stock only/ }).click();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(filters.getByRole('checkbox', { name: /In stock only/ })).toBeChecked();
    await expect(filtersFold(page)).toHaveText('Filters 2 on');
    await expect(filters).toBeVisible();
    await expectFitsScreen(page, 'the shop with its filters open', PHONE.width);
    await expectNoSeriousA11yViolations(page);

    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    try {
      const noScript = await plain.newPage();
      await noScript.goto(page.url());
      await expect(filtersFold(noScript)).toHaveText('Filters 2 on');
      await expect(noScript.getByRole('main').getByRole('group', { name: 'Filter products' })).toBeHidden();
      await expect(noScript.getByRole('main').getByRole('article').first()).toBeInViewport();
      await openFilters(noScript);
      await noScript.getByRole('main').getByRole('group', { name: 'Fragrance' }).getByRole('button', { name: /^Rose/ }).click();
      await expect(noScript).toHaveURL(/fragrance=Rose/);
      await expect(filtersFold(noScript)).toHaveText('Filters 2 on');
    } finally {
      await plain.close();
    }
  });

  test('a search that finds nothing says so and offers the favourites', async ({ page }) => {
    const nonsense = `zqxv${Date.now().toString(36)}`;
    await page.goto(`/explore?q=${nonsense}`);
    await expect(page.getByText(`Nothing found for “${nonsense}”.`)).toBeVisible();
    const favourites = page.getByRole('region', { name: 'Our customers’ favourites' });
    await expect(favourites.getByRole('article').first()).toBeVisible();
    await expectFitsScreen(page, 'a search without results', PHONE.width);
  });
});

test('each card shows its product’s rating from approved reviews, in stars and in words, and none without', async ({ page, request }) => {
  const { products } = (await (await request.get('/api/v1/products/all-products')).json()) as {
    products: Array<{ productName: string; rating: { average: number; count: number } | null }>;
  };
  expect(products.some((p) => p.rating && p.rating.count > 0)).toBe(true);
  await page.goto('/explore');
  for (const product of products) {
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: product.productName, exact: true }) });
    if (product.rating && product.rating.count > 0) {
      const { average, count } = product.rating;
      await expect(card.getByRole('img', { name: `Rated ${average.toFixed(1).replace(/\.0$/, '')} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}` })).toBeVisible();
    } else {
      await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
    }
  }
});

test('on a wide screen every filter is shown, with no fold to open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/explore?fragrance=Rose');
  await expect(page.getByRole('main').getByRole('group', { name: 'Filter products' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('group', { name: 'Fragrance' }).getByRole('button', { name: /^Rose/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(filtersFold(page)).toBeHidden();
});

test("between the laptop and the phone layouts, the header's box opens over the links while in use, with room for its suggestions", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  const resting = (await banner.getByRole('search').boundingBox())!;
  expect(resting.width).toBeLessThan(200);
  await banner.getByRole('searchbox', { name: 'Search products' }).click();
  const box = banner.getByRole('combobox', { name: 'Search products' });
  await expect(box).toBeFocused();
  await box.pressSequentially('lavender', { delay: 30 });
  await expect(banner.getByRole('option').first()).toContainText('Lavender');
  const open = (await banner.getByRole('search').boundingBox())!;
  expect(open.width).toBeGreaterThan(500);
  // The links are under it while it is in use, and back when it is left.
  await box.press('Escape');
  await box.press('Escape');
  await box.blur();
  await expect(banner.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  expect((await banner.getByRole('search').boundingBox())!.width).toBeLessThan(200);
});
