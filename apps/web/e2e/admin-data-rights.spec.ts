import { request as playwrightRequest } from '@playwright/test';
import { toast } from './auth-ui';
import { expect, test } from './fixtures';
import { signInStaff } from './staff';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('the console’s Privacy page, on a phone', () => {
  test('lists a new grievance with its 90-day clock; staff answer it (mailed to the customer) and close it', async ({ page, context, baseURL }) => {
    const email = `grievance-${Date.now().toString(36)}@example.com`;
    const visitor = await playwrightRequest.newContext({ baseURL });
    const raised = await visitor.post('/api/v1/grievances', { data: { email, name: 'Farah Khan', subject: 'Torn bag', message: 'The 10 kg bag arrived torn at the seam.' } });
    expect(raised.ok(), await raised.text()).toBe(true);
    const number = ((await raised.json()) as { grievance: { number: string } }).grievance.number;

    await signInStaff(context, baseURL!);
    await page.setViewportSize(PHONE);
    await page.goto('/admin/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Grievance');
    await expect(row).toContainText('Farah Khan');
    await expect(row).toContainText('90 days left');
    await expectFitsScreen(page, 'the Privacy page', PHONE.width);

    await row.getByRole('button', { name: `Answer grievance ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Answer grievance ${number}` });
    await dialog.getByLabel(/Your answer/).fill('We are sending a new bag today, free of charge.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(toast(page, 'The answer is mailed to the customer.')).toBeVisible();
    await expect(row).toContainText('Answered');

    const mails = (await (await visitor.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ subject: string; text: string }> };
    expect(mails.messages.map((m) => m.subject)).toEqual([`Our answer to your grievance ${number}`, `We have received your grievance ${number}`]);
    expect(mails.messages[0]!.text).toContain('We are sending a new bag today');

    await row.getByRole('button', { name: `Close grievance ${number}` }).click();
    await page.getByRole('dialog', { name: `Close grievance ${number}?` }).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page, 'The grievance is closed.')).toBeVisible();
    await expect(row).toContainText('Closed');
    await visitor.dispose();
  });
});
