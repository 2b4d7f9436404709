import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AdapterLogger } from '../logger';
import { createDevSms } from './dev-sms';
import { createHttpSms } from './http-sms';
import type { SmsSender } from './sms-sender';

/** The provider's HTTP API when SMS_API_URL is set, otherwise the dev mailbox. */
export function createSmsSender(config: Config, db: Db, log: AdapterLogger): SmsSender {
  if (config.SMS_API_URL) return createHttpSms({ url: config.SMS_API_URL, apiKey: config.SMS_API_KEY ?? '' });
  if (config.NODE_ENV === 'production') log.warn('SMS_API_URL is not set: text messages are only kept in the database, nobody receives them');
  return createDevSms(db, log);
}
