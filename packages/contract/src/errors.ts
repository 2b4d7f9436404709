import { z } from 'zod';

export { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from './error-codes';
export { ERROR_REASONS, isErrorReason, reasonMessage, type ErrorReason, type ReasonParam, type ReasonParams, type ReasonWithParams } from './error-reasons';

export const ErrorBody = z.object({
  success: z.literal(false),
  /** Words for people; the spec fixes many of them, so they stay as they are whatever the reason. */
  message: z.string(),
  code: z.string(),
  /** What went wrong, as a stable key of ERROR_REASONS (e.g. "admin.stockChanged"), for clients with their own words. */
  reason: z.string(),
  /** The values the message is made from, by name (e.g. { "stock": 4 }), when it has any. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Details of a 429 that knows when the caller may try again (also sent as the Retry-After header). */
export const RetryAfterDetails = z.object({ retryAfterSeconds: z.number().int().positive() });
export type RetryAfterDetails = z.infer<typeof RetryAfterDetails>;
