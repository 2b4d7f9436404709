import type { Locator, Page } from '@playwright/test';
import { uniqueEmail, uniquePhone } from './accounts';
import { expectLoggedIn, openLoginDialog, openSignupDialog, toast, verifyMobile } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Signs in through the offline test identity provider that stands in for Google here. */
async function continueWithGoogle(page: Page, from: Locator, email: string, name: string) {
  await from.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Offline test identity provider' });
  await expect(chooser).toBeVisible();
  await expect(chooser.getByLabel('Test account email')).toBeFocused();
  await chooser.getByLabel('Test account email').fill(email);
  await chooser.getByLabel('Test account name').fill(name);
  await chooser.getByRole('button', { name: 'Sign in as this account' }).click();
  await expect(chooser).toBeHidden();
}

test.describe('Google sign-in through the offline identity provider', () => {
  test('a new account goes to the profile step with its email locked', async ({ page }) => {
    const email = uniqueEmail('google-new');
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Offline test identity provider' });
    await expectNoSeriousA11yViolations(page);
    // Escape closes only the chooser.
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();
    await expect(dialog).toBeVisible();

    await continueWithGoogle(page, dialog, email, 'Riya Sen');
    const profile = page.getByRole('dialog', { name: 'Complete your profile' });
    await expect(profile.getByLabel('Email Address')).toHaveValue(email);
    await expect(profile.getByLabel('Email Address')).not.toBeEditable();
    // The name comes from the Google profile; the mobile number is asked for, and verified after saving.
    await expect(profile.getByLabel('Full Name')).toHaveValue('Riya Sen');
    const phone = uniquePhone();
    await profile.getByLabel('Phone Number').fill(phone);
    await profile.getByRole('button', { name: 'Next' }).click();
    await profile.getByLabel('Street address / House no.').fill('9 Park Street');
    await profile.getByLabel('Pincode').fill('700016');
    await expect(profile.getByLabel('City')).toHaveValue('Kolkata');
    await profile.getByRole('button', { name: 'Save Details' }).click();
    await verifyMobile(page, profile, phone);
    await expect(toast(page, 'Profile details saved successfully')).toBeVisible();
    await expect(profile).toBeHidden();
    await expectLoggedIn(page);
  });

  test('an existing account is logged in at once: "Login successful"', async ({ page, workerCustomer }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await continueWithGoogle(page, dialog, workerCustomer.email, workerCustomer.name);
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectLoggedIn(page);
  });

  test('from the sign-up modal: "Logged in successfully" for an existing account, step 4 for a new one', async ({ page, workerCustomer }) => {
    await page.goto('/');
    const signup = await openSignupDialog(page);
    await continueWithGoogle(page, signup, workerCustomer.email, workerCustomer.name);
    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    await expect(signup).toBeHidden();
    await expectLoggedIn(page);

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveCount(0);

    const email = uniqueEmail('google-signup');
    const again = await openSignupDialog(page);
    await continueWithGoogle(page, again, email, 'Dev Patel');
    const profile = page.getByRole('dialog', { name: 'Tell us about you' });
    await expect(profile.getByText('Step 4 of 4')).toBeVisible();
    await expect(profile.getByLabel('Email Address')).toHaveValue(email);
    await expect(profile.getByLabel('Email Address')).not.toBeEditable();
    await expect(profile.getByLabel('Full Name')).toHaveValue('Dev Patel');
    await expect(profile.getByLabel('Phone Number')).toBeVisible();
  });
});
