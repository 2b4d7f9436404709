import { z } from 'zod';
import { OUTBOX_STATUSES } from './outbox-rules';

/** Order updates sent by WhatsApp or text message, besides the mails. */
export const NOTIFICATION_CHANNELS = ['whatsapp', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_EVENTS = ['placed', 'shipped', 'out_for_delivery', 'delivered', 'return_requested', 'return_approved', 'return_received', 'return_rejected', 'refund_processed', 'rto_delivered', 'lost'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** An outbox message (OUTBOX_STATUSES), or skipped when the customer opted out (or removed the number) before it went. */
export const NOTIFICATION_STATUSES = [...OUTBOX_STATUSES, 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Order mails sent through the mail outbox. */
export const ORDER_MAIL_KINDS = ['placed', 'rto_delivered', 'lost', 'paid_online'] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/**
 * The pace of the shop's own messages (order updates by text and WhatsApp, order mails, grievance mails): how often
 * their outboxes are read and how many tries a message gets; retries and claims follow OUTBOX_LIMITS.
 */
export const NOTIFICATION_LIMITS = {
  /** Sends tried per message before it is left as failed. */
  maxAttempts: 6,
  /** How often each outbox is read. */
  pollSeconds: 10,
  /** Messages handed to the providers per run. */
  batchSize: 50,
} as const;

/** What each update says, as the customer sees it in the profile and at checkout. */
export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  placed: 'Order placed',
  shipped: 'Order shipped, with its tracking number',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  return_requested: 'Return request received',
  return_approved: 'Return approved, pickup arranged',
  return_received: 'Return received, refund started',
  return_rejected: 'Return declined',
  refund_processed: 'Refund processed',
  rto_delivered: 'Parcel returned to us undelivered',
  lost: 'Parcel lost in transit',
};

export const NotificationPreferences = z.object({
  /** WhatsApp messages need the customer's explicit consent (Meta's rule): off until they opt in. */
  whatsapp: z.boolean(),
  /** Text messages about the customer's own orders (DLT transactional); on until they opt out. */
  sms: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencesBody = NotificationPreferences.partial()
  .extend({
    /** The screen the choice was made on, kept in the consent ledger; the profile unless said. */
    source: z.enum(['sign_up', 'profile', 'checkout']).optional(),
  })
  .refine((v) => v.whatsapp !== undefined || v.sms !== undefined, {
  message: 'Say which updates to change: whatsapp, sms or both',
});

export const NotificationPreferencesResponse = z.object({
  success: z.literal(true),
  preferences: NotificationPreferences,
  /** The number the updates go to; without one, nothing is sent. */
  phone: z.string().nullable(),
  /** Which updates are sent. */
  events: z.array(z.object({ event: z.enum(NOTIFICATION_EVENTS), label: z.string() })),
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

export const NOTIFICATION_MESSAGES = {
  title: 'Order updates',
  whatsappOptIn: 'Send me order updates on WhatsApp',
  smsOptIn: 'Send me order updates by SMS',
  whatsappConsent: 'We send only updates about your orders. You can stop them here at any time.',
  noPhone: 'Add your mobile number to receive order updates by WhatsApp or SMS.',
  saved: 'Order update preferences saved',
  whatWeSend: 'We will tell you when your order is:',
  loading: 'Loading your order update choices',
  loadFailed: 'Your order update choices could not be loaded.',
  retry: 'Try again',
} as const;
