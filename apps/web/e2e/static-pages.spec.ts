import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const PAGES = [
  { path: '/about', heading: 'Natural litter from Indian earth, made for the cats we love' },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
] as const;

test.describe('static pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} renders its heading, its own canonical link and no serious a11y violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('about tells the brand story with both brand images at their intrinsic size', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Why bentonite clumps' })).toBeVisible();
    await expect(page.getByText(/Indian manufacturer of bentonite products/)).toBeVisible();
    for (const name of ['story-cat', 'factory']) {
      const img = page.locator(`img[src$="/brand/${name}.v1.svg"]`);
      await expect(img).toHaveAttribute('width', '1200');
      await expect(img).toHaveAttribute('height', '900');
      await expect(img).toHaveAttribute('alt', /.+/);
    }
  });

  test('contact sets title, description and canonical for /contact-us and links email and phone', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /customer care/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact-us$/);

    const email = page.getByRole('main').locator('a[href^="mailto:"]').first();
    await expect(email).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    const phone = page.getByRole('main').locator('a[href^="tel:"]').first();
    await expect(phone).toHaveAttribute('href', /^tel:\+?\d{10,13}$/);
    await expect(page.getByRole('heading', { name: 'Customer care hours' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registered office' })).toBeVisible();
    await expect(page.getByRole('main').locator('address').first()).toContainText('India');
    // Its one form is the grievance form (Consumer Protection (E-Commerce) Rules 2020).
    await expect(page.getByRole('main').locator('form')).toHaveCount(1);
    await expect(page.getByRole('form', { name: 'Raise a grievance' })).toBeVisible();
  });

  test('contact in Hindi names the grievance officer and labels the grievance form in Hindi, as the footer does', async ({ page }) => {
    await page.goto('/hi/contact-us');
    const form = page.getByRole('form', { name: 'शिकायत दर्ज करें' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'शिकायत किस बारे में है?' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'शिकायत भेजें' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('शिकायत अधिकारी: ');
    await expect(page.getByRole('contentinfo')).not.toContainText('Grievance officer');
  });

  test('FAQ questions open and close their answers, by mouse and keyboard', async ({ page }) => {
    await page.goto('/faq');
    for (const topic of ['The litter', 'Orders and payment', 'Delivery', 'Returns, refunds and cancellation', 'Loyalty programme']) {
      await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }

    const flush = page.getByText('Can I flush it down the toilet?', { exact: true });
    const answer = page.getByRole('region', { name: 'Can I flush it down the toilet?' });
    await expect(answer).toBeHidden();
    await flush.click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('never flush bentonite');
    await flush.click();
    await expect(answer).toBeHidden();

    // Each question is reached with Tab and opened with Enter or Space.
    await page.getByText('Is it safe for kittens?', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('summary:focus')).toHaveText('Can I flush it down the toilet?');
    const returns = page.getByText('Can I return my order?', { exact: true });
    await returns.focus();
    await page.keyboard.press('Enter');
    const returnsAnswer = page.getByRole('region', { name: 'Can I return my order?' });
    await expect(returnsAnswer).toContainText('within 4 days after delivery');
    for (const reason of ['Wrong item received', 'Damaged product', 'Product no longer needed', 'Other']) {
      await expect(returnsAnswer.getByRole('listitem').filter({ hasText: reason })).toHaveCount(1);
    }

    await page.getByText('How long do refunds take?', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'How long do refunds take?' })).toContainText('15–20 business days');
    await page.getByText('How does the loyalty programme work?', { exact: true }).press('Space');
    await expect(page.getByRole('region', { name: 'How does the loyalty programme work?' })).toContainText('after 6 orders');
    await expectNoSeriousA11yViolations(page);
  });

  test('terms show the last updated date and the spec terms', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.getByText('Last updated: 28/05/2025')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('within 24 hours of ordering');
    await expect(main).toContainText('not yet been processed');
    await expect(main).toContainText('15–20 business days');
    await expect(main).toContainText('at least 18 years old');
    await expect(main).toContainText('one promotional code can be used per order');
    await expect(main).toContainText('within 4 days of delivery');
    await expect(page.getByRole('heading', { name: /Grievance officer/ })).toBeVisible();
  });

  test('privacy says the site is not intended for children under 13', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main')).toContainText('not intended for children under 13');
    await expect(page.getByRole('heading', { name: /Payments through Razorpay/ })).toBeVisible();
  });
});

test.describe('a legal page before the app has started', () => {
  test.use({ startsApp: false });

  test('keeps its index open beside the text from 1024 px and folded away below', async ({ page }) => {
    const index = page.getByRole('navigation', { name: 'On this page' });
    const fold = index.locator('summary');
    const firstEntry = index.getByRole('link').filter({ visible: true }).first();

    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto('/privacy-policy');
    await expect(firstEntry).toBeVisible();
    await expect(fold).toBeHidden();

    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(fold).toBeVisible();
    await expect(index.getByRole('link').filter({ visible: true })).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', 'true');
    // The fold opens by itself, app or no app.
    await fold.click();
    await expect(firstEntry).toBeVisible();
  });
});
