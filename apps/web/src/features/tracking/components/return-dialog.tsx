import { RETURN_LIMITS, RETURN_MESSAGES, RETURN_PHOTO_TYPES, UPI_ID_PATTERN } from '@shop/contract/tracking';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { failureMessage } from '../../../lib/query-message';
import { useRequestReturnMutation, useUploadReturnPhotoMutation } from '../api';
import { returnRequestError, type ReturnReason } from '../return-rules';
import { TRACKING_TEXT, TRACKING_UI_TEXT } from '../texts';
import './return-dialog.css';

interface Props {
  /** The order's id as the API knows it; missing means the return cannot be asked for. */
  orderId: string | null | undefined;
  /** A Cash on Delivery order is refunded to a UPI ID the customer gives here. */
  paymentMethod?: 'COD' | 'ONLINE';
  onSubmitted: () => void;
  onClose: () => void;
}

const PHOTO_ACCEPT = Object.keys(RETURN_PHOTO_TYPES).join(',');
const PHOTO_MAX_MB = RETURN_LIMITS.photoMaxBytes / (1024 * 1024);

/** What is missing or wrong in the details a reason asks for (the server checks the same), or null. */
function detailsProblem(reason: ReturnReason, note: string, photo: File | null, upi: string | null): string | null {
  if (reason === 'Other' && !note.trim()) return RETURN_MESSAGES.commentRequired;
  if (reason === 'Damaged product') {
    if (!photo) return RETURN_MESSAGES.photoRequired;
    if (!Object.hasOwn(RETURN_PHOTO_TYPES, photo.type)) return RETURN_MESSAGES.photoType;
    if (photo.size > RETURN_LIMITS.photoMaxBytes) return RETURN_MESSAGES.photoTooLarge;
  }
  if (upi !== null) {
    if (!upi.trim()) return RETURN_MESSAGES.upiRequired;
    if (!UPI_ID_PATTERN.test(upi.trim())) return RETURN_MESSAGES.upiInvalid;
  }
  return null;
}

/**
 * The reason picker of a return (SPEC.md §4, §5): one of the four reasons, then submit. "Damaged product" asks for a
 * photo, "Other" for a comment, and a Cash on Delivery order for the UPI ID the refund goes to. Errors show inline:
 * 'Please select a reason', a missing order id, what a reason still needs, or the server's reason, else 'Return failed'.
 */
export function ReturnDialog({ orderId, paymentMethod, onSubmitted, onClose }: Props) {
  const errorId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const photoId = useId();
  const photoHintId = useId();
  const upiId = useId();
  const upiHintId = useId();
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestReturn, { isLoading: requesting }] = useRequestReturnMutation();
  const [uploadPhoto, { isLoading: uploading }] = useUploadReturnPhotoMutation();
  const submitting = requesting || uploading;
  const needsUpi = paymentMethod === 'COD';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = returnRequestError(orderId, reason);
    if (problem || !orderId || !reason) {
      setError(problem ?? TRACKING_TEXT.invalidOrderData);
      return;
    }
    const missing = detailsProblem(reason, note, photo, needsUpi ? upi : null);
    if (missing) {
      setError(missing);
      return;
    }
    setError(null);
    let photoName: string | undefined;
    if (reason === 'Damaged product' && photo) {
      const uploaded = await uploadPhoto({ orderId, file: photo });
      if ('error' in uploaded) {
        setError(failureMessage(uploaded.error, TRACKING_TEXT.returnFailed));
        return;
      }
      photoName = uploaded.data;
    }
    const sent = await requestReturn({
      orderId,
      reason,
      note: reason === 'Other' ? note.trim() : undefined,
      photo: photoName,
      refundUpi: needsUpi ? upi.trim() : undefined,
    });
    if ('error' in sent) setError(failureMessage(sent.error, TRACKING_TEXT.returnFailed));
    else onSubmitted();
  }

  return (
    <Dialog
      title={TRACKING_UI_TEXT.returnDialogTitle}
      describedBy={error ? errorId : undefined}
      onClose={onClose}
      closeLabel={TRACKING_UI_TEXT.close}
      busy={submitting}
      className="return-dialog"
      onSubmit={(e) => void onSubmit(e)}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={submitting}>
            {TRACKING_UI_TEXT.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? TRACKING_UI_TEXT.submittingReturn : TRACKING_UI_TEXT.submitReturn}
          </button>
        </>
      }
    >
      <fieldset className="return-dialog__reasons" disabled={submitting}>
        <legend className="visually-hidden">{TRACKING_UI_TEXT.returnReasonLegend}</legend>
        {TRACKING_TEXT.returnReasons.map((option) => (
          <label key={option} className="return-dialog__reason">
            <input
              type="radio"
              name="return-reason"
              value={option}
              checked={reason === option}
              onChange={() => {
                setReason(option);
                setError(null);
              }}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      {reason === 'Damaged product' && (
        <div className="return-dialog__note">
          <label htmlFor={photoId}>{TRACKING_UI_TEXT.returnPhoto}</label>
          <input
            id={photoId}
            type="file"
            accept={PHOTO_ACCEPT}
            required
            aria-describedby={photoHintId}
            disabled={submitting}
            onChange={(e) => {
              setPhoto(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <span id={photoHintId} className="return-dialog__hint">
            {TRACKING_UI_TEXT.returnPhotoHint(PHOTO_MAX_MB)}
          </span>
        </div>
      )}
      {reason === 'Other' && (
        <div className="return-dialog__note">
          <label htmlFor={noteId}>{TRACKING_UI_TEXT.returnNote}</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={RETURN_LIMITS.noteMaxLength}
            rows={3}
            required
            aria-describedby={noteHintId}
            disabled={submitting}
            onChange={(e) => setNote(e.target.value)}
          />
          <span id={noteHintId} className="return-dialog__hint">
            {TRACKING_UI_TEXT.returnNoteHint(RETURN_LIMITS.noteMaxLength)}
          </span>
        </div>
      )}
      {needsUpi && reason && (
        <div className="return-dialog__note">
          <label htmlFor={upiId}>{TRACKING_UI_TEXT.returnUpi}</label>
          <input
            id={upiId}
            type="text"
            inputMode="email"
            autoComplete="off"
            placeholder={TRACKING_UI_TEXT.returnUpiPlaceholder}
            value={upi}
            maxLength={RETURN_LIMITS.upiMaxLength}
            required
            aria-describedby={upiHintId}
            disabled={submitting}
            onChange={(e) => setUpi(e.target.value)}
          />
          <span id={upiHintId} className="return-dialog__hint">
            {TRACKING_UI_TEXT.returnUpiHint}
          </span>
        </div>
      )}
      <p id={errorId} className="return-dialog__error error-text" role="alert">
        {error}
      </p>
    </Dialog>
  );
}
