/**
 * Limits on what a person types to sign up or log in, and the words of signing in. Free of the validation library, so
 * the error reasons (error-reasons.ts) can name them without it; auth.ts re-exports them with the schemas.
 */

import { OTP_LENGTH } from './constants';

/** Limits on what a person may type into the sign-up and login forms. */
export const AUTH_LIMITS = {
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** A mobile number as typed, with +91, spaces or dashes. */
  phoneMaxLength: 20,
} as const;

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${AUTH_LIMITS.passwordMinLength} characters`,
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.passwordMaxLength} characters`,
  otpFormat: `The code must be ${OTP_LENGTH} digits`,
  phoneMustBeString: 'Phone number must be a string',
  invalidPhoneOrEmail: 'Enter a valid email address or a 10-digit Indian mobile number',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email with the code we sent before logging in.',
  otpInvalid: 'The code is incorrect. Please try again.',
  otpExpired: 'The code has expired. Please request a new one.',
  otpBurned: 'Too many wrong attempts. Please request a new code.',
  otpThrottled: 'Please wait a minute before requesting another code.',
  otpSent: 'OTP sent successfully',
  resetSent: 'If an account exists for this email, we have sent a code to reset the password.',
  passwordReset: 'Password reset successful. You can now log in.',
  unauthorized: 'Unauthorized',
  sessionExpired: 'Your session has expired. Please log in again.',
  googleInvalid: 'Google sign-in could not be verified. Please try again.',
  googleEmailUnverified: 'Your Google account email is not verified.',
  originRefused: 'This request came from another site and was refused.',
  loggedOut: 'Logged out',
  otpTooMany: 'Too many codes were requested for this address. Please try again in an hour.',
  codeNotSent: 'We could not send the code right now. Please try again in a moment.',
  googleAccountConflict: 'This email is already linked to a different Google account.',
  passwordsPaused: ({ minutes }: { minutes: number }) =>
    `Too many wrong passwords for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
  messageBudget: ({ minutes }: { minutes: number }) =>
    `We cannot send another text message just now. Please try again in ${minutes < 60 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${Math.ceil(minutes / 60)} hour${Math.ceil(minutes / 60) === 1 ? '' : 's'}`}.`,
  codesPaused: ({ minutes }: { minutes: number }) => `Too many wrong codes for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  logoutCrossSite: 'Logging out is only possible from the shop itself.',
  staffOnly: 'Only the shop’s staff may do this.',
  accountBlocked: 'This account has been blocked by the shop. Please contact customer care if you think this is a mistake.',
} as const;
