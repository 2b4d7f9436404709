import { defineTexts } from '../lib/i18n/texts';

/** Words of the one-time-code field and its resend line, wherever a code is asked for (login, sign-up, phone). */
export const CODE_TEXTS = defineTexts(
  {
    otpGroup: 'One-time code, 6 digits',
    otpDigit: (n: number, total: number) => `Digit ${n} of ${total}`,
    noCode: 'Did not get it?',
    resendCode: 'Resend code',
    resendIn: (clock: string) => `Resend code in ${clock}`,
  },
  {
    otpGroup: 'वन-टाइम कोड, 6 अंक',
    otpDigit: (n, total) => `अंक ${n} / ${total}`,
    noCode: 'कोड नहीं मिला?',
    resendCode: 'कोड दोबारा भेजें',
    resendIn: (clock) => `${clock} में कोड दोबारा भेजें`,
  },
);
