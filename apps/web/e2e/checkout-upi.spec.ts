import type { BrowserContext, Page } from '@playwright/test';
import { PAYMENT_CONFIRMATION } from '@shop/contract/payment-status';
import type { Customer } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { addFromShop, openCheckout, openPaymentDialog, ordersOf, placeEarlierOrder, sandboxCheckout, signedInCustomer, UNSCENTED_5 } from './shop';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
/** An Android phone's Chrome: how Razorpay's Checkout (and the sandbox's) tells a phone, which gets the UPI apps. */
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Opens the payment window for one Unscented 5 kg (₹549) from the checkout. */
async function openPaymentWindow(page: Page) {
  const dialog = await openPaymentDialog(page);
  await dialog.getByRole('button', { name: /Pay Online \(Razorpay\)/ }).click();
  const checkout = sandboxCheckout(page);
  await expect(checkout).toBeVisible();
  return checkout;
}

/** The customer's orders paid online, as the API reports them. */
async function onlineOrders(baseURL: string, customer: Customer) {
  return (await ordersOf(baseURL, customer)).filter((o) => o.paymentMethod === 'ONLINE');
}

/** Chooses a UPI app in the payment window: the app opens (here, the sandbox's UPI app page in a new tab). */
async function chooseUpiApp(page: Page, context: BrowserContext, appName: string): Promise<Page> {
  const opened = context.waitForEvent('page');
  await sandboxCheckout(page).getByRole('group', { name: 'UPI apps' }).getByRole('button', { name: appName, exact: true }).click();
  const app = await opened;
  await expect(app.getByRole('heading', { name: appName, level: 1 })).toBeVisible();
  return app;
}

