import type { Page, Route } from '@playwright/test';

/**
 * Holds every request matching `url` (a glob) until the test lets it through, then answers it with `answer` (sent on
 * as it was, by default): what the page shows meanwhile is seen however fast the machine running the test is. Returns
 * the release.
 */
export async function holdRequests(page: Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
