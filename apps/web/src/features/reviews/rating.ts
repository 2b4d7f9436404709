import { RATING_MAX, RATING_MIN } from '@shop/contract/review-rules';

/** The five faces of the rating scale (SPEC.md §9): 1 angry, 2 confused, 3 neutral, 4 smile, 5 heart eyes. */
export const RATING_FACES: Record<number, { emoji: string; word: string }> = {
  1: { emoji: '😠', word: 'Angry' },
  2: { emoji: '😕', word: 'Confused' },
  3: { emoji: '😐', word: 'Neutral' },
  4: { emoji: '😊', word: 'Happy' },
  5: { emoji: '😍', word: 'Loved it' },
};

/** Clamps any number to a whole rating on the 1–5 scale. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return RATING_MIN;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(rating)));
}

/** What a screen reader hears for a rating, e.g. "Rated 4 out of 5". */
export function ratingLabel(rating: number): string {
  return `Rated ${clampRating(rating)} out of ${RATING_MAX}`;
}

export interface RatingSummary {
  count: number;
  /** Mean rating rounded to one decimal, or null when there are no ratings. */
  average: number | null;
}

/** Count and one-decimal average of a list of ratings. */
export function summariseRatings(ratings: readonly number[]): RatingSummary {
  if (ratings.length === 0) return { count: 0, average: null };
  const total = ratings.reduce((sum, r) => sum + r, 0);
  return { count: ratings.length, average: Math.round((total / ratings.length) * 10) / 10 };
}
