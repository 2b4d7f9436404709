import { mailCount, nextCode, uniqueEmail, uniquePhone } from './accounts';
import { expectLoggedIn, openLoginDialog, openSignupDialog, toast, typeCode, verifyMobile } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('sign-up modal', () => {
  test('signs up with email, password, the mailed code and the profile, and ends logged in', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    const dialog = await openSignupDialog(page);
    await expect(dialog.getByText('Step 1 of 4')).toBeVisible();

    // Step 1: Continue is disabled until there is an email.
    const cont = dialog.getByRole('button', { name: 'Continue', exact: true });
    await expect(cont).toBeDisabled();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await cont.click();

    // Step 2: both passwords, equal, else Submit stays disabled.
    const passwordStep = page.getByRole('dialog', { name: 'Create a password' });
    const submit = passwordStep.getByRole('button', { name: 'Submit' });
    await passwordStep.getByLabel('Create Password').fill('purrfect-pass-1');
    await expect(submit).toBeDisabled();
    await passwordStep.getByLabel('Confirm Password').fill('purrfect-pass-2');
    await expect(submit).toBeDisabled();
    await passwordStep.getByLabel('Confirm Password').fill('purrfect-pass-1');
    const seen = await mailCount(request, email);
    await submit.click();

    // Step 3: the six-digit code from the mail.
    const codeStep = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(codeStep.getByText('Step 3 of 4')).toBeVisible();
    const verify = codeStep.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    const code = await nextCode(request, email, seen);
    await typeCode(page, codeStep, code.slice(0, 5));
    await expect(verify).toBeDisabled();
    await page.keyboard.type(code.slice(5));
    await verify.click();
    await expect(toast(page, 'Otp Verified successfully')).toBeVisible();

    // Step 4: the profile, with the account's email locked.
    const profile = page.getByRole('dialog', { name: 'Tell us about you' });
    const emailField = profile.getByLabel('Email Address');
    await expect(emailField).toHaveValue(email);
    await expect(emailField).not.toBeEditable();
    const next = profile.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await profile.getByLabel('Full Name').fill('Kavya Rao');
    await expect(next).toBeDisabled();
    const phone = uniquePhone();
    await profile.getByLabel('Phone Number').fill(phone);
    await next.click();
    const save = profile.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await profile.getByLabel('Street address / House no.').fill('221 Residency Road');
    await profile.getByLabel('Apartment/Landmark (optional)').fill('Flat 4B');
    await profile.getByLabel('Pincode').fill('560025');
    await expect(profile.getByLabel('Country')).toHaveValue('India');
    await expectNoSeriousA11yViolations(page);
    await save.click();
    // The number just given is verified here: its code went out when the details were saved.
    await verifyMobile(page, profile, phone);
    await expect(toast(page, 'Profile saved successfully')).toBeVisible();
    await expect(profile).toBeHidden();

    await expectLoggedIn(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authData'))).toBe('{"authenticated":true,"hasDetails":true}');
  });

  test('switches to the login modal, and back', async ({ page }) => {
    await page.goto('/about');
    const signup = await openSignupDialog(page);
    await signup.getByRole('button', { name: 'Already have an account? Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(signup).toBeHidden();
    await login.getByRole('button', { name: 'Yet to create an Account? Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(login).toBeHidden();
  });

  test('with an email that already has an account, goes on like any sign-up and mails the owner instead', async ({ page, request }) => {
    // An account made with Google: no sign-up code of its own was ever sent (from this machine, like every request here).
    const email = uniqueEmail('taken');
    const token = await request.post('/dev/identity/token', { data: { email, name: 'Ira Sen' } });
    expect((await request.post('/api/v1/auth/google', { data: { token: (await token.json()).credential } })).ok()).toBe(true);
    await page.goto('/');
    const dialog = await openSignupDialog(page);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const passwordStep = page.getByRole('dialog', { name: 'Create a password' });
    await passwordStep.getByLabel('Create Password').fill('another-pass-1');
    await passwordStep.getByLabel('Confirm Password').fill('another-pass-1');
    await passwordStep.getByRole('button', { name: 'Submit' }).click();
    // The page never says whether the address has an account; the code step says where to look.
    const codeStep = page.getByRole('dialog', { name: 'Verify your email' });
    await expect(codeStep).toContainText('If this address already has an account, we have emailed it how to log in instead.');
    await expect
      .poll(async () => (await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()).messages.map((m: { subject: string }) => m.subject))
      .toContain('You already have a Purrfect Litter account');
  });

  test('is a real modal: focus stays inside, Escape closes it and focus returns to the Account button', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignupDialog(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeFocused();
    // Closing reset the modal: it opens at step 1 again.
    const again = await openSignupDialog(page);
    await expect(again.getByLabel('Email', { exact: true })).toHaveValue('');
    await again.getByRole('button', { name: 'Close' }).click();
    await expect(again).toBeHidden();
    await openLoginDialog(page);
  });
});
