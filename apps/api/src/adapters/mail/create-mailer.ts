import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AdapterLogger } from '../logger';
import { createDevMailbox } from './dev-mailbox';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './mailer';

/** SMTP when SMTP_URL is set, otherwise the dev mailbox (stored in the database and shown at /dev/mailbox). */
export function createMailer(config: Config, db: Db, log: AdapterLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  if (config.NODE_ENV === 'production') log.warn('SMTP_URL is not set: mail is only kept in the database, nobody receives it');
  return createDevMailbox(db, log);
}
