import { expect, test } from './fixtures';

test('a page view is reported on each route change, and nothing leaves the browser without a measurement id', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.hostname !== '127.0.0.1') external.push(req.url());
  });

  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { __shopPageViews?: unknown[] }).__shopPageViews?.length === 1);
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForFunction(() => (window as unknown as { __shopPageViews?: unknown[] }).__shopPageViews?.length === 2);

  const views = await page.evaluate(() => (window as unknown as { __shopPageViews: Array<{ path: string; title: string }> }).__shopPageViews);
  expect(views.map((v) => v.path)).toEqual(['/', '/about']);
  expect(views[1]!.title).toMatch(/About/);
  expect(external).toEqual([]);
});
