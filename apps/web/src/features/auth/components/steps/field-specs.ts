import type { Locale } from '@shop/contract/locale';
import { useLocale } from '../../../../lib/i18n/texts';
import type { CodeValues, CredentialValues, EmailValues, IdentifierValues, NewPasswordValues } from '../../step-fields';
import { AUTH_TEXTS } from '../../../../store/auth-texts';
import { AUTH_UI_TEXTS } from '../../dialog-texts';
import type { StepFieldSpec } from './step-text-field';

/** The text fields of the auth steps in a language (SPEC.md §2 names their English labels). */
export function authFields(locale: Locale) {
  const AUTH_TEXT = AUTH_TEXTS[locale];
  const AUTH_UI_TEXT = AUTH_UI_TEXTS[locale];
  const email = { name: 'email', label: AUTH_TEXT.email, type: 'email', autoComplete: 'email' } as const satisfies StepFieldSpec<EmailValues>;
  return {
    email,
    identifier: {
      name: 'identifier',
      label: AUTH_UI_TEXT.otpIdentifier,
      type: 'text',
      inputMode: 'email',
      autoComplete: 'username',
    } as const satisfies StepFieldSpec<IdentifierValues>,
    credentials: [
      email,
      { name: 'password', label: AUTH_TEXT.password, type: 'password', autoComplete: 'current-password' },
    ] as const satisfies ReadonlyArray<StepFieldSpec<CredentialValues>>,
    newPassword: [
      { name: 'password', label: AUTH_TEXT.createPassword, hint: AUTH_UI_TEXT.signupPasswordHint, type: 'password', autoComplete: 'new-password' },
      { name: 'confirmPassword', label: AUTH_TEXT.confirmPassword, type: 'password', autoComplete: 'new-password' },
    ] as const satisfies ReadonlyArray<StepFieldSpec<NewPasswordValues>>,
    /** The reset step's new password, beside the code. */
    resetPassword: {
      name: 'newPassword',
      label: AUTH_TEXT.newPassword,
      hint: AUTH_UI_TEXT.signupPasswordHint,
      type: 'password',
      autoComplete: 'new-password',
    } as const satisfies StepFieldSpec<CodeValues>,
  };
}

/** The auth steps' text fields in the page's language. */
export function useAuthFields() {
  return authFields(useLocale());
}
