import type { Page } from '@playwright/test';
import { newCustomer } from './accounts';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { courierReports, customerApi, placeOrder } from './orders';
import { signInStaff } from './staff';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('parcels that come back, in the console', () => {
  test('staff mark a refused parcel back with us, confirmed first; it is listed among RTO orders and counted on the dashboard', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'console-rto' });
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);
    await courierReports(api, order.customOrderId, 'PICKED UP', 'IN TRANSIT', 'RTO INITIATED');
    await api.dispose();

    await signInStaff(context, baseURL!);
    await page.goto(`/admin/orders/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderId}` })).toBeVisible();
    await expect(page.locator('.ops-order-head').getByText('RTO initiated', { exact: true })).toBeVisible();

    const actions = region(page, 'Actions');
    const moveTo = actions.getByLabel('Move to');
    await expect(moveTo.getByRole('option')).toHaveText(['Delivered', 'Returned to us (RTO delivered)', 'Lost in transit (Lost or damaged)']);
    await moveTo.selectOption({ label: 'Returned to us (RTO delivered)' });
    await actions.getByLabel(/Note for the status history/).fill('Back at the warehouse, seal intact');
    await actions.getByRole('button', { name: 'Move order' }).click();
    const confirm = page.getByRole('dialog', { name: `Move order ${order.customOrderId} to Returned to us?` });
    await expect(confirm).toContainText('its units go back into stock, the tax invoice gets a credit note');
    await expect(confirm).toContainText('The customer is sent an SMS or WhatsApp message at once');
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await actions.getByRole('button', { name: 'Move order' }).click();
    await confirm.getByRole('button', { name: 'Move to Returned to us' }).click();
    await expect(toast(page, 'Order moved to Returned to us')).toBeVisible();

    await expect(page.locator('.ops-order-head').getByText('RTO delivered', { exact: true })).toBeVisible();
    await expect(actions).toContainText('This order is Returned to us; it cannot move any further.');
    await expect(region(page, 'Status history').getByRole('listitem').last()).toContainText('Back at the warehouse, seal intact');
    await expect(region(page, 'Audit trail').getByRole('row').filter({ hasText: 'order.status' }).first()).toContainText('Returning to us → Returned to us');

    // The RTO filter lists it.
    await page.goto('/admin/orders?status=rto');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('rto');
    await expect(page.getByRole('table', { name: /Orders/ }).getByRole('row').filter({ hasText: order.customOrderId })).toHaveCount(1);

    // The dashboard counts it among the Cash on Delivery parcels that came back.
    await page.goto('/admin');
    const rto = region(page, 'Parcels that came back');
    await expect(rto).toContainText('RTO rate');
    await expect(rto).toContainText('Cash on Delivery');
    await expect(rto).toContainText('Paid online');
    await expect(rto).toContainText('two courier legs');
    await expect(rto.getByRole('link', { name: /came back/ }).first()).toBeVisible();
  });
});
