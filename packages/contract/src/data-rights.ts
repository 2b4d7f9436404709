import { z } from 'zod';
import { AUTH_MESSAGES, Email, optionalMobile, Otp } from './auth';
import { boundedText, DocumentId, Timestamp } from './schema-parts';
import {
  DATA_REQUEST_KINDS,
  DATA_REQUEST_SOURCES,
  DATA_REQUEST_STATUSES,
  DATA_RIGHTS_LIMITS,
  DATA_RIGHTS_MESSAGES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATUSES,
} from './data-rights-rules';

export * from './data-rights-rules';

/** The readable copy of the export instead of JSON: GET /user/data-export?format=html. */
export const DataExportQuery = z.object({ format: z.enum(['json', 'html']).optional().default('json') });

/**
 * Everything the shop holds about the customer, section by section, each row as stored (secrets such as password
 * and code hashes left out). Money in paise, as the shop keeps it.
 */
export const DataExport = z.object({
  success: z.literal(true),
  exportedAt: Timestamp,
  /** What each section holds, in a line, for the reader. */
  about: z.record(z.string(), z.string()),
  sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof DataExport>;

export const KeptItem = z.object({ what: z.string(), why: z.string() });

/** What deleting the account would do now: whether anything holds it up, and what is kept and why. */
export const AccountDeletionResponse = z.object({
  success: z.literal(true),
  canDelete: z.boolean(),
  /** Why not, in the customer's words (orders on their way, refunds due); null when nothing holds it up. */
  blockedBecause: z.string().nullable(),
  /** Where the confirmation code goes. */
  codeTo: z.string(),
  kept: z.array(KeptItem),
});
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponse>;

export const ConfirmAccountDeletionBody = z.object({ otp: Otp });

/** DPDP section 14: the person who may use the customer's rights on their death or incapacity. */
export const NomineeBody = z
  .object({
    name: boundedText(DATA_RIGHTS_LIMITS.nomineeNameMaxLength, 'Enter the nominee’s name.'),
    email: z.union([z.literal('').transform(() => null), Email]).optional().default(''),
    phone: optionalMobile(AUTH_MESSAGES.invalidPhoneOrEmail).optional().default(''),
  })
  .transform((v) => ({ name: v.name, email: v.email || null, phone: v.phone || null }))
  .refine((v) => v.email !== null || v.phone !== null, { message: DATA_RIGHTS_MESSAGES.nomineeContact, path: ['email'] });
export type NomineeBody = z.input<typeof NomineeBody>;

export const Nominee = z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), updatedAt: Timestamp });
export type Nominee = z.infer<typeof Nominee>;
export const NomineeResponse = z.object({ success: z.literal(true), nominee: Nominee.nullable() });
export type NomineeResponse = z.infer<typeof NomineeResponse>;

/** A grievance from the account area (the account's email) or the contact page (an email for the answer). */
export const GrievanceBody = z.object({
  name: boundedText(GRIEVANCE_LIMITS.nameMaxLength).optional().default(''),
  email: z.union([z.literal(''), Email]).optional().default(''),
  subject: boundedText(GRIEVANCE_LIMITS.subjectMaxLength, 'Say in a few words what it is about.'),
  message: z
    .string()
    .trim()
    .min(GRIEVANCE_LIMITS.messageMinLength, `Tell us what happened in at least ${GRIEVANCE_LIMITS.messageMinLength} characters.`)
    .max(GRIEVANCE_LIMITS.messageMaxLength, `Please keep it under ${GRIEVANCE_LIMITS.messageMaxLength} characters.`),
  /** An order it concerns, when there is one. */
  orderNumber: z.string().trim().max(40).optional().default(''),
});
export type GrievanceBody = z.input<typeof GrievanceBody>;
/** The contact page's form for a signed-out visitor: an email address for the answer is needed. */
export const VisitorGrievanceBody = GrievanceBody.extend({ email: Email });

export const GrievanceStatusSchema = z.enum(GRIEVANCE_STATUSES);

export const Grievance = z.object({
  _id: DocumentId,
  number: z.string(),
  subject: z.string(),
  message: z.string(),
  orderNumber: z.string().nullable(),
  status: GrievanceStatusSchema,
  answer: z.string().nullable(),
  createdAt: Timestamp,
  answeredAt: Timestamp.nullable(),
});
export type Grievance = z.infer<typeof Grievance>;

export const GrievanceCreatedResponse = z.object({ success: z.literal(true), message: z.string(), grievance: Grievance });
export type GrievanceCreatedResponse = z.infer<typeof GrievanceCreatedResponse>;
export const GrievancesResponse = z.object({ success: z.literal(true), grievances: z.array(Grievance) });
export type GrievancesResponse = z.infer<typeof GrievancesResponse>;

/** The console's list: data requests and grievances, each with the DPDP clock. */
export const DataRightsItem = z.object({
  kind: z.enum([...DATA_REQUEST_KINDS, 'grievance']),
  _id: DocumentId,
  /** GRV-… for a grievance; the request's short id otherwise. */
  reference: z.string(),
  customerId: DocumentId.nullable(),
  /** The customer's name or email (an erased customer is shown as such). */
  who: z.string(),
  status: z.union([z.enum(DATA_REQUEST_STATUSES), GrievanceStatusSchema]),
  source: z.enum(DATA_REQUEST_SOURCES).nullable(),
  subject: z.string().nullable(),
  requestedAt: Timestamp,
  doneAt: Timestamp.nullable(),
  /** Days left of the 90 while it is open (negative: overdue); null once answered or done. */
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type DataRightsItem = z.infer<typeof DataRightsItem>;
export const DataRightsListResponse = z.object({ success: z.literal(true), items: z.array(DataRightsItem) });
export type DataRightsListResponse = z.infer<typeof DataRightsListResponse>;

export const AdminGrievance = Grievance.extend({ name: z.string().nullable(), email: z.string(), customerId: DocumentId.nullable(), daysLeft: z.number().int().nullable() });
export type AdminGrievance = z.infer<typeof AdminGrievance>;
export const AdminGrievanceResponse = z.object({ success: z.literal(true), grievance: AdminGrievance });
export type AdminGrievanceResponse = z.infer<typeof AdminGrievanceResponse>;

export const GrievanceAnswerBody = z.object({
  answer: z
    .string()
    .trim()
    .min(GRIEVANCE_LIMITS.answerMinLength, `Write an answer of at least ${GRIEVANCE_LIMITS.answerMinLength} characters.`)
    .max(GRIEVANCE_LIMITS.answerMaxLength),
});
export type GrievanceAnswerBody = z.infer<typeof GrievanceAnswerBody>;

/** Staff acting on a customer's written request to delete their account: what they received, for the audit log. */
export const StaffDeletionBody = z.object({
  reference: z.string().trim().min(DATA_RIGHTS_LIMITS.referenceMinLength, 'Say which written request this is (its date and how it came).').max(DATA_RIGHTS_LIMITS.referenceMaxLength),
});
export type StaffDeletionBody = z.infer<typeof StaffDeletionBody>;
