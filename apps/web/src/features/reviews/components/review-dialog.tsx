import { RATING_MAX, RATING_MIN, REVIEW_LIMITS } from '@shop/contract/reviews';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/dialog';
import { TextAreaField, TextField } from '../../../components/text-field';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { RATING_FACES } from '../rating';
import { canLeaveReviewText, canSubmitReview } from '../review-form';
import { submitReview } from '../store';
import { REVIEW_TEXT } from '../texts';
import { REVIEW_DIALOG_TEXT } from '../dialog-texts';
import './review-dialog.css';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

function Counter({ used, max }: { used: number; max: number }) {
  return (
    <span className={`review-dialog__counter${used >= max ? ' review-dialog__counter--full' : ''}`} aria-label={REVIEW_DIALOG_TEXT.counterLabel(used, max)}>
      {REVIEW_DIALOG_TEXT.counter(used, max)}
    </span>
  );
}

/**
 * The two-step review dialog (SPEC.md §2): where you are and what you think, then a rating through five faces.
 * Success toasts 'Review submitted! Awaiting approval.' and closes; a failure toasts and keeps what was written.
 */
export function ReviewDialog({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector((state) => state.review.submitLoading);
  const leadId = useId();
  const ratingLabelId = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [location, setLocation] = useState('');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 1) {
      if (canLeaveReviewText(location, message)) setStep(2);
      return;
    }
    if (!canSubmitReview(rating) || submitting) return;
    const result = await dispatch(submitReview({ location: location.trim(), message: message.trim(), rating }));
    if (submitReview.fulfilled.match(result)) {
      toast.success(REVIEW_TEXT.submitted);
      onClose();
    } else {
      toast.error(result.payload || REVIEW_TEXT.submitFailed);
    }
  }

  return (
    <Dialog
      title={REVIEW_DIALOG_TEXT.title}
      eyebrow={<p className="review-dialog__step">{REVIEW_DIALOG_TEXT.stepOf(step, 2)}</p>}
      describedBy={leadId}
      onClose={onClose}
      className="review-dialog"
      onSubmit={(e) => void submit(e)}
      focusKey={step}
    >
      <p id={leadId} className="dialog__lead">
        {step === 1 ? REVIEW_DIALOG_TEXT.lead : REVIEW_DIALOG_TEXT.ratingLead}
      </p>

      {step === 1 ? (
        <>
          <TextField
            label={REVIEW_DIALOG_TEXT.location}
            hint={REVIEW_DIALOG_TEXT.locationHint}
            autoComplete="address-level2"
            value={location}
            maxLength={REVIEW_LIMITS.locationMaxLength}
            aside={<Counter used={location.length} max={REVIEW_LIMITS.locationMaxLength} />}
            onChange={(e) => setLocation(e.target.value)}
          />
          <TextAreaField
            label={REVIEW_DIALOG_TEXT.message}
            hint={REVIEW_DIALOG_TEXT.messageHint(REVIEW_LIMITS.messageMinLength)}
            value={message}
            rows={5}
            maxLength={REVIEW_LIMITS.messageMaxLength}
            aside={<Counter used={message.length} max={REVIEW_LIMITS.messageMaxLength} />}
            onChange={(e) => setMessage(e.target.value)}
          />
        </>
      ) : (
        <div className="review-dialog__faces">
          <p id={ratingLabelId} className="review-dialog__faces-legend">
            {REVIEW_DIALOG_TEXT.rating}
          </p>
          <div className="review-dialog__face-row" role="radiogroup" aria-labelledby={ratingLabelId}>
            {RATINGS.map((value) => {
              const word = REVIEW_DIALOG_TEXT.faces[value - 1] ?? '';
              return (
                <label key={value} className={`review-dialog__face${rating === value ? ' review-dialog__face--selected' : ''}`}>
                  <input
                    type="radio"
                    name="rating"
                    className="review-dialog__face-input"
                    value={value}
                    checked={rating === value}
                    disabled={submitting}
                    data-autofocus={value === (rating || RATING_MIN) ? '' : undefined}
                    aria-label={REVIEW_DIALOG_TEXT.faceLabel(value, word)}
                    onChange={() => setRating(value)}
                  />
                  <span className="review-dialog__emoji" aria-hidden="true">
                    {RATING_FACES[value]?.emoji}
                  </span>
                  <span className="review-dialog__face-word" aria-hidden="true">
                    {word}
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      )}

      <div className="dialog__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={submitting}>
          {REVIEW_TEXT.cancel}
        </button>
        {step === 2 ? (
          <button type="button" className="btn btn-secondary" onClick={() => setStep(1)} disabled={submitting}>
            {REVIEW_DIALOG_TEXT.back}
          </button>
        ) : null}
        {step === 1 ? (
          <button type="submit" className="btn btn-primary" disabled={!canLeaveReviewText(location, message)}>
            {REVIEW_TEXT.next}
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={submitting || !canSubmitReview(rating)}>
            {REVIEW_TEXT.submitReview}
          </button>
        )}
      </div>
    </Dialog>
  );
}
