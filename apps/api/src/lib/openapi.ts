import { ErrorBody } from '@shop/contract/errors';

/** Declares the shared error body for the given statuses in a route's response schema. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as Record<S, typeof ErrorBody>;
}
