import type { MarketingPurpose } from '@shop/contract/consent-rules';
import type { Locale } from '@shop/contract/locale';
import { OUTBOX_LIMITS } from '@shop/contract/outbox-rules';
import { QUIET_HOURS, REFILL_TIMING, REMINDER_LIMITS, REMINDER_REASONS, RESTORE_LINK_LIMITS, type ReminderChannel, type ReminderKind, type ReminderStatus } from '@shop/contract/reminder-rules';
import type { CartReminderSettings, ReminderFigures, ReminderListItem, RestoreResponse } from '@shop/contract/reminders';
import { paiseToRupees } from '@shop/pricing/money';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Mailer } from '../../adapters/mail/mailer';
import type { WhatsAppSender } from '../../adapters/notifications/whatsapp';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { renderMail } from '../../lib/mail-layout';
import { reminderWords } from './reminder-texts';
import * as repo from './reminders.repository';
import * as reorderRepo from './reorder.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** India is UTC+05:30 all year. */
const IST_OFFSET_MINUTES = 330;
/** How long a claimed reminder is held for the run that claimed it: the lease every outbox shares. */
const LEASE_MS = OUTBOX_LIMITS.claimLeaseSeconds * 1000;

/** The minute of the day in India. */
function indiaMinuteOfDay(at: Date): number {
  return (at.getUTCHours() * 60 + at.getUTCMinutes() + IST_OFFSET_MINUTES) % (24 * 60);
}

/** Whether it is night in India (QUIET_HOURS): no reminder goes then. */
export function isQuietHour(at: Date): boolean {
  const minute = indiaMinuteOfDay(at);
  return minute >= QUIET_HOURS.startHour * 60 || minute < QUIET_HOURS.endHour * 60;
}

/** The first moment after `at` when reminders may go again (the end of the night, India time). */
export function endOfQuietHours(at: Date): Date {
  const minute = indiaMinuteOfDay(at);
  const end = QUIET_HOURS.endHour * 60;
  const wait = (end - minute + 24 * 60) % (24 * 60);
  const next = new Date(at.getTime() + wait * MINUTE_MS);
  next.setUTCSeconds(0, 0);
  return next;
}

/**
 * How many days a customer's litter lasts: the median gap between their own orders of litter once there are enough,
 * else the kilograms of their last order by the cats they told us of (one unless they said), within sane bounds.
 */
export function refillIntervalDays(orders: ReadonlyArray<{ placedAt: Date; kilograms: number }>, cats: number | null): number {
  const T = REFILL_TIMING;
  let days: number;
  if (orders.length >= T.ordersForInterval) {
    const gaps = orders.slice(0, -1).map((o, i) => (o.placedAt.getTime() - orders[i + 1]!.placedAt.getTime()) / DAY_MS).sort((a, b) => a - b);
    const mid = Math.floor(gaps.length / 2);
    days = gaps.length % 2 === 1 ? gaps[mid]! : (gaps[mid - 1]! + gaps[mid]!) / 2;
  } else {
    days = ((orders[0]?.kilograms ?? 0) * T.daysPerKgPerCat) / Math.max(1, cats ?? 1);
  }
  return Math.min(T.maxDays, Math.max(T.minDays, Math.round(days)));
}

const PURPOSE_OF: Record<ReminderChannel, MarketingPurpose> = { whatsapp: 'offers_whatsapp', sms: 'offers_sms', email: 'offers_email' };
/** WhatsApp's approved marketing templates, by reminder. */
export const REMINDER_WHATSAPP_TEMPLATES: Record<ReminderKind, string> = { cart_first: 'cart_reminder', cart_second: 'cart_reminder_offer', refill: 'refill_reminder' };

