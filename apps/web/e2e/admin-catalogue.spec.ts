import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newCustomer, signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { addFromShop, openCheckout, placeEarlierOrder, productCard, signedInCustomer, summaryValue, UNSCENTED_5 } from './shop';
import { signInStaff, staffApi } from './staff';

/** A 1×1 PNG: small, but a real image the server recognises by its signature. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A hidden product made through the API, for tests about the edit page (stock kept clear of the low-stock list). */
async function hiddenProduct(staff: APIRequestContext, token: string): Promise<{ _id: string; productName: string }> {
  const response = await staff.post('/api/v1/admin/products', {
    data: {
      slug: `e2e-api-${token}`,
      productName: `E2E Api Product ${token}`,
      name: 'E2E Api Product',
      lineKey: `e2e-api-${token}`,
      category: 'accessories',
      fragrance: '',
      weight: '1 unit',
      price: 299,
      offer: 0,
      availability: true,
      hidden: true,
      stock: 50,
      description: '',
      highlights: [],
      sortOrder: 500,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: { _id: string; productName: string } }).product;
}

async function couponId(staff: APIRequestContext, code: string): Promise<string | undefined> {
  const response = await staff.get(`/api/v1/admin/coupons?q=${encodeURIComponent(code)}`);
  const { coupons } = (await response.json()) as { coupons: Array<{ _id: string; code: string }> };
  return coupons.find((c) => c.code === code)?._id;
}

/** What a visitor sees on /explore, in a browser of their own (the shop's product list is cached for a minute). */
async function asVisitor<T>(browser: Browser, baseURL: string, look: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/explore');
    await expect(productCard(page, UNSCENTED_5)).toBeVisible();
    return await look(page);
  } finally {
    await context.close();
  }
}

const pathOf = (src: string | null, baseURL: string) => new URL(src ?? '', baseURL).pathname;

