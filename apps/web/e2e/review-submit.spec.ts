import { signInContext } from './accounts';
import { toast } from './auth-ui';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test.describe('review submission', () => {
  test.beforeEach(async ({ context, workerCustomer }) => {
    await signInContext(context, workerCustomer);
  });

  test('a customer submits a review; it waits for approval and is not on the wall', async ({ page }) => {
    const message = `Zero smell after a week with two cats, batch ${Date.now().toString(36)}.`;
    await page.goto('/review');
    await page.getByRole('button', { name: 'Add Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your experience' });
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();

    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await dialog.getByLabel('Location').fill('   ');
    await dialog.getByLabel('Message').fill(message);
    await expect(next).toBeDisabled();
    await dialog.getByLabel('Location').fill('Chennai');
    await expect(dialog.getByText(`${message.length}/1000`)).toBeVisible();
    await expect(next).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await next.click();

    const submit = dialog.getByRole('button', { name: 'Submit Review' });
    await expect(dialog.getByRole('radio')).toHaveCount(5);
    await expect(submit).toBeDisabled();
    await dialog.getByRole('radio', { name: '5 out of 5, heart eyes' }).check();
    await expect(dialog.getByRole('radio', { name: '5 out of 5, heart eyes' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await submit.click();

    await expect(toast(page, 'Review submitted! Awaiting approval.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main').getByRole('button', { name: /Rated \d out of 5/ }).first()).toBeVisible();
    await expect(page.getByText(message)).toHaveCount(0);
  });

  test('rating faces work with the keyboard, and Cancel closes the dialog', async ({ page }) => {
    await page.goto('/review');
    const add = page.getByRole('button', { name: 'Add Review' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Share your experience' });
    await dialog.getByLabel('Location').fill('Jaipur');
    await dialog.getByLabel('Message').fill('Lovely lavender scent, very little dust.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('radio', { name: '1 out of 5, angry' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '2 out of 5, confused' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 out of 5, smile' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });
});
