import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

const TIMEOUT_MS = 15_000;

/** Real mail through an SMTP server, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
