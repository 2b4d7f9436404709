import { DELIVERY_MESSAGES } from '@shop/contract/delivery';
import { expect, test } from './fixtures';

const UNSCENTED_5 = 'Premium Bentonite Cat Litter - Unscented 5 kg';

test.describe('delivery date on the product page', () => {
  test('a customer checks a pincode and sees the day it should arrive, or that it cannot be delivered there', async ({ page, request }) => {
    await page.goto('/explore');
    await page.getByRole('main').getByRole('link', { name: UNSCENTED_5, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: UNSCENTED_5 })).toBeVisible();

    const check = page.locator('.delivery-check');
    await check.getByLabel(DELIVERY_MESSAGES.pincodeLabel).fill('400001');
    await check.getByRole('button', { name: DELIVERY_MESSAGES.checkButton }).click();
    const answer = check.getByRole('status');
    // A weekday (never a Sunday: couriers do not deliver then) and a date.
    await expect(answer).toHaveText(/^Delivery by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)$/);
    const estimate = (await (await request.get('/api/v1/delivery/estimate?pincode=400001')).json()) as { estimatedDeliveryDate: string };
    await expect(answer).toHaveText(DELIVERY_MESSAGES.deliveryBy(estimate.estimatedDeliveryDate));

    await check.getByLabel(DELIVERY_MESSAGES.pincodeLabel).fill('744101');
    await check.getByRole('button', { name: DELIVERY_MESSAGES.checkButton }).click();
    await expect(answer).toHaveText(DELIVERY_MESSAGES.notDeliverable);

    // Six digits India Post does not know: a typo to fix, not a place the courier leaves out.
    await check.getByLabel(DELIVERY_MESSAGES.pincodeLabel).fill('999999');
    await check.getByRole('button', { name: DELIVERY_MESSAGES.checkButton }).click();
    await expect(answer).toHaveText('This is not a valid Indian pincode. Please check it.');
  });
});

test.describe('delivery date on a Hindi product page, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('says the day, a pincode that does not exist, a place not reached and a wrong pincode in Hindi', async ({ page, request }) => {
    const products = (await (await request.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
    const product = products.products.find((p) => p.productName === UNSCENTED_5)!;
    await page.goto(`/hi/product-details/${product._id}`);
    const check = page.locator('.delivery-check');
    const field = check.getByLabel('डिलीवरी पिनकोड');
    const answer = check.getByRole('status');
    const ask = async (pincode: string) => {
      await field.fill(pincode);
      await check.getByRole('button', { name: 'जाँचें' }).click();
    };

    await ask('400001');
    await expect(answer).toHaveText(/^(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार), \d{1,2} \S+ तक डिलीवरी$/);
    await ask('744101');
    await expect(answer).toHaveText('इस पिनकोड पर डिलीवरी नहीं होती');
    await ask('999999');
    await expect(answer).toHaveText('यह भारत का सही पिनकोड नहीं है। कृपया जाँच लें।');
    await ask('12345');
    await expect(answer).toHaveText('6 अंकों का सही पिनकोड डालें');
  });
});
