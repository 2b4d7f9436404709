import type { Locale } from '@shop/contract/locale';
import {
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LIMITS,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
} from '@shop/contract/notifications';
import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';
import type { ConsentSource } from '@shop/contract/consent-rules';
import type { WhatsAppSender } from '../../adapters/notifications/whatsapp';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cashFigure } from '@shop/pricing/money';
import { renderNotification, type EventFacts, type NotificationParams } from './notification-texts';
import * as repo from './notifications.repository';

export interface NotificationsService {
  /**
   * Writes the update an event owes the customer inside the event's own transaction (so a crash loses none), on
   * one channel: WhatsApp to a customer who opted in, else SMS unless they opted out; nothing without a phone. Once
   * per order, event and channel, however often the event is processed. A WhatsApp message that fails for good is
   * sent by SMS instead.
   */
  enqueue(tx: DbOrTx, input: { orderId: string; userId: string; event: NotificationEvent; facts: EventFacts }): Promise<void>;
  /**
   * Sends what is due, each message claimed first (status sending) so two processes never send it together; a process
   * that dies mid-send leaves its claim, taken over only after the lease, with the same provider idempotency key. A
   * failed send is retried later with growing pauses, then left as failed. Returns how many were sent.
   */
  deliverDue(): Promise<number>;
  /** Order updates held back by the message budget, waiting for it to free up (the console's dashboard). */
  countWaiting(): Promise<number>;
  preferences(userId: string): Promise<Omit<NotificationPreferencesResponse, 'success'>>;
  /** The customer's choices; opting in to WhatsApp records when they did, and each change is told to `onChoice`. */
  setPreferences(userId: string, changes: Partial<NotificationPreferences> & { source?: ConsentSource }): Promise<Omit<NotificationPreferencesResponse, 'success'>>;
  /** Turns order updates on WhatsApp on inside the caller's transaction (a box ticked at sign-up); already on: nothing. */
  optInWhatsApp(tx: DbOrTx, userId: string, source: ConsentSource): Promise<void>;
}

export interface NotificationsDeps {
  db: Db;
  whatsapp: WhatsAppSender;
  sms: SmsSender;
  /** Approved WhatsApp template per event, and their language. */
  whatsappTemplates: Record<NotificationEvent, string>;
  whatsappLanguage: string;
  /** DLT template ids per event, for the SMS provider. */
  smsTemplates: Partial<Record<NotificationEvent, string>>;
  /**
   * The same per other language: WhatsApp approves each language of a template apart (its name and language code),
   * and DLT registers each language's SMS template under its own id. A language without them here goes in English.
   */
  templatesByLocale?: Partial<Record<Exclude<Locale, 'en'>, LocaleTemplates>>;
  /** The shop's public address, for the tracking link. */
  publicBaseUrl: string;
  now: () => Date;
  log: { warn(obj: unknown, msg?: string): void };
  /**
   * Spends one paid message of the message budget inside the transaction given; 0 when spent, else how long the
   * update must wait (the shop's allowance or the number's is used up).
   */
  spendText: (tx: DbOrTx, update: { event: NotificationEvent; destination: string; userId: string; at: Date }) => Promise<number>;
  /** Records a changed choice in the consent ledger, inside the transaction that changes it. */
  onChoice?: (tx: DbOrTx, userId: string, choice: { purpose: 'order_updates_whatsapp' | 'order_updates_sms'; granted: boolean; source: ConsentSource }) => Promise<unknown>;
}

/** One language's approved WhatsApp templates (names and language code) and DLT-registered SMS template ids. */
export interface LocaleTemplates {
  whatsappTemplates: Record<NotificationEvent, string>;
  whatsappLanguage: string;
  smsTemplates: Partial<Record<NotificationEvent, string>>;
}

/** What a held update says while it waits for the message budget. */
export const WAITING_FOR_BUDGET = 'waiting for the text allowance to free up';


const allowed = (r: repo.Recipient, channel: NotificationChannel) => r.phone !== null && (channel === 'whatsapp' ? r.whatsappOptInAt !== null : r.smsUpdates);

