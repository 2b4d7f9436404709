/**
 * Reminders (decision 039); free of the validation library: a cart left untouched, and litter about to run out. Marketing under TRAI's and WhatsApp's
 * rules: sent only to customers who agreed to offers on that channel (consent-rules.ts), never at night, each with a
 * way to stop.
 */
import { OUTBOX_STATUSES } from './outbox-rules';

export const REMINDER_KINDS = ['cart_first', 'cart_second', 'refill'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * An outbox message (OUTBOX_STATUSES), or withdrawn when, by its time, the customer had ordered, emptied the cart,
 * withdrawn consent or the products were out of stock.
 */
export const REMINDER_STATUSES = [...OUTBOX_STATUSES, 'withdrawn'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** The night in India, from `startHour` to `endHour`, when no reminder goes out (TRAI: no promotional messages at night). */
export const QUIET_HOURS = { startHour: 21, endHour: 9 } as const;

export const REMINDER_LIMITS = {
  /** How often due reminders are looked for and sent. */
  pollSeconds: 60,
  /** Carts or customers looked at per run. */
  batchSize: 100,
  /** Sends tried per reminder before it is left as failed. */
  maxAttempts: 4,
  /** An order within this many days of a reminder counts as recovered by it (the dashboard's figures). */
  attributionDays: 7,
  /** Reminders on a page of the console's message view. */
  pageSize: 50,
  /** Days the console's figures look back at most. */
  maxFigureDays: 365,
  /** Cats a household can tell us about. */
  maxCats: 20,
  /**
   * A reminder held back by the text allowance (MESSAGE_BUDGET) goes no later than this after it was written: a cart
   * reminder a day late says nothing the second would not, so past it the reminder is withdrawn as too late.
   */
  heldAtMostHours: 20,
  /**
   * The second reminder of a cart goes at least this long after the first was sent (and waits while the first is
   * still to go): a first held back to the morning must not arrive together with the second.
   */
  minGapHours: 2,
} as const;

/**
 * When a customer's litter is expected to run out, and so when the refill reminder goes: by their own orders once
 * there are enough, else by the kilograms of the last one and their cats.
 */
export const REFILL_TIMING = {
  /** The reminder goes this many days before the litter is expected to run out. */
  leadDays: 4,
  /** Orders of litter needed before a customer's own interval is used (else the pack size and their cats). */
  ordersForInterval: 2,
  /** Days one kilogram of litter lasts one cat (about 6 kg a month, for clumping bentonite scooped daily). */
  daysPerKgPerCat: 5,
  /** Intervals outside these are not believed: a refill reminder is not sent sooner or later than this. */
  minDays: 7,
  maxDays: 120,
} as const;

/** Why a reminder is waiting, or was withdrawn or changed, as the console's message view shows it (its reason). */
export const REMINDER_REASONS = {
  waitingForBudget: 'waiting for the text allowance to free up',
  heldTooLong: 'too late: held back too long to still be of use',
  waitingForFirst: 'waiting to go a while after the first reminder',
  couponNotInForce: (code: string) => `sent without coupon ${code}: it was disabled, expired or deleted`,
  lastTryCutShort: 'the last try was cut short',
} as const;

export const REMINDER_MESSAGES = {
  restoreInvalid: 'This link is not valid. Sign in to see your cart.',
  restoreNotYours: 'This link was sent to another account. Sign in as the person it was sent to.',
  couponUnknown: 'No coupon has this code. Create it first, or leave the field empty.',
} as const;

/** A reminder's link (cart or refill): it opens on any device once signed in, for this long after it was sent. */
export const RESTORE_LINK_LIMITS = {
  validDays: 30,
} as const;

export const RESTORE_MESSAGES = {
  expired: 'This link has expired. Your cart and past orders are in your account.',
} as const;
