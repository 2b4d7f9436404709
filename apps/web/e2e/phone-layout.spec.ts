import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { customerApi, placeOrder } from './orders';
import { addFromShop, openFilters, signedInCustomer, UNSCENTED_5 } from './shop';
import { expectFitsScreen } from './viewport';

/** Phone widths the shop must fit: the smallest still sold, the most common, and a large one. */
const PHONE_WIDTHS = [320, 360, 412];

const PUBLIC_ROUTES = ['/', '/explore', '/about', '/review', '/contact-us', '/faq', '/terms-and-conditions', '/privacy-policy', '/no-such-page'];

/** Waits until the page's main content has rendered, then checks that nothing reaches past the viewport. */
async function expectNoSidewaysScroll(page: Page, route: string, width: number) {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('.loading-indicator')).toHaveCount(0);
  await expectFitsScreen(page, route, width);
}

test.describe('at phone widths', () => {
  // The not-found page is served with its 404 status.
  test.use({ expectedHttpErrors: [{ status: 404, path: '/no-such-page' }] });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expectNoSidewaysScroll(page, route, width);
      }
    }
  });

  test('the shop page scrolls its filter chips inside their row', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/explore');
    await openFilters(page);
    const row = page.getByRole('group', { name: 'Fragrance' }).locator('.filter-chips__row');
    await expect(row).toBeVisible();
    const { scrollWidth, clientWidth } = await row.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
  });

  test('the header buttons are full 44 × 44 px targets that do not touch', async ({ page }) => {
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/about');
      const header = page.getByRole('banner');
      const names = ['Loyalty rewards', 'Cart', 'Account', 'Menu'];
      const boxes = [];
      for (const name of names) {
        const target = header.getByRole(name === 'Account' || name === 'Menu' ? 'button' : 'link', { name, exact: true });
        await expect(target).toBeInViewport({ ratio: 1 });
        const box = (await target.boundingBox())!;
        expect(box.width, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
        boxes.push(box);
      }
      const sorted = boxes.sort((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i += 1) {
        expect(sorted[i]!.x - (sorted[i - 1]!.x + sorted[i - 1]!.width), `space between header buttons at ${width} px`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  test("a signed-in customer's pages do not scroll sideways", async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'phone');
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);
    await api.dispose();
    await page.setViewportSize({ width: 360, height: 740 });
    await addFromShop(page, UNSCENTED_5);
    const routes = ['/cart', '/checkout', '/account-details', '/loyalty', `/track/${order._id}`];
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const route of routes) {
        await page.goto(route);
        await expectNoSidewaysScroll(page, route, width);
      }
    }
  });
});
