import type { Review } from '@shop/contract/reviews';
import { ReviewCard, type ReviewCardTone } from './review-card';
import './review-list.css';

const TONES: readonly ReviewCardTone[] = ['white', 'sand', 'white', 'lavender'];

/** The narrow-screen wall: one column of cards. */
export function ReviewList({ reviews, onOpen }: { reviews: Review[]; onOpen: (review: Review, trigger: HTMLButtonElement) => void }) {
  return (
    <ul className="review-list">
      {reviews.map((review, i) => (
        <li key={review._id} className="review-list__item">
          <ReviewCard review={review} onOpen={onOpen} tone={TONES[i % TONES.length]} />
        </li>
      ))}
    </ul>
  );
}
