import { request as playwrightRequest } from '@playwright/test';
import { newCustomer } from './accounts';
import { expect, test } from './fixtures';
import { customerApi, placeOrder } from './orders';
import { signInStaff } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('blocking a customer from the console, on a phone', () => {
  test('staff block a customer with a reason (signed out at once, order kept) and unblock them', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'blocked' });
    const api = await customerApi(baseURL!, customer);
    try {
      const order = await placeOrder(api);
      expect((await api.get('/api/v1/user/me')).status()).toBe(200);

      await signInStaff(context, baseURL!);
      await page.setViewportSize(PHONE);
      await page.goto(`/admin/customers?q=${encodeURIComponent(customer.email)}`);
      await page.getByRole('link', { name: customer.name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
      await expect(page.getByText('Can sign in and order.', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Block customer' }).click();
      const dialog = page.getByRole('dialog', { name: `Block ${customer.name}?` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(/Orders already placed are kept/)).toBeVisible();
      await expectFitsScreen(page, 'the block dialog', PHONE.width);
      // A reason is needed.
      await dialog.getByRole('button', { name: 'Block customer' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(/Enter the reason for blocking/);
      await dialog.getByLabel('Reason (kept in the audit log)').fill('Refused three Cash on Delivery parcels');
      await dialog.getByRole('button', { name: 'Block customer' }).click();
      await expect(dialog).toBeHidden();

      await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
      await expect(page.getByText('Refused three Cash on Delivery parcels', { exact: true })).toBeVisible();
      await expectFitsScreen(page, 'the blocked customer page', PHONE.width);

      // Their session ended at once, and signing in again says why.
      expect((await api.get('/api/v1/user/me')).status()).toBe(401);
      const anonymous = await playwrightRequest.newContext({ baseURL });
      try {
        const login = await anonymous.post('/api/v1/auth/login', { data: { email: customer.email, password: customer.password } });
        expect(login.status()).toBe(403);
        expect(((await login.json()) as { message: string }).message).toMatch(/This account has been blocked by the shop/);
      } finally {
        await anonymous.dispose();
      }
      // The order is kept, as placed.
      await expect(page.getByRole('link', { name: order.customOrderId })).toBeVisible();

      await page.getByRole('button', { name: 'Unblock' }).click();
      const unblock = page.getByRole('dialog', { name: `Unblock ${customer.name}?` });
      await unblock.getByRole('button', { name: 'Unblock' }).click();
      await expect(unblock).toBeHidden();
      await expect(page.getByText('Can sign in and order.', { exact: true })).toBeVisible();
      const again = await playwrightRequest.newContext({ baseURL });
      try {
        expect((await again.post('/api/v1/auth/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(200);
      } finally {
        await again.dispose();
      }
    } finally {
      await api.dispose();
    }
  });

  test('the Staff page lists staff, without a button to remove oneself', async ({ page, context, baseURL }) => {
    await signInStaff(context, baseURL!);
    await page.setViewportSize(PHONE);
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Accounts with staff rights, oldest first' });
    await expect(table.getByText('you', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address of the account' })).toBeVisible();
    await expectFitsScreen(page, 'the staff page', PHONE.width);
  });
});
