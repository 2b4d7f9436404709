import { newCustomer, nextCode, signInContext, uniquePhone } from './accounts';
import { toast, typeCode } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('profile page', () => {
  test('edits personal details and manages addresses', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'account' });
    await signInContext(context, customer);
    await page.goto('/account-details');

    const personal = page.getByRole('region', { name: 'Personal details' });
    await personal.getByRole('button', { name: 'Edit personal details' }).click();
    await expect(personal.getByLabel('Email Address')).not.toBeEditable();
    await personal.getByLabel('Full Name').fill('Meera Iyer');
    await personal.getByLabel('Phone Number').fill('12345');
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByText('Enter a valid 10-digit Indian mobile number')).toBeVisible();
    const phone = uniquePhone();
    await personal.getByLabel('Phone Number').fill(phone);
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(personal).toContainText('Meera Iyer');
    await expect(personal).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);

    // The new number is a contact number until the code texted to it is typed back; then it logs in.
    await expect(personal).toContainText('Not verified yet: the courier uses it to reach you.');
    await personal.getByRole('button', { name: 'Verify this number' }).click();
    await expect(toast(page, 'We have sent a code to your mobile number.')).toBeVisible();
    await expect(personal.getByRole('button', { name: /^Resend code in \d:\d\d$/ })).toBeDisabled();
    await typeCode(page, personal, await nextCode(page.request, `+91${phone}`));
    await personal.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(toast(page, 'Mobile number verified: you can now log in with codes sent to it.')).toBeVisible();
    await expect(personal).toContainText('Verified: you can log in with codes sent to this number.');

    const addresses = page.getByRole('region', { name: 'Addresses' });
    await addresses.getByRole('button', { name: 'Add address' }).click();
    const form = addresses.getByRole('form', { name: 'New address' });
    await form.getByLabel('Address name').fill('Office');
    await form.getByLabel('Street address / House no.').fill('5 Connaught Place');
    await form.getByLabel('Pincode').fill('110001');
    await expect(form.getByLabel('City')).toHaveValue('New Delhi');
    await expect(form.getByLabel('State')).toHaveValue('Delhi');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Address saved')).toBeVisible();
    await expect(addresses.getByRole('listitem')).toHaveCount(2);
    await expect(addresses.getByRole('listitem').nth(1)).toContainText('New Delhi, Delhi 110001');

    await addresses.getByRole('button', { name: 'Make Office address, 5 Connaught Place, primary' }).click();
    await expect(toast(page, 'Primary address updated')).toBeVisible();
    const primary = addresses.getByRole('listitem').filter({ has: page.getByText('Primary', { exact: true }) });
    await expect(primary).toHaveCount(1);
    await expect(primary).toContainText('5 Connaught Place');

    await addresses.getByRole('button', { name: 'Remove Home address, 12 MG Road' }).click();
    await expect(toast(page, 'Address removed')).toBeVisible();
    await expect(addresses.getByRole('listitem')).toHaveCount(1);
    await expect(addresses).toContainText('Primary');
    await expect(addresses.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

    await addresses.getByRole('button', { name: 'Edit Office address, 5 Connaught Place' }).click();
    const edit = addresses.getByRole('form', { name: 'Edit address' });
    await expect(edit.getByLabel('City')).toHaveValue('New Delhi');
    await edit.getByLabel('Apartment/Landmark (optional)').fill('Block B');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(addresses).toContainText('Block B');

    await page.reload();
    await expect(addresses).toContainText('Block B');
    await expect(personal).toContainText('Meera Iyer');
  });

  test('Logout on the page goes home, logged out, without the login dialog', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'pagelogout' });
    await signInContext(context, customer);
    await page.goto('/account-details');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('a customer without details', () => {
    test.use({ expectedHttpErrors: [{ status: 404, path: '/api/v1/user/me' }] });

    test('completes the profile inline', async ({ page, context, baseURL }) => {
      const customer = await newCustomer(baseURL!, { prefix: 'inline', withoutProfile: true });
      await signInContext(context, customer);
      await page.goto('/account-details');
      const complete = page.getByRole('region', { name: 'Complete your profile' });
      await complete.getByLabel('Full Name').fill('Nisha Verma');
      await complete.getByLabel('Email Address').fill(customer.email);
      await complete.getByLabel('Phone Number').fill(uniquePhone());
      await complete.getByRole('button', { name: 'Next' }).click();
      await complete.getByLabel('Street address / House no.').fill('17 Residency Road');
      await complete.getByLabel('Pincode').fill('560001');
      await expect(complete.getByLabel('City')).toHaveValue('Bengaluru Urban');
      await complete.getByRole('button', { name: 'Save Details' }).click();
      await expect(toast(page, 'Profile details saved successfully')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('Nisha Verma');
      await expect(page.getByRole('region', { name: 'Addresses' })).toContainText('17 Residency Road');
    });

    test('is sent to complete the profile from every page that needs it, then goes on to the page', async ({ page, context, baseURL }) => {
      const customer = await newCustomer(baseURL!, { prefix: 'nodetails', withoutProfile: true });
      await signInContext(context, customer);
      for (const route of ['/checkout', '/loyalty', '/order-success']) {
        await page.goto(route);
        await expect(page).toHaveURL(/\/account-details$/);
        await expect(page.getByRole('region', { name: 'Complete your profile' })).toContainText('Before you go on, add your name and a delivery address');
      }
      await page.goto('/cart');
      await expect(page).toHaveURL(/\/account-details$/);
      const complete = page.getByRole('region', { name: 'Complete your profile' });
      await complete.getByLabel('Full Name').fill('Kabir Shah');
      await complete.getByLabel('Email Address').fill(customer.email);
      await complete.getByLabel('Phone Number').fill(uniquePhone());
      await complete.getByRole('button', { name: 'Next' }).click();
      await complete.getByLabel('Street address / House no.').fill('4 Park Street');
      await complete.getByLabel('Pincode').fill('560001');
      await expect(complete.getByLabel('City')).toHaveValue('Bengaluru Urban');
      await complete.getByRole('button', { name: 'Save Details' }).click();
      await expect(toast(page, 'Profile details saved successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/cart$/);
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/checkout$/);
    });
  });
});
