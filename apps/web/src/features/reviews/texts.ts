/** Words the spec fixes for reviews (SPEC.md §2, §4, §8). */
export const REVIEW_TEXT = {
  wallHeading: 'Thank you for Love',
  addReview: 'Add Review',
  fetchFailed: 'Error fetching approved reviews',
  submitted: 'Review submitted! Awaiting approval.',
  submitFailed: 'Failed to submit review.',
  submitReview: 'Submit Review',
  next: 'Next',
  cancel: 'Cancel',
} as const;


/** Other words of the reviews screens, kept here so components and tests share them. */
export const REVIEW_UI_TEXT = {
  pageEyebrow: 'Reviews',
  pageHeading: 'Loved by cat parents across India',
  pageLead:
    'Every review here comes from a real customer and is read by our team before it appears. Tap a card to read the whole story.',
  wallSubheading: 'For every scoop, every purr and every kind word you have shared with us.',
  homeHeading: 'What cat parents say',
  homeLead: 'Real words from homes that switched to Purrfect Litter.',
  homeLink: 'Read all reviews',
  loading: 'Loading reviews',
  empty: 'No reviews yet. Be the first cat parent to share your story!',
  readMore: 'Read full review',
  close: 'Close',
  reviewsCount: (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`,
  averageLabel: (avg: number) => `Average rating ${avg.toFixed(1)} out of 5`,
} as const;
