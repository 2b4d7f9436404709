import { Otp } from '@shop/contract/auth';
import { z } from 'zod';
import { otpValue } from '../../components/otp-input';

/**
 * The fields of each auth step's form. Their checks stay where SPEC.md §5 puts their messages: the login and
 * password rules on the step's error line (see validation.ts), "The passwords do not match" under Confirm Password
 * as it is typed, and buttons that stay disabled until a step is filled in. The code is the contract's Otp, which a
 * complete code always is.
 */
export const EmailFields = z.object({ email: z.string() });
export type EmailValues = z.input<typeof EmailFields>;

export const IdentifierFields = z.object({ identifier: z.string() });
export type IdentifierValues = z.input<typeof IdentifierFields>;

export const CredentialFields = z.object({ email: z.string(), password: z.string() });
export type CredentialValues = z.input<typeof CredentialFields>;

export const NewPasswordFields = z.object({ password: z.string(), confirmPassword: z.string() });
export type NewPasswordValues = z.input<typeof NewPasswordFields>;

export const CodeFields = z.object({ otp: z.array(z.string()).transform(otpValue).pipe(Otp), newPassword: z.string() });
export type CodeValues = { otp: string[]; newPassword: string };
