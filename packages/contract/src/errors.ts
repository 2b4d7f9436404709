import { z } from 'zod';

export { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from './error-codes';

export const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Details of a 429 that knows when the caller may try again (also sent as the Retry-After header). */
export const RetryAfterDetails = z.object({ retryAfterSeconds: z.number().int().positive() });
export type RetryAfterDetails = z.infer<typeof RetryAfterDetails>;
