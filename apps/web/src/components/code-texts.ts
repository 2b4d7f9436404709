/** Words of the one-time-code field and its resend line, wherever a code is asked for (login, sign-up, phone). */
export const CODE_TEXT = {
  otpGroup: 'One-time code, 6 digits',
  otpDigit: (n: number, total: number) => `Digit ${n} of ${total}`,
  noCode: 'Did not get it?',
  resendCode: 'Resend code',
  resendIn: (clock: string) => `Resend code in ${clock}`,
} as const;
