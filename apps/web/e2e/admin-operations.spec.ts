import type { Locator, Page } from '@playwright/test';
import { newCustomer, signInContext, type Customer } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test as base } from './fixtures';
import { courierReports, customerApi, placeOnlineOrder, placeOrder, ROSE_5, type PlacedOrder } from './orders';
import { signInStaff, staffApi } from './staff';
import { expectFitsScreen } from './viewport';

/** A customer of this test alone, with one Cash on Delivery order just placed. */
interface Shopper {
  customer: Customer;
  order: PlacedOrder;
}

const test = base.extend<{ shopper: Shopper }>({
  shopper: async ({ baseURL }, use) => {
    const customer = await newCustomer(baseURL!, { prefix: 'console' });
    const api = await customerApi(baseURL!, customer);
    try {
      await use({ customer, order: await placeOrder(api) });
    } finally {
      await api.dispose();
    }
  },
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens an order's page in the console and waits until it has loaded. */
async function openOrder(page: Page, customOrderId: string) {
  await page.goto(`/admin/orders/${customOrderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${customOrderId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Waits until a dialog has finished fading in: axe reads a half-transparent button as low contrast. */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length)).toBe(0);
}

test.describe('operations console: reviews', () => {
  test('an admin approves a pending review and it appears on the reviews wall', async ({ page, context, baseURL }) => {
    const token = unique();
    const name = `Reviewer ${token}`;
    const customer = await newCustomer(baseURL!, { prefix: 'reviewer', name });
    const api = await customerApi(baseURL!, customer);
    const message = `Console ${token} approved this: firm clumps, no dust and the flat smells fresh all week.`;
    const created = await api.post('/api/v1/reviews/review-created-by-user', { data: { location: 'Kochi', message, rating: 4 } });
    expect(created.status(), await created.text()).toBe(201);
    const reviewId = ((await created.json()) as { review: { _id: string } }).review._id;
    await api.dispose();

    const staff = await staffApi(baseURL!);
    try {
      await signInStaff(context, baseURL!);
      await page.goto('/admin/reviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
      await expect(page).toHaveTitle(/^Reviews \| Operations console/);
      await expect(page.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'page');

      const row = page.getByRole('row').filter({ hasText: message });
      await expect(row).toBeVisible();
      await expect(row).toContainText(name);
      await expect(row).toContainText('Kochi');
      await expect(row.getByRole('img', { name: '4 out of 5' })).toBeVisible();
      // Undo, within the few seconds the row stays put: back to pending, nothing on the site.
      await row.getByRole('button', { name: `Approve review by ${name}` }).click();
      await expect(toast(page, 'Review approved')).toBeVisible();
      await expect(row).toContainText('Approved');
      await row.getByRole('button', { name: `Undo the decision on the review by ${name}` }).click();
      await expect(toast(page, 'Decision undone: the review is pending again')).toBeVisible();
      await expect(row.getByRole('button', { name: `Approve review by ${name}` })).toBeVisible();

      await row.getByRole('button', { name: `Approve review by ${name}` }).click();
      await expect(toast(page, 'Review approved').last()).toBeVisible();
      // The row keeps its place (with Undo) for a few seconds, then leaves the list.
      await expect(row.getByRole('button', { name: `Undo the decision on the review by ${name}` })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: message })).toHaveCount(0);

      await page.getByRole('link', { name: 'Approved' }).click();
      await expect(page).toHaveURL(/\/admin\/reviews\?status=approved$/);
      await expect(page.getByRole('row').filter({ hasText: message })).toBeVisible();

      // The shop's wall shows it at once: the card cuts the message, its popup has all of it.
      await page.goto('/review');
      const card = page.getByRole('main').getByRole('button', { name: new RegExp(name) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(`Console ${token} approved this`);
      await card.click();
      await expect(page.getByRole('dialog', { name })).toContainText(message);
    } finally {
      // Leave the wall as the seed made it: other specs count its cards.
      await staff.post(`/api/v1/admin/reviews/${reviewId}/reject`, { data: { reason: 'e2e clean-up' } });
      await staff.dispose();
    }
  });

  test('rejecting asks first, takes an optional reason, and moves the review to Rejected', async ({ page, context, baseURL }) => {
    const token = unique();
    const name = `Critic ${token}`;
    const customer = await newCustomer(baseURL!, { prefix: 'critic', name });
    const api = await customerApi(baseURL!, customer);
    const message = `Spam ${token} spam spam, buy followers at my site now.`;
    expect((await api.post('/api/v1/reviews/review-created-by-user', { data: { location: 'Nowhere', message, rating: 1 } })).status()).toBe(201);
    await api.dispose();

    await signInStaff(context, baseURL!);
    await page.goto('/admin/reviews');
    const row = page.getByRole('row').filter({ hasText: message });
    await row.getByRole('button', { name: `Reject review by ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this review?' });
    await expect(dialog).toContainText(`The review by ${name} will not be shown on the site.`);
    await settled(dialog);
    await expectNoSeriousA11yViolations(page);
    // Escape backs out and nothing changes.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Reject review by ${name}` }).click();
    const reason = dialog.getByLabel(/Reason, for the staff/);
    await expect(reason).toHaveAttribute('maxlength', '300');
    await reason.fill('Advertising');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Review rejected')).toBeVisible();
    await expect(row).toContainText('Rejected');
    await expect(page.getByRole('row').filter({ hasText: message })).toHaveCount(0);

    await page.getByRole('link', { name: 'Rejected' }).click();
    const rejected = page.getByRole('row').filter({ hasText: message });
    await expect(rejected).toContainText('Advertising');
    await expect(rejected.getByRole('button', { name: `Approve review by ${name}` })).toBeVisible();
  });
});

