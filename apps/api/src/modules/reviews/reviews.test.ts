import { ApprovedReviewsResponse } from '@shop/contract/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { createReview } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
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

describe('GET /api/v1/reviews/rating', () => {
  it("gives the shop's rating from approved reviews only, to one decimal", async () => {
    const approved = ApprovedReviewsResponse.parse((await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/approved' })).json());
    await createReview(ctx.db, { name: 'Four', rating: 4 });
    await createReview(ctx.db, { name: 'Three', rating: 3 });
    await createReview(ctx.db, { name: 'Angry but waiting', rating: 1, status: 'pending' });
    await createReview(ctx.db, { name: 'Angry and refused', rating: 1, status: 'rejected' });
    const ratings = [...approved.map((r) => r.rating), 4, 3];
    const expected = Math.round((ratings.reduce((n, r) => n + r, 0) / ratings.length) * 10) / 10;

    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/rating' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: ratings.length, average: expected });
    expect(String(expected)).toMatch(/^\d(\.\d)?$/);
  });
});
