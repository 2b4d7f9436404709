/**
 * Where a message stands in any of the shop's outboxes (order mails, order updates by text and WhatsApp, grievance
 * mails, reminders; decision 043): pending until due and claimed; sending while one process hands it to the provider
 * (claimed, for a lease); sent once the provider took it; failed after the last try. Each outbox adds its own way of
 * not sending at all. Free of the validation library.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