test.describe('operations console: orders', () => {
  test('an admin moves an order to Delivered and the customer’s tracking page shows it', async ({ page, context, baseURL, shopper }) => {
    const { order, customer } = shopper;
    await signInStaff(context, baseURL!);

    // Find it in the list by its number; the search lives in the URL.
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page).toHaveTitle(/^Orders \| Operations console/);
    const search = page.getByRole('search', { name: 'Search orders' });
    await search.getByLabel('Search').fill(order.customOrderId);
    await search.getByLabel('Search').press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${order.customOrderId}$`));
    const rows = page.getByRole('table', { name: /Orders/ }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(customer.email);
    await expect(rows.nth(1)).toContainText('Order Placed');
    await rows.nth(1).getByRole('link', { name: order.customOrderId }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.customOrderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderId}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Order ${order.customOrderId} \\| Operations console`));
    await expect(region(page, 'Items')).toContainText(ROSE_5);
    await expect(region(page, 'Amounts')).toContainText('₹589.00');
    await expect(region(page, 'Customer').getByRole('link', { name: customer.name })).toBeVisible();
    await expect(region(page, 'Delivery address')).toContainText('12 MG Road');
    await expect(region(page, 'Payment')).toContainText('Cash on Delivery');
    await expect(region(page, 'Tracking number')).toContainText('A tracking number can be entered once the order is confirmed');

    const actions = region(page, 'Actions');
    const moveTo = actions.getByLabel('Move to');
    await expect(moveTo.getByRole('option')).toHaveText(['Order Confirmed', 'Shipment Created', 'Picked Up', 'In Transit', 'Out for Delivery', 'Delivered']);
    await moveTo.selectOption({ label: 'Delivered' });
    await actions.getByLabel(/Note for the status history/).fill('Handed over at the door');
    await actions.getByRole('button', { name: 'Move order' }).click();
    // Skipping five steps to a state that cannot be taken back asks first.
    const confirm = page.getByRole('dialog', { name: /^Move order ORD-.* to Delivered\?$/ });
    await expect(confirm).toContainText('This skips Order Confirmed, Shipment Created, Picked Up, In Transit, Out for Delivery.');
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.locator('.ops-order-head').getByText('Order Placed', { exact: true })).toBeVisible();
    await actions.getByRole('button', { name: 'Move order' }).click();
    await confirm.getByRole('button', { name: 'Move to Delivered' }).click();
    await expect(toast(page, 'Order moved to Delivered')).toBeVisible();

    // The page shows the new state: badge, history, no more moves, no cancelling, the audit trail.
    await expect(page.locator('.ops-order-head').getByText('Delivered', { exact: true })).toBeVisible();
    await expect(actions).toContainText('This order is Delivered; it cannot move any further.');
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    const history = region(page, 'Status history');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').last()).toContainText('Delivered');
    await expect(history.getByRole('listitem').last()).toContainText('Handed over at the door');
    const audit = region(page, 'Audit trail').getByRole('row').filter({ hasText: 'order.status' });
    await expect(audit).toContainText('e2e-staff@example.in');
    await expect(audit).toContainText('Order Placed → Delivered');

    // A tracking number is checked before it is sent, then saved.
    const tracking = region(page, 'Tracking number');
    const trackingField = tracking.getByLabel('Courier tracking number');
    await trackingField.fill('AWB 12!');
    await tracking.getByRole('button', { name: 'Save tracking number' }).click();
    await expect(tracking.getByText('Tracking numbers use letters, digits and hyphens only')).toBeVisible();
    await expect(trackingField).toHaveAttribute('aria-invalid', 'true');
    const awb = `AWB-${unique().toUpperCase()}`;
    await trackingField.fill(awb);
    await tracking.getByRole('button', { name: 'Save tracking number' }).click();
    await expect(toast(page, 'Tracking number saved')).toBeVisible();
    await expect(trackingField).not.toHaveAttribute('aria-invalid');
    await expect(region(page, 'Audit trail').getByRole('row').filter({ hasText: 'order.tracking' })).toContainText(awb);

    // The customer sees it delivered, with the tracking number.
    await context.clearCookies();
    await signInContext(context, customer);
    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delivered' })).toBeVisible();
    await expect(page.locator('dt:text-is("Tracking Number") + dd')).toHaveText(awb);
  });

  test('the filters live in the URL, so links and Back work', async ({ page, context, baseURL, shopper }) => {
    const { order } = shopper;
    await signInStaff(context, baseURL!);
    await page.goto(`/admin/orders?q=${order.customOrderId}&status=placed`);
    const table = page.getByRole('table', { name: /Orders/ });
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('placed');
    await expect(page.getByRole('search', { name: 'Search orders' }).getByLabel('Search')).toHaveValue(order.customOrderId);
    await expect(table.getByRole('link', { name: order.customOrderId })).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Delivered' });
    await expect(page).toHaveURL(/status=delivered/);
    await expect(table).toContainText('No orders match these filters.');
    await page.goBack();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('placed');
    await expect(table.getByRole('link', { name: order.customOrderId })).toBeVisible();

    // A start date after the end date is explained, not sent.
    await page.getByLabel('Placed from').fill('2030-02-01');
    await page.getByLabel('Placed to').fill('2030-01-01');
    await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Placed from')).toHaveValue('');

    // Sorting is the server's, and kept in the URL too.
    await table.getByRole('button', { name: /Total/ }).click();
    await expect(page).toHaveURL(/\?sort=total&dir=desc$/);
    await expect(table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
    await table.getByRole('button', { name: /Total/ }).click();
    await expect(page).toHaveURL(/\?sort=total&dir=asc$/);
  });

  test.describe('a move that became invalid meanwhile', () => {
    test.use({
      expectedHttpErrors: async ({ shopper }, use) =>
        use([
          { status: 409, path: `/api/v1/admin/orders/${shopper.order.customOrderId}/cancel` },
          { status: 409, path: `/api/v1/admin/orders/${shopper.order.customOrderId}/status` },
        ]),
    });

    test('is refused with the reason shown, and the page catches up', async ({ page, context, baseURL, shopper }) => {
      const { order, customer } = shopper;
      const api = await customerApi(baseURL!, customer);
      await signInStaff(context, baseURL!);
      await openOrder(page, order.customOrderId);
      const actions = region(page, 'Actions');

      // The courier picks the parcel up while the page is open: cancelling is no longer possible.
      await courierReports(api, order.customOrderId, 'PICKED UP');
      await actions.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancel order ${order.customOrderId}?` });
      await dialog.getByLabel(/Reason/).fill('Customer asked by phone');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('An order cannot move from Picked Up to Cancelled');
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.ops-order-head').getByText('Picked Up', { exact: true })).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
      await expect(actions.getByLabel('Move to').getByRole('option')).toHaveText([
        'In Transit',
        'Out for Delivery',
        'Delivered',
        'Returning to us (RTO initiated)',
        'Returned to us (RTO delivered)',
        'Lost in transit (Lost or damaged)',
      ]);

      // Delivered behind the page's back: moving it on is refused with the server's reason.
      await courierReports(api, order.customOrderId, 'DELIVERED');
      await actions.getByLabel('Move to').selectOption({ label: 'In Transit' });
      await actions.getByRole('button', { name: 'Move order' }).click();
      await expect(actions.getByRole('alert')).toHaveText('An order cannot move from Delivered to In Transit');
      await expect(actions).toContainText('This order is Delivered; it cannot move any further.');
      await api.dispose();

      // The API refuses a backward move the console never offers.
      const staff = await staffApi(baseURL!);
      const backwards = await staff.post(`/api/v1/admin/orders/${order.customOrderId}/status`, { data: { status: 'placed' } });
      expect(backwards.status()).toBe(409);
      expect(((await backwards.json()) as { message: string }).message).toBe('An order cannot move from Delivered to Order Placed');
      await staff.dispose();
    });
  });

  test('a return request is approved, marked received, then marked refunded with the transfer reference', async ({ page, context, baseURL, shopper }) => {
    const { order, customer } = shopper;
    const api = await customerApi(baseURL!, customer);
    await courierReports(api, order.customOrderId, 'DELIVERED');
    const asked = await api.post(`/api/v1/order/${order._id}/return`, { data: { reason: 'Other', note: 'The bag was torn', refundUpi: 'meera@okaxis' } });
    expect(asked.ok(), await asked.text()).toBe(true);
    await api.dispose();

    await signInStaff(context, baseURL!);
    await page.goto(`/admin/orders?returnStatus=requested&q=${order.customOrderId}`);
    await page.getByRole('link', { name: order.customOrderId }).click();
    const panel = region(page, 'Return request');
    await expect(panel).toContainText('Other');
    await expect(panel).toContainText('The bag was torn');
    await expect(panel.getByRole('button', { name: 'Mark refunded' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Approve return' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this return?' });
    await approve.getByRole('button', { name: 'Approve return' }).click();
    await expect(toast(page, 'Return approved')).toBeVisible();
    await expect(panel).toContainText('Pickup arranged');
    await expect(panel.getByRole('button', { name: 'Approve return' })).toHaveCount(0);
    // Nothing is refunded before the parcel is back.
    await expect(panel.getByRole('button', { name: 'Mark refunded' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Mark received' }).click();
    await page.getByRole('dialog', { name: 'Mark this return received?' }).getByRole('button', { name: 'Mark received' }).click();
    await expect(toast(page, 'Return marked received')).toBeVisible();
    await expect(panel).toContainText('meera@okaxis');

    await panel.getByRole('button', { name: 'Mark refunded' }).click();
    const refund = page.getByRole('dialog', { name: 'Mark this return refunded?' });
    await refund.getByLabel('UPI or bank transfer reference (UTR)').fill('UTR20261127001');
    await refund.getByLabel(/Note/).fill('Sent by UPI');
    await refund.getByRole('button', { name: 'Mark refunded' }).click();
    await expect(toast(page, 'Return marked refunded')).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expect(panel).toContainText('UTR20261127001');
    await expect(region(page, 'Payment')).toContainText('Refunded');
  });

  test('an order paid online is refunded in part from its page, then in full when staff cancel it', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'prepaid' });
    const api = await customerApi(baseURL!, customer);
    const order = await placeOnlineOrder(api);
    await api.dispose();

    await signInStaff(context, baseURL!);
    await openOrder(page, order.customOrderId);
    const payment = region(page, 'Payment');
    await expect(payment).toContainText('Paid');
    await expect(payment).toContainText('Up to ₹589.00 can still be refunded');
    await payment.getByLabel('Amount to refund (₹)').fill('100');
    await payment.getByLabel(/Reason/).fill('One bag arrived torn');
    await payment.getByRole('button', { name: 'Refund' }).click();
    const confirm = page.getByRole('dialog', { name: `Refund ₹100.00 of ${order.customOrderId}?` });
    await confirm.getByRole('button', { name: 'Refund' }).click();
    await expect(toast(page, 'Refund sent')).toBeVisible();
    await expect(payment.getByRole('table', { name: 'Refunds of this order, oldest first' })).toContainText('One bag arrived torn');
    await expect(payment).toContainText('Up to ₹489.00 can still be refunded');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: `Cancel order ${order.customOrderId}?` });
    await expect(cancel).toContainText('An online payment is refunded in full.');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(page, 'Order cancelled')).toBeVisible();
    await expect(payment.getByRole('table', { name: 'Refunds of this order, oldest first' })).toContainText('Order cancelled');
    await expect(payment.getByRole('button', { name: 'Refund' })).toHaveCount(0);
    // The sandbox settles its refunds with a refund.processed webhook a few seconds later.
    const staff = await staffApi(baseURL!);
    await expect
      .poll(async () => ((await (await staff.get(`/api/v1/admin/orders/${order.customOrderId}`)).json()) as { order: { paymentStatus: string } }).order.paymentStatus, {
        timeout: 60_000,
      })
      .toBe('refunded');
    await staff.dispose();
    await page.reload();
    await expect(payment).toContainText('Refunded so far');
    await expect(payment.getByRole('table', { name: 'Refunds of this order, oldest first' }).getByRole('row').filter({ hasText: 'Order cancelled' })).toContainText('Refunded');
  });
});

test.describe('operations console: customers', () => {
  test('a customer is found by email and their page links to their orders', async ({ page, context, baseURL, shopper }) => {
    const { order, customer } = shopper;
    await signInStaff(context, baseURL!);
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    const search = page.getByRole('search', { name: 'Search customers' });
    await search.getByLabel('Search').fill(customer.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=/);
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(customer.phoneNumber);
    await expect(row).toContainText('₹589.00');
    await row.getByRole('link', { name: customer.name }).click();

    await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
    await expect(region(page, 'Contact')).toContainText(customer.email);
    await expect(region(page, 'Addresses')).toContainText('12 MG Road');
    await region(page, 'Orders').getByRole('link', { name: order.customOrderId }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.customOrderId}` })).toBeVisible();
  });
});

