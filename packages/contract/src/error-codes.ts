/**
 * Error codes and the words shown when the server has nothing more specific to say. Free of the validation library
 * (errors.ts re-exports them with the error body's schema).
 */

/** Every error the API returns has one of these codes; the HTTP status follows from the code. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  /** The request is fine but waits for the customer to confirm it (a code sent to their phone). */
  CONFIRMATION_REQUIRED: 428,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages shown to people when the server has nothing more specific to say. */
export const ERROR_MESSAGES = {
  generic: 'Something went wrong',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  notFoundRoute: 'This API route does not exist.',
  productNotFound: 'Product not found',
  databaseDown: 'The shop is temporarily unavailable. Please try again shortly.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  badRequest: 'The request is not valid.',
  payloadTooLarge: 'The request is too large.',
  badUrl: 'The address is not valid.',
  uriTooLong: 'The address is too long.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  invalidJson: 'The request body is not valid JSON.',
  /** A field that is not valid: its name and what is wrong with it (the first of a request's problems). */
  invalidField: ({ field, problem }: { field?: string; problem: string }) => (field ? `${field}: ${problem}` : problem),
  /** A refusal worded by the web framework itself (an empty JSON body, and the like). */
  refusedRequest: ({ problem }: { problem: string }) => problem,
} as const;
