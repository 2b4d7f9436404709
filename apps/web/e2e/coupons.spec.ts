import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import {
  addFromShop,
  openCheckout,
  orderSummary,
  openPaymentDialog,
  ordersOf,
  placeEarlierOrder,
  sandboxCheckout,
  signedInCustomer,
  summaryValue,
  UNSCENTED_5,
} from './shop';

test.describe('coupons at checkout', () => {
  test('a brand-new customer’s first checkout is free: FIRSTFREE applies itself and the order is placed with no payment step', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'firstfree');
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    await expect(toast(page, 'First order is FREE!')).toBeVisible();
    const coupons = page.getByRole('region', { name: 'Coupons' });
    await expect(coupons).toContainText('FIRSTFREE applied');
    await expect(summaryValue(page, 'Coupon Discount')).toHaveText('−₹549.00');
    await expect(summaryValue(page, 'Total')).toHaveText('₹0.00');

    // It is there by the first-order rule, which would put it straight back: it says so and offers no Remove.
    await expect(coupons).toContainText('Applied automatically: your first order is on us.');
    await expect(coupons.getByRole('button', { name: 'Remove coupon FIRSTFREE' })).toHaveCount(0);
    await expect(orderSummary(page)).toContainText('Coupon FIRSTFREE applied automatically for your first order.');
    // The loyalty reward is not offered to a first-time buyer; the list says why.
    const loyalty = coupons.getByRole('listitem').filter({ hasText: 'LOYALTY6' });
    await expect(loyalty).toContainText('Complete 6 more orders to unlock this reward');
    await expect(loyalty.getByRole('button')).toHaveCount(0);

    // Nothing to pay: one tap places it, and no payment method is asked for.
    await expect(orderSummary(page).getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
    await expect(orderSummary(page)).toContainText('Your coupon covers the whole order: nothing to pay, no payment method needed.');
    await orderSummary(page).getByRole('button', { name: 'Place free order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select Payment Method' })).toHaveCount(0);
    await expect(sandboxCheckout(page)).toHaveCount(0);
    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toMatchObject({ paymentMethod: 'ONLINE', couponCode: 'FIRSTFREE', total: 0 });
  });

  test('BUY2GET1 applies itself when the bag reaches 2 units and goes when it drops to 1', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'buy2');
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    const coupons = page.getByRole('region', { name: 'Coupons' });
    await expect(coupons.getByRole('listitem').filter({ hasText: 'BUY2GET1' })).toBeVisible();
    await expect(coupons).not.toContainText('BUY2GET1 applied');

    await page.getByRole('link', { name: 'Back to bag' }).click();
    const quantity = page.getByRole('group', { name: `Quantity of ${UNSCENTED_5}` });
    await quantity.getByRole('button', { name: `Increase quantity of ${UNSCENTED_5}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('2');
    await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
    await openCheckout(page);
    await expect(coupons).toContainText('BUY2GET1 applied');
    const free = page.getByRole('list', { name: 'Your items' }).getByRole('listitem').filter({ hasText: 'Free item' });
    await expect(free).toContainText(`${UNSCENTED_5} × 1`);
    await expect(free).toContainText('Free');
    await expect(summaryValue(page, 'Coupon Discount')).toHaveCount(0);
    await expect(summaryValue(page, 'Total')).toHaveText('₹1,098.00');

    // The bag qualifies, so the rule would put it straight back: it says why it is there and offers no Remove.
    await expect(coupons).toContainText('Applied automatically for 2 or more units in your bag.');
    await expect(coupons.getByRole('button', { name: 'Remove coupon BUY2GET1' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to bag' }).click();
    await quantity.getByRole('button', { name: `Decrease quantity of ${UNSCENTED_5}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('1');
    await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
    await openCheckout(page);
    await expect(coupons.getByRole('listitem').filter({ hasText: 'BUY2GET1' })).toBeVisible();
    await expect(coupons).not.toContainText('BUY2GET1 applied');
    await expect(page.getByText('Free item', { exact: true })).toHaveCount(0);
  });

  test('a coupon the customer chose comes back when BUY2GET1 goes, and Cash on Delivery keeps it', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'chosen');
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    const coupons = page.getByRole('region', { name: 'Coupons' });
    // A returning customer is not offered the first-order coupon; the list says why.
    const firstFree = coupons.getByRole('listitem').filter({ hasText: 'FIRSTFREE' });
    await expect(firstFree).toContainText('This coupon is only for your first order');
    await expect(firstFree.getByRole('button')).toHaveCount(0);
    await coupons.getByRole('button', { name: 'Apply coupon CLUMP10' }).click();
    await expect(coupons).toContainText('CLUMP10 applied');

    const quantity = page.getByRole('group', { name: `Quantity of ${UNSCENTED_5}` });
    await page.getByRole('link', { name: 'Back to bag' }).click();
    await quantity.getByRole('button', { name: `Increase quantity of ${UNSCENTED_5}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('2');
    await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
    await openCheckout(page);
    await expect(coupons).toContainText('BUY2GET1 applied');
    await expect(coupons).toContainText('Your coupon CLUMP10 comes back with fewer than 2 units, or if you pay by Cash on Delivery.');

    // Cash on Delivery cannot take BUY2GET1: the customer's CLUMP10 (10% of ₹1,098 is ₹109.80: ₹110) applies instead.
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    await expect(toast(page, 'This coupon type is not valid for COD orders. It will be removed.')).toBeVisible();
    await expect(dialog).toContainText('Your coupon CLUMP10 applies instead.');
    await expect(dialog).toContainText('To pay on delivery: ₹988');
    await dialog.getByRole('button', { name: 'Choose another way to pay' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // One unit again: BUY2GET1 goes and CLUMP10 is back.
    await page.getByRole('link', { name: 'Back to bag' }).click();
    await quantity.getByRole('button', { name: `Decrease quantity of ${UNSCENTED_5}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('1');
    await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
    await openCheckout(page);
    await expect(coupons).toContainText('CLUMP10 applied');
    await expect(summaryValue(page, 'Coupon Discount')).toHaveText('−₹55.00');

    // Two units again, and this time the COD order is placed with CLUMP10.
    await page.getByRole('link', { name: 'Back to bag' }).click();
    await quantity.getByRole('button', { name: `Increase quantity of ${UNSCENTED_5}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('2');
    await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
    await openCheckout(page);
    await expect(coupons).toContainText('BUY2GET1 applied');
    const again = await openPaymentDialog(page);
    await again.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    await again.getByRole('button', { name: 'Place order · ₹988 to pay on delivery' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toMatchObject({ paymentMethod: 'COD', couponCode: 'CLUMP10', total: 988 });
  });

  test.describe('typed codes', () => {
    test.use({ expectedHttpErrors: [{ status: 422, path: '/api/v1/order/validate-coupon' }] });

    test('a refused code toasts the server’s reason; blank does nothing; one applies; Remove says Coupon removed', async ({ page, context, baseURL }) => {
      const customer = await signedInCustomer(context, baseURL!, 'typed');
      await placeEarlierOrder(baseURL!, customer);
      await addFromShop(page, UNSCENTED_5);
      await openCheckout(page);
      const coupons = page.getByRole('region', { name: 'Coupons' });
      const field = coupons.getByLabel('Coupon code');
      const apply = coupons.getByRole('button', { name: 'Apply', exact: true });

      await field.fill('PURR100');
      await apply.click();
      await expect(toast(page, 'Add items worth ₹999 or more to use this coupon')).toBeVisible();
      await expect(field).toHaveValue('PURR100');

      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/validate-coupon')) requests.push(r.url());
      });
      await field.fill('   ');
      await apply.click();
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);

      await coupons.getByRole('button', { name: 'Apply coupon CLUMP10' }).click();
      await expect(toast(page, 'Coupon applied!')).toBeVisible();
      // 10% of ₹549 is ₹54.90: ₹55 off, to the nearest rupee.
      await expect(summaryValue(page, 'Coupon Discount')).toHaveText('−₹55.00');
      await expect(summaryValue(page, 'Total')).toHaveText('₹494.00');

      await coupons.getByRole('button', { name: 'Remove coupon CLUMP10' }).click();
      await expect(toast(page, 'Coupon removed')).toBeVisible();
      await expect(summaryValue(page, 'Total')).toHaveText('₹549.00');
    });
  });
});
