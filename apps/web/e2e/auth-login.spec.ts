import { mailCount, newCustomer, nextCode, uniquePhone } from './accounts';
import { expectLoggedIn, logInWithPassword, openLoginDialog, toast, typeCode, verifyMobile } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('login modal', () => {
  test('logs in, logs out and logs in again', async ({ page, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'login' });
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    // The decorative picture: wide screens only, sized, hidden from assistive technology.
    const picture = dialog.locator('img[src$="/brand/auth-side.v1.svg"]');
    await expect(picture).toHaveAttribute('alt', '');
    await expect(picture).toHaveAttribute('width', '800');
    await expect(picture).toHaveAttribute('height', '1000');
    await expect(picture).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(picture).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await logInWithPassword(page, customer.email, customer.password);
    await expectLoggedIn(page);

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Signup' })).toBeVisible();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authData'))).toBe('{"authenticated":false,"hasDetails":false}');

    // The server ended the session too: a reload stays logged out.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveCount(0);

    await logInWithPassword(page, customer.email, customer.password);
    await expectLoggedIn(page);
  });

  test('asks for both email and password', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter both email and password');
    await dialog.getByLabel('Email', { exact: true }).fill('someone@example.in');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter both email and password');
  });

  test.describe('with a wrong password', () => {
    test.use({ expectedHttpErrors: [{ status: 401, path: '/api/v1/auth/login' }] });

    test('shows the error in red', async ({ page, workerCustomer }) => {
      await page.goto('/');
      const dialog = await openLoginDialog(page);
      await dialog.getByLabel('Email', { exact: true }).fill(workerCustomer.email);
      await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      const error = dialog.getByRole('alert');
      await expect(error).toHaveText('Invalid email or password');
      await expect(error).toHaveCSS('color', 'rgb(179, 38, 30)');
      // Closing resets the auth state: the error is gone when the modal opens again.
      await page.keyboard.press('Escape');
      const again = await openLoginDialog(page);
      await expect(again.getByRole('alert')).toHaveCount(0);
    });
  });

  test('resets a forgotten password with the mailed code', async ({ page, baseURL, request }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'forgot' });
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Forgot password? Reset here' }).click();

    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel('Email', { exact: true }).fill('');
    await forgot.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast(page, 'Please enter your email address')).toBeVisible();
    // Back returns to the login step.
    await forgot.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forgot password? Reset here' }).click();

    await forgot.getByLabel('Email', { exact: true }).fill(customer.email);
    const seen = await mailCount(request, customer.email);
    await forgot.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast(page, 'OTP sent successfully')).toBeVisible();

    const reset = page.getByRole('dialog', { name: 'Choose a new password' });
    const resetButton = reset.getByRole('button', { name: 'Reset Password' });
    await expect(resetButton).toBeDisabled();
    const code = await nextCode(request, customer.email, seen);
    await typeCode(page, reset, code);
    await expect(resetButton).toBeDisabled();
    await reset.getByLabel('New Password').fill('a-brand-new-pass');
    await expectNoSeriousA11yViolations(page);
    await resetButton.click();
    await expect(toast(page, 'Password reset successful. You can now log in.')).toBeVisible();

    // Two seconds later: back at the login step, with the code and new password cleared.
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(login.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await expect(login.getByLabel('Password', { exact: true })).toHaveValue('');
    await login.getByLabel('Password', { exact: true }).fill('a-brand-new-pass');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(login).toBeHidden();
    await expectLoggedIn(page);
  });

  test('logs in with a one-time code', async ({ page, baseURL, request }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'otp' });
    await page.goto('/explore');
    const dialog = await openLoginDialog(page);
    await dialog.getByRole('button', { name: 'Login with a one-time code instead' }).click();

    const request1 = page.getByRole('dialog', { name: 'Login with a one-time code' });
    await request1.getByLabel('Email or mobile number').fill(customer.email);
    const seen = await mailCount(request, customer.email);
    await request1.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast(page, 'OTP sent successfully')).toBeVisible();

    const verify = request1.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    await typeCode(page, request1, await nextCode(request, customer.email, seen));
    await verify.click();
    await expect(toast(page, 'Login successful')).toBeVisible();
    await expect(request1).toBeHidden();
    await expectLoggedIn(page);
  });

  test.describe('resending a code', () => {
    test.use({ expectedHttpErrors: [{ status: 429, path: '/api/v1/auth/loginn' }] });

    test('offers Resend code after a countdown that follows the server', async ({ page, baseURL }) => {
      const customer = await newCustomer(baseURL!, { prefix: 'resend' });
      // The page's clock runs as usual until the test moves it on; the server's clock does not move.
      await page.clock.install();
      await page.goto('/explore');
      const dialog = await openLoginDialog(page);
      await dialog.getByRole('button', { name: 'Login with a one-time code instead' }).click();
      const step = page.getByRole('dialog', { name: 'Login with a one-time code' });
      await step.getByLabel('Email or mobile number').fill(customer.email);
      await step.getByRole('button', { name: 'Send OTP' }).click();
      await expect(toast(page, 'OTP sent successfully')).toBeVisible();

      const resend = step.getByRole('button', { name: /^Resend code/ });
      await expect(resend).toHaveText(/^Resend code in 0:[5-6]\d|^Resend code in 1:00$/);
      await expect(resend).toBeDisabled();
      await page.clock.fastForward('01:01');
      await expect(resend).toHaveText('Resend code');
      await expect(resend).toBeEnabled();

      // Only the page's clock moved: the server still counts its pause, says how long is left, and the button follows.
      await resend.click();
      await expect(toast(page, 'Please wait a minute before requesting another code.')).toBeVisible();
      await expect(resend).toHaveText(/^Resend code in 0:[0-5]\d$/);
      await expect(resend).toBeDisabled();
    });
  });

  test.describe('a customer without profile details', () => {
    test.use({ expectedHttpErrors: [{ status: 404, path: '/api/v1/pincodes/999999' }] });

    test('completes the profile in the login modal, with city and state from the pincode', async ({ page, baseURL }) => {
      const customer = await newCustomer(baseURL!, { prefix: 'nodetails', withoutProfile: true });
      await page.goto('/');
      const dialog = await openLoginDialog(page);
      await dialog.getByLabel('Email', { exact: true }).fill(customer.email);
      await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();

      const profile = page.getByRole('dialog', { name: 'Complete your profile' });
      await expect(profile.getByLabel('Email Address')).toHaveValue(customer.email);
      await expect(profile.getByLabel('Email Address')).not.toBeEditable();
      await profile.getByLabel('Full Name').fill('Arjun Mehta');
      // Asked for here (the account may have none), and verified once the details are saved.
      const phone = uniquePhone();
      await profile.getByLabel('Phone Number').fill(phone);
      await profile.getByRole('button', { name: 'Next' }).click();

      const save = profile.getByRole('button', { name: 'Save Details' });
      await profile.getByLabel('Street address / House no.').fill('4 Marine Drive');
      await expect(save).toBeDisabled();
      await profile.getByLabel('Pincode').fill('999999');
      await expect(profile.getByText('We could not find this pincode. Please check it.')).toBeVisible();
      await profile.getByLabel('Pincode').fill('400001');
      await expect(profile.getByLabel('City')).toHaveValue('Mumbai');
      await expect(profile.getByLabel('State')).toHaveValue('Maharashtra');
      await expect(profile.getByLabel('Country')).toHaveValue('India');
      await profile.getByRole('button', { name: 'Previous' }).click();
      await expect(profile.getByLabel('Full Name')).toHaveValue('Arjun Mehta');
      await profile.getByRole('button', { name: 'Next' }).click();
      await expectNoSeriousA11yViolations(page);
      await profile.getByRole('button', { name: 'Save Details' }).click();
      await verifyMobile(page, profile, phone);
      await expect(toast(page, 'Profile details saved successfully')).toBeVisible();
      await expect(profile).toBeHidden();
      await expectLoggedIn(page);

      await page.goto('/account-details');
      await expect(page.getByText('4 Marine Drive')).toBeVisible();
      await expect(page.getByText('Mumbai, Maharashtra 400001')).toBeVisible();
    });
  });
});
