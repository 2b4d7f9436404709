import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

const TIMEOUT_MS = 15_000;
const TIMEOUT_OPTIONS = ['connectionTimeout', 'greetingTimeout', 'socketTimeout'] as const;

/**
 * SMTP_URL with our timeouts added as query options (nodemailer's documented URL form) unless the URL sets them.
 * They cannot go beside the URL: given { url }, nodemailer keeps only what the URL says.
 */
export function withTimeouts(url: string): string {
  const query = new URL(url).searchParams;
  const missing = TIMEOUT_OPTIONS.filter((key) => !query.has(key)).map((key) => `${key}=${TIMEOUT_MS}`);
  if (missing.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${missing.join('&')}`;
}

/** Real mail through an SMTP server, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(options.url));
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, ...(message.headers ? { headers: message.headers } : {}) });
    },
  };
}