export interface RemindersService {
  /** Writes the reminders that are due (carts left, litter running out), each once however many processes run it. */
  schedule(): Promise<number>;
  /** Sends what is due, checking again that it still applies; at night they wait for the morning. */
  deliverDue(): Promise<number>;
  /**
   * Development's "show me a reminder": the customer's cart reminder written and sent now, without the wait or the
   * night, but with every other check (consent, stock, once per cart). Answers what became of it.
   */
  sendNow(userId: string): Promise<string>;
  /** Development's "show me a refill reminder": the one for the customer's latest litter order, written and sent now. */
  sendRefillNow(userId: string): Promise<string>;
  /**
   * Puts a reminder's products back in the signed-in customer's cart (403 for a link not theirs, not the shop's, or
   * older than RESTORE_LINK_LIMITS.validDays). A refill's answer also names the last order's address and payment
   * choice and each line as it was and as it is today: what could not be put back is said, not dropped silently.
   */
  restore(userId: string, token: string): Promise<Omit<RestoreResponse, 'success'>>;
  /** The token of a reminder's link. */
  restoreToken(reminderId: string): string;
  figures(days: number): Promise<ReminderFigures>;
  /** The console's message view: newest first. */
  list(status: ReminderStatus | undefined, page: number): Promise<ReminderListItem[]>;
  household(userId: string): Promise<number | null>;
  setHousehold(userId: string, cats: number | null): Promise<void>;
}

export interface RemindersDeps {
  db: Db;
  now: () => Date;
  secret: string;
  settings: () => Promise<CartReminderSettings>;
  /** Whether the customer agreed to this purpose now (the consent ledger). */
  granted: (userId: string, purpose: MarketingPurpose) => Promise<boolean>;
  /** A stop link for one customer and purpose: the page a person opens. */
  stopUrl: (userId: string, purpose: MarketingPurpose) => string;
  /** The same stop as the API's address a mail client posts to for one-click unsubscribe (RFC 8058). */
  oneClickStopUrl: (userId: string, purpose: MarketingPurpose) => string;
  publicBaseUrl: string;
  whatsapp: WhatsAppSender;
  whatsappLanguage: string;
  sms: SmsSender;
  smsTemplates: Partial<Record<ReminderKind, string>>;
  /** Hindi's WhatsApp language code and DLT ids, for customers who read the shop in Hindi. */
  hindi: { whatsappLanguage: string; smsTemplates: Partial<Record<ReminderKind, string>> };
  mailer: Mailer;
  log: { warn(obj: unknown, msg?: string): void };
  /**
   * Spends one reminder by SMS or WhatsApp of the message budget inside the transaction given: 0 when spent (or spent
   * already for this reminder), else how long it must wait (the shop's allowance or the number's is used up).
   */
  spendText: (tx: DbOrTx, reminder: { reminderId: string; destination: string; userId: string; at: Date }) => Promise<number>;
  /** Whether a coupon with this code can be used now: it exists, is on, and is within its dates. */
  couponInForce: (code: string) => Promise<boolean>;
}

