import type { Db } from '../../db/client';
import { storeDevMessage } from '../dev-messages';
import type { AdapterLogger } from '../logger';
import type { SmsSender } from './sms-sender';

/** The offline SMS sender: keeps each text in dev_messages (channel 'sms', read at /dev/mailbox). */
export function createDevSms(db: Db, log: AdapterLogger): SmsSender {
  return {
    async send(sms) {
      await storeDevMessage(db, { channel: 'sms', recipient: sms.to, subject: 'SMS', text: sms.message, html: null, ...(sms.idempotencyKey ? { sendKey: `sms:${sms.idempotencyKey}` } : {}) });
      log.info(`sms to ${sms.to} (see /dev/mailbox)`);
    },
  };
}
