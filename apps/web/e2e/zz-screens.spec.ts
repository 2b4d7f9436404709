import { expect, test } from './fixtures';
import { addFromShop, LAVENDER_5, openCheckout, openPaymentDialog, placeEarlierOrder, signedInCustomer, UNSCENTED_5 } from './shop';

test('screenshots', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const customer = await signedInCustomer(context, baseURL!, 'shots');
  await placeEarlierOrder(baseURL!, customer);
  await addFromShop(page, UNSCENTED_5);
  await addFromShop(page, UNSCENTED_5);
  await addFromShop(page, LAVENDER_5);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cart');
    await expect(page.getByRole('region', { name: 'Delivery Address' }).getByRole('status')).toHaveText('Delivery available to this pincode');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/w4shots/cart-${width}.png`, fullPage: true });
    await openCheckout(page);
    await expect(page.getByRole('region', { name: 'Coupons' })).toContainText('BUY2GET1 applied');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/w4shots/checkout-${width}.png`, fullPage: true });
    const dialog = await openPaymentDialog(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/w4shots/payment-${width}.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Edit delivery address' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/w4shots/address-${width}.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/order-success');
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await page.screenshot({ path: `/tmp/w4shots/success-1280.png` });
  await page.goto('/order-failed');
  await expect(page.getByRole('button', { name: 'Go to Cart' })).toBeVisible();
  await page.screenshot({ path: `/tmp/w4shots/failed-1280.png` });
});
