import type { DevMessage } from '@shop/contract/dev';
import { newCustomer, signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { addFromShop, cartLink, LAVENDER_5 } from './shop';
import { expectFitsScreen } from './viewport';

const PHONE = { width: 390, height: 844 };

test.describe('reminders, on the customer’s terms', () => {
  test.use({ viewport: PHONE });

  test('agreed to in the account, a cart reminder restores the bag on another device, and its stop link stops them in one tap', async ({ page, context, browser, baseURL, request }) => {
    const customer = await newCustomer(baseURL!, { prefix: 'remind' });
    await signInContext(context, customer);

    // Nothing is ticked until the customer ticks it.
    await page.goto('/account-details');
    const choices = page.getByRole('region', { name: 'Reminders and offers' });
    const byMail = choices.getByRole('checkbox', { name: 'Reminders and offers by email' });
    await expect(byMail).not.toBeChecked();
    await expect(choices.getByRole('checkbox', { name: 'Reminders and offers on WhatsApp' })).not.toBeChecked();
    await expectFitsScreen(page, 'the account page with the reminder choices', PHONE.width);
    await byMail.click();
    await expect(toast(page, 'Your choices are saved').last()).toBeVisible();
    await expect(byMail).toBeChecked();

    await addFromShop(page, LAVENDER_5);
    const sent = await request.post('/dev/reminders/send-now', { data: { email: customer.email } });
    expect(await sent.json()).toEqual({ outcome: 'sent' });
    const mails = ((await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(customer.email)}`)).json()) as { messages: DevMessage[] }).messages;
    const reminder = mails.find((m) => m.subject === 'Your bag is waiting');
    expect(reminder, 'the reminder is in the mailbox').toBeTruthy();
    expect(reminder!.text).toContain(LAVENDER_5);
    const restoreUrl = new URL(/https?:\/\/\S+\/restore\/\S+/.exec(reminder!.text)![0].replace(/[.,]$/, ''));
    const stopUrl = new URL(/https?:\/\/\S+\/stop\/[\w.-]+/.exec(reminder!.text)![0]);

    // The bag is emptied meanwhile; on another device the link puts it back.
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByRole('button', { name: 'Yes, clear cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();

    const otherDevice = await browser.newContext({ viewport: PHONE, baseURL });
    await signInContext(otherDevice, customer);
    const phone = await otherDevice.newPage();
    await phone.goto(restoreUrl.pathname);
    await expect(phone).toHaveURL(/\/cart$/);
    await expect(phone.getByRole('main').getByText(LAVENDER_5)).toBeVisible();
    await expect(cartLink(phone)).toHaveAccessibleName(/1/);
    await otherDevice.close();

    // Signed out, the stop link asks once, and one tap stops them.
    const signedOut = await browser.newContext({ viewport: PHONE, baseURL });
    const stopPage = await signedOut.newPage();
    await stopPage.goto(stopUrl.pathname);
    await expect(stopPage.getByText('Stop reminders and offers by email?')).toBeVisible();
    await expectFitsScreen(stopPage, 'the stop page', PHONE.width);
    await expectNoSeriousA11yViolations(stopPage);
    await stopPage.getByRole('button', { name: 'Yes, stop them' }).click();
    await expect(stopPage.getByRole('status')).toHaveText('Done. You will get no more reminders and offers by email.');
    await signedOut.close();

    await page.goto('/account-details');
    await expect(page.getByRole('region', { name: 'Reminders and offers' }).getByRole('checkbox', { name: 'Reminders and offers by email' })).not.toBeChecked();
  });
});
