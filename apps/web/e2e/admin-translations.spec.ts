import { ProductDetailResponse } from '@shop/contract/catalog';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { signInStaff, staffApi } from './staff';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('operations console: a product in Hindi', () => {
  test('staff write a product’s Hindi beside its English, and the Hindi product answers with it, English where left empty', async ({ page, context, baseURL, request }) => {
    await signInStaff(context, baseURL!);
    const staff = await staffApi(baseURL!);
    const token = unique();
    const created = await staff.post('/api/v1/admin/products', {
      data: {
        slug: `e2e-hindi-${token}`,
        productName: `E2E Steel Scoop ${token}`,
        name: 'E2E Steel Scoop',
        lineKey: `e2e-hindi-${token}`,
        category: 'accessories',
        fragrance: '',
        weight: '1 unit',
        price: 299,
        finalPrice: 299,
        availability: true,
        hidden: false,
        stock: 50,
        description: 'A sturdy steel scoop.',
        highlights: ['Steel blade'],
        sortOrder: 900,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { _id: id } = ((await created.json()) as { product: { _id: string } }).product;

    try {
      await page.goto(`/admin/products/${id}`);
      const hindi = page.getByRole('region', { name: 'हिन्दी (Hindi)' });
      await expect(hindi.getByText('Not written yet: the English shows everywhere.')).toBeVisible();
      // The English is shown beside each field.
      await expect(hindi.getByText('A sturdy steel scoop.')).toBeVisible();

      // Too many highlights: refused at the field, in plain words, before anything is sent.
      await hindi.getByLabel('Highlights in Hindi').fill(Array.from({ length: 11 }, (_, i) => `बिंदु ${i + 1}`).join('\n'));
      await hindi.getByRole('button', { name: 'Save Hindi' }).click();
      await expect(hindi.getByText('At most 10 highlights, one per line')).toBeVisible();
      await expect(hindi.getByLabel('Highlights in Hindi')).toBeFocused();

      await hindi.getByLabel('Highlights in Hindi').fill('');
      await hindi.getByLabel('Product name in Hindi').fill(`ई2ई स्टील स्कूप ${token}`);
      await hindi.getByLabel('Short name in Hindi').fill('स्टील स्कूप');
      await hindi.getByRole('button', { name: 'Save Hindi' }).click();
      await expect(toast(page, 'Hindi saved')).toBeVisible();
      await expect(hindi.getByText(/^Last saved /)).toBeVisible();
      await expect(hindi.getByLabel('Product name in Hindi')).toHaveValue(`ई2ई स्टील स्कूप ${token}`);

      // What /hi/product-details/<id> is given: the Hindi names, and the English description and highlights left empty.
      const inHindi = ProductDetailResponse.parse(await (await request.get(`/api/v1/products/get-product-by/${id}?lang=hi`)).json()).product;
      expect(inHindi).toMatchObject({ productName: `ई2ई स्टील स्कूप ${token}`, name: 'स्टील स्कूप', description: 'A sturdy steel scoop.', highlights: ['Steel blade'] });
      const inEnglish = ProductDetailResponse.parse(await (await request.get(`/api/v1/products/get-product-by/${id}`)).json()).product;
      expect(inEnglish.productName).toBe(`E2E Steel Scoop ${token}`);

      // The change is in the audit log, under the product.
      await page.goto(`/admin/audit?entityId=${id}`);
      await expect(page.getByText('Changed product’s translation').first()).toBeVisible();
    } finally {
      await staff.patch(`/api/v1/admin/products/${id}`, { data: { hidden: true } });
      await staff.dispose();
    }
  });
});
