import { GRIEVANCE_OFFICER } from '@shop/contract/grievance-officer';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signInStaff, staffApi } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };
const OFFICER_PATH = '/api/v1/admin/settings/grievance-officer';

test.describe('the grievance officer, set in the console on a phone', () => {
  test.use({ viewport: PHONE });
  // Every public page names the officer: the shop's own is put back however the test ends.
  test.afterEach(async ({ baseURL }) => {
    const staff = await staffApi(baseURL!);
    const back = await staff.put(OFFICER_PATH, { data: GRIEVANCE_OFFICER });
    expect(back.ok(), await back.text()).toBe(true);
    await staff.dispose();
  });

  test('staff change the officer; a bad address is refused in place; the contact page and the footer name the new one', async ({ page, context, browser, baseURL }) => {
    // A visitor on another phone has read the contact page (the server keeps it rendered for the next visitors).
    const visitor = await browser.newContext({ viewport: PHONE, baseURL });
    const contact = await visitor.newPage();
    await contact.goto('/contact-us');
    await expect(contact.getByRole('region', { name: 'Grievance officer' })).toContainText(`${GRIEVANCE_OFFICER.name}, Grievance Officer`);

    await signInStaff(context, baseURL!);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }).click();
    const panel = page.getByRole('region', { name: 'Grievance officer' });
    await expect(panel.getByLabel('Name', { exact: true })).toHaveValue(GRIEVANCE_OFFICER.name);

    await panel.getByLabel('Name', { exact: true }).fill('Kavya Menon');
    await panel.getByLabel('Designation', { exact: true }).fill('Grievance and Data Protection Officer');
    await panel.getByLabel('Email', { exact: true }).fill('not an address');
    await panel.getByRole('button', { name: 'Save grievance officer' }).click();
    await expect(panel.getByText('Enter a valid email address.')).toBeVisible();
    await panel.getByLabel('Email', { exact: true }).fill('kavya.menon@purrfectlitter.in');
    await panel.getByLabel('Phone', { exact: true }).fill('+91 80 4567 8901');
    await panel.getByLabel('Postal address').fill('Purrfect Litter Private Limited, 14 Residency Road, Bengaluru 560025');
    await panel.getByLabel('When the phone is answered').fill('Monday to Friday, 09:30 to 17:30');
    await panel.getByRole('button', { name: 'Save grievance officer' }).click();
    await expect(toast(page, 'Grievance officer saved')).toBeVisible();
    await expect(panel.getByText(/^Last changed/)).toBeVisible();
    await expect(panel.getByLabel('Name', { exact: true })).toHaveValue('Kavya Menon');
    await expectFitsScreen(page, 'the console’s settings', PHONE.width);
    await expectNoSeriousA11yViolations(page);

    // The visitor opens it again: the page the server kept is forgotten, and it names the new officer.
    try {
      await contact.goto('/contact-us');
      const officer = contact.getByRole('region', { name: 'Grievance officer' });
      await expect(officer).toContainText('Kavya Menon, Grievance and Data Protection Officer');
      await expect(officer.getByRole('link', { name: 'kavya.menon@purrfectlitter.in' })).toBeVisible();
      await expect(officer).toContainText('14 Residency Road, Bengaluru 560025');
      await expect(contact.getByRole('contentinfo')).toContainText('Grievance officer: Kavya Menon');
      await expect(contact.getByText(GRIEVANCE_OFFICER.name)).toHaveCount(0);
      await expectFitsScreen(contact, 'the contact page', PHONE.width);
    } finally {
      await visitor.close();
    }
  });
});
