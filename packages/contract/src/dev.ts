import { z } from 'zod';
import { DocumentId, Timestamp } from './schema-parts';

/** Dev-only routes (/dev/*): the offline mailbox and identity provider. They never exist in production. */

/** How the offline adapters "sent" a message. */
export const DEV_MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type DevMessageChannel = (typeof DEV_MESSAGE_CHANNELS)[number];

export const DevMessage = z.object({
  id: DocumentId,
  channel: z.enum(DEV_MESSAGE_CHANNELS),
  recipient: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: Timestamp,
});
export type DevMessage = z.infer<typeof DevMessage>;

/**
 * The one-time code a kept message carries, if it is a code message: a code text begins with the code, a code mail
 * names it in its subject (in English, or कोड in a Hindi one). Order updates to the same phone or address carry none,
 * even when they hold six digits (a pincode), and their outbox may deliver them after a code asked for later.
 */
export function oneTimeCodeIn(message: Pick<DevMessage, 'channel' | 'subject' | 'text'>): string | undefined {
  if (message.channel === 'sms') return /^(\d{6}) is your /.exec(message.text)?.[1];
  if (message.channel === 'email' && /\bcode\b|\bpassword\b|कोड/i.test(message.subject)) return /\b(\d{6})\b/.exec(message.text)?.[1];
  return undefined;
}

/** GET /dev/mailbox/messages?to=<email or phone>: newest first. */
export const DevMessagesQuery = z.object({ to: z.string().max(254).optional() });
export const DevMessagesResponse = z.object({ messages: z.array(DevMessage) });
export type DevMessagesResponse = z.infer<typeof DevMessagesResponse>;

/** POST /dev/identity/token: an ID token like Google's, for the offline "Sign in with Google". */
export const DevIdentityTokenBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  name: z.string().trim().min(1).max(100).optional(),
  emailVerified: z.boolean().default(true),
});
export type DevIdentityTokenBody = z.infer<typeof DevIdentityTokenBody>;
export const DevIdentityTokenResponse = z.object({ credential: z.string() });
