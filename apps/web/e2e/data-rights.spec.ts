import { readFile } from 'node:fs/promises';
import { newCustomer, nextCode, signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { customerApi, placeOrder } from './orders';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('data rights in the account area, on a phone', () => {
  test('speak Hindi on the Hindi account page, down to the delete-account dialog', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'rights-hi' });
    await signInContext(context, customer);
    await page.setViewportSize(PHONE);
    await page.goto('/hi/account-details');
    const card = page.getByRole('region', { name: 'आपका डेटा और प्राइवेसी' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'डाउनलोड करें (पढ़ने लायक पेज)' })).toBeVisible();
    await expect(card.getByRole('region', { name: 'नॉमिनी' }).getByLabel('नॉमिनी का नाम')).toBeVisible();
    await expect(card.getByRole('form', { name: 'शिकायत दर्ज करें' })).toBeVisible();
    await card.getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'अपना अकाउंट डिलीट करें?' });
    await expect(dialog.getByRole('heading', { name: 'हम क्या रखते हैं, और क्यों' })).toBeVisible();
    await dialog.getByRole('button', { name: 'मेरा अकाउंट रखें' }).click();
    await expect(dialog).toBeHidden();
  });

  test('downloads the data as a readable page and as JSON, names a nominee and raises a grievance', async ({ page, context, baseURL }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'rights' });
    await signInContext(context, customer);
    await page.setViewportSize(PHONE);
    await page.goto('/account-details');
    const card = page.getByRole('region', { name: 'Your data and privacy' });
    await expect(card).toBeVisible();
    await expectFitsScreen(page, 'the account page with its data rights', PHONE.width);

    const [htmlDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download (readable page)' }).click()]);
    expect(htmlDownload.suggestedFilename()).toMatch(/^purrfect-litter-my-data-\d{4}-\d{2}-\d{2}\.html$/);
    const html = await readFile((await htmlDownload.path())!, 'utf8');
    expect(html).toContain('Your data at Purrfect Litter');
    expect(html).toContain(customer.email);
    await expect(toast(page, 'Your data is downloaded.')).toBeVisible();

    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download (JSON)' }).click()]);
    const data = JSON.parse(await readFile((await jsonDownload.path())!, 'utf8')) as { sections: Record<string, Array<Record<string, unknown>>> };
    expect(data.sections.users?.[0]?.email).toBe(customer.email);

    // Correction is the personal details' own edit, one tap away.
    await card.getByRole('link', { name: 'Edit personal details' }).click();
    await expect(page.getByRole('region', { name: 'Personal details' })).toBeInViewport();

    const nominee = card.getByRole('region', { name: 'Nominee' });
    await nominee.getByLabel('Nominee’s name').fill('Asha Rao');
    await nominee.getByRole('button', { name: 'Save nominee' }).click();
    await expect(nominee.getByText('Give the nominee’s email address or mobile number.')).toBeVisible();
    await nominee.getByLabel('Nominee’s mobile number').fill('98765 43210');
    await nominee.getByRole('button', { name: 'Save nominee' }).click();
    await expect(toast(page, 'Your nominee is saved.')).toBeVisible();
    await expect(nominee.getByRole('button', { name: 'Remove nominee' })).toBeVisible();

    const grievance = card.getByRole('region', { name: 'Raise a grievance' });
    await grievance.getByLabel('What is it about?').fill('Late parcel');
    await grievance.getByLabel('What happened').fill('My parcel came three days after the date shown.');
    await grievance.getByRole('button', { name: 'Send grievance' }).click();
    await expect(grievance.getByText(/^Your grievance GRV-\d{4}-\d{6} is registered\. We have mailed you an acknowledgement\.$/)).toBeVisible();
    await expect(grievance.getByRole('list', { name: 'Your grievances' })).toContainText('Late parcel · Open');
  });

  test('an order on its way holds the deletion up; once nothing is, a mailed code deletes the account and signs out', async ({ page, context, baseURL }) => {
    const waiting = await newCustomer(baseURL!, { prefix: 'rights-wait' });
    const api = await customerApi(baseURL!, waiting);
    const order = await placeOrder(api);
    await signInContext(context, waiting);
    await page.setViewportSize(PHONE);
    await page.goto('/account-details');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    let dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('alert')).toContainText(order.customOrderId);
    await expect(dialog.getByText(/GST law/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Email me a code' })).toHaveCount(0);
    await expectFitsScreen(page, 'the delete dialog', PHONE.width);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await api.dispose();

    await context.clearCookies();
    const leaving = await newCustomer(baseURL!, { prefix: 'rights-leave' });
    await signInContext(context, leaving);
    await page.goto('/account-details');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('What we keep, and why')).toBeVisible();
    await dialog.getByRole('button', { name: 'Email me a code' }).click();
    await expect(dialog.getByText(`We sent a 6-digit code to ${leaving.email}.`)).toBeVisible();
    await dialog.getByLabel('Code from your email').fill(await nextCode(page.request, leaving.email));
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(toast(page, 'Your account is deleted. We have kept only what the law requires.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // The old sign-in is over: the account page asks to log in again, and the old password opens nothing.
    await page.goto('/account-details');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    const login = await page.request.post('/api/v1/auth/login', { data: { email: leaving.email, password: leaving.password } });
    expect(login.status()).toBe(401);
  });
});

test.describe('grievances on the contact page', () => {
  test('a visitor raises one with an email and sees the grievance officer, here and in the footer', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/contact-us');
    const officer = page.getByRole('region', { name: 'Grievance officer' });
    await expect(officer).toContainText('Ananya Deshpande, Grievance Officer');
    await expect(page.getByRole('contentinfo')).toContainText('Grievance officer: Ananya Deshpande');
    const form = page.getByRole('form', { name: 'Raise a grievance' });
    await form.getByLabel('Your name').fill('Meera');
    await form.getByLabel('What is it about?').fill('Refund');
    await form.getByLabel('What happened').fill('My refund for the torn bag has not come.');
    await form.getByRole('button', { name: 'Send grievance' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Your email').fill(`visitor-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Send grievance' }).click();
    await expect(page.getByText(/^Your grievance GRV-\d{4}-\d{6} is registered/)).toBeVisible();
    await expectFitsScreen(page, 'the contact page', PHONE.width);
  });
});