test.describe('operations console: payments to refund', () => {
  test('a payment whose refund the provider refused is sent again after a confirmation', async ({ page, context, baseURL }) => {
    // Such a payment needs stock to run out during an online checkout and the provider to refuse; the list's answers are staged here.
    const payment = {
      _id: 'pay_e2e_1',
      providerOrderId: 'order_E2E123',
      providerPaymentId: 'pay_E2E123',
      status: 'to_refund',
      refundStatus: 'failed',
      amount: 1039.2,
      reason: 'Out of stock',
      customer: { _id: 'user_e2e_1', name: 'Kavya Rao', email: 'kavya@example.in', phone: '+919800000001' },
      createdAt: new Date().toISOString(),
    };
    let resent = false;
    await page.route('**/api/v1/admin/payments/unfulfilled', (route) =>
      route.fulfill({ json: { success: true, payments: [resent ? { ...payment, status: 'refunding', refundStatus: 'processing' } : payment] } }),
    );
    await page.route('**/api/v1/admin/payments/pay_e2e_1/refund', (route) => {
      resent = route.request().method() === 'POST';
      return route.fulfill({ json: { success: true, message: 'Refund sent to the payment provider' } });
    });
    await signInStaff(context, baseURL!);
    await page.goto('/admin');
    const section = region(page, 'Payments to refund');
    const row = section.getByRole('row').filter({ hasText: 'Kavya Rao' });
    await expect(row).toContainText('order_E2E123');
    await expect(row).toContainText('₹1,039.20');
    await expect(row).toContainText('Refused by the provider');

    await row.getByRole('button', { name: 'Send the refund of Kavya Rao again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this refund again?' });
    await expect(dialog).toContainText('₹1,039.20 goes back to Kavya Rao through the payment provider.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(resent).toBe(false);

    await row.getByRole('button', { name: 'Send the refund of Kavya Rao again' }).click();
    await dialog.getByRole('button', { name: 'Send refund again' }).click();
    await expect(toast(page, 'Refund sent again')).toBeVisible();
    await expect(row).toContainText('On its way');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(resent).toBe(true);
    await expect(section.getByRole('heading', { name: 'Payments to refund' })).toBeFocused();
  });
});

test.describe('who may open the console', () => {
  test('an anonymous visitor is asked to sign in as staff', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
  });

  test.describe('a customer', () => {
    test.use({ expectedHttpErrors: async ({ baseURL: _b }, use) => use([{ status: 403, path: '/api/v1/admin/session' }]) });

    test('sees "Staff only" and nothing of the console', async ({ page, context, workerCustomer }) => {
      await signInContext(context, workerCustomer);
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Orders' })).toHaveCount(0);
    });
  });
});

