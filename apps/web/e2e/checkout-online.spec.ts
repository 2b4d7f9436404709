import { signInContext, type Customer } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { addFromShop, cartLink, openCheckout, openPaymentDialog, ordersOf, placeEarlierOrder, sandboxCheckout, signedInCustomer, UNSCENTED_5 } from './shop';

const CHECKOUT_SCRIPT = 'script[src="/dev/payments/checkout.js"]';

test.describe('checkout with online payment (offline sandbox gateway)', () => {
  let customer: Customer;

  test.beforeEach(async ({ page, context, baseURL }) => {
    // Customers who have ordered before: no first-order coupon, so there is something to pay.
    customer = await signedInCustomer(context, baseURL!, 'online');
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
  });

  test('Pay places the order and shows the success page', async ({ page, baseURL }) => {
    await expect(page.locator(CHECKOUT_SCRIPT)).toHaveCount(0);
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('button', { name: /Pay Online \(Razorpay\)/ }).click();
    const popup = sandboxCheckout(page);
    await expect(popup).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Processing your request...');
    await expect(popup).toContainText('Purrfect Litter');
    await popup.getByRole('button', { name: 'Pay ₹549.00' }).click();

    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/order-success$/);
    await expect(page.locator(CHECKOUT_SCRIPT)).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toMatchObject({ paymentMethod: 'ONLINE', total: 549 });
    const main = page.getByRole('main');
    await expect(main).toContainText(`Order number: ${order!.customOrderId}`);
    await expect(main.getByRole('status')).toHaveText('₹549.00 paid online.');
    await expect(main.getByRole('region', { name: 'Items' })).toContainText(`${UNSCENTED_5} × 1`);
    await expect(main.getByRole('region', { name: 'Delivering to' })).toContainText('12 MG Road');
    await main.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/track/${order!.customOrderId}$`));
  });

  test('Fail payment keeps the customer on the checkout with a toast', async ({ page }) => {
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('button', { name: /Pay Online \(Razorpay\)/ }).click();
    await sandboxCheckout(page).getByRole('button', { name: 'Fail payment' }).click();
    await expect(toast(page, 'Payment failed. Please try again.')).toBeVisible();
    await expect(sandboxCheckout(page)).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(dialog.getByText('Processing your request...')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Pay Online \(Razorpay\)/ })).toBeEnabled();
  });

  test.describe('when the paid order can no longer be made', () => {
    test.use({ expectedHttpErrors: [{ status: 409, path: '/api/v1/order/verify-razorpay-payment' }] });

    test('a payment that could not become an order sends the customer to the failed page with the refund', async ({ page }) => {
      // The server's answer when the last unit sold while this customer paid (the API suite covers the race itself).
      const reason = 'Premium Bentonite Cat Litter - Unscented 5 kg is out of stock';
      const message = `Your payment was received, but we couldn't complete your order: ${reason}. The full amount will be refunded to your original payment method (it reaches you within 5–7 business days).`;
      await page.route('**/api/v1/order/verify-razorpay-payment', (route) =>
        route.fulfill({ status: 409, json: { success: false, code: 'CONFLICT', message, details: { paymentRefund: { amount: 549, reason } } } }),
      );
      const dialog = await openPaymentDialog(page);
      await dialog.getByRole('button', { name: /Pay Online \(Razorpay\)/ }).click();
      await sandboxCheckout(page).getByRole('button', { name: 'Pay ₹549.00' }).click();
      await expect(page).toHaveURL(/\/order-failed$/);
      const main = page.getByRole('main');
      await expect(main).toContainText("Your payment was successful, but we couldn't complete your order.");
      await expect(main.getByRole('status')).toContainText(`${message} Amount to be refunded: ₹549.00.`);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Go to Cart' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await page.goBack();
      await expect(main).toContainText("Your payment was successful, but we couldn't complete your order.");
      await page.getByRole('button', { name: 'Go to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('Dismiss stops processing; the customer can pay again', async ({ page }) => {
    const dialog = await openPaymentDialog(page);
    const payOnline = dialog.getByRole('button', { name: /Pay Online \(Razorpay\)/ });
    await payOnline.click();
    await expect(payOnline).toBeDisabled();
    await sandboxCheckout(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(sandboxCheckout(page)).toBeHidden();
    await expect(dialog.getByText('Processing your request...')).toHaveCount(0);
    await expect(payOnline).toBeEnabled();
    await expect(dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    await payOnline.click();
    await sandboxCheckout(page).getByRole('button', { name: 'Pay ₹549.00' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    // The checkout script was added once for the whole visit.
    await expect(page.locator(CHECKOUT_SCRIPT)).toHaveCount(1);
  });
});

test('the success and failed pages opened without a checkout behind them claim nothing', async ({ page, context, workerCustomer }) => {
  await signInContext(context, workerCustomer);
  await page.goto('/order-failed');
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/order-success');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toHaveCount(0);
});
