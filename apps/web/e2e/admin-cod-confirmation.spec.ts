import { newCustomer, nextCode, signInContext } from './accounts';
import { toast, typeCode } from './auth-ui';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { addFromShop, openCheckout, openPaymentDialog, ordersOf, placeEarlierOrder, UNSCENTED_20 } from './shop';
import { signInStaff, staffApi } from './staff';

const RULE_PATH = '/api/v1/admin/settings/cod-confirmation';
/** Above this many rupees a Cash on Delivery order waits for its code: three 20 kg packs are, the other tests' orders are not. */
const THRESHOLD_RUPEES = 3000;

// Both tests switch the shop-wide confirmation rule on and, when done, off: run side by side, one would switch it off
// under the other.
test.describe.configure({ mode: 'serial' });

// The shop asks for the code before a large Cash on Delivery order; the first answer to the order is that request.
test.use({ expectedHttpErrors: [{ status: 428, path: '/api/v1/order/create-order' }] });

/**
 * A signed-in customer with one earlier order puts three 20 kg packs in the bag and asks for Cash on Delivery: the
 * shop answers with the code dialog, naming the number it texted, and nothing more is placed yet.
 */
async function codOrderWaitingForItsCode(shopper: BrowserContext, baseURL: string, prefix: string) {
  const customer = await newCustomer(baseURL, { prefix });
  await signInContext(shopper, customer);
  await placeEarlierOrder(baseURL, customer);
  const shop = await shopper.newPage();
  for (let i = 0; i < 3; i += 1) await addFromShop(shop, UNSCENTED_20);
  await openCheckout(shop);
  const payment = await openPaymentDialog(shop);
  await payment.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
  await payment.getByRole('button', { name: /^Place order · ₹[\d,.]+ to pay on delivery$/ }).click();
  const confirm = shop.getByRole('dialog', { name: 'Confirm your order' });
  await expect(confirm).toContainText(`enter the code we sent to ******${customer.phoneNumber.slice(-4)}`);
  expect(await ordersOf(baseURL, customer)).toHaveLength(1);
  return { customer, shop, confirm };
}

test('staff switch on COD confirmation, and a customer confirms a large Cash on Delivery order with the code texted to them', async ({ browser, page, context, baseURL }) => {
  await signInStaff(context, baseURL!);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Ask for confirmation').check();
  await page.getByLabel('Orders above (₹)').fill(String(THRESHOLD_RUPEES));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Cash on Delivery confirmation rule saved')).toBeVisible();

  const shopper = await browser.newContext();
  try {
    // Nothing is placed until the code is right.
    const { customer, shop, confirm } = await codOrderWaitingForItsCode(shopper, baseURL!, 'cod-code');
    await typeCode(shop, confirm, await nextCode(shop.request, `+91${customer.phoneNumber}`));
    await confirm.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(shop).toHaveURL(/\/order-success$/);
    const orders = await ordersOf(baseURL!, customer);
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({ paymentMethod: 'COD' });

    // Staff see that the order was confirmed by code.
    await page.goto(`/admin/orders/${orders[0]!.customOrderId}`);
    await expect(page.getByText('Confirmed by code').first()).toBeVisible();
  } finally {
    await shopper.close();
    const staff = await staffApi(baseURL!);
    const off = await staff.put(RULE_PATH, { data: { enabled: false, thresholdAmount: null, firstCodOrder: false } });
    expect(off.ok(), await off.text()).toBe(true);
    await staff.dispose();
  }
});

test('a confirmation code sent while the connection is down says so, and the tap once it is back places the order once', async ({ browser, baseURL }) => {
  const staff = await staffApi(baseURL!);
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const on = await staff.put(RULE_PATH, { data: { enabled: true, thresholdAmount: THRESHOLD_RUPEES, firstCodOrder: false } });
    expect(on.ok(), await on.text()).toBe(true);
    const { customer, shop, confirm } = await codOrderWaitingForItsCode(shopper, baseURL!, 'cod-offline');
    await typeCode(shop, confirm, await nextCode(shop.request, `+91${customer.phoneNumber}`));

    await shopper.setOffline(true);
    await confirm.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(confirm).toContainText(
      'The connection dropped before the shop could answer, so we could not confirm your order. Check your internet connection and tap again: if it was placed you will see it, and it is never placed twice.',
    );
    await expect(confirm).not.toContainText('Order checkout failed');
    expect(await ordersOf(baseURL!, customer)).toHaveLength(1);

    await shopper.setOffline(false);
    await confirm.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(shop).toHaveURL(/\/order-success$/);
    expect(await ordersOf(baseURL!, customer)).toHaveLength(2);
  } finally {
    await shopper.close();
    const off = await staff.put(RULE_PATH, { data: { enabled: false, thresholdAmount: null, firstCodOrder: false } });
    expect(off.ok(), await off.text()).toBe(true);
    await staff.dispose();
  }
});
