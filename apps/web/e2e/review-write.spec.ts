import type { APIRequestContext } from '@playwright/test';
import { signInContext } from './accounts';
import { toast } from './auth-ui';
import { appReady, expect, test } from './fixtures';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
const DEODORISER = 'Natural Litter Deodoriser Powder';

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const { products } = (await (await request.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
  return products.find((p) => p.productName === name)!._id;
}

test.describe('Write a review from a product page, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a visitor is asked to log in first, then the dialog opens with the product chosen', async ({ page, request, workerCustomer }) => {
    const id = await productId(request, DEODORISER);
    await page.goto(`/product-details/${id}`);
    await appReady(page);
    await page.getByRole('main').getByRole('link', { name: 'Write a review' }).click();

    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await login.getByLabel('Email', { exact: true }).fill(workerCustomer.email);
    await login.getByLabel('Password', { exact: true }).fill(workerCustomer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Share your experience' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Which product is it about?')).toHaveValue(id);
    await expect(page).toHaveURL(/\/review$/);
  });

  test('an address naming no product of the shop opens the dialog with the shop in general', async ({ page, context, workerCustomer }) => {
    await signInContext(context, workerCustomer);
    await page.goto('/review?write=3c9e2b1a-0000-4000-8000-000000000000');
    await appReady(page);
    const dialog = page.getByRole('dialog', { name: 'Share your experience' });
    await expect(dialog).toBeVisible();
    const choice = dialog.getByLabel('Which product is it about?');
    await expect(choice.getByRole('option', { name: /^Natural Litter Deodoriser Powder/ })).toBeAttached();
    await expect(choice).toHaveValue('');
    // Closed, it stays closed: the address no longer asks for it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Add Review' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('the product choice names each product once, without saying its pack twice', async ({ page, context, request, workerCustomer }) => {
    const { products } = (await (await request.get('/api/v1/products/all-products')).json()) as { products: Array<{ productName: string }> };
    await signInContext(context, workerCustomer);
    await page.goto('/review?write=3c9e2b1a-0000-4000-8000-000000000000');
    await appReady(page);
    const choice = page.getByRole('dialog', { name: 'Share your experience' }).getByLabel('Which product is it about?');
    await expect(choice.getByRole('option')).toHaveCount(products.length + 1);
    const labels = await choice.getByRole('option').allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('Compostable Litter Disposal Bags (60)');
    expect(labels).toContain('Premium Bentonite Cat Litter - Lavender 5 kg');
    expect(labels).toContain('Stainless Steel Litter Scoop (180 g)');
    for (const label of labels) expect(label, 'a count or size said twice').not.toMatch(/\(([^)]*)\).*\(\1\b/);
    await expectFitsScreen(page, 'the review dialog', PHONE.width);
  });

  test('the server renders the wall for an address asking for the dialog, without it', async ({ request }) => {
    const id = await productId(request, DEODORISER);
    const response = await request.get(`/review?write=${id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Loved by cat parents across India');
    expect(html).not.toContain('Share your experience');
  });
});
