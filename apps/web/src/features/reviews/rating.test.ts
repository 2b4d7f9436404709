import { describe, expect, it } from 'vitest';
import { RATING_FACES, clampRating, ratingLabel, summariseRatings } from './rating';

describe('ratingLabel', () => {
  it('reads a rating out of five', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(1)).toBe('Rated 1 out of 5');
  });

  it('keeps odd values on the 1–5 scale', () => {
    expect(ratingLabel(9)).toBe('Rated 5 out of 5');
    expect(ratingLabel(0)).toBe('Rated 1 out of 5');
    expect(clampRating(3.6)).toBe(4);
    expect(clampRating(Number.NaN)).toBe(1);
  });
});

describe('RATING_FACES', () => {
  it('has the five faces of the spec, angry to heart eyes', () => {
    expect([1, 2, 3, 4, 5].map((r) => RATING_FACES[r]?.emoji)).toEqual(['😠', '😕', '😐', '😊', '😍']);
  });
});

describe('summariseRatings', () => {
  it('returns no average for no ratings', () => {
    expect(summariseRatings([])).toEqual({ count: 0, average: null });
  });

  it('averages to one decimal', () => {
    expect(summariseRatings([5, 5, 4])).toEqual({ count: 3, average: 4.7 });
    expect(summariseRatings([4])).toEqual({ count: 1, average: 4 });
  });
});
