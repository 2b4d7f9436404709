import { expect, type Locator, type Page } from '@playwright/test';
import { nextCode } from './accounts';

/** Opens the login dialog from the account menu, as a visitor would. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the sign-up dialog from the account menu. */
export async function openSignupDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('button', { name: 'Signup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types a code into the six boxes the way a person does: first box, then the digits (focus moves on by itself). */
export async function typeCode(page: Page, scope: Locator, code: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  for (let i = 0; i < code.length; i += 1) {
    await expect(scope.getByRole('textbox', { name: `Digit ${i + 1} of 6` })).toHaveValue(code[i]!);
  }
}

/** Logs in through the login dialog and waits for it to close. */
export async function logInWithPassword(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The header shows a logged-in customer: the Profile link, and Profile and Logout in the account menu. */
export async function expectLoggedIn(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeAttached();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Profile' }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('button', { name: 'Account', exact: true }).click();
}

/** A toast with this text (react-hot-toast renders each as role=status). */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** A 10-digit mobile number as the shop writes it: +91 98765 01234. */
export function spacedMobile(phone: string): string {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

/**
 * Verifies a mobile number where it was just given (the sign-up's profile step, the checkout): the screen says the
 * code was sent only once it was, then the code texted to it (read from the dev mailbox) is typed and checked.
 */
export async function verifyMobile(page: Page, scope: Locator, phone: string): Promise<void> {
  await expect(scope.getByText(`Enter the 6-digit code we sent to ${spacedMobile(phone)}`)).toBeVisible();
  await typeCode(page, scope, await nextCode(page.request, `+91${phone}`));
  await scope.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'Mobile number verified: you can now log in with codes sent to it.')).toBeVisible();
}
