import { signInContext } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('protected pages', () => {
  test('a visitor opening /account-details gets the login dialog over the home page', async ({ page }) => {
    await page.goto('/account-details');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    // The home page remembers where the visitor was going, for after the sign-in.
    await expect(page).toHaveURL(/\/\?next=%2Faccount-details$/);
    await expect(page.getByRole('heading', { name: 'My Account' })).toHaveCount(0);
  });

  test('a visitor following a link there from another page gets the same', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/account-details');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/\?next=%2Faccount-details$/);
  });

  test('a customer sees the profile page', async ({ page, context, workerCustomer }) => {
    await signInContext(context, workerCustomer);
    await page.goto('/account-details');
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/My Account/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const personal = page.getByRole('region', { name: 'Personal details' });
    await expect(personal).toContainText(workerCustomer.name);
    await expect(personal).toContainText(workerCustomer.email);
    await expect(personal).toContainText(`+91 ${workerCustomer.phoneNumber.slice(0, 5)} ${workerCustomer.phoneNumber.slice(5)}`);
    const addresses = page.getByRole('region', { name: 'Addresses' });
    await expect(addresses).toContainText('12 MG Road');
    await expect(addresses).toContainText('Primary');
    const orders = page.getByRole('region', { name: 'Order history' });
    await expect(orders).toContainText('You have not placed any orders yet');
    await expect(orders.getByRole('link', { name: 'Explore our products' })).toHaveAttribute('href', '/explore');
    await expectNoSeriousA11yViolations(page);
  });
});
