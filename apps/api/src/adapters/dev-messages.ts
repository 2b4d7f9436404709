import type { DevMessageChannel } from '@shop/contract/dev';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { devMessages } from '../db/schema';

export type DevMessageRow = typeof devMessages.$inferSelect;

/** Keeps a message the offline mail, SMS or WhatsApp adapter "sent". */
export async function storeDevMessage(
  db: Db,
  message: { channel: DevMessageChannel; recipient: string; subject: string; text: string; html: string | null; sendKey?: string },
): Promise<void> {
  // A message handed over again with the same idempotency key (a retry after a crash mid-send) is kept once.
  await db
    .insert(devMessages)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      sendKey: message.sendKey ?? null,
    })
    .onConflictDoNothing();
}

/** Stored messages, newest first, optionally only those to one recipient. */
export function listDevMessages(db: Db, options: { recipient?: string; limit: number }): Promise<DevMessageRow[]> {
  const query = db.select().from(devMessages);
  const filtered = options.recipient === undefined ? query : query.where(eq(devMessages.recipient, options.recipient));
  return filtered.orderBy(desc(devMessages.createdAt), desc(devMessages.id)).limit(options.limit);
}
