import type { Page } from '@playwright/test';
import { newCustomer, signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { courierReports, customerApi, placeOnlineOrder } from './orders';
import { signInStaff } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
/** A small real PNG, as a phone's camera roll would hand one over. */
const PHOTO = { name: 'torn-bag.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4EWCAFTEMLQkAMKhSAe3LdZMAAAAASUVORK5CYII=', 'base64') };

const fact = (page: Page, label: string) => page.getByRole('region', { name: 'Order details' }).locator(`dt:text-is("${label}") + dd`);

test.describe('a return, step by step, on a phone', () => {
  test('the customer sends a photo of the damage; staff approve and mark it received; the tracking page tells each step', async ({ page, context, browser, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'returner' });
    const api = await customerApi(baseURL!, customer);
    const order = await placeOnlineOrder(api);
    await courierReports(api, order.customOrderId, 'AWB ASSIGNED', 'DELIVERED');
    await api.dispose();

    await page.setViewportSize(PHONE);
    await signInContext(context, customer);
    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    // What was paid, how, where it went and who carried it; no empty rows.
    await expect(fact(page, 'Amount paid')).toHaveText(`₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    await expect(fact(page, 'Payment method')).toHaveText('Paid online');
    await expect(fact(page, 'Delivery address')).toHaveText(/, .+ \d{6}India$/);
    await expect(fact(page, 'Courier')).toHaveText('Local courier');
    await expect(page.locator('dt:text-is("Tracking Number") + dd')).toHaveText(/^PL\d{10}$/);
    await expect(page.getByRole('region', { name: 'Order details' }).getByText('N/A')).toHaveCount(0);
    await expectFitsScreen(page, 'the tracking page', PHONE.width);

    await page.getByRole('button', { name: 'Return', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Why are you returning this order?' });
    await dialog.getByRole('radio', { name: 'Damaged product' }).check();
    await dialog.getByRole('button', { name: 'Submit return request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Add a photo of the damaged product');
    await dialog.getByLabel('Photo of the damage').setInputFiles(PHOTO);
    await dialog.getByRole('button', { name: 'Submit return request' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Return request submitted successfully.' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Return: Return requested')).toBeVisible();

    // Staff, on a phone too, see the photo and approve: the pickup is arranged, nothing is refunded yet.
    const staffContext = await browser.newContext({ viewport: PHONE });
    try {
      await signInStaff(staffContext, baseURL!);
      const consolePage = await staffContext.newPage();
      await consolePage.goto(`/admin/orders/${order.customOrderId}`);
      const panel = consolePage.getByRole('region', { name: 'Return request', exact: true });
      await expect(panel).toContainText('Damaged product');
      const photo = panel.getByRole('img', { name: 'Photo the customer sent of the damaged product' });
      await expect(photo).toBeVisible();
      await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(8);
      await expect(panel.getByRole('button', { name: 'Mark received' })).toHaveCount(0);
      await panel.getByRole('button', { name: 'Approve return' }).click();
      await consolePage.getByRole('dialog', { name: 'Approve this return?' }).getByRole('button', { name: 'Approve return' }).click();
      await expect(toast(consolePage, 'Return approved')).toBeVisible();

      await page.reload();
      await expect(page.getByText('Return: Pickup arranged')).toBeVisible();
      await expect(page.getByText(/Your refund starts once the parcel is back with us and checked\./)).toBeVisible();
      await expect(page.getByText(/is processed/)).toHaveCount(0);

      await panel.getByRole('button', { name: 'Mark received' }).click();
      await consolePage.getByRole('dialog', { name: 'Mark this return received?' }).getByRole('button', { name: 'Mark received' }).click();
      await expect(toast(consolePage, 'Return marked received')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Mark received' })).toHaveCount(0);
    } finally {
      await staffContext.close();
    }

    // The refund started, with the provider's timing; then the provider's word settles it.
    await page.reload();
    await expect(page.getByText(/^Return: (Return received, refund started|Refunded)$/)).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Return: Refunded')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText(/Your refund of ₹[\d,.]+ to your original payment method is processed\./)).toBeVisible();
    await expectFitsScreen(page, 'the tracking page with a refunded return', PHONE.width);
  });
});