test.describe('operations console: coupons', () => {
  test('an admin creates a flat ₹50 coupon and a customer applies it at checkout', async ({ page, context, baseURL }) => {
    const code = `E2EFLAT${unique().toUpperCase()}`;
    const staff = await staffApi(baseURL!);
    try {
      await signInStaff(context, baseURL!);
      await page.goto('/admin/coupons');
      await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
      await expect(page).toHaveTitle(/^Coupons \| Operations console/);
      await page.getByRole('link', { name: 'New coupon' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
      await expect(page).toHaveTitle(/^New coupon \| Operations console/);
      await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
      await expect(page.getByLabel('Type')).toHaveValue('flat');
      // Only the flat type's value is asked for.
      await expect(page.getByLabel('Discount (%)')).toHaveCount(0);
      await page.getByLabel('Description').fill('₹50 off, made by the e2e suite');
      await page.getByLabel('Discount amount (₹)').fill('50');
      await page.getByRole('button', { name: 'Create coupon' }).click();
      await expect(toast(page, 'Coupon created')).toBeVisible();

      // Back on the list, upper-cased, with its value in words.
      await expect(page).toHaveURL(/\/admin\/coupons$/);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
      await expect(row).toContainText('₹50 off');
      await expect(row).toContainText('Flat amount off');
      await expect(row.getByText('Active', { exact: true })).toBeVisible();

      // A customer (with an earlier order, so no first-order coupon) types the code at checkout.
      await context.clearCookies();
      const customer = await signedInCustomer(context, baseURL!, 'consolecoupon');
      await placeEarlierOrder(baseURL!, customer);
      await addFromShop(page, UNSCENTED_5);
      await openCheckout(page);
      const coupons = page.getByRole('region', { name: 'Coupons' });
      await coupons.getByLabel('Coupon code').fill(code);
      await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(toast(page, 'Coupon applied!')).toBeVisible();
      await expect(coupons).toContainText(`${code} applied`);
      // Sold at ₹549; less ₹50.
      await expect(summaryValue(page, 'Coupon Discount')).toHaveText('−₹50.00');
      await expect(summaryValue(page, 'Total')).toHaveText('₹499.00');
    } finally {
      // Leave checkout's coupon list as it was for the other specs.
      const id = await couponId(staff, code);
      if (id) await staff.post(`/api/v1/admin/coupons/${id}/deactivate`);
      await staff.dispose();
    }
  });

  test('an admin makes a private coupon for one customer: never listed, it works when that customer types it', async ({ page, context, baseURL }) => {
    const code = `E2EPRIV${unique().toUpperCase()}`;
    const staff = await staffApi(baseURL!);
    const customer = await newCustomer(baseURL!, { prefix: 'privatecoupon' });
    try {
      await signInStaff(context, baseURL!);
      await page.goto('/admin/coupons/new');
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByLabel('Description').fill('Sorry for the late parcel');
      await page.getByLabel('Discount amount (₹)').fill('50');
      const who = page.getByRole('group', { name: 'Who can use it' });
      await who.getByLabel('Private: never listed, works when entered').check();
      await who.getByLabel('Only these customers (emails)').fill(customer.email);
      await page.getByRole('button', { name: 'Create coupon' }).click();
      await expect(toast(page, 'Coupon created')).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: code, exact: true }) });
      await expect(row).toContainText('Private · For 1 named customer');

      await context.clearCookies();
      await signInContext(context, customer);
      await placeEarlierOrder(baseURL!, customer);
      await addFromShop(page, UNSCENTED_5);
      await openCheckout(page);
      const coupons = page.getByRole('region', { name: 'Coupons' });
      await expect(coupons.getByRole('list')).toContainText('CLUMP10');
      await expect(coupons).not.toContainText(code);
      await coupons.getByLabel('Coupon code').fill(code);
      await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(coupons).toContainText(`${code} applied`);
      await expect(summaryValue(page, 'Total')).toHaveText('₹499.00');
    } finally {
      const id = await couponId(staff, code);
      if (id) await staff.post(`/api/v1/admin/coupons/${id}/deactivate`);
      await staff.dispose();
    }
  });

  test('editing a coupon’s type-specific value, then deactivating it after the confirmation', async ({ page, context, baseURL }) => {
    const code = `E2EPCT${unique().toUpperCase()}`;
    const staff = await staffApi(baseURL!);
    try {
      const created = await staff.post('/api/v1/admin/coupons', {
        data: {
          code,
          type: 'percentage',
          description: 'Edited by the e2e suite',
          isActive: true,
          discountAmount: 0,
          discountPercent: 10,
          minOrderAmount: 50_000,
          buyQuantity: 0,
          getQuantity: 0,
          afterOrders: 0,
          notValidForCOD: false,
          validFrom: null,
          validUntil: null,
          usageLimitTotal: null,
          usageLimitPerUser: 1,
        },
      });
      expect(created.status(), await created.text()).toBe(201);

      await signInStaff(context, baseURL!);
      await page.goto('/admin/coupons');
      await page.getByLabel('Search coupons').fill(code);
      await expect(page).toHaveURL(new RegExp(`q=${code}`));
      const rows = page.getByRole('table', { name: /Coupons/ }).getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('10% off');
      await expect(rows.nth(1)).toContainText('1 per customer');
      await rows.nth(1).getByRole('link', { name: code }).click();

      await expect(page.getByRole('heading', { level: 1, name: `Coupon ${code}` })).toBeVisible();
      await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('readonly', '');
      await expect(page.getByLabel('Discount amount (₹)')).toHaveCount(0);
      const percent = page.getByLabel('Discount (%)');
      await expect(percent).toHaveValue('10');
      await percent.fill('');
      await page.getByRole('button', { name: 'Save changes' }).click();
      // The contract's rule for the type, checked on the coupon as it would be, tied to the field.
      await expect(percent).toHaveAccessibleDescription(/A percentage coupon needs a discount percent/);
      await expect(percent).toBeFocused();
      await percent.fill('15');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(toast(page, 'Coupon saved')).toBeVisible();
      await expect(page.getByRole('main').getByText('15% off')).toBeVisible();

      // Deactivate asks first; Cancel changes nothing.
      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Deactivate ${code}?` });
      await expect(dialog).toContainText('Customers can no longer apply this coupon');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toBeFocused();
      await expect(page.getByLabel('Active', { exact: true })).toBeChecked();

      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await dialog.getByRole('button', { name: 'Deactivate coupon' }).click();
      await expect(toast(page, 'Coupon deactivated')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('main').getByText('Inactive', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Deactivate', exact: true })).toHaveCount(0);
      await expect(page.getByLabel('Active', { exact: true })).not.toBeChecked();

      // The list, filtered to inactive coupons, has it with its new value.
      await page.getByRole('link', { name: 'All coupons' }).click();
      await page.getByLabel('Status').selectOption('false');
      await page.getByLabel('Search coupons').fill(code);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('15% off');
      await expect(rows.nth(1).getByText('Inactive', { exact: true })).toBeVisible();
    } finally {
      const id = await couponId(staff, code);
      if (id) await staff.post(`/api/v1/admin/coupons/${id}/deactivate`);
      await staff.dispose();
    }
  });
});

test.describe('operations console: products', () => {
  test('an admin creates a product, uploads its image, shows it in the shop, then hides it', async ({ page, context, baseURL, browser }) => {
    // The longest journey of the file: the console, and two visitors' browsers opening the shop.
    test.slow();
    const token = unique();
    const productName = `E2E Console Litter ${token}`;
    const staff = await staffApi(baseURL!);
    let productId: string | undefined;
    try {
      await signInStaff(context, baseURL!);
      await page.goto('/admin/products');
      await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
      await expect(page).toHaveTitle(/^Products \| Operations console/);
      await expect(page.getByRole('table', { name: /Products/ })).toContainText('Premium Bentonite Cat Litter - Unscented 5 kg');
      await page.getByRole('link', { name: 'New product' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
      await page.getByLabel('Product name', { exact: true }).fill(productName);
      // The slug follows the name until someone writes one.
      await expect(page.getByLabel('Slug')).toHaveValue(`e2e-console-litter-${token}`);
      await page.getByLabel('Display name').fill('E2E Console Litter');
      await page.getByLabel('Product line').fill(`e2e-console-${token}`);
      await page.getByLabel('Fragrance').selectOption('Lavender');
      await page.getByLabel('Weight or size').fill('2 kg');
      await page.getByLabel('M.R.P. (₹)').fill('400');
      await page.getByLabel('Selling price (₹)').fill('339.50');
      await expect(page.getByRole('status').filter({ hasText: 'Enter the M.R.P. and a selling price in whole rupees to see the offer.' })).toBeVisible();
      // A selling price in whole rupees: the offer customers will see follows, rounded down (₹61 off ₹400 is 15.25%).
      await page.getByLabel('Selling price (₹)').fill('339');
      await expect(page.getByRole('status').filter({ hasText: '15% OFF' })).toBeVisible();
      await page.getByLabel('Stock (units)').fill('50');
      await page.getByLabel('Sort order').fill('900');
      await page.getByLabel('Highlights').fill('Made by the e2e suite\nGone when the test ends');
      // New products start hidden, so nobody sees one without a picture.
      await expect(page.getByLabel('Hidden from the shop')).toBeChecked();
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(toast(page, 'Product created')).toBeVisible();

      await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
      productId = page.url().split('/').pop();
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(page.getByText('This product has no images yet.')).toBeVisible();

      await page.getByLabel('Add an image').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
      await expect(toast(page, 'Image uploaded')).toBeVisible();
      const images = page.getByRole('list', { name: 'Product images, in order' });
      const uploaded = images.getByRole('img', { name: 'Image 1' });
      await expect(uploaded).toBeVisible();
      await expect(images.getByRole('listitem').first()).toContainText('Main image');
      const imagePath = pathOf(await uploaded.getAttribute('src'), baseURL!);

      await page.getByRole('button', { name: 'Show in shop' }).click();
      await expect(toast(page, 'Product is now in the shop')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Hide from shop' })).toBeVisible();

      await asVisitor(browser, baseURL!, async (shop) => {
        const card = productCard(shop, productName);
        await card.scrollIntoViewIfNeeded();
        const image = card.locator('img');
        await expect(image).toBeVisible();
        expect(pathOf(await image.getAttribute('src'), baseURL!)).toBe(imagePath);
        // The browser picks a resized copy (AVIF here) and it decodes. (naturalWidth would say 0: the one-pixel
        // picture is offered as a 320 px wide copy, which is less than one pixel at the card's size.)
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-w\d+\.avif$/);
        expect(await image.evaluate((img: HTMLImageElement) => img.decode().then(() => 'decoded'))).toBe('decoded');
      });

      await page.getByRole('button', { name: 'Hide from shop' }).click();
      const dialog = page.getByRole('dialog', { name: 'Hide this product?' });
      await expect(dialog).toContainText(productName);
      await dialog.getByRole('button', { name: 'Hide product' }).click();
      await expect(toast(page, 'Product hidden from the shop')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show in shop' })).toBeFocused();
      await expect(page.getByLabel('Hidden from the shop')).toBeChecked();

      await asVisitor(browser, baseURL!, async (shop) => {
        await expect(productCard(shop, productName)).toHaveCount(0);
      });

      // The list has it, hidden, with its thumbnail.
      await page.getByRole('link', { name: 'All products' }).click();
      await page.getByLabel('Filter products').fill(token);
      const rows = page.getByRole('table', { name: /Products/ }).getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText('Hidden');
      await expect(rows.nth(1)).toContainText('₹339.00');
      expect(pathOf(await rows.nth(1).locator('img').getAttribute('src'), baseURL!)).toBe(imagePath);
    } finally {
      // Never leave it in the shop, whatever happened: other specs count the shop's products.
      if (productId) await staff.patch(`/api/v1/admin/products/${productId}`, { data: { hidden: true } });
      await staff.dispose();
    }
  });

  test('a file that is not an image is refused before upload; images can be reordered and removed', async ({ page, context, baseURL }) => {
    const staff = await staffApi(baseURL!);
    const product = await hiddenProduct(staff, unique());
    await staff.dispose();

    await signInStaff(context, baseURL!);
    await page.goto(`/admin/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/images')) uploads.push(r.url());
    });

    const input = page.getByLabel('Add an image');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByRole('alert')).toHaveText('“notes.txt” was not uploaded. Images must be JPEG, PNG or WebP.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Images must be JPEG, PNG or WebP/);
    expect(uploads).toEqual([]);

    // Two real images; the second moves up to become the main one.
    await input.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PIXEL_PNG });
    await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
    const first = await page.getByRole('img', { name: 'Image 1' }).getAttribute('src');
    const second = await page.getByRole('img', { name: 'Image 2' }).getAttribute('src');

    await expect(page.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move image 2 up' }).click();
    await expect(page.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', second!);
    await expect(page.getByRole('img', { name: 'Image 2' })).toHaveAttribute('src', first!);
    // Focus follows the image to its new place; at the top, Move up is disabled, so Move down has it.
    await expect(page.getByRole('button', { name: 'Move image 1 down' })).toBeFocused();

    await page.getByRole('button', { name: 'Remove image 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove image 1?' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Remove image' }).click();
    await expect(toast(page, 'Image removed')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Image 2' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', first!);
  });

  test('the product form shows each problem at its field and focuses the first', async ({ page, context, baseURL }) => {
    await signInStaff(context, baseURL!);
    await page.goto('/admin/products/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByLabel('Display name').fill('Nameless');
    await page.getByLabel('Slug').fill('Not a slug');
    await page.getByLabel('M.R.P. (₹)').fill('abc');
    await page.getByLabel('Stock (units)').fill('-5');
    await page.getByRole('button', { name: 'Create product' }).click();

    const name = page.getByLabel('Product name', { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/^Enter the product name/);
    await expect(page.getByLabel('Slug')).toHaveAccessibleDescription(/^Slugs use lower-case letters, digits and single hyphens/);
    await expect(page.getByLabel('M.R.P. (₹)')).toHaveAccessibleDescription(/^M.R.P. must be a number/);
    await expect(page.getByLabel('Selling price (₹)')).toHaveAccessibleDescription(/^Selling price must be a number/);
    await expect(page.getByLabel('Stock (units)')).toHaveAccessibleDescription('Stock cannot be negative');
    await expect(page.getByText('Enter the M.R.P. and a selling price in whole rupees to see the offer.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Fixing a field clears its message.
    await page.getByLabel('Stock (units)').fill('5');
    await expect(page.getByLabel('Stock (units)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
  });
});

test.describe('operations console: refusals from the server', () => {
  test.use({
    expectedHttpErrors: async ({ baseURL: _b }, use) =>
      use([
        { status: 409, path: '/api/v1/admin/products' },
        { status: 409, path: '/api/v1/admin/coupons' },
      ]),
  });

  test('a slug or a coupon code already in use is refused at its field, in the server’s words', async ({ page, context, baseURL }) => {
    await signInStaff(context, baseURL!);
    await page.goto('/admin/products/new');
    await page.getByLabel('Product name', { exact: true }).fill(`E2E Duplicate ${unique()}`);
    await page.getByLabel('Display name').fill('Duplicate');
    await page.getByLabel('Slug').fill('stainless-steel-litter-scoop');
    await page.getByLabel('Product line').fill('e2e-duplicate');
    await page.getByLabel('Weight or size').fill('1 unit');
    await page.getByLabel('M.R.P. (₹)').fill('100');
    await page.getByLabel('Selling price (₹)').fill('99');
    await page.getByLabel('Stock (units)').fill('50');
    await page.getByRole('button', { name: 'Create product' }).click();
    const slug = page.getByLabel('Slug');
    await expect(slug).toHaveAccessibleDescription(/^Another product already uses this slug/);
    await expect(slug).toBeFocused();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);

    await page.goto('/admin/coupons/new');
    await page.getByLabel('Code', { exact: true }).fill('purr100');
    await page.getByLabel('Discount amount (₹)').fill('10');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    const code = page.getByLabel('Code', { exact: true });
    await expect(code).toHaveAccessibleDescription(/^A coupon with this code already exists/);
    await expect(code).toBeFocused();
  });
});

test.describe('operations console: catalogue accessibility', () => {
  test('the product form and the coupon form pass axe, for every coupon type', async ({ page, context, baseURL }) => {
    await signInStaff(context, baseURL!);
    await page.goto('/admin/products/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/coupons/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
    for (const [type, field] of [
      ['flat', 'Discount amount (₹)'],
      ['percentage', 'Discount (%)'],
      ['buyXgetY', 'Free quantity'],
      ['loyalty', 'Orders that earn it'],
    ] as const) {
      await page.getByLabel('Type').selectOption(type);
      await expect(page.getByLabel(field)).toBeVisible();
    }
    await page.getByLabel('Type').selectOption('free_order');
    await expect(page.getByText('never apply to Cash on Delivery orders')).toBeVisible();
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByLabel('Code', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Code', { exact: true })).toHaveAccessibleDescription(/^Enter a code/);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/coupons');
    await expect(page.getByRole('table', { name: /Coupons/ })).toContainText('PURR100');
    await expectNoSeriousA11yViolations(page);
  });
});
