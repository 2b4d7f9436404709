import type { APIRequestContext, Locator } from '@playwright/test';
import { newCustomer, signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { customerApi, deliveredOrder, ROSE_5 } from './orders';
import { openCheckout } from './shop';
import { signInStaff, staffApi } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

/** The seeded loyalty reward's id, as the console lists it. */
async function rewardId(baseURL: string): Promise<string> {
  const staff = await staffApi(baseURL);
  try {
    const answer = (await (await staff.get('/api/v1/admin/coupons?q=LOYALTY6')).json()) as { coupons: Array<{ _id: string; code: string }> };
    const reward = answer.coupons.find((c) => c.code === 'LOYALTY6');
    expect(reward, 'LOYALTY6 is seeded').toBeTruthy();
    return reward!._id;
  } finally {
    await staff.dispose();
  }
}

/** Puts one unit of a seeded product in the customer's cart. */
async function addToCart(api: APIRequestContext, productName: string): Promise<void> {
  const list = (await (await api.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
  const product = list.products.find((p) => p.productName === productName);
  expect(product, `${productName} is seeded`).toBeTruthy();
  const added = await api.post('/api/v1/cart/add-to-cart', { data: { productId: product!._id, quantity: 1, multiplier: 1 } });
  expect(added.ok(), await added.text()).toBe(true);
}

/** How many paw stamps stand in each row of the card, top to bottom (a row's stamps share their centre line). */
async function stampRows(card: Locator): Promise<number[]> {
  const stamps = card.getByRole('img', { name: /paw stamps collected/ }).locator('[data-collected]');
  const rows = new Map<number, number>();
  for (const stamp of await stamps.all()) {
    // The centre, not the top: a collected stamp is drawn turned a little, which moves its box's edges.
    const box = (await stamp.boundingBox())!;
    const middle = Math.round(box.y + box.height / 2);
    rows.set(middle, (rows.get(middle) ?? 0) + 1);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

// Staff's setting changes what every customer reads, so this runs alone, after every other test (its own project).
test.describe("the loyalty reward's number of orders, as staff set it", () => {
  test('staff set 8 in the console: the customer sees an 8-stamp card, "2 more orders", and the terms and FAQ say 8', async ({ browser, page, context, baseURL }) => {
    const id = await rewardId(baseURL!);
    const customer = await newCustomer(baseURL!, { prefix: 'eight' });
    const api = await customerApi(baseURL!, customer);
    for (let i = 0; i < 6; i += 1) await deliveredOrder(api);

    const staffContext = await browser.newContext({ baseURL });
    try {
      // Staff open the reward in the console and raise its order count to 8.
      await signInStaff(staffContext, baseURL!);
      const consolePage = await staffContext.newPage();
      await consolePage.goto(`/admin/coupons/${id}`);
      await expect(consolePage.getByRole('heading', { level: 1, name: 'Coupon LOYALTY6' })).toBeVisible();
      const orders = consolePage.getByLabel('Orders that earn it');
      await expect(orders).toHaveValue('6');
      await orders.fill('8');
      await consolePage.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(consolePage, 'Coupon saved')).toBeVisible();

      // The customer's loyalty page, on a phone: 6 of 8, two rows of four stamps, two more orders, no reward yet.
      await page.setViewportSize(PHONE);
      await signInContext(context, customer);
      await page.goto('/loyalty');
      const card = page.getByRole('region', { name: 'Your paw stamps' });
      await expect(card.getByText('6/8', { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: '6 of 8 paw stamps collected' })).toBeVisible();
      await expect(card.getByText('Complete 2 more orders to get a free product', { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your free product is ready!' })).toHaveCount(0);
      expect(await stampRows(card)).toEqual([4, 4]);
      await expectFitsScreen(page, 'the loyalty page with an 8-stamp card', PHONE.width);
      // On a laptop the eight stamps stand in one row.
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(() => stampRows(card)).toEqual([8]);

      // The checkout's coupon list says the same: two more orders for the reward.
      await page.setViewportSize(PHONE);
      await addToCart(api, ROSE_5);
      await openCheckout(page);
      const coupons = page.getByRole('region', { name: 'Coupons' });
      await expect(coupons.getByRole('listitem').filter({ hasText: 'LOYALTY6' })).toContainText('Complete 2 more orders to unlock this reward');

      // The terms and the FAQ state the number staff set.
      await page.goto('/terms-and-conditions');
      await expect(page.getByRole('main')).toContainText('After 8 orders you receive a free product');
      await page.goto('/faq');
      await page.getByText('How does the loyalty programme work?', { exact: true }).click();
      await expect(page.getByRole('region', { name: 'How does the loyalty programme work?' })).toContainText('after 8 orders you get a free product');
    } finally {
      const staff = await staffApi(baseURL!);
      const restored = await staff.patch(`/api/v1/admin/coupons/${id}`, { data: { afterOrders: 6 } });
      expect(restored.ok(), await restored.text()).toBe(true);
      await staff.dispose();
      await staffContext.close();
      await api.dispose();
    }
  });
});
