/** Words the spec fixes for reviews (SPEC.md §2, §4, §8). */
export const REVIEW_TEXT = {
  wallHeading: 'Thank you for Love',
  addReview: 'Add Review',
  fetchFailed: 'Error fetching approved reviews',
  submitted: 'Review submitted! Awaiting approval.',
  submitFailed: 'Failed to submit review.',
} as const;
