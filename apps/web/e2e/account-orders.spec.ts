import { newCustomer, signInContext } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { courierReports, customerApi, LAVENDER_10, placeOrder, ROSE_5 } from './orders';

test.describe('order history on the account page', () => {
  test('lists the orders, newest first, and links each to its tracking page', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'history' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const first = await placeOrder(api, ROSE_5, 2);
    const second = await placeOrder(api, LAVENDER_10);
    await courierReports(api, first.customOrderId, 'DELIVERED');
    await api.dispose();

    await page.goto('/account-details');
    const history = page.getByRole('region', { name: 'Order history' });
    const orders = history.getByRole('listitem');
    await expect(orders).toHaveCount(2);
    await expect(history).toContainText('2 orders');
    await expect(orders.nth(0).getByRole('heading')).toHaveText(second.customOrderId);
    await expect(orders.nth(0)).toContainText('Order Placed');
    await expect(orders.nth(0)).toContainText(`${LAVENDER_10} × 1`);
    await expect(orders.nth(0)).toContainText('₹1,029.00');
    await expect(orders.nth(1).getByRole('heading')).toHaveText(first.customOrderId);
    await expect(orders.nth(1)).toContainText('Delivered');
    await expect(orders.nth(1)).toContainText(`${ROSE_5} × 2`);
    await expect(orders.nth(1)).toContainText('₹1,178.00');
    await expect(orders.nth(1).locator('dt:text-is("Date") + dd')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(history.getByText('You have not placed any orders yet')).toHaveCount(0);
    await expect(history.getByRole('navigation')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await history.getByRole('link', { name: `Track order ${first.customOrderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${first.customOrderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Delivery progress' })).toHaveAttribute('aria-valuenow', '100');
  });

  test('pages through more than ten orders', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'pages' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const placed = [];
    for (let i = 0; i < 11; i += 1) placed.push(await placeOrder(api));
    await api.dispose();

    await page.goto('/account-details');
    const history = page.getByRole('region', { name: 'Order history' });
    const pages = history.getByRole('navigation', { name: 'Order pages' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(history.getByRole('list').first().getByRole('listitem')).toHaveCount(10);
    await expect(history.getByRole('listitem').first().getByRole('heading')).toHaveText(placed[10]!.customOrderId);
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText('Page 2 of 2');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem').first().getByRole('heading')).toHaveText(placed[0]!.customOrderId);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages).toContainText('Page 1 of 2');
    await expect(history.getByRole('listitem')).toHaveCount(10);
  });
});
