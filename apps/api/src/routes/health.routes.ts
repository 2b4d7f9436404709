import { HealthResponse } from '@shop/contract/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import { routeDoc } from '../lib/openapi';

const doc = routeDoc('health');

const startedAt = Date.now();

/** GET /health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: doc('Liveness and database status', {}, { 200: HealthResponse, 503: HealthResponse }) },
    async (request, reply) => {
      const t0 = performance.now();
      let ok = true;
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        ok = false;
        request.log.warn({ err }, 'health check: database unreachable');
      }
      const latencyMs = ok ? Math.round((performance.now() - t0) * 10) / 10 : null;
      reply.header('cache-control', 'no-store');
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { ok, latencyMs },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
};
