import { newCustomer, signInContext } from './accounts';
import { toast, verifyMobile } from './auth-ui';
import { expect, test } from './fixtures';
import { addFromShop, openCheckout, openPaymentDialog, orderSummary, ordersOf, sandboxCheckout, signedInCustomer, summaryValue, UNSCENTED_20, UNSCENTED_5 } from './shop';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('checkout choices at phone width', () => {
  test.use({ viewport: PHONE });

  test('Cash on Delivery with FIRSTFREE says what it costs; Pay Online keeps the coupon', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'keepfree');
    await addFromShop(page, UNSCENTED_20);
    await openCheckout(page);
    await expect(page.getByRole('region', { name: 'Coupons' })).toContainText('FIRSTFREE applied');
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    await expect(toast(page, 'This coupon type is not valid for COD orders. It will be removed.')).toBeVisible();
    await expect(dialog).toContainText('With Cash on Delivery you lose ₹1,000.00 of savings from FIRSTFREE.');
    await expectFitsScreen(page, 'the Cash on Delivery choice', PHONE.width);
    await dialog.getByRole('button', { name: 'Pay Online and keep FIRSTFREE' }).click();
    const popup = sandboxCheckout(page);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toMatchObject({ paymentMethod: 'ONLINE', couponCode: 'FIRSTFREE' });
  });

  test.describe('the first-order offer refused for an unverified number', () => {
    test.use({ expectedHttpErrors: [{ status: 422, path: '/api/v1/order/validate-coupon' }] });

    test('a customer whose number is not verified verifies it in the checkout and gets the free first order', async ({ page, context, baseURL }) => {
      const customer = await newCustomer(baseURL!, { prefix: 'verifyfree', verifiedPhone: false });
      await signInContext(context, customer);
      await addFromShop(page, UNSCENTED_5);
      await openCheckout(page);
      const coupons = page.getByRole('region', { name: 'Coupons' });
      await expect(coupons).not.toContainText('FIRSTFREE applied');
      const mobile = page.getByRole('region', { name: 'Mobile number' });
      await expect(mobile).toHaveCount(0);

      await coupons.getByLabel('Coupon code').fill('FIRSTFREE');
      await coupons.getByRole('button', { name: 'Apply', exact: true }).first().click();
      await expect(mobile).toContainText('Verify your mobile number to get your first order free.');
      // Paying without the offer stays open meanwhile.
      await expect(orderSummary(page).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
      await expectFitsScreen(page, 'the checkout asking for the number', PHONE.width);
      await mobile.getByRole('button', { name: 'Send code' }).click();
      await verifyMobile(page, mobile, customer.phoneNumber);
      await expect(mobile).toBeHidden();
      await expect(coupons).toContainText('FIRSTFREE applied');
      await expect(summaryValue(page, 'Total')).toHaveText('₹0.00');
    });
  });

  test('a ₹0 order is placed with one tap, no payment method asked for', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'zero');
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    await expect(summaryValue(page, 'Total')).toHaveText('₹0.00');
    await expect(orderSummary(page).getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
    await expectFitsScreen(page, 'a free checkout', PHONE.width);
    await orderSummary(page).getByRole('button', { name: 'Place free order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Select Payment Method' })).toHaveCount(0);
    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toMatchObject({ paymentMethod: 'ONLINE', couponCode: 'FIRSTFREE', total: 0 });
  });

  test('switching size keeps the place on the page and the pincode checked', async ({ page }) => {
    const api = page.request;
    const products = (await (await api.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
    const small = products.products.find((p) => p.productName === UNSCENTED_5)!;
    await page.goto(`/product-details/${small._id}`);
    const main = page.getByRole('main');
    await main.getByLabel('Delivery pincode').fill('560001');
    await main.getByRole('button', { name: 'Check', exact: true }).click();
    const answer = main.getByRole('status').filter({ hasText: /^Delivery by / });
    await expect(answer).toHaveText(/^Delivery by /);
    const sizes = main.getByRole('navigation', { name: 'Choose a size' });
    await sizes.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);

    await sizes.getByRole('link', { name: /20 kg/ }).click();
    await expect(main.getByRole('heading', { level: 1, name: UNSCENTED_20 })).toBeVisible();
    await expect(main.getByLabel('Delivery pincode')).toHaveValue('560001');
    await expect(answer).toHaveText(/^Delivery by /);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(PHONE.height / 2);
  });
});
