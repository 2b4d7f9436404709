import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  addFromShop,
  cartLink,
  openCheckout,
  openPaymentDialog,
  orderSummary,
  ordersOf,
  placeEarlierOrder,
  signedInCustomer,
  summaryValue,
  UNSCENTED_20,
  UNSCENTED_5,
} from './shop';

test.describe('checkout with Cash on Delivery', () => {
  test('places a COD order with a coupon COD accepts', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'cod');
    await placeEarlierOrder(baseURL!, customer);
    await addFromShop(page, UNSCENTED_20);
    await cartLink(page).click();
    await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page).toHaveTitle(/Checkout/);

    const progress = page.getByRole('navigation', { name: 'Checkout progress' });
    await expect(progress.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(progress.getByRole('listitem').nth(1)).toHaveText('2Address');
    const address = page.getByRole('region', { name: 'Delivery Address' });
    await expect(address).toContainText('12 MG Road');
    await expect(address.getByRole('status')).toHaveText(/^Delivery by \w+day, \d{1,2} \w+$/);

    // M.R.P. ₹2,199 sold at ₹1,649; PURR100 takes ₹100 off orders from ₹999.
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₹2,199.00');
    await expect(summaryValue(page, 'Discount')).toHaveText('−₹550.00');
    // No '−₹0.00' row while no coupon takes anything off.
    await expect(summaryValue(page, 'Coupon Discount')).toHaveCount(0);
    await expect(summaryValue(page, 'Total')).toHaveText('₹1,649.00');
    const coupons = page.getByRole('region', { name: 'Coupons' });
    await coupons.getByLabel('Coupon code').fill('purr100');
    await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(toast(page, 'Coupon applied!')).toBeVisible();
    await expect(coupons).toContainText('PURR100 applied');
    await expect(summaryValue(page, 'Coupon Discount')).toHaveText('−₹100.00');
    await expect(summaryValue(page, 'Total')).toHaveText('₹1,549.00');
    await expectNoSeriousA11yViolations(page);

    const dialog = await openPaymentDialog(page);
    await expect(progress.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByText(/not applicable for Cash on Delivery/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    // Nothing is placed yet: the dialog first says what will be collected.
    await expect(dialog).toContainText('To pay on delivery: ₹1,549');
    await expect(dialog).toContainText('Coupon PURR100 applied.');
    expect(await ordersOf(baseURL!, customer)).toHaveLength(1);
    // A double tap places one order (the processing flag, and the same idempotency key on any retry).
    await dialog.getByRole('button', { name: 'Place order · ₹1,549 to pay on delivery' }).dblclick();

    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/order-success$/);
    const orders = await ordersOf(baseURL!, customer);
    expect(orders).toHaveLength(2);
    const [order] = orders;
    const main = page.getByRole('main');
    await expect(main).toContainText(`Order number: ${order!.customOrderId}`);
    await expect(main.getByRole('status')).toHaveText('₹1,549 to pay on delivery. Please keep ₹1,549 ready in cash or UPI.');
    await expect(main.getByRole('region', { name: 'Items' })).toContainText(`${UNSCENTED_20} × 1`);
    await expect(main.getByRole('region', { name: 'Items' })).toContainText('Coupon PURR100');
    await expect(main.getByRole('region', { name: 'Delivering to' })).toContainText('560001');
    expect(order).toMatchObject({ paymentMethod: 'COD', couponCode: 'PURR100', total: 1549 });
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await expect(toast(page, 'This coupon type is not valid for COD orders. It will be removed.')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('COD with a coupon it cannot take warns for 4 seconds, says what it costs, and places the order without it only when the customer chooses so', async ({
    page,
    context,
    baseURL,
  }) => {
    // A brand-new customer: the first-order coupon (up to ₹1,000 off) is applied by itself, and COD cannot take it.
    await page.clock.install();
    const customer = await signedInCustomer(context, baseURL!, 'codfree');
    await addFromShop(page, UNSCENTED_20);
    await openCheckout(page);
    await expect(page.getByRole('region', { name: 'Coupons' })).toContainText('FIRSTFREE applied');
    await expect(summaryValue(page, 'Coupon Discount')).toHaveText('−₹1,000.00');
    await expect(summaryValue(page, 'Total')).toHaveText('₹649.00');

    const dialog = await openPaymentDialog(page);
    await expect(dialog).toContainText('Coupon FIRSTFREE is not applicable for Cash on Delivery and will be removed automatically.');
    // The page's clock stands still from here, so the warning's 4 seconds are counted exactly, however busy the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    const warning = toast(page, 'This coupon type is not valid for COD orders. It will be removed.');
    await expect(warning).toBeVisible();
    // The warning comes before anything is placed, with the real amount to collect.
    await expect(dialog).toContainText('FIRSTFREE is not valid for Cash on Delivery and has been removed from this order.');
    await expect(dialog).toContainText('To pay on delivery: ₹1,649');
    // What it costs, and the way to keep it.
    await expect(dialog).toContainText('With Cash on Delivery you lose ₹1,000.00 of savings from FIRSTFREE.');
    await expect(dialog.getByRole('button', { name: 'Pay Online and keep FIRSTFREE' })).toBeVisible();
    expect(await ordersOf(baseURL!, customer)).toHaveLength(0);
    // Shown for 4000 ms; react-hot-toast then removes it a second later (its timers are set as the page renders).
    await page.clock.runFor(3_900);
    await expect(warning).toBeVisible();
    let shownFor = 3_900;
    await expect
      .poll(async () => {
        await page.clock.runFor(250);
        shownFor += 250;
        return warning.isHidden();
      })
      .toBe(true);
    expect(shownFor).toBeLessThanOrEqual(6_500);
    await page.clock.resume();
    await dialog.getByRole('button', { name: 'Place order · ₹1,649 to pay on delivery' }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText('₹1,649 to pay on delivery');

    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toMatchObject({ paymentMethod: 'COD', couponCode: null, total: 1649 });
  });

  test('an unserviceable pincode turns the proceed button into a disabled Service Not Available', async ({ page, context, baseURL }) => {
    // Ordered before: something to pay, so the proceed button leads to payment (a ₹0 first order places itself).
    await placeEarlierOrder(baseURL!, await signedInCustomer(context, baseURL!, 'andaman'));
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    const address = page.getByRole('region', { name: 'Delivery Address' });
    const proceed = orderSummary(page).getByRole('button', { name: 'Proceed to Payment' });
    await expect(proceed).toBeEnabled();

    await address.getByRole('button', { name: 'Edit delivery address' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Delivery Address' });
    await expect(edit.getByLabel('Address Line 1')).toHaveValue('12 MG Road');
    await expect(edit.getByLabel('State')).toHaveValue('Karnataka');
    await edit.getByLabel('Address Line 1').fill('7 Aberdeen Bazaar');
    await edit.getByLabel('Address Line 2 (optional)').fill('');
    await edit.getByLabel('Pincode').fill('744101');
    await expect(edit.getByLabel('State')).toHaveValue('Andaman and Nicobar Islands');
    await expect(edit.getByLabel('City')).not.toHaveValue('');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Address updated!')).toBeVisible();
    await expect(edit).toBeHidden();

    await expect(address).toContainText('7 Aberdeen Bazaar');
    await expect(address.getByRole('status')).toHaveText('This pincode is not serviceable. Please update your address.');
    const unavailable = orderSummary(page).getByRole('button', { name: 'Service Not Available' });
    await expect(unavailable).toBeDisabled();

    // The bag step says the same.
    await page.goto('/cart');
    await expect(orderSummary(page).getByRole('button', { name: 'Service Not Available' })).toBeDisabled();

    // Back to a pincode the courier serves; other addresses are kept, this one stays primary.
    await openCheckout(page);
    await address.getByRole('button', { name: 'Edit delivery address' }).click();
    await edit.getByLabel('Pincode').fill('560001');
    await expect(edit.getByLabel('State')).toHaveValue('Karnataka');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(toast(page, 'Address updated!').last()).toBeVisible();
    await expect(address.getByRole('status')).toHaveText(/^Delivery by \w+day, \d{1,2} \w+$/);
    await expect(orderSummary(page).getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });
});
