import type { TagDescription } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { Build, Tag } from './record-change';

/** One thing the console reads: the GET path, the answer's contract schema and the part of it kept. */
export interface Read<R, S extends z.ZodType> {
  path: string;
  schema: S;
  pick: (answer: z.infer<S>) => R;
  /** What the page says when the server gives no message. */
  failed: string;
  /** The cache's tags it is kept under; a change that names one loads it again. */
  tags: Array<TagDescription<Tag>>;
}

/** A GET without an argument (a list read whole, the dashboard, the session). */
export function readQuery<R, S extends z.ZodType>(build: Build, read: Read<R, S>) {
  return build.query<R, void>({
    query: () => ({ path: read.path, schema: read.schema, fallbackMessage: read.failed }),
    transformResponse: (answer) => read.pick(answer as z.infer<S>),
    providesTags: read.tags,
  });
}

/** A GET of one page of a filtered list: the argument is the query string without "?". */
export function pageQuery<R, S extends z.ZodType>(build: Build, read: Read<R, S>) {
  return build.query<R, string>({
    query: (query) => ({ path: `${read.path}${query ? `?${query}` : ''}`, schema: read.schema, fallbackMessage: read.failed }),
    transformResponse: (answer) => read.pick(answer as z.infer<S>),
    providesTags: read.tags,
  });
}
