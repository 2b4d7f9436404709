import {
  CONSENT_LIMITS,
  CONSENT_PURPOSES,
  MARKETING_PURPOSES,
  PHONE_CONSENT_PURPOSES,
  STOP_REPLY_WORDS,
  currentConsentVersion,
  isConsentVersion,
  type ConsentPurpose,
  type ConsentSource,
  type MarketingPurpose,
} from '@shop/contract/consent-rules';
import type { ConsentChangesBody, ConsentsResponse, StopLinkResponse } from '@shop/contract/consents';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import * as repo from './consents.repository';

/** Where a customer's order updates stand today: the notification preferences own them (users' columns). */
export interface OrderUpdateChoices {
  whatsapp: boolean;
  sms: boolean;
}

export interface ConsentsService {
  /** Where every purpose stands for the customer, and the newest entries of their ledger. */
  view(userId: string, orderUpdates: OrderUpdateChoices): Promise<Omit<ConsentsResponse, 'success'>>;
  /** The customer's own choices (marketing, analytics), each to the wording they were shown, all or none. */
  change(userId: string, body: ConsentChangesBody): Promise<void>;
  /** Records a change made elsewhere in the same transaction (order updates, sign-up's boxes). */
  record(tx: DbOrTx, userId: string, change: repo.ConsentChangeRow): Promise<boolean>;
  /** Refuses (409) boxes ticked to a wording the shop no longer shows, before anything is written. */
  checkGiven(given: ReadonlyArray<GivenConsent>): void;
  /**
   * Records the marketing boxes a customer ticked on a form, inside the transaction of what the form does (the
   * profile that completes a sign-up, an order). `unansweredOnly`: a purpose already agreed to or withdrawn is left
   * as it stands (checkout asks only those never asked; an answer given meanwhile elsewhere wins). Order updates
   * are not marketing and are left to the caller. Returns the purposes it recorded.
   */
  recordGiven(tx: DbOrTx, userId: string, given: ReadonlyArray<GivenConsent>, source: ConsentSource, options?: { unansweredOnly?: boolean }): Promise<ConsentPurpose[]>;
  /** Whether the customer agreed to a purpose (never asked: no). */
  granted(userId: string, purpose: ConsentPurpose): Promise<boolean>;
  /** The token of a stop link for one customer and one marketing purpose: it never expires, and names nothing else. */
  stopToken(userId: string, purpose: MarketingPurpose): string;
  /** What a stop link names, and whether the customer still gets those messages (403 for a link the shop did not make). */
  showStop(token: string): Promise<Omit<StopLinkResponse, 'success'>>;
  /** Withdraws what a stop link names; the same link used again changes nothing. */
  stop(token: string): Promise<Omit<StopLinkResponse, 'success'>>;
  /**
   * A reply to a WhatsApp or text message: STOP (or its Hindi) withdraws that channel's reminders and offers for every
   * account holding the number. Returns how many accounts it withdrew; anything else is left alone (0).
   */
  stopByReply(channel: 'whatsapp' | 'sms', phone: string, text: string): Promise<number>;
}

/** A box ticked on a form, with the version of the words beside it. */
export interface GivenConsent {
  purpose: ConsentPurpose;
  version: string;
}

const PHONE_PURPOSES = new Set<ConsentPurpose>(PHONE_CONSENT_PURPOSES);

export interface ConsentsDeps {
  db: Db;
  now: () => Date;
  /** The server's secret: a stop link's key is derived from it. */
  secret: string;
}

const REPLY_PURPOSE = { whatsapp: 'offers_whatsapp', sms: 'offers_sms' } as const satisfies Record<string, MarketingPurpose>;
const STOP_WORDS = new Set<string>(STOP_REPLY_WORDS);
const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

