import type { ReminderChannel, ReminderKind, ReminderStatus } from '@shop/contract/reminder-rules';

/** Words of the console's Reminders page. */
export const REMINDERS_TEXT = {
  title: 'Reminders',
  settingsHeading: 'Cart and refill reminders',
  settingsLead:
    'Sent only to customers who agreed to reminders on that channel, never between 21:00 and 09:00 India time, at most two per cart, and stopped once the customer orders, empties the cart or withdraws.',
  enabled: 'Send cart reminders',
  firstAfter: 'First reminder, minutes after the cart was last changed',
  secondAfter: 'Second reminder, hours after the cart was last changed',
  coupon: 'Coupon offered in the second reminder',
  couponHint: 'An existing coupon’s code, or leave empty for none.',
  refillEnabled: 'Send refill reminders a few days before a customer’s litter runs out',
  save: 'Save reminders',
  saved: 'Reminder settings saved',
  loading: 'Loading reminders',
  loadFailed: 'Reminders could not be loaded.',
  saveFailed: 'The reminder settings could not be saved.',
  figuresHeading: 'Last 30 days',
  cartsReminded: 'Carts reminded',
  cartsRecovered: 'Carts recovered',
  revenueRecovered: 'Revenue recovered',
  recoveredNote: 'An order within 7 days of a cart’s first reminder counts as recovered.',
  listHeading: 'Messages',
  listCaption: 'Reminders, newest first',
  statusFilter: 'Status',
  allStatuses: 'All',
  empty: 'No reminders yet.',
  columns: { customer: 'Customer', kind: 'Reminder', channel: 'Channel', status: 'Status', reason: 'Reason', when: 'When' },
  kinds: { cart_first: 'Cart, first', cart_second: 'Cart, second', refill: 'Refill' } satisfies Record<ReminderKind, string>,
  channels: { whatsapp: 'WhatsApp', sms: 'SMS', email: 'Email' } satisfies Record<ReminderChannel, string>,
  statuses: { pending: 'Waiting', sending: 'Sending', sent: 'Sent', failed: 'Failed', withdrawn: 'Withdrawn' } satisfies Record<ReminderStatus, string>,
} as const;
