import type { Config } from '../config';
import type { Db } from '../db/client';
import { createDevIdentity, disabledIdentity, type DevIdentity } from './identity/dev-identity';
import { createGoogleIdentity } from './identity/google-identity';
import type { IdentityVerifier } from './identity/id-token-verifier';
import type { AdapterLogger } from './logger';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { createSmsSender } from './sms/create-sms-sender';
import type { SmsSender } from './sms/sms-sender';

/** The outside services sign-in depends on. */
export interface AuthAdapters {
  mailer: Mailer;
  sms: SmsSender;
  identity: IdentityVerifier;
  /** The offline identity provider when it stands in for Google (its token and key routes are under /dev). */
  devIdentity: DevIdentity | null;
}

/**
 * Real services where configured, offline ones otherwise. Google sign-in without GOOGLE_CLIENT_ID uses the dev
 * identity provider, except in production, where it is refused instead (nobody could mint tokens there anyway).
 */
export async function createAuthAdapters(config: Config, db: Db, log: AdapterLogger): Promise<AuthAdapters> {
  const mailer = createMailer(config, db, log);
  const sms = createSmsSender(config, db, log);
  if (config.GOOGLE_CLIENT_ID) return { mailer, sms, identity: createGoogleIdentity({ clientId: config.GOOGLE_CLIENT_ID }), devIdentity: null };
  if (config.NODE_ENV === 'production') {
    log.warn('GOOGLE_CLIENT_ID is not set: Google sign-in is refused');
    return { mailer, sms, identity: disabledIdentity, devIdentity: null };
  }
  const devIdentity = await createDevIdentity();
  return { mailer, sms, identity: devIdentity, devIdentity };
}
