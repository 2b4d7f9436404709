import { REVIEW_LIMITS } from '@shop/contract/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers';
import { createTestContext, type TestContext } from '../../../test/context';
import { createUser } from '../../../test/factories';
import { reviews } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => void (ctx = await createTestContext()));
afterAll(() => ctx.close());

const submit = (cookie: string | undefined, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/reviews/review-created-by-user', headers: cookie ? { cookie } : {}, payload: payload as object });

describe('POST /api/v1/reviews/review-created-by-user', () => {
  it('stores a trimmed, pending review under the user’s name, and keeps it off the wall', async () => {
    const user = await createUser(ctx.db, { name: 'Kabir Das' });
    const res = await submit(await loginAs(ctx, user), { location: '  Kolkata ', message: '  Our cat loves it, no smell at all.  ', rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Review submitted! Awaiting approval.',
      review: { name: 'Kabir Das', location: 'Kolkata', message: 'Our cat loves it, no smell at all.', rating: 5, status: 'pending' },
    });
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.userId, user.id));
    expect(row?.status).toBe('pending');
    const wall = await ctx.app.inject({ method: 'GET', url: '/api/v1/reviews/approved' });
    expect(wall.json().map((r: { _id: string }) => r._id)).not.toContain(row?.id);
  });

  it('uses the part of the email before @ when the user has no name yet', async () => {
    const user = await createUser(ctx.db, { name: null, email: 'meera.pillai@example.in' });
    const res = await submit(await loginAs(ctx, user), { location: 'Chennai', message: 'Third order and still great.', rating: 4 });
    expect(res.json().review.name).toBe('meera.pillai');
  });

  it('refuses anonymous callers with 401', async () => {
    const res = await submit(undefined, { location: 'Pune', message: 'Lovely litter for my cat.', rating: 5 });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ location: '   ', message: 'Lovely litter for my cat.', rating: 5 }, 'location'],
    [{ location: 'Pune', message: 'short', rating: 5 }, 'message'],
    [{ location: 'Pune', message: 'x'.repeat(REVIEW_LIMITS.messageMaxLength + 1), rating: 5 }, 'message'],
    [{ location: 'Pune', message: 'Lovely litter for my cat.', rating: 0 }, 'rating'],
    [{ location: 'Pune', message: 'Lovely litter for my cat.', rating: 6 }, 'rating'],
    [{ location: 'Pune', message: 'Lovely litter for my cat.', rating: 4.5 }, 'rating'],
    [{ location: 'Pune', message: 'Lovely litter for my cat.', rating: '5' }, 'rating'],
    [{ location: 'Pune', message: 'Lovely litter for my cat.' }, 'rating'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const user = await createUser(ctx.db);
    const res = await submit(await loginAs(ctx, user), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}:`));
  });

  it(`allows at most ${REVIEW_LIMITS.maxPendingPerUser} reviews waiting for approval per customer, even at once`, async () => {
    const user = await createUser(ctx.db);
    const cookie = await loginAs(ctx, user);
    const results = await Promise.all(
      Array.from({ length: REVIEW_LIMITS.maxPendingPerUser + 2 }, (_, i) => submit(cookie, { location: 'Pune', message: `Review number ${i} of mine.`, rating: 5 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(REVIEW_LIMITS.maxPendingPerUser);
    expect(results.filter((r) => r.statusCode === 429).map((r) => r.json().message)).toEqual(
      Array(2).fill('You already have reviews waiting for approval. Please wait until they are checked.'),
    );
  });
});
