import { RETURN_LIMITS } from '@shop/contract/tracking';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { failureMessage } from '../../../lib/query-message';
import { useRequestReturnMutation } from '../api';
import { returnRequestError, type ReturnReason } from '../return-rules';
import { TRACKING_TEXT, TRACKING_UI_TEXT } from '../texts';
import './return-dialog.css';

interface Props {
  /** The order's id as the API knows it; missing means the return cannot be asked for. */
  orderId: string | null | undefined;
  onSubmitted: () => void;
  onClose: () => void;
}

/**
 * The reason picker of a return (SPEC.md §4, §5): one of the four reasons ('Other' may add a note), then submit.
 * Errors show inline: 'Please select a reason', a missing order id, or the server's reason, else 'Return failed'.
 */
export function ReturnDialog({ orderId, onSubmitted, onClose }: Props) {
  const errorId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestReturn, { isLoading: submitting }] = useRequestReturnMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = returnRequestError(orderId, reason);
    if (problem || !orderId || !reason) {
      setError(problem ?? TRACKING_TEXT.invalidOrderData);
      return;
    }
    setError(null);
    const sent = await requestReturn({ orderId, reason, note: reason === 'Other' ? note.trim() || undefined : undefined });
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
      {reason === 'Other' && (
        <div className="return-dialog__note">
          <label htmlFor={noteId}>{TRACKING_UI_TEXT.returnNote}</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={RETURN_LIMITS.noteMaxLength}
            rows={3}
            aria-describedby={noteHintId}
            disabled={submitting}
            onChange={(e) => setNote(e.target.value)}
          />
          <span id={noteHintId} className="return-dialog__hint">
            {TRACKING_UI_TEXT.returnNoteHint(RETURN_LIMITS.noteMaxLength)}
          </span>
        </div>
      )}
      <p id={errorId} className="return-dialog__error error-text" role="alert">
        {error}
      </p>
    </Dialog>
  );
}
