import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { storeDevMessage } from '../dev-messages';
import type { AdapterLogger } from '../logger';

/** One approved template message: its name, language and the values of its body's {{1}}, {{2}}, … */
export interface WhatsAppTemplateMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The message as the customer reads it: kept by the offline sender, never sent to Meta. */
  preview: string;
  /** The same message handed over again with this key is kept once by the offline sender (the Cloud API takes no such key). */
  idempotencyKey?: string;
}

/**
 * WhatsApp refused a message for good (e.g. the number is not on WhatsApp, the template or the request is wrong):
 * trying again cannot help, so the update goes by SMS instead.
 */
export class WhatsAppPermanentError extends Error {
  readonly permanent = true;
}

/** Sends a WhatsApp template message; rejects when it was not accepted. */
export interface WhatsAppSender {
  readonly name: string;
  send(message: WhatsAppTemplateMessage): Promise<void>;
}

const TIMEOUT_MS = 10_000;

/**
 * WhatsApp Business Cloud API: POST {apiUrl}/{phoneNumberId}/messages with a bearer token and a `template`
 * message. Messages outside a customer's 24-hour window must be approved templates, which order updates are.
 */
export function createWhatsAppCloud(options: { token: string; phoneNumberId: string; apiUrl: string; fetch?: typeof fetch; timeoutMs?: number }): WhatsAppSender {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'whatsapp-cloud',
    async send(message) {
      const response = await doFetch(`${options.apiUrl}/${options.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // Meta wants the number with its country code and without the plus.
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: message.template,
            language: { code: message.language },
            components: message.parameters.length > 0 ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }] : [],
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
      if (!response.ok) {
        // Meta's error object names the problem (e.g. 131026, not a WhatsApp user) without repeating the message.
        const body = (await response.json().catch(() => null)) as { error?: { code?: number; message?: string } } | null;
        const detail = body?.error ? ` (${[body.error.code, body.error.message].filter((x) => x !== undefined).join(' ')})` : '';
        const message = `WhatsApp answered ${response.status}${detail}`;
        // A 4xx other than "too many" or "timed out" is Meta refusing this message; 5xx and throttling pass.
        const permanent = response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 408;
        throw permanent ? new WhatsAppPermanentError(message) : new Error(message);
      }
    },
  };
}

/** The offline sender: keeps each message in dev_messages (channel 'whatsapp', read at /dev/mailbox). */
export function createDevWhatsApp(db: Db, log: AdapterLogger): WhatsAppSender {
  return {
    name: 'dev-whatsapp',
    async send(message) {
      await storeDevMessage(db, { channel: 'whatsapp', recipient: message.to, subject: `WhatsApp template ${message.template}`, text: message.preview, html: null, ...(message.idempotencyKey ? { sendKey: `whatsapp:${message.idempotencyKey}` } : {}) });
      log.info(`whatsapp to ${message.to}: ${message.template} (see /dev/mailbox)`);
    },
  };
}

/** The Cloud API when WHATSAPP_TOKEN is set, otherwise the dev mailbox. */
export function createWhatsAppSender(config: Config, db: Db, log: AdapterLogger): WhatsAppSender {
  if (config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID) {
    return createWhatsAppCloud({ token: config.WHATSAPP_TOKEN, phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID, apiUrl: config.WHATSAPP_API_URL });
  }
  if (config.NODE_ENV === 'production') log.warn('WHATSAPP_TOKEN is not set: WhatsApp order updates are only kept in the database, nobody receives them');
  return createDevWhatsApp(db, log);
}
