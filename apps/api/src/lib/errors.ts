import { ERROR_REASONS, ERROR_STATUS, reasonMessage, RetryAfterDetails, type ErrorBody, type ErrorCode, type ErrorReason, type ReasonParam, type ReasonParams } from '@shop/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** What follows an error's reason: the values its message is made from (when it has any), then any details. */
type AppErrorArgs<R extends ErrorReason> = R extends ErrorReason
  ? ReasonParams<R> extends undefined
    ? [params?: undefined, details?: unknown]
    : [params: ReasonParams<R>, details?: unknown]
  : never;

/** A reason of the error registry whose message needs no values. */
export type PlainReason = { [R in ErrorReason]: ReasonParams<R> extends undefined ? R : never }[ErrorReason];

/**
 * The one error type services throw, for a reason of the contract's registry (ERROR_REASONS): the reason fixes the
 * code, and so the status, and the message, made from `params` when it needs values. The error handler turns it into
 * the shared error body.
 */
export class AppError<R extends ErrorReason = ErrorReason> extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: Readonly<Record<string, ReasonParam>> | undefined;
  readonly details: unknown;
  constructor(
    readonly reason: R,
    ...[params, details]: AppErrorArgs<R>
  ) {
    super(reasonMessage(reason, params as Readonly<Record<string, ReasonParam>> | undefined));
    this.params = params as Readonly<Record<string, ReasonParam>> | undefined;
    this.details = details;
    this.code = ERROR_REASONS[reason].code;
    this.status = ERROR_STATUS[this.code];
  }
}

/** One wrong field of a request: where it is (dots between levels, empty for the body itself) and what is wrong. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A 400 for wrong fields, as a request that fails its schema gets: worded after the first problem, with every problem
 * in `details.fields` so that a form can show each under its field.
 */
export function invalidFields(problems: readonly FieldProblem[]): AppError {
  const [first] = problems;
  if (!first) return new AppError('request.badRequest');
  const params = first.field ? { field: first.field, problem: first.message } : { problem: first.message };
  return new AppError('request.invalid', params, { fields: problems });
}

function bodyOf(error: AppError): ErrorBody {
  return {
    success: false,
    message: error.message,
    code: error.code,
    reason: error.reason,
    ...(error.params === undefined ? {} : { params: error.params }),
    ...(error.details === undefined ? {} : { details: error.details }),
  };
}

/** Answers with the error's status and the shared body; a 429 that names its wait says it in Retry-After too. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const retry = RetryAfterDetails.safeParse(error.details);
  if (error.status === 429 && retry.success) reply.header('retry-after', String(retry.data.retryAfterSeconds));
  return reply.status(error.status).send(bodyOf(error));
}

/** Errors Fastify raises before routing (a malformed or overlong address), in the shared body. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, new AppError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'request.uriTooLong' : 'request.badUrl'));
}

/** Maps every error to the shared body and the right status; 5xx details never reach the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems: FieldProblem[] = error.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field: where, message: v.message ?? 'is not valid' };
      });
      return sendError(reply, invalidFields(problems));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return sendError(reply, new AppError('server.internal'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, new AppError('request.tooLarge'));
    if (status === 429) return sendError(reply, new AppError('request.rateLimited'));
    if (status === 415) return sendError(reply, new AppError('request.unsupportedMediaType'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, empty JSON body, and the like.
      return sendError(reply, error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? new AppError('request.invalidJson') : new AppError('request.refused', { problem: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError(isDatabaseUnavailable(error) ? 'server.unavailable' : 'server.internal'));
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
