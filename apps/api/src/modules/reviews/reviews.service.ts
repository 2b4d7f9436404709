import {
  ADMIN_REVIEWS_PAGE_SIZE,
  APPROVED_REVIEWS_LIMIT,
  REVIEW_LIMITS,
  type AdminReview,
  type CreateReviewBody,
  type Review,
} from '@shop/contract/reviews';
import { recordAudit } from '../../audit/audit.service';
import { AppError } from '../../lib/errors';
import { LOCK_KEYS, lockUntilCommit } from '../../db/locks';
import type { Db } from '../../db/client';
import type { PublicCache } from '../../lib/public-cache';
import * as repo from './reviews.repository';

export interface ReviewsService {
  listApproved(): Promise<Review[]>;
  /** The shop's rating: how many reviews are approved and their average (null when none are). */
  ratingSummary(): Promise<{ count: number; average: number | null }>;
  /** Stores a customer's review as pending; it is public only once approved. */
  submit(author: { userId: string; name: string }, body: CreateReviewBody): Promise<Review & { status: 'pending' }>;
  /** The moderation queue (or the approved / rejected lists), newest first. */
  listForModeration(status: 'pending' | 'approved' | 'rejected', page: number): Promise<{ docs: AdminReview[]; totalDocs: number; page: number; totalPages: number; limit: number }>;
  /** Approves or rejects a pending review (audited); an approved review is on the site at once. */
  /** Approves or rejects a review, or puts it back to pending (staff undoing a decision). */
  moderate(id: string, decision: 'approved' | 'rejected' | 'pending', note: string | null, actor: { userId: string | null; label: string }): Promise<AdminReview>;
  /** A customer's reviews, newest first, whatever their status. */
  listOfUser(userId: string, limit: number): Promise<AdminReview[]>;
  countPending(): Promise<number>;
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

export function toAdminReview(row: repo.ReviewRow): AdminReview {
  return {
    ...toReview(row),
    status: row.status,
    userId: row.userId,
    moderationNote: row.moderationNote,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Builds the reviews service. Only approved reviews ever leave it for the public; with a cache, their list and
 * the shop's rating are built once per change of the reviews.
 */
export function createReviewsService(deps: { db: Db; now?: () => Date; cache?: PublicCache }): ReviewsService {
  const now = deps.now ?? (() => new Date());
  const remember = <T>(key: string, build: () => Promise<T>): Promise<T> => (deps.cache ? deps.cache.get('reviews', key, build) : build());
  return {
    listApproved() {
      return remember('reviews:approved', async () => (await repo.listApprovedReviews(deps.db, APPROVED_REVIEWS_LIMIT)).map(toReview));
    },

    ratingSummary: () => remember('reviews:rating', () => repo.approvedRatingSummary(deps.db)),

    async submit(author, body) {
      return deps.db.transaction(async (tx) => {
        // One customer's submissions are serialised so the pending limit holds under concurrency.
        await lockUntilCommit(tx, LOCK_KEYS.review(author.userId));
        if ((await repo.countPendingByUser(tx, author.userId)) >= REVIEW_LIMITS.maxPendingPerUser) {
          throw new AppError('review.tooManyPending');
        }
        if (body.productId && !(await repo.productIsListed(tx, body.productId))) throw new AppError('catalog.productNotFound');
        const [row] = await repo.insertReviews(tx, [
          { userId: author.userId, name: author.name, location: body.location, message: body.message, rating: body.rating, status: 'pending', productId: body.productId ?? null },
        ]);
        return { ...toReview(row!), status: 'pending' as const };
      });
    },

    async listForModeration(status, page) {
      const { rows, total } = await repo.pageReviewsByStatus(deps.db, status, ADMIN_REVIEWS_PAGE_SIZE, (page - 1) * ADMIN_REVIEWS_PAGE_SIZE);
      return { docs: rows.map(toAdminReview), totalDocs: total, page, totalPages: Math.max(1, Math.ceil(total / ADMIN_REVIEWS_PAGE_SIZE)), limit: ADMIN_REVIEWS_PAGE_SIZE };
    },

    async listOfUser(userId, limit) {
      return (await repo.listReviewsOfUser(deps.db, userId, limit)).map(toAdminReview);
    },

    countPending: () => repo.countByStatus(deps.db, 'pending'),

    async moderate(id, decision, note, actor) {
      return deps.db.transaction(async (tx) => {
        const row = UUID.test(id) ? await repo.findReviewForUpdate(tx, id) : undefined;
        if (!row) throw new AppError('reviewModeration.notFound');
        if (row.status === decision) throw new AppError('reviewModeration.alreadyModerated', { status: decision });
        const at = now();
        const updated = await repo.setReviewStatus(tx, id, decision, note, at);
        await recordAudit(
          tx,
          {
            actorUserId: actor.userId,
            actorLabel: actor.label,
            action: decision === 'approved' ? 'review.approve' : decision === 'rejected' ? 'review.reject' : 'review.reopen',
            entityType: 'review',
            entityId: id,
            before: { status: row.status, moderationNote: row.moderationNote },
            after: { status: updated.status, moderationNote: updated.moderationNote },
          },
          at,
        );
        return toAdminReview(updated);
      });
    },
  };
}
