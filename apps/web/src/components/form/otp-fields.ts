import { z } from 'zod';
import { otpValue } from '../otp-input';

/** A form's six code boxes, kept as digits and checked as the code the contract takes (e.g. `VerifyPhoneBody.shape.otp`). */
export const otpDigits = (code: z.ZodType<string, string>) => z.object({ otp: z.array(z.string()).transform(otpValue).pipe(code) });

/** The values of a form that asks only for a code. */
export type OtpDigitsValues = { otp: string[] };