/** A reply's words as compared with STOP_REPLY_WORDS: trimmed, lower-case, punctuation and repeated spaces gone. */
export function normaliseReply(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function isMarketing(purpose: string): purpose is MarketingPurpose {
  return (MARKETING_PURPOSES as readonly string[]).includes(purpose);
}

export function createConsentsService({ db, now, secret }: ConsentsDeps): ConsentsService {
  // Its own key, so a stop link's signature is good for nothing else.
  const key = createHmac('sha256', secret).update('consent-stop-links:key').digest();
  const signatureOf = (userId: string, purpose: string) => createHmac('sha256', key).update(`stop:${userId}:${purpose}`).digest('base64url');

  function readToken(token: string): { userId: string; purpose: MarketingPurpose } {
    const match = TOKEN_PATTERN.exec(token);
    if (!match) throw new AppError('consent.stopLinkInvalid');
    const [, userId, purpose, signature] = match as unknown as [string, string, string, string];
    if (!isMarketing(purpose)) throw new AppError('consent.stopLinkInvalid');
    const expected = Buffer.from(signatureOf(userId, purpose));
    const presented = Buffer.from(signature);
    if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) throw new AppError('consent.stopLinkInvalid');
    return { userId, purpose };
  }

  async function grantedNow(userId: string, purpose: ConsentPurpose): Promise<boolean> {
    return (await repo.findState(db, userId, purpose))?.granted ?? false;
  }

  const withdraw = (tx: DbOrTx, userId: string, purpose: ConsentPurpose, source: ConsentSource) =>
    repo.recordChange(tx, userId, { purpose, granted: false, source, version: currentConsentVersion(purpose) }, now());

  return {
    async view(userId, orderUpdates) {
      const [states, events] = await Promise.all([repo.listStates(db, userId), repo.listEvents(db, userId, CONSENT_LIMITS.historyPageSize)]);
      const byPurpose = new Map(states.map((s) => [s.purpose, s]));
      const standing: Record<ConsentPurpose, boolean | undefined> = {
        order_updates_whatsapp: orderUpdates.whatsapp,
        order_updates_sms: orderUpdates.sms,
        offers_whatsapp: undefined,
        offers_sms: undefined,
        offers_email: undefined,
        analytics: undefined,
      };
      return {
        consents: CONSENT_PURPOSES.map((purpose) => {
          const state = byPurpose.get(purpose);
          return {
            purpose,
            granted: standing[purpose] ?? state?.granted ?? false,
            changedAt: state?.changedAt.toISOString() ?? null,
            source: state?.source ?? null,
            version: state?.version ?? null,
          };
        }),
        history: events.map((e) => ({ purpose: e.purpose, granted: e.granted, source: e.source, version: e.version, at: e.at.toISOString() })),
      };
    },

    async change(userId, body) {
      // Agreeing is to the words shown now; withdrawing is honoured whatever the page showed.
      for (const c of body.changes) {
        if (c.granted && c.version !== currentConsentVersion(c.purpose)) throw new AppError('consent.versionUnknown');
        if (!isConsentVersion(c.purpose, c.version)) throw new AppError('consent.versionUnknown');
      }
      await db.transaction(async (tx) => {
        for (const c of body.changes) {
          await repo.recordChange(tx, userId, { purpose: c.purpose, granted: c.granted, source: body.source, version: c.version }, now());
        }
      });
    },

    record: (tx, userId, change) => repo.recordChange(tx, userId, change, now()),

    checkGiven(given) {
      for (const c of given) if (c.version !== currentConsentVersion(c.purpose)) throw new AppError('consent.versionUnknown');
    },

    async recordGiven(tx, userId, given, source, options = {}) {
      const marketing = given.filter((c) => isMarketing(c.purpose));
      if (marketing.length === 0) return [];
      for (const c of marketing) if (c.version !== currentConsentVersion(c.purpose)) throw new AppError('consent.versionUnknown');
      if (marketing.some((c) => PHONE_PURPOSES.has(c.purpose)) && (await repo.phoneOf(tx, userId)) === null) throw new AppError('consent.needsPhone');
      const recorded: ConsentPurpose[] = [];
      for (const c of marketing) {
        const change = { purpose: c.purpose, granted: true, source, version: c.version };
        const changed = options.unansweredOnly ? await repo.recordFirstAnswer(tx, userId, change, now()) : await repo.recordChange(tx, userId, change, now());
        if (changed) recorded.push(c.purpose);
      }
      return recorded;
    },

    granted: grantedNow,

    stopToken(userId, purpose) {
      return `${userId}.${purpose}.${signatureOf(userId, purpose)}`;
    },

    async showStop(token) {
      const { userId, purpose } = readToken(token);
      return { purpose, granted: await grantedNow(userId, purpose) };
    },

    async stop(token) {
      const { userId, purpose } = readToken(token);
      await db.transaction(async (tx) => {
        // An account erased since the message went out: nothing left to withdraw.
        if (await repo.userExists(tx, userId)) await withdraw(tx, userId, purpose, 'stop_link');
      });
      return { purpose, granted: false };
    },

    async stopByReply(channel, phone, text) {
      if (!STOP_WORDS.has(normaliseReply(text))) return 0;
      const purpose = REPLY_PURPOSE[channel];
      return db.transaction(async (tx) => {
        let withdrawn = 0;
        for (const userId of await repo.usersWithPhone(tx, phone)) {
          if (await withdraw(tx, userId, purpose, 'stop_reply')) withdrawn += 1;
        }
        return withdrawn;
      });
    },
  };
}
