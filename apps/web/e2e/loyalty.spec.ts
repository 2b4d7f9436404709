import { newCustomer, signInContext } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { customerApi, deliveredOrder, placeOrder } from './orders';

test.describe('loyalty programme', () => {
  test('counts delivered orders towards the free product, and not returned ones', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'loyal' });
    await signInContext(context, customer);

    await page.goto('/loyalty');
    await expect(page.getByRole('heading', { level: 1, name: 'Loyalty Program' })).toBeVisible();
    await expect(page).toHaveTitle(/Loyalty Program/);
    const card = page.getByRole('region', { name: 'Your paw stamps' });
    await expect(card.getByText('0/6', { exact: true })).toBeVisible();
    await expect(card.getByText('Complete 6 more orders to get a free product', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: '0 of 6 paw stamps collected' })).toBeVisible();
    const how = page.getByRole('region', { name: 'How it works' });
    await expect(how).toContainText('delivered');
    await expect(how).toContainText('Returns do not count');
    await expect(how).toContainText('cheapest item of your next order becomes free');
    await expect(how).toContainText('count restarts');
    await expectNoSeriousA11yViolations(page);

    const api = await customerApi(baseURL!, customer);
    await deliveredOrder(api);
    await deliveredOrder(api);
    // An order still on its way does not count yet.
    await placeOrder(api);
    await page.reload();
    await expect(card.getByText('2/6', { exact: true })).toBeVisible();
    await expect(card.getByText('Complete 4 more orders to get a free product', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: '2 of 6 paw stamps collected' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your free product is ready!' })).toHaveCount(0);

    // A delivered order that is returned does not count.
    const returned = await deliveredOrder(api);
    const response = await api.post(`/api/v1/order/${returned.customOrderId}/return`, { data: { reason: 'Damaged product' } });
    expect(response.status()).toBe(201);
    await api.dispose();
    await page.reload();
    await expect(card.getByText('2/6', { exact: true })).toBeVisible();
  });

  test('six delivered orders earn the reward, to be used online only', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'reward' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    for (let i = 0; i < 6; i += 1) await deliveredOrder(api);
    await api.dispose();

    await page.goto('/loyalty');
    const card = page.getByRole('region', { name: 'Your paw stamps' });
    await expect(card.getByText('6/6', { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: '6 of 6 paw stamps collected' })).toBeVisible();
    await expect(card.getByText(/more orders to get a free product/)).toHaveCount(0);
    const reward = page.getByRole('region', { name: 'Your free product is ready!' });
    await expect(reward).toContainText('LOYALTY6');
    await expect(reward).toContainText('online payment only');
    await expect(reward).toContainText('Cash on Delivery (COD)');
    await expectNoSeriousA11yViolations(page);
  });
});
