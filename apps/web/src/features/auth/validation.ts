import { Password } from '@shop/contract/auth';
import { checkMessage } from '../../lib/i18n/check-message';
import { documentLocale, textsOfDocument } from '../../lib/i18n/texts';
import { AUTH_TEXTS } from '../../store/auth-texts';
import { isCompleteOtp } from '../../components/otp-input';

/** Login step (SPEC.md §5): both fields are required. Returns the message to show, or null when the form may be sent. */
export function loginFormError(email: string, password: string): string | null {
  return email.trim() && password ? null : textsOfDocument(AUTH_TEXTS).missingCredentials;
}

/** Reset step: email, a complete code and a new password, or nothing happens. */
export function canResetPassword(email: string, otp: readonly string[], newPassword: string): boolean {
  return Boolean(email.trim()) && isCompleteOtp(otp) && newPassword.length > 0;
}

export type SignupStep = 1 | 2 | 3 | 4;

export interface SignupFields {
  email: string;
  password: string;
  confirmPassword: string;
  otp: readonly string[];
}

/** Whether the sign-up modal's primary button may be used on a step (SPEC.md §5). Step 4 is the profile form's. */
export function isSignupStepValid(step: SignupStep, fields: SignupFields): boolean {
  switch (step) {
    case 1:
      return fields.email.trim().length > 0;
    case 2:
      return fields.password.length > 0 && fields.password === fields.confirmPassword;
    case 3:
      return isCompleteOtp(fields.otp);
    case 4:
      return true;
  }
}

/** Whether Confirm Password, once typed, differs from the password (said under it as it is typed). */
export function passwordsDiffer({ password, confirmPassword }: { password: string; confirmPassword: string }): boolean {
  return confirmPassword !== '' && confirmPassword !== password;
}

/** The password rule the server applies, checked before sending so the customer hears it at once, in the page's language. */
export async function passwordProblem(password: string, locale = documentLocale()): Promise<string | null> {
  const result = Password.safeParse(password);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? checkMessage(issue.message, locale, issue.code) : AUTH_TEXTS[locale].generic;
}

/** Whether a login identifier is an email address (else it is taken as a mobile number). */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}
