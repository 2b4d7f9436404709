import { callFailureOf } from '../../lib/query-message';

/** A refused submit, split into messages that belong under one field and one that belongs to the whole form. */
export interface SubmitRefusal<F extends string = string> {
  fields: Partial<Record<F, string>>;
  message: string | null;
}

/**
 * Where a server refusal belongs: at a field (a message the form knows is about one field, or a field the 400's
 * `details.fields` names), else above the form with the server's message (or `fallback` when it sent none).
 */
export function refusalOf<F extends string>(err: unknown, fields: readonly F[], knownMessages: Readonly<Record<string, F>>, fallback: string): SubmitRefusal<F> {
  // A call's failure (the API client's error, or the cache's as an endpoint's `unwrap()` throws it), else any error.
  const failure = callFailureOf(err);
  const message = failure?.message || (err instanceof Error && err.message ? err.message : fallback);
  const known = knownMessages[message];
  if (known) return { fields: { [known]: message } as Partial<Record<F, string>>, message: null };
  if (failure) {
    const details = failure.details as { fields?: Array<{ field?: unknown; message?: unknown }> } | undefined;
    const found: Partial<Record<F, string>> = {};
    for (const p of details?.fields ?? []) {
      const field = typeof p.field === 'string' ? (p.field.split('.')[0] as F) : undefined;
      if (field && fields.includes(field) && typeof p.message === 'string' && !found[field]) found[field] = p.message;
    }
    if (Object.keys(found).length > 0) return { fields: found, message: null };
  }
  return { fields: {}, message };
}
