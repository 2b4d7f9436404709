import { newCustomer, signInContext } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { courierReports, customerApi, placeOnlineOrder, placeOrder } from './orders';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('a parcel that does not reach the customer, on the tracking page at phone width', () => {
  test('a refused Cash on Delivery parcel is shown returning, then back with us, in plain words', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'rto-track' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);
    await courierReports(api, order.customOrderId, 'PICKED UP', 'IN TRANSIT', 'OUT FOR DELIVERY', 'UNDELIVERED');

    await page.setViewportSize(PHONE);
    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Returning to us' })).toBeVisible();
    const progress = page.getByRole('region', { name: 'Shipment progress' });
    await expect(progress).toContainText('Returning to us: the parcel could not be delivered. You have not been charged anything.');
    await expect(progress.getByRole('link', { name: 'Contact us' })).toBeVisible();
    // Nothing to pay at the door, no delivery day promised, nothing to cancel or return.
    await expect(page.getByText('To pay in cash on delivery')).toHaveCount(0);
    await expect(page.getByText('Order total (nothing to pay)')).toBeVisible();
    await expect(page.getByText('Estimated delivery')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Return' })).toHaveCount(0);
    await expectFitsScreen(page, 'the tracking page of a parcel returning', PHONE.width);
    await expectNoSeriousA11yViolations(page);

    await courierReports(api, order.customOrderId, 'RTO DELIVERED');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Returned to us' })).toBeVisible();
    await expect(progress).toContainText('Back with us: the parcel could not be delivered. You paid nothing for it, so nothing is owed.');
    // The tax invoice issued at dispatch is cancelled by a credit note.
    await expect(page.getByRole('link', { name: 'Download credit note' })).toBeVisible();
    await expectFitsScreen(page, 'the tracking page of a parcel back with us', PHONE.width);
    await api.dispose();
  });

  test('a lost parcel paid online says the money is refunded', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'rto-lost' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const order = await placeOnlineOrder(api);
    await courierReports(api, order.customOrderId, 'PICKED UP', 'IN TRANSIT', 'DAMAGED');

    await page.setViewportSize(PHONE);
    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lost in transit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipment progress' })).toContainText(
      `We are sorry: the courier lost or damaged your parcel on its way to you. ₹${order.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })} is refunded to your original payment method`,
    );
    await expectFitsScreen(page, 'the tracking page of a lost parcel', PHONE.width);
    await api.dispose();
  });
});
