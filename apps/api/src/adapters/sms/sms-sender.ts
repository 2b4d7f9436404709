export interface SmsMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  message: string;
  /** The DLT-registered template the message follows (India's TRAI rules), for providers that ask for it. */
  templateId?: string;
  /** The same message handed over again with this key is sent once, by providers that take one. */
  idempotencyKey?: string;
}

/** Sends a text message; rejects when the provider did not accept it. */
export interface SmsSender {
  send(sms: SmsMessage): Promise<void>;
}