test.describe('UPI first on a phone (offline sandbox gateway)', () => {
  test.use({ viewport: PHONE, userAgent: ANDROID_CHROME, hasTouch: true });
  let customer: Customer;

  test.beforeEach(async ({ page, context, baseURL }) => {
    // Customers who have ordered before: no first-order coupon, so there is something to pay.
    customer = await signedInCustomer(context, baseURL!, 'upi');
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
  });

  test('the payment window opens with the UPI apps first', async ({ page }) => {
    const checkout = await openPaymentWindow(page);
    const blocks = checkout.getByRole('region');
    await expect(blocks.first()).toHaveAccessibleName('Pay by UPI');
    await expect(blocks.nth(1)).toHaveAccessibleName('Cards, netbanking and wallets');
    const apps = checkout.getByRole('group', { name: 'UPI apps' }).getByRole('button');
    await expect(apps).toHaveText(['Google Pay', 'PhonePe', 'Paytm', 'BHIM']);
    await expect(checkout.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
    await expectFitsScreen(page, 'the payment window', PHONE.width);
  });

  test('paid in the UPI app with the page still open: Checkout hears of it and the success page shows the order', async ({ page, context, baseURL }) => {
    await openPaymentWindow(page);
    const upiApp = await chooseUpiApp(page, context, 'BHIM');
    await upiApp.getByRole('button', { name: 'Pay ₹549.00' }).click();
    // The app says so, and the customer goes back to the shop's page.
    await expect(upiApp.getByRole('status')).toHaveText('Payment successful. You can go back to the shop.');
    await page.bringToFront();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/order-success$/);
    const orders = await onlineOrders(baseURL!, customer);
    expect(orders).toHaveLength(1);
    await expect(page.getByRole('main')).toContainText(`Order number: ${orders[0]!.customOrderId}`);
    await upiApp.close();
  });

  test('declined in the UPI app: the customer is told, stays on the checkout, and can pay again', async ({ page, context }) => {
    await openPaymentWindow(page);
    const upiApp = await chooseUpiApp(page, context, 'Google Pay');
    await upiApp.getByRole('button', { name: 'Decline' }).click();
    await expect(upiApp.getByRole('status')).toHaveText('Payment declined.');
    await page.bringToFront();
    await expect(toast(page, 'Payment failed. Please try again.')).toBeVisible();
    await expect(sandboxCheckout(page)).toBeHidden();
    // The address no longer names the payment: a reload is the checkout again, not a wait for a payment.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('dialog', { name: 'Select Payment Method' }).getByRole('button', { name: /Pay Online \(Razorpay\)/ })).toBeEnabled();
    await upiApp.close();
  });

  test('paid in the UPI app without coming back: the webhook places the order, and the page the customer comes back to shows it', async ({ page, context, baseURL }) => {
    await openPaymentWindow(page);
    // While the payment window is open the address names the payment: a tab the browser brings back opens there.
    await expect(page).toHaveURL(/\/checkout\?payment=order_/);
    const leftAt = page.url();
    const upiApp = await chooseUpiApp(page, context, 'PhonePe');
    await expect(sandboxCheckout(page).getByText('Complete the payment in PhonePe.')).toBeVisible();
    await expect(sandboxCheckout(page).getByText('Waiting for your payment…')).toBeVisible();

    // The browser drops the shop's tab while the customer is in their UPI app; they pay there.
    await page.close();
    await upiApp.getByRole('button', { name: 'Pay ₹549.00' }).click();
    await expect(upiApp.getByRole('status')).toHaveText('Payment successful. You can go back to the shop.');

    // No page heard of the payment: the provider's webhook alone places the order, once.
    await expect.poll(async () => (await onlineOrders(baseURL!, customer)).length, { timeout: 30_000 }).toBe(1);
    const [order] = await onlineOrders(baseURL!, customer);
    expect(order).toMatchObject({ total: 549 });

    // The customer comes back to the tab the browser kept: the success page finds the order.
    const back = await context.newPage();
    await back.goto(leftAt);
    await expect(back).toHaveURL(/\/order-success\?payment=order_/);
    await expect(back.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const main = back.getByRole('main');
    await expect(main).toContainText(`Order number: ${order!.customOrderId}`);
    await expect(main.getByRole('status')).toHaveText('₹549.00 paid online.');
    await expectFitsScreen(back, 'the success page after a UPI payment', PHONE.width);

    // Their orders show it too, and the bag the webhook emptied is empty.
    await back.goto('/account-details');
    await expect(back.getByRole('main')).toContainText(order!.customOrderId);
    await back.close();
    await upiApp.close();
    expect(await onlineOrders(baseURL!, customer)).toHaveLength(1);
  });

  test('back before the payment reaches the shop: the success page says it is confirming the payment, then shows the order', async ({ page, context, baseURL }) => {
    await openPaymentWindow(page);
    const leftAt = page.url();
    const upiApp = await chooseUpiApp(page, context, 'Google Pay');
    await page.close();

    const back = await context.newPage();
    await back.goto(leftAt);
    await expect(back).toHaveURL(/\/order-success\?payment=order_/);
    await expect(back.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    await expect(back.getByRole('main').getByRole('status')).toHaveText(/We have not received your payment yet/);
    await expect(back.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expectFitsScreen(back, 'the confirming page', PHONE.width);
    await expectNoSeriousA11yViolations(back);

    await upiApp.getByRole('button', { name: 'Pay ₹549.00' }).click();
    // The same page, never reloaded, turns into the order once the webhook has placed it.
    await expect(back.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 30_000 });
    const [order] = await onlineOrders(baseURL!, customer);
    await expect(back.getByRole('main')).toContainText(`Order number: ${order!.customOrderId}`);
    await back.close();
    await upiApp.close();
  });
});

test.describe('a payment confirmed late', () => {
  test.use({ viewport: PHONE, userAgent: ANDROID_CHROME, hasTouch: true });

  test('the success page waits a bounded time, then says the payment takes longer; Check again finds the order', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'upilate');
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    await openPaymentWindow(page);
    const leftAt = page.url();
    const upiApp = await chooseUpiApp(page, context, 'Paytm');
    await page.close();

    const back = await context.newPage();
    await back.clock.install();
    await back.goto(leftAt);
    await expect(back.getByRole('heading', { name: 'Confirming your payment' })).toBeVisible();
    await back.clock.runFor(PAYMENT_CONFIRMATION.waitSeconds * 1000 + 5000);
    await expect(back.getByRole('heading', { name: 'Your payment is taking longer to confirm' })).toBeVisible();
    await expect(back.getByRole('main').getByRole('status')).toContainText('Nothing is lost: if money left your account');
    await expect(back.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expectFitsScreen(back, 'the taking-longer page', PHONE.width);

    await upiApp.getByRole('button', { name: 'Pay ₹549.00' }).click();
    await expect.poll(async () => (await onlineOrders(baseURL!, customer)).length, { timeout: 30_000 }).toBe(1);
    await back.clock.resume();
    await back.getByRole('button', { name: 'Check again' }).click();
    await expect(back.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await back.close();
    await upiApp.close();
  });
});

test.describe('UPI on a laptop (offline sandbox gateway)', () => {
  test.use({ viewport: LAPTOP });

  test('the payment window shows a QR code first; paid from the phone that scanned it, the order is placed', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'upiqr');
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    const checkout = await openPaymentWindow(page);

    await expect(checkout.getByRole('region').first()).toHaveAccessibleName('Pay by UPI');
    const qr = checkout.getByRole('img', { name: 'UPI QR code to pay ₹549.00' });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(checkout).toContainText('Scan the QR code with any UPI app on your phone');
    await expect(checkout.getByRole('group', { name: 'UPI apps' })).toHaveCount(0);

    // The phone that scanned the code opens the sandbox's UPI app page; the laptop's window notices the payment.
    const opened = context.waitForEvent('page');
    await checkout.getByRole('link', { name: 'Open the page this QR code leads to' }).click();
    const phone = await opened;
    await phone.getByRole('button', { name: 'Pay ₹549.00' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/order-success$/);
    const [order] = await onlineOrders(baseURL!, customer);
    await expect(page.getByRole('main')).toContainText(`Order number: ${order!.customOrderId}`);
    await phone.close();
    expect(await onlineOrders(baseURL!, customer)).toHaveLength(1);
  });

  test.describe("when Checkout's answer never reaches the shop", () => {
    test.use({ expectedHttpErrors: [{ status: 503, path: '/api/v1/order/verify-razorpay-payment' }] });

    test('the success page confirms the payment and shows the order the webhook placed', async ({ page, context, baseURL }) => {
      const customer = await signedInCustomer(context, baseURL!, 'upilost');
      await placeEarlierOrder(baseURL!, customer);
      await addFromShop(page, UNSCENTED_5);
      await openCheckout(page);
      // The shop could not hear the answer (a server busy, the provider not yet sure of the money).
      await page.route('**/api/v1/order/verify-razorpay-payment', (route) =>
        route.fulfill({ status: 503, json: { success: false, code: 'UNAVAILABLE', reason: 'order.paymentNotConfirmed', message: 'We could not confirm your payment yet.' } }),
      );
      const checkout = await openPaymentWindow(page);
      await checkout.getByRole('button', { name: 'Pay ₹549.00' }).click();
      await expect(page).toHaveURL(/\/order-success\?payment=order_/);
      await expect(page.getByRole('heading', { name: /Confirming your payment|Order Placed Successfully!/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible({ timeout: 30_000 });
      const orders = await onlineOrders(baseURL!, customer);
      expect(orders).toHaveLength(1);
      await expect(page.getByRole('main')).toContainText(`Order number: ${orders[0]!.customOrderId}`);
    });
  });
});
