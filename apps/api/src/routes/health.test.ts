import { HealthResponse } from '@shop/contract/health';
import { describe, expect, it } from 'vitest';
import { getOk, useTestContext, withUnreachableDatabase } from '../../test/context';

const ctx = useTestContext();

describe('GET /api/v1/health', () => {
  it('reports a reachable database', async () => {
    const body = await getOk(ctx, '/api/v1/health', HealthResponse);
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
  });

  it('answers 503 when the database is unreachable', async () => {
    await withUnreachableDatabase(ctx, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: { ok: false, latencyMs: null } });

      const products = await app.inject({ method: 'GET', url: '/api/v1/products/all-products' });
      expect(products.statusCode).toBe(503);
      expect(products.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
      expect(products.body).not.toMatch(/ECONNREFUSED|stack/i);
    });
  });
});
