import { cashFigure } from '@shop/pricing/money';
import { OTP_POLICY } from '@shop/contract/auth';
import type { Locale } from '@shop/contract/locale';
import type { MailMessage } from '../../adapters/mail/mailer';
import { BRAND, renderMail } from '../../lib/mail-layout';

export type CodeMailKind = 'signup' | 'login' | 'reset' | 'erase';

const COPY: Record<CodeMailKind, { subject: string; heading: string; lead: string }> = {
  signup: {
    subject: `Your ${BRAND} verification code`,
    heading: 'Verify your email',
    lead: `Welcome to ${BRAND}! Enter this code to finish creating your account:`,
  },
  login: {
    subject: `Your ${BRAND} login code`,
    heading: 'Your login code',
    lead: `Enter this code to log in to ${BRAND}:`,
  },
  reset: {
    subject: `Reset your ${BRAND} password`,
    heading: 'Reset your password',
    lead: 'Enter this code together with your new password to reset it:',
  },
  erase: {
    subject: `Your code to delete your ${BRAND} account`,
    heading: 'Delete your account',
    lead: 'Enter this code to confirm that your account and personal data should be deleted. This cannot be undone:',
  },
};

const expiryLine = `The code expires in ${OTP_POLICY.expiryMinutes} minutes.`;
const ignoreLine = "Didn't ask for this? You can safely ignore this email; nothing changes without the code.";
const neverShareLine = `${BRAND} will never ask you for this code by phone or chat.`;

/** The sign-up code's mail in Hindi, for a visitor who chose Hindi (the shop_lang cookie) before signing up. */
const SIGNUP_HINDI = {
  subject: `आपका ${BRAND} वेरिफ़िकेशन कोड`,
  heading: 'अपना ईमेल वेरिफ़ाई करें',
  lead: `${BRAND} में आपका स्वागत है! अपना अकाउंट बनाने के लिए यह कोड डालें:`,
  expiry: `यह कोड ${OTP_POLICY.expiryMinutes} मिनट में खत्म हो जाएगा।`,
  ignore: 'आपने यह नहीं माँगा? इस ईमेल को अनदेखा कर दें; कोड के बिना कुछ नहीं बदलेगा।',
  neverShare: `${BRAND} आपसे यह कोड फ़ोन या चैट पर कभी नहीं माँगेगा।`,
} as const;

/**
 * The mail carrying a one-time code: the code large, when it expires, and what to do if it was not asked for. A
 * sign-up code goes in the language the visitor chose; the others in English.
 */
export function codeMail(kind: CodeMailKind, to: string, code: string, locale: Locale = 'en'): MailMessage {
  if (kind === 'signup' && locale === 'hi') {
    const h = SIGNUP_HINDI;
    return renderMail(to, { locale, subject: h.subject, heading: h.heading, paragraphs: [h.lead], code: { value: code, note: h.expiry }, smallPrint: [h.ignore, h.neverShare] });
  }
  const copy = COPY[kind];
  return renderMail(to, {
    subject: copy.subject,
    heading: copy.heading,
    paragraphs: [copy.lead],
    code: { value: code, note: expiryLine },
    smallPrint: [ignoreLine, neverShareLine],
  });
}

/** The text message carrying a code: to log in, or to verify the number on a profile. */
export function codeSms(code: string, purpose: 'login' | 'phone' | 'cod' = 'login', amountPaise?: number): string {
  const what =
    purpose === 'phone'
      ? `code to verify this number on your ${BRAND} profile`
      : purpose === 'cod'
        ? `code to confirm your ${BRAND} Cash on Delivery order${amountPaise === undefined ? '' : ` of ₹${cashFigure(amountPaise)}`}`
        : `${BRAND} login code`;
  return `${code} is your ${what}. It expires in ${OTP_POLICY.expiryMinutes} minutes. Didn't ask? Ignore this message.`;
}

/** Sent instead of a sign-up code when the address already has an account: the sign-up page never says so. */
export function accountExistsMail(to: string, shopUrl: string): MailMessage {
  return renderMail(to, {
    subject: `You already have a ${BRAND} account`,
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to sign up with this email address, but it already belongs to an account.',
      'Log in with your password or with a code sent to this address. Forgot the password? Choose “Forgot password” on the login screen.',
      "Didn't try to sign up? You can ignore this email: nothing has changed.",
    ],
    button: { label: 'Go to the shop', url: shopUrl },
  });
}

/** Sent instead of a login code when no account uses the address: the login page never says so. */
export function noAccountMail(to: string, shopUrl: string): MailMessage {
  return renderMail(to, {
    subject: `Your ${BRAND} login`,
    heading: 'There is no account with this address',
    paragraphs: [
      'Someone, probably you, asked for a login code for this email address, but no account uses it yet.',
      'To shop with us, sign up with this address: it takes a minute. If you signed up with another address, log in with that one.',
      "Didn't ask for a code? You can ignore this email.",
    ],
    button: { label: 'Sign up', url: shopUrl },
  });
}
