import { HealthResponse } from '@shop/contract/health';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { connectDatabase } from '../db/client';
import { useTestContext } from '../../test/context';

const ctx = useTestContext();

describe('GET /api/v1/health', () => {
  it('reports a reachable database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
  });

  it('answers 503 when the database is unreachable', async () => {
    // A pool pointed at a port nothing listens on.
    const dead = connectDatabase('postgres://nobody:nothing@127.0.0.1:9/none', { max: 1 });
    const app = await buildApp({ config: ctx.config, db: dead.db, sessionSecret: ctx.sessionSecret });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false, latencyMs: null } });

      const products = await app.inject({ method: 'GET', url: '/api/v1/products/all-products' });
      expect(products.statusCode).toBe(503);
      expect(products.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      expect(products.body).not.toMatch(/ECONNREFUSED|stack/i);
    } finally {
      await app.close();
      await dead.close();
    }
  });
});
