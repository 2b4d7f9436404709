import type { FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthGuard } from '../modules/auth/auth.guard';
import { privateAnswer } from './private-answer';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a read of one's own data answers besides `success`, as its schema's 200 says. */
type OwnAnswer<S extends { response: { 200: z.ZodType } }> = Omit<z.input<S['response'][200]>, 'success'>;

/**
 * Registers a GET of the signed-in customer's own data (a visitor gets 401), answered as kept by no cache: the
 * rule every such read shares, written once.
 */
export function getOwnData<const S extends { tags: string[]; summary: string; response: { 200: z.ZodType } }>(
  app: RouteApp,
  guard: AuthGuard,
  url: string,
  schema: S,
  read: (userId: string) => Promise<OwnAnswer<S>>,
): void {
  // The answer's type is checked where `read` is given (OwnAnswer); fastify cannot follow the generic schema here.
  const loose: FastifySchema = schema;
  app.get(url, { onRequest: guard.requireUser, schema: loose }, async (request, reply) => privateAnswer(reply, await read(request.user!.userId)));
}
