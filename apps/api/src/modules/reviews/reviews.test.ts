import { ApprovedReviewsResponse } from '@shop/contract/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createReview } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/v1/reviews/approved', () => {
  it('returns only approved reviews, newest first, as the whole body', async () => {
    const older = await createReview(ctx.db, { name: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createReview(ctx.db, { name: 'Newer', createdAt: new Date('2026-02-01T00:00:00Z') });
    await createReview(ctx.db, { name: 'Waiting', status: 'pending' });
    await createReview(ctx.db, { name: 'Refused', status: 'rejected' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/approved' });
    expect(res.statusCode).toBe(200);
    const body = ApprovedReviewsResponse.parse(res.json());
    expect(body.map((r) => r._id)).toEqual([newer.id, older.id]);
    expect(body.map((r) => r.name)).not.toContain('Waiting');
    expect(body.map((r) => r.name)).not.toContain('Refused');
    expect(body[0]).toEqual({
      _id: newer.id,
      name: 'Newer',
      location: 'Pune',
      message: 'Clumps well and keeps the smell away.',
      rating: 5,
      createdAt: '2026-02-01T00:00:00.000Z',
    });
  });
});
