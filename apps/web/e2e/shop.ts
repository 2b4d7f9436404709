import { expect, request as playwrightRequest, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { freshSession, newCustomer, signInContext, type Customer } from './accounts';
import { toast } from './auth-ui';
import { appReady } from './fixtures';

/** Seeded products and their prices: M.R.P. less the product's offer. */
export const UNSCENTED_5 = 'Premium Bentonite Cat Litter - Unscented 5 kg'; // M.R.P. ₹649 sold at ₹549
export const LAVENDER_5 = 'Premium Bentonite Cat Litter - Lavender 5 kg'; // M.R.P. ₹699 sold at ₹589
export const UNSCENTED_20 = 'Premium Bentonite Cat Litter - Unscented 20 kg'; // M.R.P. ₹2,199 sold at ₹1,649

/** A new customer with a completed profile (primary address 12 MG Road, 560001), signed in in this browser context. */
export async function signedInCustomer(context: BrowserContext, baseURL: string, prefix: string): Promise<Customer> {
  const customer = await newCustomer(baseURL, { prefix });
  await signInContext(context, customer);
  return customer;
}

/** The line the shop page's filters fold under on a phone ("Filters", or "Filters 2 on"). */
export function filtersFold(page: Page): Locator {
  return page.getByRole('main').getByText(/^Filters( \d+ on)?$/);
}

/** Opens the fold the shop page's filters sit in on a phone. */
export async function openFilters(page: Page): Promise<void> {
  await filtersFold(page).click();
  await expect(page.getByRole('main').getByRole('group', { name: 'Filter products' })).toBeVisible();
}

/** A product's card on the shop page. */
export function productCard(page: Page, productName: string): Locator {
  return page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: productName, exact: true }) });
}

/** Adds a product from the shop page, as a customer would, and waits for the success toast. */
export async function addFromShop(page: Page, productName: string): Promise<void> {
  if (!page.url().endsWith('/explore')) await page.goto('/explore');
  await appReady(page);
  await productCard(page, productName).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(toast(page, 'Product added to cart successfully').last()).toBeVisible();
  await expect(productCard(page, productName).getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
}

/** The header's cart link, whose name carries the badge's count. */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ });
}

/**
 * Places a Cash on Delivery order for the customer through the API, so later checkouts are not the first order
 * (no automatic first-order coupon).
 */
export async function placeEarlierOrder(baseURL: string, customer: Customer, productName = LAVENDER_5): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: await freshSession(customer, baseURL) });
  try {
    const products = (await (await api.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
    const product = products.products.find((p) => p.productName === productName);
    expect(product, `${productName} is seeded`).toBeTruthy();
    const item = { productId: product!._id, quantity: 1 };
    const order = await api.post('/api/v1/order/create-order', { data: { items: [item], payment: { method: 'COD', status: 'pending' } } });
    expect(order.status(), await order.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/** The customer's orders, newest first, as the API reports them. */
export async function ordersOf(baseURL: string, customer: Customer): Promise<Array<{ customOrderId: string; couponCode: string | null; total: number; paymentMethod: string }>> {
  const api = await playwrightRequest.newContext({ baseURL, storageState: await freshSession(customer, baseURL) });
  try {
    const response = await api.post('/api/v1/order/get-my-orders', { data: {} });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { orders: Array<{ customOrderId: string; couponCode: string | null; total: number; paymentMethod: string }> }).orders;
  } finally {
    await api.dispose();
  }
}

/** The Order Summary panel. */
export function orderSummary(page: Page): Locator {
  return page.getByRole('region', { name: 'Order Summary' });
}

/** The value of a money row of the summary, by its label, e.g. summaryValue(page, 'Total'). */
export function summaryValue(page: Page, label: string): Locator {
  return orderSummary(page).locator(`dt:text-is("${label}") + dd`);
}

/** Goes to the checkout and waits until the delivery check has answered. */
export async function openCheckout(page: Page): Promise<void> {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery Address' }).getByText('Checking delivery…')).toHaveCount(0);
}

/** Opens 'Select Payment Method' from the summary's proceed button. */
export async function openPaymentDialog(page: Page): Promise<Locator> {
  await orderSummary(page).getByRole('button', { name: 'Proceed to Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Payment Method' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The offline payment gateway's Checkout popup. */
export function sandboxCheckout(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Sandbox payment' });
}
