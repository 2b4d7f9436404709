import { ERROR_MESSAGES, ERROR_STATUS, RetryAfterDetails, type ErrorBody, type ErrorCode } from '@shop/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error type services throw; the error handler turns it into the shared error body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, details);

function body(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { success: false, message, code } : { success: false, message, code, details };
}

interface FieldProblem {
  field: string;
  message: string;
}

function describeFields(problems: FieldProblem[]): string {
  const first = problems[0];
  if (!first) return ERROR_MESSAGES.badRequest;
  return first.field ? `${first.field}: ${first.message}` : first.message;
}

/** Errors Fastify raises before routing (a malformed or overlong address), in the shared body. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send(body('URI_TOO_LONG', ERROR_MESSAGES.uriTooLong));
  return reply.status(400).send(body('BAD_REQUEST', ERROR_MESSAGES.badUrl));
}

/** Maps every error to the shared body and the right status; 5xx details never reach the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      const retry = RetryAfterDetails.safeParse(error.details);
      if (error.status === 429 && retry.success) reply.header('retry-after', String(retry.data.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems: FieldProblem[] = error.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field: where, message: v.message ?? 'is not valid' };
      });
      return reply.status(400).send(body('BAD_REQUEST', describeFields(problems), { fields: problems }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send(body('INTERNAL', ERROR_MESSAGES.internal));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('PAYLOAD_TOO_LARGE', ERROR_MESSAGES.payloadTooLarge));
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED', ERROR_MESSAGES.rateLimited));
    if (status === 415) {
      return reply.status(415).send(body('UNSUPPORTED_MEDIA_TYPE', ERROR_MESSAGES.unsupportedMediaType));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, empty JSON body, and the like.
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? ERROR_MESSAGES.invalidJson : error.message;
      return reply.status(400).send(body('BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'unhandled error');
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).send(body('UNAVAILABLE', ERROR_MESSAGES.databaseDown));
    }
    return reply.status(500).send(body('INTERNAL', ERROR_MESSAGES.internal));
  });
}

/**
 * Connection failures, server shutdowns and statements cancelled by the statement timeout (57014: the database is
 * overloaded), on the error or anywhere in its cause chain (drizzle wraps them).
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P03', '57014', '53300', '08001', '08006']);

function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (e instanceof Error && /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)) return true;
  }
  return false;
}
