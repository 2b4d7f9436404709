import { ERROR_MESSAGES, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@shop/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Maps every error to the shared body and the right status; 5xx details never reach the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
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
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, and the like.
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON.' : error.message;
      return reply.status(status === 415 ? 415 : 400).send(body('BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'unhandled error');
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).send(body('UNAVAILABLE', ERROR_MESSAGES.databaseDown));
    }
    return reply.status(500).send(body('INTERNAL', ERROR_MESSAGES.internal));
  });
}

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ECONNREFUSED' || code === '57P01' || code === '57P03' || code === '53300';
}
