import type { Db } from '../../db/client';
import { storeDevMessage } from '../dev-messages';
import type { AdapterLogger } from '../logger';
import type { Mailer } from './mailer';

/** The offline mailer: keeps every message in dev_messages (read at /dev/mailbox) and logs who it was for. */
export function createDevMailbox(db: Db, log: AdapterLogger): Mailer {
  return {
    async send(message) {
      await storeDevMessage(db, { channel: 'email', recipient: message.to, subject: message.subject, text: message.text, html: message.html, ...(message.idempotencyKey ? { sendKey: `email:${message.idempotencyKey}` } : {}) });
      // Only the recipient and subject: the body holds the code.
      log.info(`mail to ${message.to}: ${message.subject} (see /dev/mailbox)`);
    },
  };
}