export function createRemindersService(deps: RemindersDeps): RemindersService {
  const { db, now } = deps;
  const key = createHmac('sha256', deps.secret).update('reminder-restore-links:key').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(`restore:${id}`).digest('base64url');
  const restoreToken = (id: string) => `${id}.${signatureOf(id)}`;

  function readToken(token: string): string {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) throw new AppError('reminder.restoreInvalid');
    const expected = Buffer.from(signatureOf(match[1]!));
    const presented = Buffer.from(match[2]!);
    if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) throw new AppError('reminder.restoreInvalid');
    return match[1]!;
  }

  async function channelFor(contact: repo.Contact): Promise<ReminderChannel | null> {
    for (const channel of ['whatsapp', 'sms', 'email'] as const) {
      if (channel !== 'email' && contact.phone === null) continue;
      if (await deps.granted(contact.userId, PURPOSE_OF[channel])) return channel;
    }
    return null;
  }

  /** The second reminder's coupon as staff chose it, when it can be used now; else none (never another one). */
  async function couponNow(code: string | null): Promise<string | null> {
    return code !== null && (await deps.couponInForce(code)) ? code : null;
  }

  /** When a new reminder may go: now, or the morning if it is night. */
  const sendAt = (at: Date) => (isQuietHour(at) ? endOfQuietHours(at) : at);

  async function scheduleCarts(kind: 'cart_first' | 'cart_second', settings: CartReminderSettings): Promise<number> {
    const at = now();
    const after = kind === 'cart_first' ? settings.firstAfterMinutes * MINUTE_MS : settings.secondAfterHours * 60 * MINUTE_MS;
    const carts = await repo.cartsDue(db, kind, new Date(at.getTime() - after), REMINDER_LIMITS.batchSize);
    const contacts = await repo.contactsOf(db, carts.map((c) => c.userId));
    let written = 0;
    for (const cart of carts) {
      const contact = contacts.get(cart.userId);
      const channel = contact ? await channelFor(contact) : null;
      // A cart that cannot be reminded of is still written down, as withdrawn with why, so it is not looked at again.
      const why = !contact ? 'account blocked' : !channel ? 'no channel agreed to' : !cart.inStock ? 'out of stock' : (await repo.orderedSince(db, cart.userId, cart.startedAt)) ? 'ordered' : null;
      const inserted = await repo.insertReminder(db, {
        userId: cart.userId,
        kind,
        channel: channel ?? 'email',
        cartStartedAt: cart.startedAt,
        orderId: null,
        items: cart.items,
        couponCode: kind === 'cart_second' ? await couponNow(settings.secondCouponCode) : null,
        ...(why ? { status: 'withdrawn' as const, lastError: why } : {}),
        nextAttemptAt: sendAt(at),
        createdAt: at,
      });
      if (inserted && !why) written += 1;
    }
    return written;
  }

  /**
   * The earliest a cart's second reminder may go: REMINDER_LIMITS.minGapHours after the first was sent. A second is
   * written only once the first has gone, but a first held back (the night, the text allowance) may have gone just
   * now. Null for a refill or a first reminder.
   */
  async function secondNotBefore(row: repo.ReminderRow): Promise<Date | null> {
    if (row.kind !== 'cart_second' || row.cartStartedAt === null) return null;
    const sentAt = await repo.firstReminderSentAt(db, row.userId, row.cartStartedAt);
    return sentAt && new Date(sentAt.getTime() + REMINDER_LIMITS.minGapHours * 60 * MINUTE_MS);
  }

  async function deliver(claimed: repo.ReminderRow, options: { night: boolean }): Promise<boolean> {
    let row = claimed;
    // Claimed again after a process died mid-send on its last try: it may have gone, so it is not tried again.
    if (row.attempts > REMINDER_LIMITS.maxAttempts) {
      await repo.updateReminder(db, row.id, { status: 'failed', claimedAt: null, lastError: REMINDER_REASONS.lastTryCutShort });
      return false;
    }
    // A cart reminder held back (by the text allowance, the night, retries) past its use is not sent a day late.
    if (row.kind !== 'refill' && now().getTime() - row.createdAt.getTime() > REMINDER_LIMITS.heldAtMostHours * 60 * MINUTE_MS) {
      await repo.updateReminder(db, row.id, { status: 'withdrawn', claimedAt: null, lastError: REMINDER_REASONS.heldTooLong });
      return false;
    }
    if (!options.night && isQuietHour(now())) {
      // Waiting for the morning is no try at sending: the claim's attempt is given back.
      await repo.updateReminder(db, row.id, { status: 'pending', claimedAt: null, attempts: row.attempts - 1, nextAttemptAt: endOfQuietHours(now()) });
      return false;
    }
    const notBefore = await secondNotBefore(row);
    if (notBefore !== null && notBefore > now()) {
      // Nor is waiting for the first reminder to have gone a while since.
      await repo.updateReminder(db, row.id, { status: 'pending', claimedAt: null, attempts: row.attempts - 1, lastError: REMINDER_REASONS.waitingForFirst, nextAttemptAt: sendAt(notBefore) });
      return false;
    }
    const why = await stillApplies(row);
    if (why) {
      await repo.updateReminder(db, row.id, { status: 'withdrawn', claimedAt: null, lastError: why });
      return false;
    }
    let note: string | null = null;
    // The coupon written with the second reminder, only while it can still be used: one staff disabled, or that
    // expired or was deleted since, is left out (and the row says so), never swapped for another.
    if (row.couponCode !== null && !(await deps.couponInForce(row.couponCode))) {
      note = REMINDER_REASONS.couponNotInForce(row.couponCode);
      await repo.updateReminder(db, row.id, { couponCode: null, lastError: note });
      row = { ...row, couponCode: null };
    }
    const contact = (await repo.contactsOf(db, [row.userId])).get(row.userId);
    // Every SMS and WhatsApp message costs money: counted against the message budget before it goes, as order
    // updates are. Past the shop's allowance (or this number's), it waits, unclaimed and with its try given back.
    if (contact?.phone && row.channel !== 'email') {
      const at = now();
      const wait = await db.transaction((tx) => deps.spendText(tx, { reminderId: row.id, destination: contact.phone!, userId: row.userId, at }));
      if (wait > 0) {
        await repo.updateReminder(db, row.id, { status: 'pending', claimedAt: null, attempts: row.attempts - 1, lastError: REMINDER_REASONS.waitingForBudget, nextAttemptAt: new Date(at.getTime() + wait) });
        if (row.lastError !== REMINDER_REASONS.waitingForBudget) deps.log.warn({ reminder: row.id, channel: row.channel, waitSeconds: Math.ceil(wait / 1000) }, 'reminder held: the text allowance is used up');
        return false;
      }
    }
    try {
      // The row's id is the provider's idempotency key: a retry after a cut-short send is the same message.
      await send(row);
      await repo.reminderOutbox.markSent(db, row.id, now(), note);
      return true;
    } catch (err) {
      const { giveUp, reason } = await repo.reminderOutbox.markFailed(db, row, err, now(), REMINDER_LIMITS.maxAttempts);
      deps.log.warn({ reminder: row.id, channel: row.channel, attempts: row.attempts, reason }, giveUp ? 'reminder not sent; giving up' : 'reminder not sent; will retry');
      return false;
    }
  }

  /**
   * A refill's one-tap reorder: the last order's paid lines back in the cart as far as today's stock allows (a line
   * already in the cart is left as it is), and its address and payment choice for checkout, which prices it afresh.
   */
  async function reorder(userId: string, orderId: string): Promise<Omit<RestoreResponse, 'success'>> {
    const source = await reorderRepo.reorderSource(db, orderId);
    if (!source) throw new AppError('reminder.restoreInvalid');
    const inCart = await reorderRepo.productsInCart(db, userId, source.lines.map((l) => l.productId));
    const addable = source.lines.map((l) => ({ line: l, units: l.now?.onSale ? Math.min(l.quantity, Math.max(0, l.now.stock)) : 0 }));
    const restored = await repo.restoreItems(
      db,
      userId,
      addable.filter((a) => a.units > 0 && !inCart.has(a.line.productId)).map((a) => ({ productId: a.line.productId, quantity: a.units })),
      now(),
    );
    return {
      restored,
      unavailable: addable.filter((a) => a.units === 0).length,
      next: 'checkout',
      reorder: {
        orderNumber: source.orderNumber,
        address: source.address,
        addressId: await reorderRepo.savedAddressMatching(db, userId, source.address),
        paymentMethod: source.paymentMethod,
        lines: addable.map(({ line, units }) => ({
          productId: line.productId,
          name: line.now?.name ?? line.name,
          quantity: line.quantity,
          added: inCart.has(line.productId) ? 0 : units,
          alreadyInCart: inCart.has(line.productId),
          unitPriceThen: paiseToRupees(line.unitPricePaise),
          unitPriceNow: line.now?.onSale ? paiseToRupees(line.now.sellingPricePaise) : null,
        })),
      },
    };
  }

  async function scheduleRefills(): Promise<number> {
    const at = now();
    const users = await repo.refillCandidates(db, at, REMINDER_LIMITS.batchSize);
    const contacts = await repo.contactsOf(db, users);
    const orders = await repo.litterOrders(db, users, REFILL_TIMING.ordersForInterval + 4);
    let written = 0;
    for (const userId of users) {
      const mine = orders.filter((o) => o.userId === userId);
      const last = mine[0];
      const contact = contacts.get(userId);
      if (!last || !contact) continue;
      const channel = await channelFor(contact);
      if (!channel) continue;
      const dueAt = new Date(last.placedAt.getTime() + (refillIntervalDays(mine, contact.catCount) - REFILL_TIMING.leadDays) * DAY_MS);
      const inserted = await repo.insertReminder(db, {
        userId,
        kind: 'refill',
        channel,
        cartStartedAt: null,
        orderId: last.orderId,
        items: last.items,
        couponCode: null,
        nextAttemptAt: sendAt(dueAt < at ? at : dueAt),
        createdAt: at,
      });
      if (inserted) written += 1;
    }
    return written;
  }

  /** Why a claimed reminder should no longer go, or null when it should. */
  async function stillApplies(row: repo.ReminderRow): Promise<string | null> {
    if (!(await deps.granted(row.userId, PURPOSE_OF[row.channel]))) return 'consent withdrawn';
    if (row.kind === 'refill') {
      const [latest] = await repo.litterOrders(db, [row.userId], 1);
      if (latest?.orderId !== row.orderId) return 'ordered again';
      return (await repo.buyable(db, row.items as repo.ReminderItem[])).length === 0 ? 'out of stock' : null;
    }
    const cart = await repo.cartOf(db, row.userId);
    if (!cart || cart.startedAt.getTime() !== row.cartStartedAt!.getTime()) return 'cart ordered or emptied';
    if (await repo.orderedSince(db, row.userId, row.cartStartedAt!)) return 'ordered';
    return cart.inStock ? null : 'out of stock';
  }

  async function send(row: repo.ReminderRow): Promise<void> {
    const contact = (await repo.contactsOf(db, [row.userId])).get(row.userId);
    if (!contact) throw Object.assign(new Error('account blocked or gone'), { permanent: true });
    const items = row.items as repo.ReminderItem[];
    const names = await repo.productNames(db, items.map((i) => i.productId));
    const list = items.map((i) => `${names.get(i.productId) ?? 'Cat litter'} × ${i.quantity}`).join(', ');
    const link = `${deps.publicBaseUrl}/restore/${restoreToken(row.id)}`;
    const stop = deps.stopUrl(row.userId, PURPOSE_OF[row.channel]);
    // In the customer's language, as their order updates are; a text goes in English where DLT has no Hindi template.
    const noHindiTemplate = row.channel === 'sms' && !deps.hindi.smsTemplates[row.kind] && deps.smsTemplates[row.kind];
    const locale: Locale = contact.language === 'hi' && !noHindiTemplate ? 'hi' : 'en';
    const words = reminderWords(locale, row.kind, { name: contact.name?.split(' ')[0] ?? null, list, couponCode: row.couponCode });
    if (row.channel === 'whatsapp') {
      await deps.whatsapp.send({
        to: contact.phone!,
        template: REMINDER_WHATSAPP_TEMPLATES[row.kind],
        language: locale === 'hi' ? deps.hindi.whatsappLanguage : deps.whatsappLanguage,
        parameters: [words.greetingName, list, link, ...(row.couponCode ? [row.couponCode] : [])],
        preview: `${words.lead} ${link} ${words.replyStop}`,
        idempotencyKey: row.id,
      });
    } else if (row.channel === 'sms') {
      const templateId = locale === 'hi' ? deps.hindi.smsTemplates[row.kind] : deps.smsTemplates[row.kind];
      await deps.sms.send({ to: contact.phone!, message: `Purrfect Litter: ${words.lead} ${link} ${words.stop}: ${stop}`, templateId, idempotencyKey: row.id });
    } else {
      const mail = renderMail(contact.email, {
        subject: words.subject,
        heading: words.heading,
        paragraphs: [words.lead],
        button: { label: words.button, url: link },
        smallPrint: [`${words.whyMail} ${stop}`],
      });
      const oneClick = deps.oneClickStopUrl(row.userId, PURPOSE_OF[row.channel]);
      await deps.mailer.send({ ...mail, idempotencyKey: row.id, headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    }
  }

  return {
    async schedule() {
      const settings = await deps.settings();
      let written = 0;
      if (settings.enabled) written += (await scheduleCarts('cart_first', settings)) + (await scheduleCarts('cart_second', settings));
      if (settings.refillEnabled) written += await scheduleRefills();
      return written;
    },

    async deliverDue() {
      const claimed = await repo.claimDue(db, now(), LEASE_MS, REMINDER_LIMITS.batchSize);
      let sent = 0;
      for (const row of claimed) if (await deliver(row, { night: false })) sent += 1;
      return sent;
    },

    async sendNow(userId) {
      const cart = await repo.cartOf(db, userId);
      const contact = (await repo.contactsOf(db, [userId])).get(userId);
      if (!cart || !contact) return 'no cart';
      const channel = await channelFor(contact);
      if (!channel) return 'no channel agreed to';
      const at = now();
      await repo.insertReminder(db, { userId, kind: 'cart_first', channel, cartStartedAt: cart.startedAt, orderId: null, items: cart.items, couponCode: null, nextAttemptAt: at, createdAt: at });
      const [row] = await repo.claimReminder(db, userId, cart.startedAt, at, LEASE_MS);
      if (!row) return 'already sent';
      return (await deliver(row, { night: true })) ? 'sent' : ((await repo.findReminder(db, row.id))?.lastError ?? 'not sent');
    },

    async sendRefillNow(userId) {
      const [last] = await repo.litterOrders(db, [userId], 1);
      const contact = (await repo.contactsOf(db, [userId])).get(userId);
      if (!last || !contact) return 'no litter order';
      const channel = await channelFor(contact);
      if (!channel) return 'no channel agreed to';
      const at = now();
      await repo.insertReminder(db, { userId, kind: 'refill', channel, cartStartedAt: null, orderId: last.orderId, items: last.items, couponCode: null, nextAttemptAt: at, createdAt: at });
      const [row] = await reorderRepo.claimRefill(db, userId, last.orderId, at);
      if (!row) return 'already sent';
      return (await deliver(row, { night: true })) ? 'sent' : ((await repo.findReminder(db, row.id))?.lastError ?? 'not sent');
    },

    async restore(userId, token) {
      const id = readToken(token);
      const row = await repo.findReminder(db, id);
      if (!row) throw new AppError('reminder.restoreInvalid');
      if (row.userId !== userId) throw new AppError('reminder.restoreNotYours');
      const sentAt = row.sentAt ?? row.createdAt;
      if (now().getTime() - sentAt.getTime() > RESTORE_LINK_LIMITS.validDays * DAY_MS) throw new AppError('reminder.restoreExpired');
      if (row.kind === 'refill' && row.orderId) return reorder(userId, row.orderId);
      const items = row.items as repo.ReminderItem[];
      const available = await repo.buyable(db, items);
      const restored = await repo.restoreItems(db, userId, available, now());
      return { restored, unavailable: items.length - available.length, next: row.kind === 'refill' ? 'checkout' : 'cart' };
    },

    restoreToken,

    async list(status, page) {
      const rows = await repo.listReminders(db, status, REMINDER_LIMITS.pageSize, (page - 1) * REMINDER_LIMITS.pageSize);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }));
    },

    async figures(days) {
      const since = new Date(now().getTime() - days * DAY_MS);
      const f = await repo.figures(db, since, REMINDER_LIMITS.attributionDays * DAY_MS);
      const byStatus = { pending: 0, sending: 0, sent: 0, failed: 0, withdrawn: 0 };
      for (const s of f.byStatus) byStatus[s.status] = s.n;
      return { days, cartsReminded: f.reminded, cartsRecovered: f.recovered, revenueRecovered: paiseToRupees(f.revenuePaise), byStatus };
    },

    household: (userId) => repo.catCountOf(db, userId),

    async setHousehold(userId, cats) {
      await repo.setCatCount(db, userId, cats);
    },
  };
}

