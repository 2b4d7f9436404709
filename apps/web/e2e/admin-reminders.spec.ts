import { currentConsentVersion } from '@shop/contract/consent-rules';
import { newCustomer, signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { addFromShop, LAVENDER_5 } from './shop';
import { signInStaff } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('the console’s Reminders page on a phone', () => {
  // A coupon code no coupon has, refused on purpose.
  test.use({ viewport: PHONE, expectedHttpErrors: [{ status: 422, path: '/api/v1/admin/settings/reminders' }] });

  test('staff set the timing and the second reminder’s coupon, and see each reminder with its outcome', async ({ page, context, browser, baseURL, request }) => {
    // A customer who agreed to reminders by email gets one now (the development shortcut skips the wait).
    const customer = await newCustomer(baseURL!, { prefix: 'remindstaff' });
    const shopper = await browser.newContext({ viewport: PHONE, baseURL });
    await signInContext(shopper, customer);
    const shopperPage = await shopper.newPage();
    const agreed = await shopperPage.request.put('/api/v1/user/consents', {
      data: { source: 'profile', changes: [{ purpose: 'offers_email', granted: true, version: currentConsentVersion('offers_email') }] },
    });
    expect(agreed.ok()).toBe(true);
    await addFromShop(shopperPage, LAVENDER_5);
    expect(await (await request.post('/dev/reminders/send-now', { data: { email: customer.email } })).json()).toEqual({ outcome: 'sent' });
    await shopper.close();

    await signInStaff(context, baseURL!);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Reminders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();

    const coupon = page.getByLabel('Coupon offered in the second reminder');
    await coupon.fill('NOSUCHCOUPON');
    await page.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByText('No coupon has this code. Create it first, or leave the field empty.')).toBeVisible();
    await coupon.fill('');
    await page.getByLabel('Second reminder, hours after the cart was last changed').fill('36');
    await page.getByRole('button', { name: 'Save reminders' }).click();
    await expect(toast(page, 'Reminder settings saved')).toBeVisible();
    await expect(page.getByLabel('Second reminder, hours after the cart was last changed')).toHaveValue('36');

    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText('Cart, first');
    await expect(row).toContainText('Sent');
    await expect(page.getByText('Carts reminded')).toBeVisible();
    await expectFitsScreen(page, 'the console’s Reminders page', PHONE.width);
    await expectNoSeriousA11yViolations(page);
  });
});
