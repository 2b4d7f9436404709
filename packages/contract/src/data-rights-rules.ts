/**
 * A customer's rights over their data (Digital Personal Data Protection Act 2023 and its 2025 Rules) and the
 * grievance channel the Consumer Protection (E-Commerce) Rules 2020 require: limits, words and the grievance officer.
 * Free of the validation library, shared by the API and the web; data-rights.ts adds the schemas.
 */

export { GRIEVANCE_OFFICER } from './grievance-officer';

/** What a customer (or staff, on a written request) asked the shop to do with their data. */
export const DATA_REQUEST_KINDS = ['export', 'deletion'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_STATUSES = ['requested', 'done'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** Who asked: the customer in their account area, or staff acting on a written request (a letter, a mail). */
export const DATA_REQUEST_SOURCES = ['account', 'staff'] as const;
export type DataRequestSource = (typeof DATA_REQUEST_SOURCES)[number];

export const GRIEVANCE_STATUSES = ['open', 'answered', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const DATA_RIGHTS_LIMITS = {
  /** Downloads of one's data per account: the export reads every table, so it is bounded. */
  exportsPerHour: 3,
  exportsPerDay: 10,
  /** Orders, reviews, messages and ledger entries in one export, each (far beyond any real customer's). */
  exportRowsPerSection: 5000,
  /** DPDP Rules: a request or grievance is answered within this many days. */
  answerDays: 90,
  /** The console's clock turns amber this many days before the end. */
  dueSoonDays: 15,
  /** Staff's note of the written request they act on. */
  referenceMaxLength: 300,
  referenceMinLength: 5,
  nomineeNameMaxLength: 80,
  /** Requests and grievances the console shows at once (oldest open first). */
  consolePageSize: 100,
} as const;

export const GRIEVANCE_LIMITS = {
  nameMaxLength: 80,
  subjectMaxLength: 120,
  messageMinLength: 10,
  messageMaxLength: 2000,
  answerMinLength: 10,
  answerMaxLength: 4000,
  /** Grievances from one email address, and from one client address, per hour. */
  perHourPerEmail: 3,
  perHourPerAddress: 10,
  /** Grievance numbers: GRV-2026-000123, a series per calendar year (India time). */
  numberPrefix: 'GRV',
  numberDigits: 6,
} as const;

/** What the shop keeps after an account is deleted, and why: shown before the customer confirms. */
export const KEPT_AFTER_DELETION = [
  {
    what: 'Tax invoices and credit notes of your orders, as they were issued (your name and delivery address on them)',
    why: 'GST law (CGST Act section 36) requires us to keep them for 8 years from the end of the financial year.',
  },
  {
    what: 'Each order’s number, items, amounts, payments and refunds, without your phone, email or street',
    why: 'Our accounts must match the invoices and the money received and refunded, for the same 8 years.',
  },
  {
    what: 'A record that you asked for this deletion and when it was done, with no contact details',
    why: 'The Digital Personal Data Protection Act expects us to show that we honoured your request.',
  },
] as const;

/** Order statuses after which an order no longer holds up a deletion. */
export const SETTLED_ORDER_STATUSES = ['delivered', 'cancelled', 'rto_delivered', 'lost'] as const;

export const DATA_RIGHTS_MESSAGES = {
  exportTooMany: ({ minutes }: { minutes: number }) =>
    `You have downloaded your data several times just now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  ordersInFlight: ({ orders }: { orders: string }) =>
    `Your account cannot be deleted while an order is on its way or a refund is due (${orders}). Once it is delivered, cancelled or refunded, you can delete your account.`,
  paymentInFlight: 'A payment of yours is still being processed. Please try again in a few minutes, once it is settled.',
  codeSent: 'We have sent a code to your email address. Enter it to delete your account.',
  deleted: 'Your account is deleted. We have kept only what the law requires.',
  customerErased: 'This customer’s account has already been deleted.',
  staffAccount: 'An account with staff rights is not deleted here: its staff rights must be removed first.',
  requestNotFound: 'No such data request.',
  nomineeContact: 'Give the nominee’s email address or mobile number.',
  nomineeSaved: 'Your nominee is saved.',
  nomineeRemoved: 'Your nominee is removed.',
  nomineeNotYou: 'Your nominee must be someone other than you.',
  grievanceTooMany: ({ minutes }: { minutes: number }) =>
    `We have received several grievances from you just now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or write to our grievance officer.`,
  grievanceNotFound: 'No such grievance.',
  grievanceMove: ({ from, to }: { from: string; to: string }) => `A grievance that is ${from} cannot be ${to}.`,
  grievanceReceived: ({ number }: { number: string }) => `Your grievance ${number} is registered. We have mailed you an acknowledgement.`,
  grievanceEmailNeeded: 'Enter your email address so that we can answer you.',
} as const;
