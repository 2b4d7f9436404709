import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { addFromShop, LAVENDER_5, openCheckout, openPaymentDialog, orderSummary, ordersOf, placeEarlierOrder, signedInCustomer } from './shop';
import { signInStaff, staffApi } from './staff';
import { expectFitsScreen } from './viewport';

/**
 * Staff's Cash on Delivery rules change what every order costs, so this file runs in a project of its own after the
 * storefront and the console (playwright.config.ts), and puts the rules back off however it ends.
 */
const RULES_PATH = '/api/v1/admin/settings/cod-rules';
const RULES_OFF = { minOrderAmount: null, maxOrderAmount: null, blockedPincodes: [], returnedParcels: null, codFee: null, onlineDiscount: null };

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });
test.afterEach(async ({ baseURL }) => {
  const staff = await staffApi(baseURL!);
  const off = await staff.put(RULES_PATH, { data: RULES_OFF });
  expect(off.ok(), await off.text()).toBe(true);
  await staff.dispose();
});

test('the COD fee and what paying online saves are shown on the product page, in the bag and at checkout before the customer chooses', async ({ browser, page, context, baseURL }) => {
  // Staff set a ₹49 fee and 5% off for paying online (at most ₹100) in the console, on a phone.
  await signInStaff(context, baseURL!);
  await page.goto('/admin/settings');
  const rules = page.getByRole('region', { name: 'Cash on Delivery rules' });
  await rules.getByLabel('COD fee (₹)').fill('49');
  await rules.getByLabel('Discount for paying online').selectOption({ label: '% off, up to a cap' });
  await rules.getByLabel('Discount (%)').fill('5');
  await rules.getByLabel('Up to (₹)').fill('100');
  await rules.getByRole('button', { name: 'Set COD rules' }).click();
  await expect(toast(page, 'Cash on Delivery rules saved')).toBeVisible();
  await expectFitsScreen(page, 'The console settings', 390);

  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const customer = await signedInCustomer(shopper, baseURL!, 'cod-rules');
    await placeEarlierOrder(baseURL!, customer);
    const shop = await shopper.newPage();

    // Lavender 5 kg sells at ₹589: 5% is ₹29.45, so ₹29 off online, and the ₹49 fee avoided: ₹78 saved.
    await shop.goto('/explore');
    await shop.getByRole('main').getByRole('link', { name: LAVENDER_5, exact: true }).first().click();
    await expect(shop.getByRole('heading', { level: 1, name: LAVENDER_5 })).toBeVisible();
    // A visitor reading the page scrolls: the page's app starts then (boot.ts) and asks for the terms.
    await shop.mouse.wheel(0, 120);
    await expect(shop.getByText('Pay online and save ₹78')).toBeVisible();
    await expect(shop.getByText('Cash on Delivery fee ₹49')).toBeVisible();
    await expectFitsScreen(shop, 'The product page', 390);

    await addFromShop(shop, LAVENDER_5);
    await shop.goto('/cart');
    const bag = orderSummary(shop);
    await expect(bag.getByText('Pay online and save ₹78')).toBeVisible();
    await expect(bag.getByText('Pay online: ₹560')).toBeVisible();
    await expect(bag.getByText('Cash on Delivery fee ₹49')).toBeVisible();
    await expect(bag.getByText('Cash on Delivery: ₹638')).toBeVisible();
    await expectFitsScreen(shop, 'The bag', 390);

    // At checkout, before a method is chosen, and again on each choice.
    await openCheckout(shop);
    const summary = orderSummary(shop);
    await expect(summary.getByText('Pay online and save ₹78')).toBeVisible();
    await expect(summary.getByText('Cash on Delivery: ₹638')).toBeVisible();
    await expectFitsScreen(shop, 'The checkout', 390);
    const payment = await openPaymentDialog(shop);
    await expect(payment.getByRole('button', { name: /Pay Online \(Razorpay\)/ })).toContainText('Pay online and save ₹78 · ₹560');
    const cod = payment.getByRole('button', { name: /Cash on Delivery \(COD\)/ });
    await expect(cod).toContainText('₹49 Cash on Delivery fee · ₹638 to pay on delivery');
    await cod.click();
    await payment.getByRole('button', { name: 'Place order · ₹638 to pay on delivery' }).click();
    await expect(shop).toHaveURL(/\/order-success$/);
    await expect(shop.getByRole('listitem').filter({ hasText: 'Cash on Delivery fee' })).toContainText('₹49.00');
    const [placed] = await ordersOf(baseURL!, customer);
    expect(placed).toMatchObject({ paymentMethod: 'COD', total: 638 });

    // Staff stop COD to the customer's pincode: the checkout shows Cash on Delivery disabled, with the rule in words.
    const staff = await staffApi(baseURL!);
    const blocked = await staff.put(RULES_PATH, { data: { ...RULES_OFF, codFee: 49, blockedPincodes: ['560001'] } });
    expect(blocked.ok(), await blocked.text()).toBe(true);
    await staff.dispose();
    await addFromShop(shop, LAVENDER_5);
    await openCheckout(shop);
    await expect(orderSummary(shop).getByText('Cash on Delivery is not available for pincode 560001. Please pay online.')).toBeVisible();
    const again = await openPaymentDialog(shop);
    await expect(again.getByRole('button', { name: /Cash on Delivery \(COD\)/ })).toBeDisabled();
    await expect(again.getByText('Cash on Delivery is not available for pincode 560001. Please pay online.')).toBeVisible();
    await expect(again.getByRole('button', { name: /Pay Online \(Razorpay\)/ })).toBeEnabled();
    await expectFitsScreen(shop, 'The payment dialog', 390);
  } finally {
    await shopper.close();
  }
});

test('with the rules off the bag and the checkout show no fee, no saving and the spec’s payment choices', async ({ browser, baseURL }) => {
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const customer = await signedInCustomer(shopper, baseURL!, 'cod-rules-off');
    await placeEarlierOrder(baseURL!, customer);
    const shop = await shopper.newPage();
    await addFromShop(shop, LAVENDER_5);
    await openCheckout(shop);
    const payment = await openPaymentDialog(shop);
    await expect(payment.getByRole('button', { name: /Cash on Delivery \(COD\)/ })).toContainText('Pay in cash or UPI when your order arrives.');
    await expect(payment.getByRole('button', { name: /Cash on Delivery \(COD\)/ })).toBeEnabled();
    await expect(shop.getByText(/Pay online and save/)).toHaveCount(0);
    await expect(shop.getByText(/Cash on Delivery fee/)).toHaveCount(0);
  } finally {
    await shopper.close();
  }
});
