import { OTP_POLICY } from '@shop/contract/auth';
import type { MailMessage } from '../../adapters/mail/mailer';
import { escapeHtml } from '../../lib/html';
import { renderMail } from '../../lib/mail-layout';

export const BRAND = 'Purrfect Litter';

export type CodeMailKind = 'signup' | 'login' | 'reset';

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
};

const expiryLine = `The code expires in ${OTP_POLICY.expiryMinutes} minutes.`;
const ignoreLine = "Didn't ask for this? You can safely ignore this email; nothing changes without the code.";
const neverShareLine = `${BRAND} will never ask you for this code by phone or chat.`;

/** The mail carrying a one-time code: plain text and HTML with the code large, every value HTML-escaped. */
export function codeMail(kind: CodeMailKind, to: string, code: string): MailMessage {
  const copy = COPY[kind];
  const text = [`${copy.heading}`, '', copy.lead, '', `    ${code}`, '', expiryLine, '', ignoreLine, neverShareLine, '', `— ${BRAND}`].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(copy.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ee;padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px">
        <tr><td style="font-size:20px;font-weight:bold;color:#6b4f3a;padding-bottom:16px">${e(BRAND)}</td></tr>
        <tr><td style="font-size:18px;font-weight:bold;padding-bottom:8px">${e(copy.heading)}</td></tr>
        <tr><td style="font-size:15px;line-height:1.5;padding-bottom:20px">${e(copy.lead)}</td></tr>
        <tr><td align="center" style="padding:8px 0 20px">
          <div style="display:inline-block;font-size:34px;font-weight:bold;letter-spacing:10px;font-family:'Courier New',monospace;background:#f6f3ee;border-radius:8px;padding:12px 20px">${e(code)}</div>
        </td></tr>
        <tr><td style="font-size:14px;line-height:1.5;padding-bottom:12px">${e(expiryLine)}</td></tr>
        <tr><td style="font-size:13px;line-height:1.5;color:#6f6f6f">${e(ignoreLine)}<br>${e(neverShareLine)}</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
  return { to, subject: copy.subject, text, html };
}

/** The text message carrying a code: to log in, or to verify the number on a profile. */
export function codeSms(code: string, purpose: 'login' | 'phone' | 'cod' = 'login'): string {
  const what =
    purpose === 'phone'
      ? `code to verify this number on your ${BRAND} profile`
      : purpose === 'cod'
        ? `code to confirm your ${BRAND} Cash on Delivery order`
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
