import { expect, test } from './fixtures';

test.describe('header', () => {
  test('is fixed, 80 px high, and the content starts below it', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const box = (await header.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBe(80);
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('main')).toHaveCSS('padding-top', '80px');
  });

  test('top links navigate and mark the current page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const targets: Array<[string, RegExp]> = [
      ['Shop', /\/explore$/],
      ['About', /\/about$/],
      ['Reviews', /\/review$/],
      ['Contact', /\/contact-us$/],
      ['Home', /\/$/],
    ];
    for (const [label, url] of targets) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await page.getByRole('banner').getByRole('link', { name: 'Purrfect Litter' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor sees no Profile link and an empty cart without a badge', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await expect(header.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('cart, loyalty icon and Loyalty Program keep a visitor on the page (the login dialog opens instead)', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const login = page.getByRole('dialog', { name: 'Login' });
    for (const name of ['Cart', 'Loyalty rewards', 'Loyalty Program']) {
      await header.getByRole('link', { name, exact: true }).click();
      await expect(login).toBeVisible();
      await expect(page).toHaveURL(/\/about$/);
      // The dialog is modal: close it before using the header again.
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();
    }
  });

  test('the account menu offers Login and Signup to a visitor and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('button', { name: 'Account', exact: true });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Signup', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);

    await account.click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
  });

  test('at 800 px wide the links fold into a menu that opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    // The keyboard goes from the button straight into the opened links.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('a menu opened while a tapped page is still on its way stays open once the page arrives', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    let release!: () => void;
    const codeMayArrive = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/explore-page-*.js', async (route) => {
      await codeMayArrive;
      await route.continue();
    });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const menu = page.getByRole('button', { name: 'Menu' });

    await menu.click();
    await nav.getByRole('link', { name: 'Shop', exact: true }).click();
    // The address bar shows the new page while its code is still held back.
    await expect(page).toHaveURL(/\/explore$/);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  });

  test('above 800 px the links show and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 801, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const label of ['Home', 'Shop', 'About', 'Reviews', 'Contact', 'Loyalty Program']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });

  test('at phone width the header still fits on one row', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    for (const name of ['Cart', 'Loyalty rewards']) {
      const box = (await page.getByRole('banner').getByRole('link', { name, exact: true }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('footer', () => {
  test('links to the legal pages, FAQ, About, Contact and Shop, and shows the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links: Array<[string, string]> = [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['FAQ', '/faq'],
      ['About', '/about'],
      ['Contact', '/contact-us'],
      ['Shop', '/explore'],
    ];
    for (const [name, href] of links) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(footer.getByText(`© ${new Date().getFullYear()} Purrfect Litter`)).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);

    await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions', exact: true }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test('the page scrolls to the top when the path changes', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Sections above the footer may still be filling in and pushing it down: scroll until it stays far down the page.
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  }).toPass();
  await footer.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a skip link leads keyboard users to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
});

test('an anonymous visitor’s session check is a quiet 200: no error, no refresh attempt', async ({ page }) => {
  const sessionCalls: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/v1/auth/')) sessionCalls.push(`${new URL(r.url()).pathname} ${r.status()}`);
  });
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/isloggedin'));
  await page.goto('/explore');
  expect(await (await checked).json()).toEqual({ authenticated: false, hasDetails: false });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  expect(sessionCalls).toEqual(['/api/v1/auth/isloggedin 200']);
});
