import type { DevMessage } from '@shop/contract/dev';
import { mailCount, newCustomer, nextCode, signInContext, uniqueEmail, uniquePhone } from './accounts';
import { openSignupDialog, toast, typeCode, verifyMobile } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { customerApi, placeOrder, ROSE_5 } from './orders';
import { addFromShop, openCheckout, openPaymentDialog, orderSummary, placeEarlierOrder, productCard, UNSCENTED_5 } from './shop';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

test.describe('consent and the refill reorder, on a phone', () => {
  test('consent given at sign-up: one box ticked, and the account page’s reminder choices show it on', async ({ page, request }) => {
    const email = uniqueEmail('consent');
    await page.goto('/');
    const dialog = await openSignupDialog(page);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const passwordStep = page.getByRole('dialog', { name: 'Create a password' });
    await passwordStep.getByLabel('Create Password').fill('purrfect-pass-1');
    await passwordStep.getByLabel('Confirm Password').fill('purrfect-pass-1');
    const seen = await mailCount(request, email);
    await passwordStep.getByRole('button', { name: 'Submit' }).click();
    const codeStep = page.getByRole('dialog', { name: 'Verify your email' });
    await typeCode(page, codeStep, await nextCode(request, email, seen));
    await codeStep.getByRole('button', { name: 'Verify' }).click();

    const profile = page.getByRole('dialog', { name: 'Tell us about you' });
    await profile.getByLabel('Full Name').fill('Kavya Rao');
    const phone = uniquePhone();
    await profile.getByLabel('Phone Number').fill(phone);
    await profile.getByRole('button', { name: 'Next' }).click();
    await profile.getByLabel('Street address / House no.').fill('221 Residency Road');
    await profile.getByLabel('Pincode').fill('560025');

    // Asked in plain words, nothing ticked.
    const stayInTouch = profile.getByRole('group', { name: 'Stay in touch (optional)' });
    const boxes = stayInTouch.getByRole('checkbox');
    await expect(boxes).toHaveCount(4);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await expectFitsScreen(page, 'the sign-up profile step with its consent boxes', PHONE.width);
    await expectNoSeriousA11yViolations(page);
    await stayInTouch.getByRole('checkbox', { name: 'Send me those reminders and offers by email' }).check();

    await profile.getByRole('button', { name: 'Save', exact: true }).click();
    await verifyMobile(page, profile, phone);
    await expect(toast(page, 'Profile saved successfully')).toBeVisible();
    await expect(profile).toBeHidden();

    await page.goto('/account-details');
    const choices = page.getByRole('region', { name: 'Reminders and offers' });
    await expect(choices.getByRole('checkbox', { name: 'Reminders and offers by email' })).toBeChecked();
    await expect(choices.getByRole('checkbox', { name: 'Reminders and offers on WhatsApp' })).not.toBeChecked();
    await expect(choices.getByRole('checkbox', { name: 'Reminders and offers by SMS' })).not.toBeChecked();
    await choices.getByText('What you agreed to').click();
    await expect(choices.getByText(/^Agreed: Reminders and offers by email/)).toBeVisible();
  });

  test('a refill reminder’s link, opened signed out on another device, signs in and lands on checkout with the last order’s address and payment chosen', async ({ page, baseURL, request }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'refill' });
    const api = await customerApi(baseURL!, customer);
    const consent = await api.put('/api/v1/user/consents', { data: { source: 'profile', changes: [{ purpose: 'offers_email', granted: true, version: '2026-11-27' }] } });
    expect(consent.ok(), await consent.text()).toBe(true);
    const order = await placeOrder(api, ROSE_5, 1);
    await api.dispose();

    const sent = await request.post('/dev/reminders/refill-now', { data: { email: customer.email } });
    expect(await sent.json()).toEqual({ outcome: 'sent' });
    const mails = ((await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(customer.email)}`)).json()) as { messages: DevMessage[] }).messages;
    const reminder = mails.find((m) => m.subject === 'Running low on litter?');
    expect(reminder, 'the refill reminder is in the mailbox').toBeTruthy();
    const link = new URL(/https?:\/\/\S+\/restore\/\S+/.exec(reminder!.text)![0].replace(/[.,]$/, ''));

    // Another device, signed out: the link asks for sign-in, then goes on by itself.
    await page.goto(link.pathname);
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await login.getByLabel('Email', { exact: true }).fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    const notice = page.getByRole('region', { name: `Reordering ${order.customOrderId}` });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Payment: Cash on Delivery, as last time');
    const address = page.getByRole('region', { name: 'Delivery Address' });
    await expect(address).toContainText('12 MG Road');
    await expect(address.getByText('Checking delivery…')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(ROSE_5).first()).toBeVisible();
    await expectFitsScreen(page, 'checkout opened by a reorder', PHONE.width);
    await expectNoSeriousA11yViolations(page);

    // The payment choice of last time is already made: Cash on Delivery opens at its confirmation.
    await orderSummary(page).getByRole('button', { name: 'Proceed to Payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Select Payment Method' });
    await expect(payment.getByRole('heading', { name: 'Cash on Delivery (COD)' })).toBeVisible();
    await expect(payment.getByRole('button', { name: /^Place order · ₹[\d,]+ to pay on delivery$/ })).toBeVisible();
    await payment.getByRole('button', { name: 'Choose another way to pay' }).click();
    await expect(payment.getByText('Your choice last time')).toBeVisible();
  });

  test('the product page shows, before paying, the price breakup, the country of origin and the seller', async ({ page }) => {
    await page.goto('/explore');
    await productCard(page, UNSCENTED_5).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: UNSCENTED_5 })).toBeVisible();
    const breakup = page.getByRole('region', { name: 'Price breakup' });
    await expect(breakup.getByRole('definition').first()).toHaveText('₹549.00');
    await expect(breakup.getByRole('term').nth(1)).toHaveText('GST included (5%)');
    await expect(breakup.getByRole('definition').nth(1)).toHaveText('₹26.14');
    await expect(breakup.getByRole('definition').nth(2)).toHaveText('Free');
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText('Country of originIndia');
    await expect(details).toContainText('Sold byPurrfect Litter Private Limited');
    await expectFitsScreen(page, 'the product page with its price breakup', PHONE.width);
  });

  test('checkout asks a customer never asked, and the box ticked there is on in the account after the order', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'checkout-consent' });
    // An earlier order: no automatic first-order coupon in the way.
    await placeEarlierOrder(baseURL!, customer);
    await signInContext(context, customer);
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    const stayInTouch = page.getByRole('group', { name: 'Stay in touch (optional)' });
    const whatsapp = stayInTouch.getByRole('checkbox', { name: 'Remind me about my cart and my next bag of litter, with offers, on WhatsApp' });
    await expect(whatsapp).not.toBeChecked();
    await expect(stayInTouch.getByRole('checkbox')).toHaveCount(3);
    await whatsapp.check();
    await expectFitsScreen(page, 'checkout with its consent boxes', PHONE.width);

    const payment = await openPaymentDialog(page);
    await payment.getByRole('button', { name: /Cash on Delivery \(COD\)/ }).click();
    await payment.getByRole('button', { name: /^Place order · ₹[\d,]+ to pay on delivery$/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

    await page.goto('/account-details');
    const choices = page.getByRole('region', { name: 'Reminders and offers' });
    await expect(choices.getByRole('checkbox', { name: 'Reminders and offers on WhatsApp' })).toBeChecked();
    await expect(choices.getByRole('checkbox', { name: 'Reminders and offers by email' })).not.toBeChecked();

    // Answered now: the next checkout does not ask about it again.
    await addFromShop(page, UNSCENTED_5);
    await openCheckout(page);
    await expect(page.getByRole('group', { name: 'Stay in touch (optional)' }).getByRole('checkbox')).toHaveCount(2);
  });
});
