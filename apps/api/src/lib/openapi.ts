import { ErrorBody } from '@shop/contract/errors';
import type { z } from 'zod';

/** Declares the shared error body for the given statuses in a route's response schema. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBody])) as Record<S, typeof ErrorBody>;
}

/** What a route reads from a request, each checked by its schema. */
export interface RouteInputs {
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
}

export type RouteSchema<I extends RouteInputs, A extends Record<number, z.ZodType>, E extends number> = { tags: string[]; summary: string } & I & {
  response: A & Record<E, typeof ErrorBody>;
};

/**
 * The schema of the routes under one OpenAPI tag, one line a route: its summary, what it reads, its answers, and the
 * statuses it may answer with the shared error body, besides those every route of the group may answer (`always`:
 * a guard's 401 and 403, a rate limit's 429).
 * `routeDoc('cart')('Remove a cart line', { params: CartItemParams }, { 200: CartMessageResponse }, 401, 404)` is
 * `{ tags: ['cart'], summary: 'Remove a cart line', params: CartItemParams, response: { 200: CartMessageResponse, 401: ErrorBody, 404: ErrorBody } }`.
 */
export function routeDoc<G extends number = never>(tag: string, ...always: G[]) {
  return <const I extends RouteInputs, const A extends Record<number, z.ZodType>, E extends number = never>(
    summary: string,
    inputs: I,
    answers: A,
    ...errors: E[]
  ): RouteSchema<I, A, E | G> => ({ tags: [tag], summary, ...inputs, response: { ...answers, ...errorResponses<E | G>(...errors, ...always) } });
}
