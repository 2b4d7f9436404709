import { newCustomer, signInContext } from './accounts';
import { expect, test } from './fixtures';
import { courierReports, customerApi, placeOnlineOrder } from './orders';
import { signInStaff, staffApi } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe('credit notes for refunds in parts', () => {
  test('each refund of a delivered order has its own credit note, listed for staff and the customer to download', async ({ page, context, browser, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'part-refund' });
    const api = await customerApi(baseURL!, customer);
    const order = await placeOnlineOrder(api);
    await courierReports(api, order.customOrderId, 'AWB ASSIGNED', 'DELIVERED');
    await api.dispose();

    // Staff give back ₹100 (a torn bag), then the rest.
    const staff = await staffApi(baseURL!);
    for (const [amount, reason] of [
      [100, 'Bag arrived torn'],
      [order.total - 100, 'Goodwill'],
    ] as const) {
      const res = await staff.post(`/api/v1/admin/orders/${order.customOrderId}/refunds`, { data: { amount, reason } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await staff.dispose();

    // The console lists both notes once the provider says the money went back.
    const staffContext = await browser.newContext({ baseURL });
    try {
      await signInStaff(staffContext, baseURL!);
      const consolePage = await staffContext.newPage();
      await consolePage.setViewportSize(PHONE);
      const notes = consolePage.getByRole('region', { name: 'Credit notes' });
      await expect(async () => {
        await consolePage.goto(`/admin/orders/${order.customOrderId}`);
        await expect(notes.getByRole('link', { name: /^Download credit note CRN\// })).toHaveCount(2, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(notes.getByText('₹100.00')).toBeVisible();
      await expect(notes.getByText('Refunded in part: Bag arrived torn')).toBeVisible();
      await expect(notes.getByText('Refunded in full')).toBeVisible();
      await expectFitsScreen(consolePage, 'the console order page with two credit notes', PHONE.width);
      await consolePage.setViewportSize(DESKTOP);
      await expect(notes.getByRole('link', { name: /^Download credit note CRN\// })).toHaveCount(2);
      for (const link of await notes.getByRole('link').all()) {
        const pdf = await consolePage.request.get((await link.getAttribute('href'))!);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
      }
    } finally {
      await staffContext.close();
    }

    // The customer's tracking page offers each one.
    await page.setViewportSize(PHONE);
    await signInContext(context, customer);
    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByText('Credit note for ₹100.00')).toBeVisible();
    const links = page.getByRole('link', { name: /^Download credit note CRN\// });
    await expect(links).toHaveCount(2);
    await expectFitsScreen(page, 'the tracking page with two credit notes', PHONE.width);
    for (const link of await links.all()) expect((await page.request.get((await link.getAttribute('href'))!)).status()).toBe(200);
    await page.setViewportSize(DESKTOP);
    await expectFitsScreen(page, 'the tracking page with two credit notes', DESKTOP.width);
  });
});
