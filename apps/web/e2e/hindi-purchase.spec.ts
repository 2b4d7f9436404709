import type { Locator, Page } from '@playwright/test';
import { GRIEVANCE_OFFICER } from '@shop/contract/grievance-officer';
import { nextCode, uniqueEmail, uniquePhone } from './accounts';
import { spacedMobile, toast } from './auth-ui';
import { expect, test } from './fixtures';
import { LAVENDER_5, UNSCENTED_20 } from './shop';
import { expectFitsScreen } from './viewport';

const PHONE_WIDTH = 390;

/**
 * Latin words a Hindi screen may show: names of brands and services, the abbreviations Indian shops write in Latin
 * letters in Hindi too, and the language switch's "English" (each language named in itself). Anything else in Latin
 * letters is English left on screen.
 */
const ALLOWED_WORDS = new Set(['English', 'EN', 'Purrfect', 'Litter', 'Google', 'Razorpay', 'WhatsApp', 'COD', 'UPI', 'OTP', 'ID', 'SMS', 'MRP', 'JPEG', 'PNG', 'WebP', 'MB', 'kg', 'am', 'pm']);

/** The seeded coupons' codes, written in Latin letters in every language. */
const COUPON_CODES = ['FIRSTFREE', 'BUY2GET1', 'PURR100', 'CLUMP10', 'LOYALTY6'];

/**
 * The English words left in what a part of the screen shows (its rendered text, what a sighted customer and a screen
 * reader get), leaving out the product names, the customer's own details and order numbers.
 */
async function englishLeft(scope: Locator, data: readonly string[]): Promise<string[]> {
  // Coupons' descriptions are the shop's own data, stored in Hindi too: a Hindi page shows them in Hindi, cookie or not.
  let text = await scope.evaluate((el) => (el as HTMLElement).innerText);
  for (const known of [...data].sort((a, b) => b.length - a.length)) text = text.split(known).join(' ');
  text = text.replace(/ORD-[\w-]+/g, ' ').replace(/\S+@\S+/g, ' ');
  const words = text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  return [...new Set(words.filter((w) => !ALLOWED_WORDS.has(w)))];
}

async function expectHindi(scope: Locator, where: string, data: readonly string[]): Promise<void> {
  await expect.poll(() => englishLeft(scope, data), { message: `English words left on ${where}` }).toEqual([]);
}

async function typeCodeInHindi(page: Page, scope: Locator, code: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'अंक 1 / 6' }).click();
  await page.keyboard.type(code);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.use({
  viewport: { width: PHONE_WIDTH, height: 844 },
  // The refused coupon, on purpose.
  expectedHttpErrors: [{ status: 422, path: '/api/v1/order/validate-coupon' }],
});

