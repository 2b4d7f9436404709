export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders and offers. */
  headers?: Record<string, string>;
  /** The same message handed over again with this key is kept once by the offline mailbox (SMTP takes no such key). */
  idempotencyKey?: string;
}

/** Sends mail; rejects when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

