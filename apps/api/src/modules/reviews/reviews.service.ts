import { APPROVED_REVIEWS_LIMIT, type Review } from '@shop/contract/reviews';
import type { Db } from '../../db/client';
import * as repo from './reviews.repository';

export interface ReviewsService {
  listApproved(): Promise<Review[]>;
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
  };
}
