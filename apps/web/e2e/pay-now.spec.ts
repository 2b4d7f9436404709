import type { DevMessage } from '@shop/contract/dev';
import type { Page } from '@playwright/test';
import { newCustomer, signInContext } from './accounts';
import { expect, expectNoSeriousA11yViolations, test, type ExpectedHttpError } from './fixtures';
import { courierReports, customerApi, placeOrder } from './orders';
import { sandboxCheckout } from './shop';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

/** The refusal of a dispatched order's link, which the page shows: its API path is known only once the order exists. */
const refusedLinks: ExpectedHttpError[] = [];

function fact(page: Page, label: string) {
  return page.locator(`dt:text-is("${label}") + dd`);
}

test.describe('pay now instead of cash on delivery (offline sandbox gateway)', () => {
  test.use({ viewport: PHONE });

  test('a Cash on Delivery order is paid online from its tracking page and stays the same order, paid online', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'paynow' });
    await signInContext(context, customer);
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);

    await page.goto(`/track/${order.customOrderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await expect(fact(page, 'Payment method')).toHaveText('Cash on Delivery');
    const offer = page.getByRole('region', { name: 'Pay now instead' });
    await expect(offer).toBeVisible();
    await expectFitsScreen(page, 'the tracking page with the pay-now offer', PHONE.width);
    await expectNoSeriousA11yViolations(page);

    await offer.getByRole('button', { name: 'Pay ₹589.00 online now' }).click();
    const popup = sandboxCheckout(page);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Pay ₹589.00' }).click();

    // The same order, now paid online: no cash to keep ready, the tax invoice issued at once, nothing more to pay.
    await expect(fact(page, 'Payment method')).toHaveText('Paid online');
    await expect(fact(page, 'Amount paid')).toHaveText('₹589.00');
    await expect(page.getByRole('region', { name: 'Pay now instead' })).toHaveCount(0);
    await expect(page.getByText(/^Tax invoice INV\/\d{2}-\d{2}\/\d{6}$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Placed' })).toBeVisible();
    await expectFitsScreen(page, 'the tracking page once paid online', PHONE.width);

    const listed = await api.get('/api/v1/user/my-order?page=1');
    const docs = ((await listed.json()) as { data: { docs: Array<{ _id: string; paymentMethod: string; status: string }> } }).data.docs;
    expect(docs).toEqual([expect.objectContaining({ _id: order._id, paymentMethod: 'ONLINE', status: 'placed' })]);
    await api.dispose();
  });

  test.use({ expectedHttpErrors: refusedLinks });

  test('the link in the order-placed mail pays the order without signing in, and is refused once dispatched', async ({ page, baseURL, request }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'paylink' });
    const api = await customerApi(baseURL!, customer);
    const order = await placeOrder(api);
    const second = await placeOrder(api);

    const linkOf = async (customOrderId: string) => {
      let path: string | undefined;
      await expect
        .poll(async () => {
          const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(customer.email)}`);
          const messages = ((await response.json()) as { messages: DevMessage[] }).messages;
          const mail = messages.find((m) => m.subject === `Order ${customOrderId} placed`);
          path = mail ? /\/pay\/[0-9a-f-]{36}\/[0-9]+\.[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] : undefined;
          return path;
        })
        .toBeTruthy();
      return path!;
    };

    // Signed out: this page's context has no session.
    await page.goto(await linkOf(order.customOrderId));
    await expect(page.getByRole('heading', { level: 1, name: `Pay for order ${order.customOrderId}` })).toBeVisible();
    await expect(fact(page, 'Amount to pay')).toHaveText('₹589.00');
    await expectFitsScreen(page, 'the pay-now page', PHONE.width);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Pay ₹589.00 online now' }).click();
    await sandboxCheckout(page).getByRole('button', { name: 'Pay ₹589.00' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paid online. Nothing to pay on delivery.' })).toBeVisible();
    await expect(fact(page, 'Payment method')).toHaveText('Paid online');
    await expect(fact(page, 'Amount paid')).toHaveText('₹589.00');

    // The other order's link, after the courier took it: refused in the customer's words.
    await courierReports(api, second.customOrderId, 'AWB ASSIGNED');
    const refused = await linkOf(second.customOrderId);
    const [, orderId, token] = refused.split('/').filter(Boolean);
    refusedLinks.push({ status: 409, path: `/api/v1/order/${orderId}/pay-now/${token}` });
    await page.goto(refused);
    await expect(page.getByRole('alert')).toHaveText('This order has already been dispatched, so it can no longer be paid online. Please pay in cash on delivery.');
    await api.dispose();
  });
});
