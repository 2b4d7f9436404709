import type { Locale } from '@shop/contract/locale';
import { dateFormat } from '../../../lib/i18n/format';
import { useLocale, useTexts } from '../../../lib/i18n/texts';
import type { Review } from '@shop/contract/reviews';
import { useEffect, useId, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { DialogClose } from '../../../components/dialog-close';
import { initialsOf } from '../initials';
import { RATING_FACES, clampRating } from '../rating';
import { REVIEW_UI_TEXTS } from '../texts';
import { RatingStars } from './rating-stars';
import './review-popup.css';


function formatDate(iso: string, locale: Locale): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

export interface ReviewPopupProps {
  review: Review;
  onClose: () => void;
}

/**
 * The full text of one review in a modal dialog. The native <dialog> opened with showModal() keeps focus inside,
 * closes on Escape and returns focus to the card that opened it; clicks on the backdrop close it too.
 */
export function ReviewPopup({ review, onClose }: ReviewPopupProps) {
  const REVIEW_UI_TEXT = useTexts(REVIEW_UI_TEXTS);
  const locale = useLocale();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const face = RATING_FACES[clampRating(review.rating)];
  const date = formatDate(review.createdAt, locale);
  const paragraphs = review.message.split(/\n+/).filter((p) => p.trim());

  // Opened once; taking the element out of the page closes it. Closing it here as well would queue a 'close' event
  // that closes a popup React mounts again at once (as development's StrictMode does).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Close and tell the parent in the same event, so a quick re-open never races the dialog's queued 'close' event.
  function close() {
    dialogRef.current?.close();
    onClose();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: close through the same path as the Close button. Should the browser close the dialog anyway,
    // onClose below still reports it.
    event.preventDefault();
    close();
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box has no padding of its own, so a click whose target is the <dialog> itself hit the backdrop.
    if (event.target === event.currentTarget) close();
  }

  return (
    // Escape and the Close button are the keyboard ways out; the click handler only adds "click outside to close".
    <dialog
      ref={dialogRef}
      className="review-popup"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onClose}
      onClick={onBackdropClick}
    >
      <div className="review-popup__box">
        <DialogClose label={REVIEW_UI_TEXT.close} onClick={close} corner />
        <header className="review-popup__header">
          <span className="review-popup__avatar" aria-hidden="true">
            {initialsOf(review.name)}
          </span>
          <div>
            <h2 id={titleId} className="review-popup__name">
              {review.name}
            </h2>
            <p className="review-popup__meta">
              {review.location}
              {date ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={review.createdAt}>{date}</time>
                </>
              ) : null}
            </p>
          </div>
        </header>
        <div className="review-popup__rating">
          <RatingStars rating={review.rating} size="l" />
          {face ? (
            <span className="review-popup__face" aria-hidden="true">
              <span className="review-popup__emoji">{face.emoji}</span> {face.word}
            </span>
          ) : null}
        </div>
        <blockquote className="review-popup__message">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </blockquote>
      </div>
    </dialog>
  );
}