test('a customer signs up, fills the cart, applies a coupon, pays cash on delivery and tracks the order, all in Hindi', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('hindi');
  const phone = uniquePhone();
  const name = 'Kavya Rao';
  const street = '221 Residency Road';
  // What the customer typed, the product names and the grievance officer's name stay as they are; the words around
  // them (the fragrances too) are Hindi.
  const data = [UNSCENTED_20, LAVENDER_5, name, street, 'Bengaluru', 'Karnataka', 'India', ...COUPON_CODES, spacedMobile(phone), 'Urban', GRIEVANCE_OFFICER.name];

  // A signed-out visitor opening the Hindi cart is asked to sign in, in Hindi, and can sign up from there.
  await page.goto('/hi/cart');
  const login = page.getByRole('dialog', { name: 'लॉग इन' });
  await expect(login).toBeVisible();
  await expectHindi(login, 'the login dialog', data);
  await login.getByRole('button', { name: 'अभी तक खाता नहीं बनाया? साइन अप करें' }).click();

  const signup = page.getByRole('dialog', { name: 'अपना खाता बनाएँ' });
  await expect(signup.getByText('चरण 1 / 4')).toBeVisible();
  await expectHindi(signup, 'the sign-up dialog', data);
  await signup.getByLabel('ईमेल', { exact: true }).fill(email);
  await signup.getByRole('button', { name: 'आगे बढ़ें', exact: true }).click();

  const passwordStep = page.getByRole('dialog', { name: 'पासवर्ड बनाएँ' });
  await passwordStep.getByLabel('पासवर्ड बनाएँ').fill('purrfect-pass-1');
  await passwordStep.getByLabel('पासवर्ड दोबारा डालें').fill('purrfect-pass-1');
  await expectHindi(passwordStep, 'the password step', data);
  await passwordStep.getByRole('button', { name: 'जमा करें' }).click();

  const codeStep = page.getByRole('dialog', { name: 'अपना ईमेल सत्यापित करें' });
  await expect(codeStep.getByText('चरण 3 / 4')).toBeVisible();
  await expectHindi(codeStep, 'the email code step', data);
  await typeCodeInHindi(page, codeStep, await nextCode(page.request, email));
  await codeStep.getByRole('button', { name: 'सत्यापित करें' }).click();
  await expect(toast(page, 'OTP सत्यापित हो गया')).toBeVisible();

  const profile = page.getByRole('dialog', { name: 'अपने बारे में बताएँ' });
  await profile.getByLabel('पूरा नाम').fill(name);
  await profile.getByLabel('फ़ोन नंबर').fill(phone);
  await expectHindi(profile, 'the profile step', data);
  await profile.getByRole('button', { name: 'आगे', exact: true }).click();
  await profile.getByLabel('मकान नंबर / गली का पता').fill(street);
  await profile.getByLabel('पिनकोड').fill('560025');
  await expectHindi(profile, 'the address step', data);
  await profile.getByRole('button', { name: 'सेव करें', exact: true }).click();
  await expect(profile.getByText(`${spacedMobile(phone)} पर भेजा गया 6 अंकों का कोड डालें`)).toBeVisible();
  await expectHindi(profile, 'the mobile number check', data);
  await typeCodeInHindi(page, profile, await nextCode(page.request, `+91${phone}`));
  await profile.getByRole('button', { name: 'सत्यापित करें', exact: true }).click();
  await expect(toast(page, 'मोबाइल नंबर सत्यापित हो गया: अब आप इस पर भेजे कोड से लॉग इन कर सकते हैं।')).toBeVisible();
  await expect(toast(page, 'प्रोफ़ाइल सेव हो गई')).toBeVisible();
  await expect(profile).toBeHidden();

  // An earlier order (so the first-order offer does not apply) and the bag's product, through the customer's session.
  const products = (await (await page.request.get('/api/v1/products/all-products')).json()) as { products: Array<{ _id: string; productName: string }> };
  const productId = (productName: string) => products.products.find((p) => p.productName === productName)!._id;
  const earlier = await page.request.post('/api/v1/order/create-order', {
    data: { items: [{ productId: productId(LAVENDER_5), quantity: 1 }], payment: { method: 'COD', status: 'pending' } },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);
  const added = await page.request.post('/api/v1/cart/add-to-cart', { data: { productId: productId(UNSCENTED_20), quantity: 1, multiplier: 1 } });
  expect(added.ok(), await added.text()).toBe(true);

  // The bag.
  await page.goto('/hi/cart');
  await expect(page.getByRole('heading', { name: 'मेरा बैग', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  // The day the courier gives, in Hindi, as the English page gives it.
  await expect(main.getByRole('region', { name: 'डिलीवरी का पता' }).getByRole('status')).toHaveText(/^(सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार), \d{1,2} \S+ तक डिलीवरी$/);
  await expectHindi(page.locator('body'), 'the cart, header and footer included', data);
  await expectFitsScreen(page, 'the Hindi cart', PHONE_WIDTH);
  await main.getByRole('button', { name: 'चेकआउट पर जाएँ' }).click();

  // The checkout, with a coupon.
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await expect(page.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
  await expect(main.getByText('डिलीवरी जाँची जा रही है…')).toHaveCount(0);
  const summary = main.getByRole('region', { name: 'ऑर्डर का सारांश' });
  await expect(summary.locator('dt:text-is("कुल") + dd')).toHaveText('₹1,649.00');
  const coupons = main.getByRole('region', { name: 'कूपन' });
  // The server's refusal arrives with its reason key, and says it in Hindi.
  await coupons.getByLabel('कूपन कोड').fill('nosuchcode');
  await coupons.getByRole('button', { name: 'लगाएँ', exact: true }).click();
  await expect(toast(page, 'कूपन कोड गलत है')).toBeVisible();
  await coupons.getByLabel('कूपन कोड').fill('purr100');
  await coupons.getByRole('button', { name: 'लगाएँ', exact: true }).click();
  await expect(toast(page, 'कूपन लग गया!')).toBeVisible();
  await expect(coupons).toContainText('PURR100 लग गया');
  await expect(summary.locator('dt:text-is("कूपन छूट") + dd')).toHaveText('−₹100.00');
  await expect(summary.locator('dt:text-is("कुल") + dd')).toHaveText('₹1,549.00');
  await expectHindi(page.locator('body'), 'the checkout, header and footer included', data);
  await expectFitsScreen(page, 'the Hindi checkout', PHONE_WIDTH);
  await shot(page, 'checkout');

  // Cash on Delivery.
  await summary.getByRole('button', { name: 'पेमेंट पर जाएँ' }).click();
  const payment = page.getByRole('dialog', { name: 'पेमेंट का तरीका चुनें' });
  await expect(payment).toBeVisible();
  await expectHindi(payment, 'the payment dialog', data);
  await payment.getByRole('button', { name: /कैश ऑन डिलीवरी \(COD\)/ }).click();
  await expect(payment).toContainText('डिलीवरी पर चुकाना है: ₹1,549');
  await expectHindi(payment, 'the Cash on Delivery step', data);
  await shot(page, 'payment');
  await payment.getByRole('button', { name: 'ऑर्डर करें · डिलीवरी पर ₹1,549 चुकाएँ' }).click();

  // The order is placed.
  await expect(page.getByRole('heading', { name: 'ऑर्डर सफलतापूर्वक हो गया!' })).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/order-success$/);
  await expect(main.getByRole('status')).toHaveText('डिलीवरी पर ₹1,549 चुकाने हैं। कृपया ₹1,549 कैश या UPI से तैयार रखें।');
  await expectHindi(page.locator('body'), 'the order success page, header and footer included', data);
  await expectFitsScreen(page, 'the Hindi order success page', PHONE_WIDTH);
  await shot(page, 'success');

  // And tracked.
  await main.getByRole('link', { name: 'अपना ऑर्डर ट्रैक करें' }).click();
  await expect(page).toHaveURL(/\/hi\/track\/ORD-/);
  await expect(main.getByRole('heading', { name: 'ऑर्डर हो गया', level: 1 })).toBeVisible();
  await expect(main.getByRole('progressbar', { name: 'डिलीवरी की प्रगति' })).toBeVisible();
  await expectHindi(page.locator('body'), 'the tracking page, header and footer included', data);
  await expectFitsScreen(page, 'the Hindi tracking page', PHONE_WIDTH);
  await shot(page, 'tracking');
});
