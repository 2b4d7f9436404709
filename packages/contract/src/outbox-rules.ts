/**
 * Where a message stands in any of the shop's outboxes (order mails, order updates by text and WhatsApp, grievance
 * mails, reminders; decision 043): pending until due and claimed; sending while one process hands it to the provider
 * (claimed, for a lease); sent once the provider took it; failed after the last try. Each outbox adds its own way of
 * not sending at all. Free of the validation library.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * What every outbox does alike (db/outbox.ts): how long it waits to try a failed message again, how long a claim
 * lasts, and how much of a failure it keeps. Each outbox sets only its own pace and number of tries.
 */
export const OUTBOX_LIMITS = {
  /** First retry after this long; each later one waits twice as long as the one before. */
  retryBaseSeconds: 30,
  /** No retry waits longer than this. */
  retryMaxSeconds: 3600,
  /**
   * How long a claimed message belongs to the process that claimed it. A process that dies mid-send leaves its
   * message claimed; it is tried again (with the same provider key) only once this has passed, never while the
   * first send may still be under way.
   */
  claimLeaseSeconds: 120,
  /** A provider's reason for a failed send is kept to this many characters. */
  failureReasonChars: 500,
} as const;
