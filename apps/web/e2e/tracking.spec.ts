import { newCustomer, signInContext } from './accounts';
import { expect, expectNoSeriousA11yViolations, test as base } from './fixtures';
import { courierReports, customerApi, placeOrder, ROSE_5, type PlacedOrder } from './orders';
import { pdfFileText } from './pdf';
import type { Page } from '@playwright/test';
import { addFromShop, openCheckout, openPaymentDialog } from './shop';

const STEPS = ['Order Placed', 'Order Confirmed', 'Shipment Created', 'Picked Up', 'In Transit', 'Out for Delivery', 'Delivered'];

/** The timeline's steps and whether each is done, current or still to come. */
async function stepStates(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Shipment progress' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-state') ?? ''));
}

function idValue(page: Page, label: string) {
  return page.locator(`dt:text-is("${label}") + dd`);
}

const test = base.extend<{ foreignOrder: PlacedOrder }>({
  // An order of another customer; asking for its status is a 404 the page expects.
  foreignOrder: async ({ baseURL }, use) => {
    const api = await customerApi(baseURL!, await newCustomer(baseURL!, { prefix: 'stranger' }));
    try {
      await use(await placeOrder(api));
    } finally {
      await api.dispose();
    }
  },
});

test.describe('order tracking', () => {
  test('an order is followed from placed to delivered, then returned', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'track' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);

    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Track order ${order.customOrderId}`));
    const progress = page.getByRole('progressbar', { name: 'Delivery progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '7');
    expect(await stepStates(page)).toEqual(['current', 'todo', 'todo', 'todo', 'todo', 'todo', 'todo']);
    // The spec's 'N/A', saying when the number comes.
    await expect(idValue(page, 'Tracking Number')).toHaveText('N/A (given when your order ships)');
    await expect(idValue(page, 'Order ID')).toHaveText(order.customOrderId);
    await expect(page.getByRole('button', { name: 'Return' })).toHaveCount(0);
    // Cash on Delivery is invoiced when it ships, not before.
    await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveCount(0);

    await courierReports(api, order.customOrderId, 'AWB ASSIGNED', 'PICKED UP', 'IN TRANSIT');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'In Transit' })).toBeVisible();
    const invoiceLine = page.getByText(/^Tax invoice INV\/\d{2}-\d{2}\/\d{6}$/);
    await expect(invoiceLine).toBeVisible();
    const invoiceNumber = (await invoiceLine.textContent())!.replace('Tax invoice ', '');
    const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download invoice' }).click()]);
    expect(invoice.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{6}\.pdf$/);
    // The PDF, read back: its number, the seller's GSTIN, the litter's HSN code, and IGST (Gujarat to Karnataka).
    const text = await pdfFileText(await invoice.path());
    for (const expected of [invoiceNumber, 'GSTIN: 24AALCP1234R1Z1', '250810', 'IGST']) expect(text).toContain(expected);
    expect(text).not.toMatch(/\bCGST\b|\bSGST\b/);
    await expect(progress).toHaveAttribute('aria-valuenow', '65');
    expect(await stepStates(page)).toEqual(['done', 'done', 'done', 'done', 'current', 'todo', 'todo']);
    await expect(idValue(page, 'Tracking Number')).not.toContainText('N/A');

    await courierReports(api, order.customOrderId, 'OUT FOR DELIVERY', 'DELIVERED');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    const timeline = page.getByRole('region', { name: 'Shipment progress' });
    await expect(timeline.getByRole('listitem')).toHaveCount(STEPS.length);
    for (const [i, label] of STEPS.entries()) await expect(timeline.getByRole('listitem').nth(i)).toContainText(label);
    expect(await stepStates(page)).toEqual(['done', 'done', 'done', 'done', 'done', 'done', 'current']);
    // Steps the history records show when they happened; 'confirmed' was skipped by the courier.
    await expect(timeline.getByRole('listitem').nth(0).locator('time')).toHaveCount(1);
    await expect(timeline.getByRole('listitem').nth(1).locator('time')).toHaveCount(0);
    await expect(timeline.getByRole('listitem').nth(6).locator('time')).toHaveCount(1);

    const details = page.getByRole('region', { name: 'Order details' });
    await expect(details.getByRole('listitem')).toHaveText([`${ROSE_5}Qty 1`]);
    await expect(details.locator('dt:text-is("Current status") + dd')).toHaveText('Delivered');
    await expect(details.locator('dt:text-is("Delivered on") + dd')).not.toHaveText('N/A');
    await expect(details.getByText('N/A')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Return: a reason is required, then the request goes through and the button goes away.
    await page.getByRole('button', { name: 'Return', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Why are you returning this order?' });
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    for (const reason of ['Wrong item received', 'Damaged product', 'Product no longer needed', 'Other']) await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Submit return request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select a reason');
    await dialog.getByRole('radio', { name: 'Product no longer needed' }).check();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    // Paid in cash: the refund needs a UPI ID to go to.
    await dialog.getByRole('button', { name: 'Submit return request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter the UPI ID your refund should be sent to');
    await dialog.getByLabel('UPI ID for your refund').fill('asha@okaxis');
    await dialog.getByRole('button', { name: 'Submit return request' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Return request submitted successfully.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return', exact: true })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(page.getByText(/Return requested on .*: Product no longer needed\./)).toBeVisible();
    await expect(page.getByText('Return: Return requested')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Return', exact: true })).toHaveCount(0);
    await api.dispose();
  });

  test('a cancelled order shows a single red CANCELLED marker', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'cancel' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);
    await courierReports(api, order.customOrderId, 'CANCELLED');
    await api.dispose();

    await page.goto(`/track/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order has been cancelled' })).toBeVisible();
    await expect(page.getByText(/We're sorry/)).toBeVisible();
    const progress = page.getByRole('region', { name: 'Shipment progress' });
    const marker = progress.getByText('CANCELLED', { exact: true });
    await expect(marker).toBeVisible();
    await expect(marker).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(progress.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('dt:text-is("Order ID") + dd')).toHaveText(order.customOrderId);
    await expect(page.getByRole('button', { name: 'Return', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the customer cancels a fresh order from its tracking page, after saying so twice', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'selfcancel' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);
    await api.dispose();

    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByText('You can cancel within 24 hours of ordering, until we ship it.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText('Nothing has been charged.');
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Order has been cancelled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test("the order success page links to the new order's tracking page", async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'tracklink' });
    await signInContext(context, customer);
    // Not the first order, so no first-order coupon gets in the way of Cash on Delivery.
    const api = await customerApi(baseURL!, customer);
    await placeOrder(api);
    await addFromShop(page, ROSE_5);
    await openCheckout(page);
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    await dialog.getByRole('button', { name: /^Place order · .* to pay on delivery$/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const orders = (await (await api.get('/api/v1/user/my-order?page=1')).json()) as { data: { docs: Array<{ customOrderId: string }> } };
    await api.dispose();
    const newest = orders.data.docs[0]!.customOrderId;
    await page.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${newest}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await expect(page.locator('dt:text-is("Order ID") + dd')).toHaveText(newest);
  });

  test.describe('someone else’s order', () => {
    test.use({
      expectedHttpErrors: async ({ foreignOrder }, use) => {
        await use([{ status: 404, path: `/api/v1/order/${foreignOrder.customOrderId}/status` }]);
      },
    });

    test("shows 'Failed to fetch order'", async ({ page, context, workerCustomer, foreignOrder }) => {
      await signInContext(context, workerCustomer);
      await page.goto(`/track/${foreignOrder.customOrderId}`);
      const error = page.getByRole('alert').filter({ hasText: 'Failed to fetch order' });
      await expect(error).toBeVisible();
      await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
      await expect(page.getByText(ROSE_5)).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });
  });
});
