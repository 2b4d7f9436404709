import { ERROR_REASONS, ERROR_STATUS, ErrorBody, isErrorReason, reasonMessage } from '@shop/contract/errors';

/**
 * What is wrong with an error answer, or null when it is right: the shared body, a reason of the contract's registry
 * with that reason's code and status, params exactly when its message is made from values, and the registry's words.
 */
export function errorBodyProblem(status: number, body: unknown): string | null {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return `not the shared error body: ${JSON.stringify(body)}`;
  const { reason, params, code, message } = parsed.data;
  if (!isErrorReason(reason)) return `the reason ${JSON.stringify(reason)} is not in the registry`;
  const entry = ERROR_REASONS[reason];
  if (entry.code !== code) return `${reason} goes with ${entry.code}, not ${code}`;
  if (ERROR_STATUS[entry.code] !== status) return `${reason} is a ${ERROR_STATUS[entry.code]}, not a ${status}`;
  if ((typeof entry.message === 'function') !== (params !== undefined)) return `${reason} ${params === undefined ? 'needs' : 'takes no'} params`;
  const words = reasonMessage(reason, params);
  if (message !== words) return `the message ${JSON.stringify(message)} is not what ${reason} says: ${JSON.stringify(words)}`;
  return null;
}

/** The JSON an answer sent, or undefined when it is not JSON sent as it is (an HTML page, a compressed body). */
export function jsonOf(contentType: unknown, contentEncoding: unknown, payload: unknown): unknown {
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json') || contentEncoding !== undefined) return undefined;
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
