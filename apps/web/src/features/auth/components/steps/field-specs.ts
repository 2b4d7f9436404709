import type { CodeValues, CredentialValues, EmailValues, IdentifierValues, NewPasswordValues } from '../../step-fields';
import { AUTH_TEXT } from '../../../../store/auth-texts';
import { AUTH_UI_TEXT } from '../../dialog-texts';
import type { StepFieldSpec } from './step-text-field';

/** The text fields of the auth steps (SPEC.md §2 names their labels). */
export const EMAIL_FIELD = { name: 'email', label: AUTH_TEXT.email, type: 'email', autoComplete: 'email' } as const satisfies StepFieldSpec<EmailValues>;

export const IDENTIFIER_FIELD = {
  name: 'identifier',
  label: AUTH_UI_TEXT.otpIdentifier,
  type: 'text',
  inputMode: 'email',
  autoComplete: 'username',
} as const satisfies StepFieldSpec<IdentifierValues>;

export const CREDENTIAL_FIELDS = [
  EMAIL_FIELD,
  { name: 'password', label: AUTH_TEXT.password, type: 'password', autoComplete: 'current-password' },
] as const satisfies ReadonlyArray<StepFieldSpec<CredentialValues>>;

export const NEW_PASSWORD_FIELDS = [
  { name: 'password', label: AUTH_TEXT.createPassword, hint: AUTH_UI_TEXT.signupPasswordHint, type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: AUTH_TEXT.confirmPassword, type: 'password', autoComplete: 'new-password' },
] as const satisfies ReadonlyArray<StepFieldSpec<NewPasswordValues>>;

/** The reset step's new password, beside the code. */
export const RESET_PASSWORD_FIELD = {
  name: 'newPassword',
  label: AUTH_TEXT.newPassword,
  hint: AUTH_UI_TEXT.signupPasswordHint,
  type: 'password',
  autoComplete: 'new-password',
} as const satisfies StepFieldSpec<CodeValues>;
