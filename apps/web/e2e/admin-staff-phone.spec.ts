import type { Locator, Page } from '@playwright/test';
import { newCustomer, type Customer } from './accounts';
import { toast } from './auth-ui';
import { expect, test as base } from './fixtures';
import { customerApi, placeOnlineOrder, placeOrder, type PlacedOrder } from './orders';
import { signInStaff, STAFF_EMAIL } from './staff';
import { expectFitsScreen } from './viewport';

/** A customer of this test alone, with one Cash on Delivery order just placed. */
interface Shopper {
  customer: Customer;
  order: PlacedOrder;
}

const test = base.extend<{ shopper: Shopper }>({
  shopper: async ({ baseURL }, use) => {
    const customer = await newCustomer(baseURL!, { prefix: 'phone-console' });
    const api = await customerApi(baseURL!, customer);
    try {
      await use({ customer, order: await placeOrder(api) });
    } finally {
      await api.dispose();
    }
  },
});

/** Phone widths staff use the console at: a small Android, the most common, a large one. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
];

const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(n);

/** Whether a box is wholly inside the screen from left to right (nothing hidden off to the side). */
async function expectWhollyAcross(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(width + 0.5);
}

test.describe('the staff console on a phone', () => {
  for (const phone of PHONES) {
    test(`at ${phone.width} px the orders list shows number, customer, status and total without scrolling sideways`, async ({ page, context, baseURL, shopper }) => {
      const { order, customer } = shopper;
      await signInStaff(context, baseURL!);
      await page.setViewportSize(phone);
      await page.goto(`/admin/orders?q=${order.customOrderId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

      const row = page.getByRole('table', { name: /Orders/ }).getByRole('row').filter({ hasText: order.customOrderId });
      await expect(row).toHaveCount(1);
      const number = row.getByRole('link', { name: order.customOrderId });
      const status = row.getByText('Order Placed', { exact: true });
      const total = row.getByText(rupees(order.total), { exact: true });
      const who = row.getByText(customer.name, { exact: true });
      for (const [what, cell] of [['the order number', number], ['the customer', who], ['the status', status], ['the total', total]] as const) {
        await expect(cell, what).toBeVisible();
        await expectWhollyAcross(page, cell, what);
      }
      // The order is on the first screen: the filters are folded away behind one button.
      await expect(number).toBeInViewport({ ratio: 1 });
      await expectFitsScreen(page, 'the orders page', phone.width);
      const sideways = await page.locator('.data-table__wrap').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(sideways, 'the orders list does not scroll sideways').toBe(0);
      await expect(page.getByText('Page 1 of 1 · 1 order', { exact: true })).toBeVisible();

      const filters = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      const statusFilter = page.getByRole('group', { name: 'Filter orders' }).getByLabel('Status', { exact: true });
      await expect(statusFilter).toBeHidden();
      await filters.click();
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await statusFilter.selectOption({ label: 'Order Placed' });
      await expect(page).toHaveURL(/status=placed/);
      await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toBeVisible();
      await expect(row).toHaveCount(1);
      // The table's sortable headers are not shown on a phone: the order of the list is a choice among the filters.
      await page.getByRole('group', { name: 'Filter orders' }).getByLabel('Sort by').selectOption({ label: 'Highest total' });
      await expect(page).toHaveURL(/sort=total&dir=desc/);
      await expectFitsScreen(page, 'the orders page with its filters open', phone.width);
    });
  }

  test('a move that texts the customer asks first, and the audit log then shows who moved what, before and after', async ({ page, context, baseURL, shopper }) => {
    const { order } = shopper;
    await signInStaff(context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/orders/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderId}` })).toBeVisible();

    const actions = page.getByRole('region', { name: 'Actions', exact: true });
    await actions.getByLabel('Move to').selectOption({ label: 'Shipment Created' });
    await actions.getByRole('button', { name: 'Move order' }).click();
    const confirm = page.getByRole('dialog', { name: `Move order ${order.customOrderId} to Shipment Created?` });
    await expect(confirm).toContainText('The customer is sent an SMS or WhatsApp message at once saying the order is Shipment Created.');
    await expect(confirm).toContainText('this cannot be undone');
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.locator('.ops-order-head').getByText('Order Placed', { exact: true })).toBeVisible();
    await actions.getByRole('button', { name: 'Move order' }).click();
    await confirm.getByRole('button', { name: 'Move to Shipment Created' }).click();
    await expect(toast(page, 'Order moved to Shipment Created')).toBeVisible();

    // From the console's navigation to the audit log, filtered by the order's number.
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page).toHaveTitle(/^Audit log \| Operations console/);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const filters = page.getByRole('group', { name: 'Filter the audit log' });
    await filters.getByLabel('Order number or id').fill(order.customOrderId);
    await filters.getByLabel('Kind').selectOption({ label: 'Orders' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`entityType=order&entityId=${order.customOrderId}`));

    const entries = page.getByRole('table', { name: 'Recorded changes, newest first' }).getByRole('row').filter({ hasText: 'Moved order' });
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText(STAFF_EMAIL);
    await expect(entries).toContainText('Order Placed → Shipment Created');
    await expect(page.getByText('Page 1 of 1 · 1 change', { exact: true })).toBeVisible();
    await expectWhollyAcross(page, entries.getByText('Order Placed → Shipment Created'), 'the change');
    await expectFitsScreen(page, 'the audit log', 390);

    // The entry leads to the order it changed.
    await entries.getByRole('link', { name: order.customOrderId }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.customOrderId}$`));
    await expect(page.locator('.ops-order-head').getByText('Shipment Created', { exact: true })).toBeVisible();
  });

  test('the other lists fit a phone: reviews with their buttons, customers as cards', async ({ page, context, baseURL, shopper }) => {
    await signInStaff(context, baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    // Approved reviews are always there (the shop is seeded with them); each card keeps its Reject button in view.
    await page.goto('/admin/reviews?status=approved');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const reject = page.getByRole('button', { name: /^Reject review by / }).first();
    await expect(reject).toBeVisible();
    await expectWhollyAcross(page, reject, 'the first review’s Reject button');
    await expectFitsScreen(page, 'the reviews page', 360);

    await page.goto(`/admin/customers?q=${encodeURIComponent(shopper.customer.email)}`);
    const card = page.getByRole('table', { name: /customers/i }).getByRole('row').filter({ hasText: shopper.customer.email });
    await expect(card).toHaveCount(1);
    await expectWhollyAcross(page, card.getByText(rupees(shopper.order.total), { exact: true }), 'the amount spent');
    await expectFitsScreen(page, 'the customers page', 360);
  });

  test('a refund names the member of staff who sent it, and a customer’s cancellation says so', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'refund-by' });
    const api = await customerApi(baseURL!, customer);
    const order = await placeOnlineOrder(api);
    await signInStaff(context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/orders/${order.customOrderId}`);
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await payment.getByLabel('Amount to refund (₹)').fill('10');
    await payment.getByLabel(/Reason/).fill('Late delivery');
    await payment.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('dialog', { name: `Refund ₹10.00 of ${order.customOrderId}?` }).getByRole('button', { name: 'Refund' }).click();
    await expect(toast(page, 'Refund sent')).toBeVisible();
    const refunds = payment.getByRole('table', { name: 'Refunds of this order, oldest first' });
    await expect(refunds.getByRole('row').filter({ hasText: 'Late delivery' })).toContainText(STAFF_EMAIL);
    await expect(refunds).not.toContainText('admin');

    // The customer cancels: the rest goes back, asked for by their cancellation.
    const cancelled = await api.post(`/api/v1/order/${order._id}/cancel`, { data: {} });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    await api.dispose();
    await page.reload();
    await expect(refunds.getByRole('row').filter({ hasText: 'Order cancelled' })).toContainText('Customer cancellation');
  });

  test('the dashboard names its revenue as net of refunds', async ({ page, context, baseURL }) => {
    await signInStaff(context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    const sales = page.getByRole('region', { name: 'Sales' });
    await expect(sales.getByText('Net revenue', { exact: true })).toHaveCount(2);
    await expect(sales).toContainText('refunds, full or part, are taken off');
    await expectFitsScreen(page, 'the dashboard', 390);
  });
});
