import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthGuard } from '../modules/auth/auth.guard';
import { privateAnswer } from './private-answer';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
type ReadSchema = { tags: string[]; summary: string; response: { 200: z.ZodType } };

/** What a read answers besides `success`, as its schema's 200 says: checked where the read is given. */
type ReadAnswer<S extends ReadSchema> = Omit<z.input<S['response'][200]>, 'success'>;

// Fastify cannot follow a generic schema to the handler's answer; ReadAnswer checks it at each call instead.
const loose = (schema: ReadSchema): FastifySchema => schema;

/**
 * Registers a GET of the signed-in customer's own data (a visitor gets 401), answered as kept by no cache: the
 * rule every such read shares, written once.
 */
export function getOwnData<const S extends ReadSchema>(app: RouteApp, guard: AuthGuard, url: string, schema: S, read: (userId: string) => Promise<ReadAnswer<S>>): void {
  app.get(url, { onRequest: guard.requireUser, schema: loose(schema) }, async (request, reply) => privateAnswer(reply, await read(request.user!.userId)));
}

/** Registers a GET that takes no input and answers `{ success: true, ...read() }` (a console list, the dashboard). */
export function getView<const S extends ReadSchema>(app: RouteApp, url: string, schema: S, read: () => Promise<ReadAnswer<S>>): void {
  app.get(url, { schema: loose(schema) }, async () => ({ success: true as const, ...(await read()) }));
}
