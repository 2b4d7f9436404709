import { expect, test } from './fixtures';
import { addFromShop, cartLink, openPaymentDialog, orderSummary, ordersOf, placeEarlierOrder, productCard, signedInCustomer, summaryValue, UNSCENTED_5 } from './shop';
import { expectFitsScreen } from './viewport';

/** A common phone's width. */
const PHONE = { width: 390, height: 844 };

/** Rupees in a shown amount: "₹1,549/-" → 1549, "₹549.00" → 549. */
const rupeesIn = (text: string) => Number(text.replace(/[₹,\s]|\/-$/g, ''));

test.describe('the price on the card is the price charged, at phone width', () => {
  test.use({ viewport: PHONE });

  test('card price = bag line = order total for a COD order, and the cash to keep ready has no paise', async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL!, 'wholerupee');
    // A returning customer: no first-order coupon takes the order to ₹0.
    await placeEarlierOrder(baseURL!, customer);

    await page.goto('/explore');
    const card = productCard(page, UNSCENTED_5);
    const cardPrice = card.locator('.product-price__final');
    await expect(cardPrice).toHaveText('₹549/-');
    await expect(card.getByText('15% OFF', { exact: true })).toBeVisible();
    const shown = rupeesIn((await cardPrice.textContent()) ?? '');
    expect(shown).toBe(549);

    await addFromShop(page, UNSCENTED_5);
    await cartLink(page).click();
    const line = page.getByRole('region', { name: 'Items in your bag' }).getByRole('listitem').filter({ hasText: UNSCENTED_5 });
    await expect(line).toContainText('₹549.00');
    await expect(summaryValue(page, 'Total')).toHaveText('₹549.00');
    expect(rupeesIn((await summaryValue(page, 'Total').textContent()) ?? '')).toBe(shown);
    await expectFitsScreen(page, '/cart', PHONE.width);

    await orderSummary(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery Address' }).getByText('Checking delivery…')).toHaveCount(0);
    await expect(summaryValue(page, 'Total')).toHaveText('₹549.00');
    const dialog = await openPaymentDialog(page);
    await dialog.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    await expect(dialog).toContainText('To pay on delivery: ₹549');
    await dialog.getByRole('button', { name: 'Place order · ₹549 to pay on delivery' }).click();

    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const cash = page.getByRole('main').getByRole('status');
    await expect(cash).toHaveText('₹549 to pay on delivery. Please keep ₹549 ready in cash or UPI.');
    // Paise are not handed over in cash.
    await expect(cash).not.toHaveText(/\.\d/);
    await expectFitsScreen(page, '/order-success', PHONE.width);

    const [order] = await ordersOf(baseURL!, customer);
    expect(order).toMatchObject({ paymentMethod: 'COD', total: shown });
  });
});
