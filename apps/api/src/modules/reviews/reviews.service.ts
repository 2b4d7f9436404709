import { APPROVED_REVIEWS_LIMIT, REVIEW_LIMITS, REVIEW_MESSAGES, type CreateReviewBody, type Review } from '@shop/contract/reviews';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../../db/client';
import * as repo from './reviews.repository';

export interface ReviewsService {
  listApproved(): Promise<Review[]>;
  /** Stores a customer's review as pending; it is public only once approved. */
  submit(author: { userId: string; name: string }, body: CreateReviewBody): Promise<Review & { status: 'pending' }>;
}

export function toReview(row: repo.ReviewRow): Review {
  return {
    _id: row.id,
    name: row.name,
    location: row.location,
    message: row.message,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Builds the reviews service. Only approved reviews ever leave it for the public. */
export function createReviewsService(deps: { db: Db }): ReviewsService {
  return {
    async listApproved() {
      const rows = await repo.listApprovedReviews(deps.db, APPROVED_REVIEWS_LIMIT);
      return rows.map(toReview);
    },

    async submit(author, body) {
      return deps.db.transaction(async (tx) => {
        // One customer's submissions are serialised so the pending limit holds under concurrency.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${author.userId}`}))`);
        if ((await repo.countPendingByUser(tx, author.userId)) >= REVIEW_LIMITS.maxPendingPerUser) {
          throw new AppError('RATE_LIMITED', REVIEW_MESSAGES.tooManyPending);
        }
        const [row] = await repo.insertReviews(tx, [
          { userId: author.userId, name: author.name, location: body.location, message: body.message, rating: body.rating, status: 'pending' },
        ]);
        return { ...toReview(row!), status: 'pending' as const };
      });
    },
  };
}
