import { CAROUSEL } from '@shop/contract/constants';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The seeded catalogue (apps/api/src/ops/seed-data.ts) has 13 products. */
const SEED_PRODUCT_COUNT = 13;

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has a title, description and canonical link for /', async ({ page }) => {
    await expect(page).toHaveTitle(/Purrfect Litter/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /bentonite cat litter/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('shows every section of the spec, in order', async ({ page }) => {
    const main = page.getByRole('main');

    // Hero carousel of three litter variants.
    const hero = main.getByRole('region', { name: 'Our litters' });
    await expect(hero).toBeVisible();
    for (const name of ['Unscented', 'Lavender', 'Rose']) {
      await expect(hero.getByRole('button', { name: `Show ${name} slide` })).toBeVisible();
    }
    await expect(hero.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/explore');
    const heroImages = hero.locator('img');
    await expect(heroImages).toHaveCount(3);
    for (const img of await heroImages.all()) {
      await expect(img).toHaveAttribute('width', '1600');
      await expect(img).toHaveAttribute('height', '700');
      await expect(img).toHaveAttribute('alt', /.+/);
    }

    // Product grid titled 'Cat Products'.
    const products = main.getByRole('region', { name: 'Cat Products' });
    await expect(products.getByRole('heading', { name: 'Cat Products', exact: true })).toBeVisible();
    await expect(products.getByRole('article')).toHaveCount(SEED_PRODUCT_COUNT);

    // Brand video: muted, looping, inline, with both sources, over a poster picture fetched as it nears the screen.
    const video = main.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveAttribute('playsinline', '');
    const poster = main.locator('.brand-video__poster');
    await expect(poster).toHaveAttribute('loading', 'lazy');
    await expect(poster).toHaveAttribute('alt', '');
    await expect(main.locator('.brand-video source[type="image/avif"]')).toHaveAttribute('srcset', /\/brand\/video-poster\.v1-w\d+\.avif \d+w/);
    await expect(video).toHaveAttribute('width', /\d+/);
    await expect(video).toHaveAttribute('height', /\d+/);
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute('src', /\/video\/brand\.v1\.webm$/);
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', /\/video\/brand\.v1\.mp4$/);

    // Brand story with its Salient Features.
    const story = main.getByRole('region', { name: 'For Cats, For You, For Love' });
    await expect(story.getByRole('heading', { name: 'Salient Features' })).toBeVisible();
    for (const feature of ['Made in India', 'Pet-safe formula', 'Easy to maintain']) {
      await expect(story.getByText(feature, { exact: true })).toBeVisible();
    }
    await expect(story.getByRole('img')).toHaveAttribute('src', /\/brand\/story-cat\.v1\.svg$/);

    // Banner quote.
    await expect(main.locator('blockquote')).toBeVisible();

    // 'Our Promise' with its six features.
    const promise = main.getByRole('region', { name: 'Our Promise' });
    const features = ['Strong Clumping', 'Smell Control', 'Long Lasting', 'Absorption', 'Low Tracking', '99.5% Dust Free'];
    await expect(promise.getByRole('heading', { level: 3 })).toHaveText(features);
    await expect(promise.locator('svg')).toHaveCount(6);

    // Reviews banner, testimonials banner with 'Explore More', approved reviews.
    const reviewsBanner = main.getByRole('region', { name: 'Real words from real cat parents' });
    await expect(reviewsBanner.getByRole('link')).toHaveAttribute('href', '/review');
    const testimonials = main.getByRole('region', { name: 'Customer Testimonials' });
    await expect(testimonials.getByRole('link', { name: 'Explore More' })).toHaveAttribute('href', '/review');
    await expect(main.getByText('Ananya Iyer')).toBeVisible();

    // Sections follow the spec's order.
    const order = await Promise.all(
      [hero, products, video, story, main.locator('blockquote'), promise, reviewsBanner, testimonials].map(
        async (l) => (await l.boundingBox())!.y,
      ),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('the brand film downloads only as it nears the screen, and the mute button toggles its name and the sound', async ({ page }) => {
    const video = page.locator('video');
    // On arrival only the poster is there, not yet fetched: a phone's first view does not pay for it.
    const posterFetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/brand/video-poster')));
    expect(await posterFetched()).toBe(false);
    await expect(video.locator('source')).toHaveCount(0);
    await expect(video).toHaveAttribute('preload', 'none');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('source')).toHaveCount(2);
    await expect.poll(posterFetched).toBe(true);
    const unmute = page.getByRole('button', { name: 'Unmute video' });
    await unmute.click();
    await expect(page.getByRole('button', { name: 'Mute video' })).toBeVisible();
    await expect(video).toHaveJSProperty('muted', false);
    await page.getByRole('button', { name: 'Mute video' }).click();
    await expect(page.getByRole('button', { name: 'Unmute video' })).toBeVisible();
    await expect(video).toHaveJSProperty('muted', true);
  });

  test('Add To Cart while logged out keeps the visitor on the page', async ({ page }) => {
    const grid = page.getByRole('region', { name: 'Cat Products' });
    const button = grid.getByRole('button', { name: 'Add To Cart' }).first();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('Add To Cart');
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Cat Products' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByText('Ananya Iyer')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('home hero carousel', () => {
  // The slideshow moves only for visitors who have not asked for reduced motion; the page's clock is driven by hand.
  test.use({ reducedMotion: 'no-preference' });
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
  });

  const oneInterval = CAROUSEL.autoplayMs + 100;

  test('advances by itself every interval and loops', async ({ page }) => {
    // Keep the pointer off the carousel: hovering pauses it.
    await page.mouse.move(0, 0);
    const hero = page.getByRole('region', { name: 'Our litters' });
    const paw = (name: string) => hero.getByRole('button', { name: `Show ${name} slide` });
    await expect(paw('Unscented')).toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('link', { name: 'Shop now' })).toHaveCount(1);

    await page.clock.fastForward(oneInterval);
    await expect(paw('Lavender')).toHaveAttribute('aria-current', 'true');
    await expect(paw('Unscented')).not.toHaveAttribute('aria-current', 'true');
    await expect(hero.getByRole('group', { name: /Lavender/ })).toBeVisible();
    await expect(hero.getByRole('group', { name: /Unscented/ })).toHaveCount(0); // hidden slides leave the accessibility tree

    await page.clock.fastForward(oneInterval);
    await expect(paw('Rose')).toHaveAttribute('aria-current', 'true');
    await page.clock.fastForward(oneInterval);
    await expect(paw('Unscented')).toHaveAttribute('aria-current', 'true');
  });

  test('paw buttons jump to a slide, and hovering holds it', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Our litters' });
    await hero.getByRole('button', { name: 'Show Rose slide' }).click();
    await expect(hero.getByRole('button', { name: 'Show Rose slide' })).toHaveAttribute('aria-current', 'true');
    const rose = hero.getByRole('group', { name: /Rose/ });
    await expect(rose).toBeVisible();
    await expect(rose.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(rose.getByRole('link', { name: 'Shop now' })).toBeVisible();

    // The pointer is still over the carousel, so it stays on Rose past the interval.
    await page.clock.fastForward(oneInterval);
    await expect(hero.getByRole('button', { name: 'Show Rose slide' })).toHaveAttribute('aria-current', 'true');

    await hero.getByRole('button', { name: 'Show Unscented slide' }).click();
    await expect(hero.getByRole('button', { name: 'Show Unscented slide' })).toHaveAttribute('aria-current', 'true');
  });

  test('the pause button stops the slideshow and play starts it again', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Our litters' });
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.fastForward(oneInterval);
    await expect(hero.getByRole('button', { name: 'Show Unscented slide' })).toHaveAttribute('aria-current', 'true');
    await hero.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.clock.fastForward(oneInterval);
    await expect(hero.getByRole('button', { name: 'Show Lavender slide' })).toHaveAttribute('aria-current', 'true');
  });

  test('with reduced motion the slideshow waits for the visitor', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.mouse.move(0, 0);
    const hero = page.getByRole('region', { name: 'Our litters' });
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.fastForward(oneInterval);
    await expect(hero.getByRole('button', { name: 'Show Unscented slide' })).toHaveAttribute('aria-current', 'true');
    await hero.getByRole('button', { name: 'Show Lavender slide' }).click();
    await expect(hero.getByRole('group', { name: /Lavender/ })).toBeVisible();
  });
});
