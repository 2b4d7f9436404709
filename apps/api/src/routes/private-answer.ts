import type { FastifyReply } from 'fastify';

/** A successful answer with the signed-in customer's own data: kept by no cache, the browser's included, as it changes with what they do. */
export function privateAnswer<T extends object>(reply: FastifyReply, body: T): { success: true } & T {
  reply.header('cache-control', 'private, no-store');
  return { success: true as const, ...body };
}
