import { z } from 'zod';
import { settingResponse, Timestamp } from './schema-parts';
import { Otp } from './auth';
export { COD_CONFIRMATION_MESSAGES } from './cod-confirmation-rules';

/**
 * Confirming a Cash on Delivery order with a code texted to the customer's phone: a rule staff switch on in the
 * console. Off by default, so create-order behaves as SPEC.md describes for every existing client.
 */
export const COD_CONFIRMATION_LIMITS = {
  /** Threshold staff may set, in paise: ₹1 to ₹10,00,000. */
  minThresholdPaise: 100,
  maxThresholdPaise: 100_000_000,
  /** How long a COD order waits for its code before the customer has to place it again. */
  pendingMinutes: 30,
} as const;

/** The rule as stored in shop_settings and shown in the console. */
export const CodConfirmationRule = z.object({
  enabled: z.boolean(),
  /** Orders whose total is above this many rupees need a code; null: no amount rule. */
  thresholdAmount: z
    .number()
    .min(COD_CONFIRMATION_LIMITS.minThresholdPaise / 100)
    .max(COD_CONFIRMATION_LIMITS.maxThresholdPaise / 100)
    .multipleOf(0.01)
    .nullable(),
  /** A customer's first Cash on Delivery order needs a code. */
  firstCodOrder: z.boolean(),
});
export type CodConfirmationRule = z.infer<typeof CodConfirmationRule>;

export const DEFAULT_COD_CONFIRMATION_RULE: CodConfirmationRule = { enabled: false, thresholdAmount: null, firstCodOrder: false };

export const CodConfirmationRuleResponse = settingResponse('rule', CodConfirmationRule);

/** Why an order needs a code. */
export const COD_CONFIRMATION_REASONS = ['amount_above_threshold', 'first_cod_order'] as const;
export type CodConfirmationReason = (typeof COD_CONFIRMATION_REASONS)[number];

/**
 * The `details` of create-order's 428 answer (code CONFIRMATION_REQUIRED): the order is not placed and holds no
 * stock until POST /order/confirm-cod gets the code.
 */
export const CodConfirmationDetails = z.object({
  reason: z.enum(COD_CONFIRMATION_REASONS),
  confirmationId: z.string(),
  /** The phone the code went to, all but its last digits hidden. */
  sentTo: z.string(),
  expiresAt: Timestamp,
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type CodConfirmationDetails = z.infer<typeof CodConfirmationDetails>;

export const ConfirmCodBody = z.object({ confirmationId: z.uuid({ error: 'confirmationId must be the id create-order gave' }), otp: Otp });
export type ConfirmCodBody = z.infer<typeof ConfirmCodBody>;

export const ResendCodCodeBody = z.object({ confirmationId: z.uuid({ error: 'confirmationId must be the id create-order gave' }) });
export const ResendCodCodeResponse = z.object({ success: z.literal(true), message: z.string(), details: CodConfirmationDetails });

/** The last digits of a phone number, the rest hidden: +919876543210 → ******3210. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `******${digits.slice(-4)}`;
}
