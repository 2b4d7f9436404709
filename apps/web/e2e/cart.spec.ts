import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { holdRequests } from './hold';
import { addFromShop, cartLink, LAVENDER_5, orderSummary, signedInCustomer, summaryValue, UNSCENTED_5 } from './shop';

test.describe('cart', () => {
  test('adds from the shop, counts distinct items in the badge, and the bag shows lines, stepper, remove and totals', async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL!, 'cart');
    await page.goto('/explore');
    await expect(cartLink(page)).toHaveAccessibleName('Cart');

    await addFromShop(page, UNSCENTED_5);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    // The same product again raises its quantity: still one distinct item.
    await addFromShop(page, UNSCENTED_5);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await addFromShop(page, LAVENDER_5);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page).toHaveTitle(/My Bag/);
    await expect(page.getByRole('heading', { name: 'My Bag', level: 1 })).toBeVisible();
    const progress = page.getByRole('navigation', { name: 'Checkout progress' });
    await expect(progress.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');

    const bag = page.getByRole('region', { name: 'Items in your bag' });
    const lines = bag.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const unscented = lines.filter({ hasText: UNSCENTED_5 });
    await expect(unscented).toContainText('5 kg · Unscented');
    await expect(unscented).toContainText('₹549.00');
    await expect(unscented.getByRole('img')).toHaveCount(0); // decorative: alt=""
    await expect(unscented.locator('img')).toHaveAttribute('width', '96');
    await expect(unscented.locator('img')).toHaveAttribute('height', '96');
    const quantity = unscented.getByRole('group', { name: `Quantity of ${UNSCENTED_5}` });
    await expect(quantity.getByRole('status')).toHaveText('2');

    // ₹649 × 2 + ₹699 at M.R.P.; sold at ₹549 and ₹589.
    await expect(summaryValue(page, 'Cart Total')).toHaveText('₹1,997.00');
    await expect(summaryValue(page, 'Discount')).toHaveText('−₹310.00');
    await expect(summaryValue(page, 'Shipping')).toHaveText('Free');
    await expect(summaryValue(page, 'Total')).toHaveText('₹1,687.00');

    await quantity.getByRole('button', { name: `Increase quantity of ${UNSCENTED_5}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('3');
    await expect(summaryValue(page, 'Cart Total')).toHaveText('₹2,646.00');
    await expect(summaryValue(page, 'Total')).toHaveText('₹2,236.00');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

    const lavender = lines.filter({ hasText: LAVENDER_5 });
    await expect(lavender.getByRole('button', { name: `Decrease quantity of ${LAVENDER_5}` })).toBeDisabled();
    await lavender.getByRole('button', { name: `Remove ${LAVENDER_5} from cart` }).click();
    await expect(toast(page, 'Item removed from cart')).toBeVisible();
    await expect(lines).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    await expect(summaryValue(page, 'Total')).toHaveText('₹1,647.00');

    const address = page.getByRole('region', { name: 'Delivery Address' });
    await expect(address).toContainText('12 MG Road');
    await expect(address.getByRole('status')).toHaveText(/^Delivery by \w+day, \d{1,2} \w+$/);
    await expectNoSeriousA11yViolations(page);

    // The bag survives a reload: it is the server's.
    await page.reload();
    await expect(lines).toHaveCount(1);
    await expect(quantity.getByRole('status')).toHaveText('3');

    await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('Clear cart asks first, then empties the bag', async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL!, 'clear');
    await addFromShop(page, UNSCENTED_5);
    await page.goto('/cart');
    const bag = page.getByRole('region', { name: 'Items in your bag' });
    await expect(bag.getByRole('listitem')).toHaveCount(1);

    await bag.getByRole('button', { name: 'Clear cart' }).click();
    const confirm = page.getByRole('dialog', { name: 'Clear your cart?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(bag.getByRole('listitem')).toHaveCount(1);

    await bag.getByRole('button', { name: 'Clear cart' }).click();
    await confirm.getByRole('button', { name: 'Yes, clear cart' }).click();
    await expect(toast(page, 'Cart cleared')).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
    await page.getByRole('main').getByRole('link', { name: 'Explore products' }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test.describe('refused', () => {
    test.use({ expectedHttpErrors: [{ status: 409, path: '/api/v1/cart/update-cart-item/*' }] });

    test('a new quantity shows at the tap, before the server answers, and goes back if the server refuses it', async ({ page, context, baseURL }) => {
      await signedInCustomer(context, baseURL!, 'at-the-tap');
      await addFromShop(page, UNSCENTED_5);
      await page.goto('/cart');
      const quantity = page.getByRole('group', { name: `Quantity of ${UNSCENTED_5}` });
      await expect(quantity.getByRole('status')).toHaveText('1');
      // The answer is held until the number has been seen, then refused as a sold-out product would be.
      const answer = await holdRequests(page, '**/api/v1/cart/update-cart-item/**', (route) => route.fulfill({ status: 409, json: { success: false, message: 'Only 1 left in stock' } }));
      await quantity.getByRole('button', { name: `Increase quantity of ${UNSCENTED_5}` }).click();
      await expect(quantity.getByRole('status')).toHaveText('2');
      await expect(quantity).toHaveAttribute('aria-busy', 'true');
      answer();
      await expect(toast(page, 'Only 1 left in stock')).toBeVisible();
      await expect(quantity.getByRole('status')).toHaveText('1');
      await expect(quantity).not.toHaveAttribute('aria-busy', 'true');
      await page.unroute('**/api/v1/cart/update-cart-item/**');
      await page.reload();
      await expect(quantity.getByRole('status')).toHaveText('1');
    });
  });

  test('Proceed to Checkout tapped while a new quantity is being saved waits for it: the checkout prices what the bag shows', async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL!, 'proceed-saving');
    await addFromShop(page, UNSCENTED_5);
    await page.goto('/cart');
    const quantity = page.getByRole('group', { name: `Quantity of ${UNSCENTED_5}` });
    await expect(quantity.getByRole('status')).toHaveText('1');
    const answer = await holdRequests(page, '**/api/v1/cart/update-cart-item/**');
    await quantity.getByRole('button', { name: `Increase quantity of ${UNSCENTED_5}` }).click();
    await expect(quantity.getByRole('status')).toHaveText('2');
    const proceed = orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).not.toHaveAttribute('aria-busy');
    await proceed.click();
    // The tap is taken: the button says it is busy while the new quantity is saved, and a second tap changes nothing.
    await expect(proceed).toHaveAttribute('aria-busy', 'true');
    await proceed.click();
    await expect(page).toHaveURL(/\/cart$/);
    answer();
    await expect(page).toHaveURL(/\/checkout$/);
    // Two units, as the bag showed when the customer tapped.
    await expect(orderSummary(page).getByRole('listitem').filter({ hasText: UNSCENTED_5 })).toContainText('× 2');
  });

  test('the stepper stops at 10 of one product', async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL!, 'limit');
    await addFromShop(page, UNSCENTED_5);
    await page.goto('/cart');
    const quantity = page.getByRole('group', { name: `Quantity of ${UNSCENTED_5}` });
    const increase = quantity.getByRole('button', { name: `Increase quantity of ${UNSCENTED_5}` });
    for (let n = 2; n <= 10; n += 1) {
      await increase.click();
      await expect(quantity.getByRole('status')).toHaveText(String(n));
    }
    await expect(increase).toBeDisabled();
    await expect(summaryValue(page, 'Total')).toHaveText('₹5,490.00');
  });
});
