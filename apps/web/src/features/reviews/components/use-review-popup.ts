import type { Review } from '@shop/contract/reviews';
import { useCallback, useRef, useState } from 'react';

/** Which review's popup is open, and the card to give focus back to when it closes. */
export function useReviewPopup() {
  const [review, setReview] = useState<Review | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const open = useCallback((next: Review, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setReview(next);
  }, []);

  // May run twice for one closing (the popup's own call and the dialog's 'close' event); the second does nothing.
  const close = useCallback(() => {
    setReview(null);
    const trigger = triggerRef.current;
    triggerRef.current = null;
    // The browser usually restores focus itself; this covers the popup being removed before it could.
    if (trigger?.isConnected) requestAnimationFrame(() => trigger.focus({ preventScroll: true }));
  }, []);

  return { review, open, close };
}
