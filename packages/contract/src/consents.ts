import { z } from 'zod';
import { Timestamp } from './schema-parts';
import { CHECKOUT_CONSENT_PURPOSES, CONSENT_LIMITS, CONSENT_MESSAGES, CONSENT_PURPOSES, CONSENT_SOURCES, MARKETING_PURPOSES, SIGN_UP_CONSENT_PURPOSES } from './consent-rules';

export * from './consent-rules';

export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES);
export const ConsentSourceSchema = z.enum(CONSENT_SOURCES);
/** The version of a purpose's wording: a key of CONSENT_WORDINGS (the day it was first shown), as the ledger keeps it. */
export const ConsentVersion = z.string().min(1).max(CONSENT_LIMITS.versionMaxLength);

/** One purpose as it stands for the customer: agreed or not, when, from where, to which wording. */
export const ConsentState = z.object({
  purpose: ConsentPurposeSchema,
  granted: z.boolean(),
  /** When it last changed; null: never asked. */
  changedAt: Timestamp.nullable(),
  source: ConsentSourceSchema.nullable(),
  /** The wording agreed to (or withdrawn from); null: never asked. */
  version: ConsentVersion.nullable(),
});
export type ConsentState = z.infer<typeof ConsentState>;

/** One entry of the ledger: nothing is ever edited or removed while the account lives. */
export const ConsentEvent = z.object({
  purpose: ConsentPurposeSchema,
  granted: z.boolean(),
  source: ConsentSourceSchema,
  version: ConsentVersion,
  at: Timestamp,
});
export type ConsentEvent = z.infer<typeof ConsentEvent>;

export const ConsentsResponse = z.object({
  success: z.literal(true),
  consents: z.array(ConsentState),
  /** The newest entries first, at most CONSENT_LIMITS.historyPageSize. */
  history: z.array(ConsentEvent),
});
export type ConsentsResponse = z.infer<typeof ConsentsResponse>;

/** Sources a customer's own request may name (the others are the shop's: stop links, replies, staff). */
export const CUSTOMER_CONSENT_SOURCES = ['sign_up', 'profile', 'checkout', 'cookie_banner'] as const;

export const ConsentChange = z.object({
  purpose: z.enum(MARKETING_PURPOSES).or(z.literal('analytics')),
  granted: z.boolean(),
  /** The wording the customer was shown (the current one, or the request is refused). */
  version: ConsentVersion,
});

export const ConsentChangesBody = z.object({
  source: z.enum(CUSTOMER_CONSENT_SOURCES),
  changes: z
    .array(ConsentChange)
    .min(1)
    .max(CONSENT_LIMITS.maxChangesPerRequest)
    .refine((changes) => new Set(changes.map((c) => c.purpose)).size === changes.length, { message: CONSENT_MESSAGES.repeatedPurpose }),
});
export type ConsentChangesBody = z.infer<typeof ConsentChangesBody>;

export const StopLinkParams = z.object({ token: z.string().min(1).max(CONSENT_LIMITS.stopTokenLength) });

/** What a stop link names, shown before and after it is used. */
export const StopLinkResponse = z.object({
  success: z.literal(true),
  purpose: z.enum(MARKETING_PURPOSES),
  /** Whether the customer still gets these messages. */
  granted: z.boolean(),
});
export type StopLinkResponse = z.infer<typeof StopLinkResponse>;

/**
 * The boxes a customer ticked on a form (sign-up's profile step, checkout), each with the wording's version shown.
 * Only ticks are sent: an untouched box records nothing, so the ledger never says "no" for someone never asked.
 */
function consentsGiven<P extends readonly [string, ...string[]]>(purposes: P) {
  return z
    .array(z.object({ purpose: z.enum(purposes), version: z.string().min(1).max(40) }))
    .max(purposes.length)
    .refine((given) => new Set(given.map((c) => c.purpose)).size === given.length, { message: CONSENT_MESSAGES.repeatedPurpose });
}

/** What the sign-up's profile step may carry (optional: existing clients send none). */
export const SignUpConsents = consentsGiven(SIGN_UP_CONSENT_PURPOSES);
export type SignUpConsents = z.infer<typeof SignUpConsents>;

/** What checkout may carry with an order (optional: existing clients send none). */
export const CheckoutConsents = consentsGiven(CHECKOUT_CONSENT_PURPOSES);
export type CheckoutConsents = z.infer<typeof CheckoutConsents>;
