import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const DOCUMENT_404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Opens an unknown path. Chromium logs the document's own 404 as a console error; that one is expected, so it is
 * checked to come from the page's URL and then taken out of the fixture's list. Any other console error still fails.
 */
async function openUnknown(page: Page, consoleErrors: string[], path: string) {
  const from404: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && msg.text() === DOCUMENT_404) from404.push(msg.location().url);
  });
  const response = await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const documentUrl = new URL(path, page.url()).href;
  expect(from404.every((url) => url === documentUrl)).toBe(true);
  for (let i = 0; i < from404.length; i += 1) consoleErrors.splice(consoleErrors.indexOf(DOCUMENT_404), 1);
  return response;
}

test.describe('unknown paths', () => {
  test('answer HTTP 404 and show Page Not Found with links home and to the shop', async ({ page, consoleErrors }) => {
    const response = await openUnknown(page, consoleErrors, '/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/"]')).toBeVisible();
    await expect(main.locator('a[href="/explore"]')).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expectNoSeriousA11yViolations(page);
  });

  test('a nested unknown path shows the same screen, and its link leads home', async ({ page, consoleErrors }) => {
    const response = await openUnknown(page, consoleErrors, '/review/extra/segments');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('main').locator('a[href="/"]').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
});
