import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { UNSCENTED_5 } from './shop';

/** The seeded product's own Hindi name (stored beside its English, shown on Hindi pages). */
const UNSCENTED_5_HI = 'प्रीमियम बेंटोनाइट कैट लिटर - बिना खुशबू 5 किलो';

/** The shop in Hindi, at phone width: the switch, pages rendered without JavaScript, the offer of Hindi. */
test.use({ viewport: { width: 390, height: 844 } });

const PRODUCT_PATH = /\/product-details\/[0-9a-f-]{36}$/;

/** The font files a page asked for. */
function fontsAskedFor(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  return fonts;
}

test.describe('a visitor who switches to Hindi', () => {
  test('on a product page stays on that product, now in Hindi, and can go back to English', async ({ page, context }) => {
    await page.goto('/explore');
    await page.getByRole('main').getByRole('link', { name: UNSCENTED_5, exact: true }).click();
    await expect(page).toHaveURL(PRODUCT_PATH);
    const english = new URL(page.url()).pathname;
    await expect(page.locator('.product-detail__info').getByRole('button', { name: 'Add To Cart' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(new RegExp(`/hi${english}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: UNSCENTED_5_HI })).toBeVisible();
    const info = page.locator('.product-detail__info');
    await expect(info.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    await expect(info.getByText('सभी टैक्स शामिल')).toBeVisible();
    await expect(info.getByText('₹549/-', { exact: true })).toBeVisible();
    await expect(info.getByRole('heading', { name: 'विवरण' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/hi${english}$`));
    await expect(page).toHaveTitle(new RegExp(UNSCENTED_5_HI));
    // The choice is remembered.
    expect((await context.cookies()).find((c) => c.name === 'shop_lang')?.value).toBe('hi');

    // Links inside a Hindi page stay in Hindi, in the app too.
    await page.getByRole('navigation', { name: 'आप यहाँ हैं' }).getByRole('link', { name: 'शॉप' }).click();
    await expect(page).toHaveURL(/\/hi\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'सभी प्रोडक्ट देखें' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: UNSCENTED_5_HI, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hi${english}$`));

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${english}$`));
    expect(new URL(page.url()).pathname).toBe(english);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.locator('.product-detail__info').getByRole('button', { name: 'Add To Cart' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'shop_lang')?.value).toBe('en');
  });

  test('keeps the shop page’s search when switching', async ({ page }) => {
    await page.goto('/explore?q=rose');
    await page.getByRole('contentinfo').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/explore\?q=rose$/);
    await expect(page.getByRole('heading', { level: 1, name: '“rose” के नतीजे' })).toBeVisible();
  });

  test('gets the Devanagari face on Hindi pages, and English pages download no font', async ({ page }) => {
    const fonts = fontsAskedFor(page);
    await page.goto('/');
    await page.goto('/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
    expect(fonts).toEqual([]);
    await page.goto('/hi/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'सभी प्रोडक्ट देखें' })).toBeVisible();
    await expect.poll(() => fonts.some((url) => /noto-sans-devanagari-hindi-[\w-]+\.woff2$/.test(url))).toBe(true);
    // The shop's face draws the page's Devanagari.
    expect(await page.evaluate(async () => (await document.fonts.load('16px "Noto Sans Devanagari"', 'हिन्दी')).length)).toBeGreaterThan(0);
  });
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('Hindi pages arrive whole, and their links, forms and switch work', async ({ page }) => {
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम बेंटोनाइट कैट लिटर, भारत में बना');
    await expect(page.getByText(/₹\d/).first()).toBeVisible();

    await page.goto('/hi/explore');
    await expect(page.getByRole('heading', { level: 1, name: 'सभी प्रोडक्ट देखें' })).toBeVisible();
    // The page's search box is a plain form to the Hindi shop page.
    const search = page.getByRole('main').getByRole('combobox', { name: 'शॉप में खोजें' });
    await search.fill('rose');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/hi\/explore\?q=rose$/);
    await expect(page.getByRole('heading', { level: 1, name: '“rose” के नतीजे' })).toBeVisible();

    // Fragrances are named in Hindi; the chip still filters by the stored value.
    await page.goto('/hi/explore');
    await expect(page.getByRole('main')).not.toContainText('Showing');
    // On a phone the filters fold under one line.
    await page.getByRole('main').getByText(/^फ़िल्टर( \d+ चालू)?$/).click();
    const fragrances = page.getByRole('main').getByRole('group', { name: 'खुशबू' });
    await expect(fragrances).not.toContainText(/Unscented|Lavender|Rose/);
    await fragrances.getByRole('button', { name: 'गुलाब' }).click();
    await expect(page).toHaveURL(/\/hi\/explore\?fragrance=Rose$/);
    await page.getByRole('main').getByText(/^फ़िल्टर( \d+ चालू)?$/).click();
    await expect(page.getByRole('main').getByRole('group', { name: 'खुशबू' }).getByRole('button', { name: 'गुलाब', pressed: true })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('गुलाब');
    await expect(cards.filter({ hasText: /Unscented|Lavender|Rose/ })).toHaveCount(0);

    await page.goto('/hi/explore');
    await page.getByRole('main').getByRole('link', { name: UNSCENTED_5_HI, exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/product-details\/[0-9a-f-]{36}$/);
    const info = page.locator('.product-detail__info');
    await expect(info.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    await expect(info.getByText('स्टॉक में है, भेजने के लिए तैयार')).toBeVisible();
    // The product's facts and its variants name the fragrance in Hindi.
    await expect(info).not.toContainText(/Unscented|Lavender|Rose/);
    await expect(info.getByRole('list', { name: 'एक नज़र में' })).toContainText('बिना खुशबू');

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(PRODUCT_PATH);
    await expect(page.locator('.product-detail__info').getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  });

  test.describe('an address that does not exist', () => {
    test.use({ expectedHttpErrors: [{ status: 404, path: '/hi/no-such-page' }] });

    test('is a Hindi 404 under /hi', async ({ page }) => {
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
    });
  });
});

test.describe('a first visit from a browser that asks for Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered Hindi in a banner, never sent there; dismissing it is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const banner = page.getByRole('complementary', { name: 'हिन्दी में देखें' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'English में ही रहें' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('complementary', { name: 'हिन्दी में देखें' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium bentonite cat litter, made in India');
    await expect(page.getByRole('complementary', { name: 'हिन्दी में देखें' })).toHaveCount(0);
  });

  test('takes the visitor to the Hindi home page when they accept', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('complementary', { name: 'हिन्दी में देखें' }).getByRole('link', { name: 'हिन्दी में देखें' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम बेंटोनाइट कैट लिटर, भारत में बना');
    // Chosen: the English home page offers it no more.
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'हिन्दी में देखें' })).toHaveCount(0);
  });
});
