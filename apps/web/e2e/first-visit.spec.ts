import type { Page, Response } from '@playwright/test';
import { logInWithPassword } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The goal for what a reader's phone downloads of JavaScript on the home page before doing anything. */
const BEFORE_INTERACTION_BUDGET_BYTES = 80 * 1024;

/** Every script the page fetches, with the bytes that crossed the wire (compressed). */
function watchScripts(page: Page): Array<{ url: string; bytes: Promise<number> }> {
  const scripts: Array<{ url: string; bytes: Promise<number> }> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), bytes: response.request().sizes().then((s) => s.responseBodySize) });
  });
  return scripts;
}

const appStarted = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === 'true');

test.describe('a visitor who has not touched the page yet', () => {
  // Navigations return when the page has loaded, without the first move that starts the app.
  test.use({ startsApp: false, reducedMotion: 'no-preference' });

  test('runs only the first script, and fetches the app ahead only once the page has loaded; the slides still move, and the visit is counted', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const hero = page.getByRole('region', { name: 'Our litters' });
    await expect(hero.getByRole('button', { name: 'Show Lavender slide' })).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('group', { name: /Lavender/ })).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { __shopPageViews?: unknown[] }).__shopPageViews?.length === 1);

    expect(await appStarted(page)).toBe(false);
    // The app's code, the page's own and the sign-in dialog's are fetched ahead, at low priority, after the page has
    // loaded: in the cache for the first tap, not run.
    const named = async (meta: string) => ((await page.locator(`meta[name="${meta}"]`).getAttribute('content')) ?? '').split(' ');
    const ahead = [...(await named('app-scripts')), ...(await named('route-scripts')), ...(await named('sign-in-files'))];
    expect(ahead.some((p) => /\/static\/main-/.test(p))).toBe(true);
    expect((await named('sign-in-files')).some((p) => /\/static\/login-dialog-[\w-]+\.js$/.test(p))).toBe(true);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/static\/login-dialog-[\w-]+\.js$/.test(e.name)).length))
      .toBe(1);
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/static\/main-[\w-]+\.js$/.test(e.name)).length))
      .toBe(1);
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      fetched: performance.getEntriesByType('resource').find((e) => /\/static\/main-[\w-]+\.js$/.test(e.name))!.startTime,
    }));
    expect(timing.fetched).toBeGreaterThanOrEqual(timing.loaded);
    expect(await appStarted(page)).toBe(false);
    const run = scripts.filter((s) => !ahead.includes(new URL(s.url).pathname));
    const bytes = (await Promise.all(run.map((s) => s.bytes))).reduce((a, b) => a + b, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BEFORE_INTERACTION_BUDGET_BYTES);
  });

  test("fetches the hero's other pictures only once the page has loaded, and has them before their slides show", async ({ page }) => {
    const heroPictures = () =>
      page.evaluate(() => {
        const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
        const pictures = performance.getEntriesByType('resource').filter((e) => /\/media\/hero\/hero-/.test(e.name));
        return { loaded, pictures: pictures.map((e) => ({ slide: /hero-(\w+)/.exec(e.name)![1]!, start: e.startTime })) };
      });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-settled', '');
    await expect.poll(async () => (await heroPictures()).pictures.map((p) => p.slide).sort()).toEqual(['lavender', 'rose', 'unscented']);
    const { loaded, pictures } = await heroPictures();
    const start = (slide: string) => pictures.find((p) => p.slide === slide)!.start;
    expect(start('unscented')).toBeLessThan(loaded);
    expect(start('lavender')).toBeGreaterThanOrEqual(loaded);
    expect(start('rose')).toBeGreaterThanOrEqual(loaded);
    const hero = page.getByRole('region', { name: 'Our litters' });
    await expect(hero.getByRole('button', { name: 'Show Lavender slide' })).toHaveAttribute('aria-current', 'true');
    const lavender = hero.getByRole('group', { name: /Lavender/ }).locator('img');
    await expect(lavender).toBeVisible();
    await expect.poll(() => lavender.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a tap on a button before the app has started is not lost: the app starts and answers it', async ({ page }) => {
    await page.goto('/');
    const addToCart = page.getByRole('region', { name: 'Cat Products' }).getByRole('button', { name: 'Add To Cart' }).first();
    await expect(addToCart).toBeVisible();
    expect(await appStarted(page)).toBe(false);
    // A click alone, with no pointer or key before it (as a screen reader sends one).
    await addToCart.dispatchEvent('click');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(await appStarted(page)).toBe(true);
    // The visit was counted once, before the app started; the app does not count it again.
    const views = await page.evaluate(() => (window as unknown as { __shopPageViews: Array<{ path: string }> }).__shopPageViews);
    expect(views.map((v) => v.path)).toEqual(['/']);
  });

  test('the app takes over where the slides had got to, without a warning, and keeps moving them', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Our litters' });
    await page.clock.fastForward(4100);
    await expect(hero.getByRole('button', { name: 'Show Lavender slide' })).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect(hero.getByRole('group', { name: /Lavender/ })).toBeVisible();
    await page.clock.fastForward(4100);
    await expect(hero.getByRole('button', { name: 'Show Rose slide' })).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('group', { name: /Rose/ })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('a signed-in customer’s pages start the app at once, without waiting for a touch', async ({ page, workerCustomer }) => {
    await page.goto('/');
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await logInWithPassword(page, workerCustomer.email, workerCustomer.password);
    // A new tab, where no pointer has been.
    const next = await page.context().newPage();
    await next.goto('/explore');
    await next.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect(next.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeAttached();
    await next.close();
  });

  test('on a phone, the home page draws its product cards a row at a time without moving what is on screen', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __layoutShift: number };
      w.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) w.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    // The rows within a screen and a half of view are drawn, one after another, each at its own height.
    const drawnCards = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.home .product-card')).filter((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
          .length,
      );
    await expect.poll(drawnCards).toBeGreaterThanOrEqual(4);
    const firstCardHeight = await page.evaluate(() => document.querySelector('.home .product-card')!.getBoundingClientRect().height);
    expect(firstCardHeight).toBeLessThan(600);
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBeLessThan(0.02);
    expect(await appStarted(page)).toBe(false);
  });

  for (const path of ['/', '/explore']) {
    test(`${path}: what is below the first screen waits to be drawn, holds its room meanwhile, and reads well`, async ({ page }) => {
      for (const width of [320, 412, 768, 1350]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const skipped = await page.evaluate(() => {
          // How far a part's content reaches below it. Asking for the children's boxes lays them out as a checker sees
          // them while the part is skipped.
          const overhang = (el: HTMLElement) =>
            Math.max(0, ...Array.from(el.querySelectorAll('*'), (child) => child.getBoundingClientRect().bottom)) - el.getBoundingClientRect().bottom;
          const parts = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => getComputedStyle(el).contentVisibility === 'auto');
          const whileSkipped = parts.map(overhang);
          for (const el of parts) el.style.contentVisibility = 'visible';
          const drawn = parts.map(overhang);
          for (const el of parts) el.style.contentVisibility = '';
          return parts.map((el, i) => ({ name: el.className, reachesFurtherBy: Math.round(whileSkipped[i]! - drawn[i]!) }));
        });
        expect(skipped.length, `parts left to draw at ${width} px`).toBeGreaterThan(path === '/' ? 12 : 3);
        expect(skipped.map((part) => part.name)).toContain('site-footer');
        expect(
          skipped.filter((part) => part.reachesFurtherBy > 0),
          `parts whose content reaches further while skipped than drawn, at ${width} px`,
        ).toEqual([]);
      }
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
      expect(await appStarted(page)).toBe(false);

      // Once the app runs, everything is drawn, so a return to a scrolled page lands where it was.
      await page.mouse.move(2, 2);
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      const stillSkipped = await page.evaluate(
        () => Array.from(document.querySelectorAll('body *')).filter((el) => getComputedStyle(el).contentVisibility !== 'visible').length,
      );
      expect(stillSkipped).toBe(0);
    });
  }
});