/** The one channel an update goes by: WhatsApp to a customer who opted in to it, else SMS (unless opted out). */
export function channelFor(r: repo.Recipient): NotificationChannel | null {
  if (allowed(r, 'whatsapp')) return 'whatsapp';
  return allowed(r, 'sms') ? 'sms' : null;
}

/** A send that cannot succeed however often it is tried (the sender says so). */

/** Order updates by WhatsApp and SMS, through an outbox delivered by a background job. */
export function createNotificationsService(deps: NotificationsDeps): NotificationsService {
  const { db, now } = deps;

  async function view(userId: string) {
    const r = await repo.findRecipient(db, userId);
    if (!r) throw new AppError('profile.userNotFound');
    return {
      preferences: { whatsapp: r.whatsappOptInAt !== null, sms: r.smsUpdates },
      phone: r.phone,
      events: NOTIFICATION_EVENTS.map((event) => ({ event, label: NOTIFICATION_EVENT_LABELS[event] })),
    };
  }

  /** The templates of the message's language; English when the shop has none for it. */
  function templatesOf(locale: Locale | undefined): LocaleTemplates & { locale: Locale } {
    const other = locale && locale !== 'en' ? deps.templatesByLocale?.[locale] : undefined;
    return other ? { ...other, locale: locale! } : { whatsappTemplates: deps.whatsappTemplates, whatsappLanguage: deps.whatsappLanguage, smsTemplates: deps.smsTemplates, locale: 'en' };
  }

  async function sendOne(row: repo.OutboxRow, r: repo.Recipient): Promise<void> {
    const { event } = row;
    const params = row.params as NotificationParams;
    let t = templatesOf(params.locale);
    // Operators drop a text whose template is not registered: where the shop registered English ids but none for this
    // language's event, the text goes in English under its registered id rather than not at all.
    if (row.channel === 'sms' && t.locale !== 'en' && !t.smsTemplates[event] && deps.smsTemplates[event]) t = templatesOf('en');
    const { parameters, text } = renderNotification(event, { ...params, locale: t.locale });
    if (row.channel === 'whatsapp') {
      await deps.whatsapp.send({ to: r.phone!, template: t.whatsappTemplates[event], language: t.whatsappLanguage, parameters, preview: text, idempotencyKey: row.id });
    } else {
      await deps.sms.send({ to: r.phone!, message: text, templateId: t.smsTemplates[event], idempotencyKey: row.id });
    }
  }

  return {
    async enqueue(tx, { orderId, userId, event, facts }) {
      const r = await repo.findRecipient(tx, userId);
      if (!r) return;
      // The order's language, else the customer's: written with the message, so a later change of either does not
      // change what an update already owed says.
      const locale = (await repo.orderLanguage(tx, orderId)) ?? r.language;
      const params: NotificationParams = {
        orderNumber: facts.orderNumber,
        locale,
        trackUrl: `${deps.publicBaseUrl}/track/${encodeURIComponent(facts.orderNumber)}`,
        // Whole rupees read without ".00" (what a COD customer keeps ready in cash); paise only when there are any.
        ...(facts.amountPaise === undefined ? {} : { amount: cashFigure(facts.amountPaise) }),
        ...(facts.trackingNumber ? { trackingNumber: facts.trackingNumber } : {}),
        ...(facts.refundDays ? { refundDays: facts.refundDays } : {}),
        ...(facts.refundTo ? { refundTo: facts.refundTo } : {}),
        ...(facts.payPath ? { payUrl: `${deps.publicBaseUrl}${facts.payPath}` } : {}),
      };
      const at = now();
      const channel = channelFor(r);
      if (!channel) return;
      // An event processed again (a retry, a second webhook) finds its message already written on either channel.
      if (await repo.hasMessage(tx, orderId, event)) return;
      await repo.insertMessages(tx, [{ orderId, userId, event, channel, params, status: 'pending', nextAttemptAt: at, createdAt: at }]);
    },

    async deliverDue() {
      let sent = 0;
      // One claim at a time, each sent at once: a claim never waits behind a batch for longer than its lease.
      for (let n = 0; n < NOTIFICATION_LIMITS.batchSize; n += 1) {
        const [row] = await repo.claimDue(db, now(), OUTBOX_LIMITS.claimLeaseSeconds * 1000, 1);
        if (!row) break;
        const r = await repo.findRecipient(db, row.userId);
        // Opted out (or the number removed) since the event: the message is not sent.
        if (!r || !allowed(r, row.channel)) {
          await repo.updatesOutbox.release(db, row.id, { status: 'skipped' });
          continue;
        }
        // Claimed again after a process died mid-send on its last try: it may have gone, so it is not tried again.
        if (await repo.updatesOutbox.failIfCutShort(db, row, NOTIFICATION_LIMITS.maxAttempts)) continue;
        // Every SMS and WhatsApp message costs money: it is counted against the message budget before it goes. Past
        // the shop's allowance (or this number's), it waits, unclaimed and with its try given back, until it frees up.
        const at = now();
        const wait = await db.transaction((tx) => deps.spendText(tx, { event: row.event, destination: r.phone!, userId: row.userId, at }));
        if (wait > 0) {
          await repo.updatesOutbox.release(db, row.id, { status: 'pending', attempts: row.attempts - 1, lastError: WAITING_FOR_BUDGET, nextAttemptAt: new Date(at.getTime() + wait) });
          if (row.lastError !== WAITING_FOR_BUDGET) deps.log.warn({ channel: row.channel, event: row.event, waitSeconds: Math.ceil(wait / 1000) }, 'order update held: the text allowance is used up');
          continue;
        }
        try {
          // The row's id is the provider's idempotency key: a retry after a cut-short send is the same message.
          await sendOne(row, r);
          await repo.updatesOutbox.markSent(db, row.id, now());
          sent += 1;
        } catch (err) {
          await db.transaction(async (tx) => {
            const { giveUp, reason } = await repo.updatesOutbox.markFailed(tx, row, err, now(), NOTIFICATION_LIMITS.maxAttempts);
            deps.log.warn({ channel: row.channel, event: row.event, attempts: row.attempts, reason }, giveUp ? 'order update not sent; giving up' : 'order update not sent; will retry');
            // WhatsApp failed for good: the same update goes by SMS, if the customer takes SMS.
            if (giveUp && row.channel === 'whatsapp' && allowed(r, 'sms')) {
              const at = now();
              await repo.insertMessages(tx, [{ orderId: row.orderId, userId: row.userId, event: row.event, channel: 'sms', params: row.params, status: 'pending', nextAttemptAt: at, createdAt: at }]);
            }
          });
        }
      }
      return sent;
    },

    countWaiting: () => repo.countWaiting(db, WAITING_FOR_BUDGET),

    preferences: (userId) => view(userId),

    async setPreferences(userId, changes) {
      const current = await view(userId);
      const at = now();
      const source = changes.source ?? 'profile';
      const whatsappChanged = changes.whatsapp !== undefined && changes.whatsapp !== current.preferences.whatsapp;
      const smsChanged = changes.sms !== undefined && changes.sms !== current.preferences.sms;
      await db.transaction(async (tx) => {
        await repo.setPreferences(
          tx,
          userId,
          {
            ...(whatsappChanged ? { whatsappOptInAt: changes.whatsapp ? at : null } : {}),
            ...(changes.sms === undefined ? {} : { smsUpdates: changes.sms }),
          },
          at,
        );
        if (whatsappChanged) await deps.onChoice?.(tx, userId, { purpose: 'order_updates_whatsapp', granted: changes.whatsapp!, source });
        if (smsChanged) await deps.onChoice?.(tx, userId, { purpose: 'order_updates_sms', granted: changes.sms!, source });
      });
      return view(userId);
    },

    async optInWhatsApp(tx, userId, source) {
      const r = await repo.findRecipient(tx, userId);
      if (!r) throw new AppError('profile.userNotFound');
      if (r.phone === null) throw new AppError('consent.needsPhone');
      if (r.whatsappOptInAt !== null) return;
      const at = now();
      await repo.setPreferences(tx, userId, { whatsappOptInAt: at }, at);
      await deps.onChoice?.(tx, userId, { purpose: 'order_updates_whatsapp', granted: true, source });
    },
  };
}
