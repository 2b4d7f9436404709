import type { FastifyBaseLogger } from 'fastify';

/** What the adapters log through: the app's pino logger, or anything with the same methods. */
export type AdapterLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