test.describe('operations console: accessibility', () => {
  test('the dashboard has no serious violations and links to the work waiting', async ({ page, context, baseURL }) => {
    await signInStaff(context, baseURL!);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(/^Dashboard \| Operations console/);
    await expect(region(page, 'Sales')).toContainText('Today');
    await expect(region(page, 'Payments to refund').getByRole('table')).toBeVisible();
    const waiting = region(page, 'Waiting for you');
    await expect(waiting.getByRole('link', { name: /Reviews to moderate/ })).toHaveAttribute('href', '/admin/reviews');
    await expect(waiting.getByRole('link', { name: /Returns to decide/ })).toHaveAttribute('href', '/admin/orders?returnStatus=requested');
    await expect(region(page, 'Orders by status').getByRole('link', { name: /Order Placed/ })).toHaveAttribute('href', '/admin/orders?status=placed');
    await expectNoSeriousA11yViolations(page);

    await region(page, 'Orders by status').getByRole('link', { name: /Order Placed/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=placed$/);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('placed');
  });

  test('the order page and its cancel dialog have no serious violations', async ({ page, context, baseURL, shopper }) => {
    await signInStaff(context, baseURL!);
    await openOrder(page, shopper.order.customOrderId);
    await expectNoSeriousA11yViolations(page);
    await region(page, 'Actions').getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${shopper.order.customOrderId}?` });
    await settled(dialog);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(region(page, 'Actions').getByRole('button', { name: 'Cancel order' })).toBeFocused();
  });
});

test.describe('operations console on a phone', () => {
  test('the orders page and an order fit a 360 px screen; wide tables scroll inside themselves', async ({ page, context, baseURL, shopper }) => {
    await signInStaff(context, baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: shopper.order.customOrderId })).toBeAttached();
    await expectFitsScreen(page, 'the orders page', 360);
    await openOrder(page, shopper.order.customOrderId);
    await expectFitsScreen(page, 'an order', 360);
    await expect(region(page, 'Actions').getByRole('button', { name: 'Move order' })).toBeInViewport();
  });
});
