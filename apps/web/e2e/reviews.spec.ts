import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Approved seed reviews (apps/api/src/ops/seed-data.ts). */
const APPROVED_COUNT = 12;
const ANANYA = {
  name: 'Ananya Iyer',
  full: 'We switched from a silica litter and the difference is huge. The clumps are firm, the scooping takes a minute and our flat does not smell at all, even with two cats.',
  cut: 'We switched from a silica litter and the difference is…',
};
const ROHAN = {
  name: 'Rohan Mehta',
  cut: 'Lavender is lovely without being overpowering. Mochi took to it…',
};
const NOT_APPROVED = ['Tanvi Bhat', 'Siddharth Menon', 'Spam Account'];

async function openWall(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/review');
  const cards = page.getByRole('main').getByRole('button', { name: /Rated \d out of 5/ });
  await expect(cards).toHaveCount(APPROVED_COUNT);
  return cards;
}

/** The server renders /review with its reviews; the browser loads them when the visitor comes from another page. */
async function openFromAnotherPage(page: Page) {
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Reviews' }).click();
}

function card(page: Page, name: string) {
  return page.getByRole('main').getByRole('button', { name: new RegExp(name) });
}

test.describe('reviews wall', () => {
  test('at 800 px wide shows a single column of cards without the mosaic heading', async ({ page }) => {
    const cards = await openWall(page, 800);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Thank you for Love')).toBeHidden();

    const lefts = new Set<number>();
    let previousBottom = -Infinity;
    for (const box of await Promise.all((await cards.all()).map((c) => c.boundingBox()))) {
      expect(box).not.toBeNull();
      lefts.add(Math.round(box!.x));
      expect(box!.y).toBeGreaterThanOrEqual(previousBottom);
      previousBottom = box!.y + box!.height;
    }
    expect(lefts.size).toBe(1);
  });

  test('at 1280 px wide shows a mosaic with "Thank you for Love" in the middle', async ({ page }) => {
    const cards = await openWall(page, 1280);
    const heading = page.getByRole('heading', { name: 'Thank you for Love' });
    await expect(heading).toBeVisible();

    const headingBox = (await heading.boundingBox())!;
    const boxes = await Promise.all((await cards.all()).map(async (c) => (await c.boundingBox())!));
    const above = boxes.filter((b) => b.y + b.height <= headingBox.y);
    const below = boxes.filter((b) => b.y >= headingBox.y + headingBox.height);
    expect(above.length).toBeGreaterThan(0);
    expect(below.length).toBeGreaterThan(0);
    expect(above.length + below.length).toBe(APPROVED_COUNT);
    expect(Math.abs(above.length - below.length)).toBeLessThanOrEqual(1);
    // Several columns, and the heading centred on the page.
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBeGreaterThan(1);
    const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(Math.abs(headingBox.x + headingBox.width / 2 - viewportWidth / 2)).toBeLessThan(24);
  });

  test.describe('before the app has started', () => {
    test.use({ startsApp: false });

    for (const [width, layout] of [
      [800, 'one column'],
      [801, 'the mosaic'],
    ] as const) {
      test(`at ${width} px the page arrives laid out as ${layout}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/review');
        const cards = page.getByRole('main').getByRole('button', { name: /Rated \d out of 5/ });
        await expect(cards).toHaveCount(APPROVED_COUNT);
        const lefts = new Set((await Promise.all((await cards.all()).map((c) => c.boundingBox()))).map((b) => Math.round(b!.x)));
        const heading = page.getByRole('heading', { name: 'Thank you for Love' });
        if (width === 800) {
          await expect(heading).toBeHidden();
          expect(lefts.size).toBe(1);
        } else {
          await expect(heading).toBeVisible();
          expect(lefts.size).toBeGreaterThan(1);
        }
        // Nothing has started the app.
        await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
      });
    }
  });

  test('switches layout when the window is resized', async ({ page }) => {
    await openWall(page, 1280);
    await expect(page.getByRole('heading', { name: 'Thank you for Love' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Thank you for Love')).toBeHidden();
    await page.setViewportSize({ width: 801, height: 900 });
    await expect(page.getByRole('heading', { name: 'Thank you for Love' })).toBeVisible();
  });

  test('cards cut the message at 10 words with an ellipsis and show name, place and rating', async ({ page }) => {
    await openWall(page, 1280);
    const ananya = card(page, ANANYA.name);
    await expect(ananya).toContainText(ANANYA.cut);
    await expect(ananya).toContainText('Bengaluru');
    await expect(ananya.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(ananya).not.toContainText('huge');
    await expect(card(page, ROHAN.name)).toContainText(ROHAN.cut);
    await expect(page.getByText(ANANYA.full)).toHaveCount(0);
  });

  test('a card opens a popup with the full text that closes with its Close button, Escape or a click outside', async ({
    page,
  }) => {
    await openWall(page, 1280);
    const ananya = card(page, ANANYA.name);
    const dialog = page.getByRole('dialog', { name: ANANYA.name });

    await ananya.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(ANANYA.full);
    await expect(dialog.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(ananya).toBeFocused();

    await ananya.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 450);
    await expect(dialog).toBeHidden();

    // Keyboard only: Enter opens, Escape closes and focus returns to the card.
    await ananya.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ananya).toBeFocused();
  });

  test('clicking inside the popup keeps it open', async ({ page }) => {
    await openWall(page, 390);
    await card(page, ANANYA.name).click();
    const dialog = page.getByRole('dialog', { name: ANANYA.name });
    await dialog.getByText(/difference is huge/).click();
    await expect(dialog).toBeVisible();
  });

  test('never shows reviews awaiting moderation or rejected', async ({ page }) => {
    await openWall(page, 1280);
    for (const name of NOT_APPROVED) await expect(page.getByText(name)).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of NOT_APPROVED) await expect(page.getByText(name)).toHaveCount(0);
  });

  test('a visitor sees no Add Review button', async ({ page }) => {
    await openWall(page, 1280);
    await expect(page.getByRole('button', { name: 'Add Review' })).toHaveCount(0);
  });

  test('shows a loading indicator while the reviews load, opened from another page', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/reviews/approved', async (route) => {
      await held;
      await route.continue();
    });
    await openFromAnotherPage(page);
    await expect(page.getByRole('status').filter({ hasText: 'Loading reviews' })).toBeAttached();
    release();
    await expect(page.getByRole('main').getByRole('button', { name: /Rated \d out of 5/ })).toHaveCount(APPROVED_COUNT);
    await expect(page.getByRole('status').filter({ hasText: 'Loading reviews' })).toHaveCount(0);
  });

  test('shows the fetch error in red when the reviews cannot be read, opened from another page', async ({ page }) => {
    // A reply the contract rejects: no network error in the console, and the client falls back to the spec's message.
    await page.route('**/api/v1/reviews/approved', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ unexpected: true }) }),
    );
    await openFromAnotherPage(page);
    const error = page.getByRole('alert').filter({ hasText: 'Error fetching approved reviews' });
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
  });

  test('has no serious accessibility violations, wide and narrow', async ({ page }) => {
    await openWall(page, 1280);
    await expectNoSeriousA11yViolations(page);
    await openWall(page, 390);
    await expectNoSeriousA11yViolations(page);
  });

  test('sets its own title, description and canonical link', async ({ page }) => {
    await openWall(page, 1280);
    await expect(page).toHaveTitle(/Customer Reviews/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /reviews/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/review$/);
  });
});
