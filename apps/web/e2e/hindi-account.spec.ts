import type { BrowserContext, Page } from '@playwright/test';
import { newCustomer, signInContext } from './accounts';
import { expect, test } from './fixtures';

/** A signed-in customer's language: chosen with the switch, kept on the profile, offered on a device that never chose. */
test.use({ viewport: { width: 390, height: 844 } });

const languageCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'shop_lang')?.value;
const profileLanguage = async (page: Page) => ((await (await page.request.get('/api/v1/user/me')).json()) as { userDetails: { language: string } }).userDetails.language;

test.describe('a signed-in customer', () => {
  test('who switches to Hindi has it on their profile, and the forms answer in Hindi', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'switcher' });
    await signInContext(context, customer);
    await page.goto('/account-details');
    await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
    expect(await profileLanguage(page)).toBe('en');

    await page.getByRole('banner').getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/account-details$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(await languageCookie(context)).toBe('hi');
    // Their mails and texts speak it from now on.
    expect(await profileLanguage(page)).toBe('hi');

    // A number the contract refuses is refused in Hindi, the English of the check nowhere.
    const personal = page.getByRole('region', { name: 'निजी जानकारी' });
    await personal.getByRole('button', { name: 'निजी जानकारी बदलें' }).click();
    await personal.getByLabel('फ़ोन नंबर').fill('12345');
    await personal.getByRole('button', { name: 'सेव करें' }).click();
    await expect(personal.getByText('सही 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeVisible();
    await expect(personal.getByText('Enter a valid 10-digit Indian mobile number')).toHaveCount(0);

    // And back: the profile follows.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/account-details$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    expect(await profileLanguage(page)).toBe('en');
  });

  test('whose account speaks Hindi is offered it on a device that never chose, and is never sent there', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'newdevice' });
    await signInContext(context, customer);
    const chosen = await page.request.put('/api/v1/user/me-update-profile', { data: { language: 'hi' } });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    expect(await languageCookie(context)).toBeUndefined();

    await page.goto('/explore');
    const offer = page.getByRole('complementary', { name: 'हिन्दी में देखें' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('आपने अपने खाते के लिए हिन्दी चुनी है।');
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    // Staying in English is remembered on this device; the account keeps Hindi for its messages.
    await offer.getByRole('button', { name: 'English में ही रहें' }).click();
    await expect(offer).toHaveCount(0);
    expect(await languageCookie(context)).toBe('en');
    expect(await profileLanguage(page)).toBe('hi');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop all products' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'हिन्दी में देखें' })).toHaveCount(0);

    // Another device: taking the offer keeps the page, now in Hindi.
    await context.clearCookies({ name: 'shop_lang' });
    await page.goto('/explore?q=rose');
    await page.getByRole('complementary', { name: 'हिन्दी में देखें' }).getByRole('link', { name: 'हिन्दी में देखें' }).click();
    await expect(page).toHaveURL(/\/hi\/explore\?q=rose$/);
    await expect(page.getByRole('heading', { level: 1, name: '“rose” के नतीजे' })).toBeVisible();
    expect(await languageCookie(context)).toBe('hi');
    await expect(page.getByRole('complementary', { name: 'हिन्दी में देखें' })).toHaveCount(0);
  });
});
