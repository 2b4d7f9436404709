import type { BaseQueryApi, EndpointBuilder, TagDescription } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { ApiCall, apiBaseQuery, queryApi } from '../../../lib/query-api';

/** The cache's tag types. */
export type Tag = Extract<Parameters<typeof queryApi.util.invalidateTags>[0][number], string>;
export type Build = EndpointBuilder<typeof apiBaseQuery, Tag, 'serverData'>;
type Dispatchable = Parameters<BaseQueryApi['dispatch']>[0];

/** What the changes to one kind of record have in common; `Arg` is what every change's argument holds. */
export interface RecordChanges<Arg, R, S extends z.ZodType> {
  /** The answer's contract schema, and the record in it. */
  schema: S;
  record: (answer: z.infer<S>) => R;
  /** Puts the server's record where its page reads it (an `upsertQueryData` of the record's query). */
  put: (arg: Arg, record: R) => Dispatchable;
  /** What to load again: after a success, the lists and counts the record shows in; after a refusal, perhaps the record. */
  invalidates: (record: R | undefined, error: unknown, arg: Arg) => Array<TagDescription<Tag>>;
}

/**
 * Staff changes that answer with the changed record (an order, a product, a coupon): the answer is shown at once, in
 * place of the cached record, without loading it again; what `invalidates` names loads again. Gives a maker of such
 * changes, each from the request it makes (path, method, body, fallback message).
 */
export function recordChanges<Arg, R, S extends z.ZodType>(build: Build, kind: RecordChanges<Arg, R, S>) {
  return <A extends Arg>(request: (arg: A) => Omit<ApiCall, 'schema'>) =>
    build.mutation<R, A>({
      query: (arg) => ({ ...request(arg), schema: kind.schema }),
      transformResponse: (answer) => kind.record(answer as z.infer<S>),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(kind.put(arg, answer.data));
      },
      invalidatesTags: (record, error, arg) => kind.invalidates(record, error, arg),
    });
}
