import { RETURN_LIMITS, RETURN_PHOTO_TYPES, RETURN_REASONS, ReturnBody, UPI_ID_PATTERN } from '@shop/contract/tracking';
import { useId, useMemo, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '../../../components/dialog';
import { useZodForm } from '../../../components/form/form';
import { failureMessage } from '../../../lib/query-message';
import { useRequestReturnMutation, useUploadReturnPhotoMutation } from '../api';
import { returnRequestError, type ReturnReason } from '../return-rules';
import { TRACKING_TEXTS, TRACKING_UI_TEXTS } from '../texts';
import './return-dialog.css';
import { textsOfDocument, useTexts } from '../../../lib/i18n/texts';

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
  const RETURN_MESSAGES = textsOfDocument(TRACKING_UI_TEXTS).returnMessages;
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

/** The return as typed: no reason chosen yet is empty (null once the choices are on the page); the photo is the file picked, if any. */
interface ReturnValues {
  reason: string | null;
  note: string;
  photo: File | null;
  upi: string;
}

/**
 * The form's one problem at a time, in the order the customer meets them: a reason (the contract's message), the
 * order's id, then what the chosen reason still needs (the server checks the same). Each is said on the error line.
 */
function returnForm(orderId: string | null | undefined, needsUpi: boolean) {
  return z
    .object({ reason: z.string().nullable(), note: z.string(), photo: z.custom<File | null>(), upi: z.string() })
    .superRefine((values, ctx) => {
      const reason = ReturnBody.shape.reason.safeParse(values.reason);
      const problem = returnRequestError(orderId, reason.success ? reason.data : null) ?? (reason.success ? detailsProblem(reason.data, values.note, values.photo, needsUpi ? values.upi : null) : null);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['reason'] });
    });
}

/** What a reason asks for besides: its label, the control (given its id and hint), and the hint under it. */
function ReturnDetail({ label, hint, children }: { label: string; hint: string; children: (ids: { id: string; 'aria-describedby': string }) => ReactNode }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="return-dialog__note">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': hintId })}
      <span id={hintId} className="return-dialog__hint">
        {hint}
      </span>
    </div>
  );
}

/**
 * The reason picker of a return (SPEC.md §4, §5): one of the four reasons, then submit. "Damaged product" asks for a
 * photo, "Other" for a comment, and a Cash on Delivery order for the UPI ID the refund goes to. Errors show inline:
 * 'Please select a reason', a missing order id, what a reason still needs, or the server's reason, else 'Return failed'.
 */
export function ReturnDialog({ orderId, paymentMethod, onSubmitted, onClose }: Props) {
  const TRACKING_TEXT = useTexts(TRACKING_TEXTS);
  const TRACKING_UI_TEXT = useTexts(TRACKING_UI_TEXTS);
  const errorId = useId();
  const needsUpi = paymentMethod === 'COD';
  const schema = useMemo(() => returnForm(orderId, needsUpi), [orderId, needsUpi]);
  const form = useZodForm<ReturnValues>(schema, { defaultValues: { reason: '', note: '', photo: null, upi: '' }, shouldFocusError: false });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;
  const error = errors.reason?.message ?? errors.root?.server?.message ?? null;
  const [requestReturn, { isLoading: requesting }] = useRequestReturnMutation();
  const [uploadPhoto, { isLoading: uploading }] = useUploadReturnPhotoMutation();
  const submitting = requesting || uploading;

  async function send(values: ReturnValues) {
    const chosen = values.reason as ReturnReason;
    if (submitting || !orderId) return;
    const failed = (err: Parameters<typeof failureMessage>[0]) => form.setError('root.server', { type: 'server', message: failureMessage(err, TRACKING_TEXT.returnFailed) });
    let photoName: string | undefined;
    if (chosen === 'Damaged product' && values.photo) {
      const uploaded = await uploadPhoto({ orderId, file: values.photo });
      if ('error' in uploaded) return failed(uploaded.error);
      photoName = uploaded.data;
    }
    const sent = await requestReturn({
      orderId,
      reason: chosen,
      note: chosen === 'Other' ? values.note.trim() : undefined,
      photo: photoName,
      refundUpi: needsUpi ? values.upi.trim() : undefined,
    });
    if ('error' in sent) failed(sent.error);
    else onSubmitted();
  }

  /** A new reason or photo settles what was said about the last one. */
  const settle = () => form.clearErrors();
  const submit = form.handleSubmit(send);
  const reasonField = form.register('reason', { onChange: settle });

  return (
    <Dialog
      title={TRACKING_UI_TEXT.returnDialogTitle}
      describedBy={error ? errorId : undefined}
      onClose={onClose}
      closeLabel={TRACKING_UI_TEXT.close}
      busy={submitting}
      className="return-dialog"
      onSubmit={(e) => void submit(e)}
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
        {RETURN_REASONS.map((option, index) => (
          <label key={option} className="return-dialog__reason">
            <input type="radio" value={option} {...reasonField} />
            <span>{TRACKING_TEXT.returnReasons[index]}</span>
          </label>
        ))}
      </fieldset>
      {reason === 'Damaged product' && (
        <ReturnDetail label={TRACKING_UI_TEXT.returnPhoto} hint={TRACKING_UI_TEXT.returnPhotoHint(PHOTO_MAX_MB)}>
          {(ids) => (
            <input
              {...ids}
              type="file"
              accept={PHOTO_ACCEPT}
              required
              disabled={submitting}
              onChange={(e) => {
                form.setValue('photo', e.target.files?.[0] ?? null);
                settle();
              }}
            />
          )}
        </ReturnDetail>
      )}
      {reason === 'Other' && (
        <ReturnDetail label={TRACKING_UI_TEXT.returnNote} hint={TRACKING_UI_TEXT.returnNoteHint(RETURN_LIMITS.noteMaxLength)}>
          {(ids) => (
            <textarea
              {...ids}
              maxLength={RETURN_LIMITS.noteMaxLength}
              rows={3}
              required
              disabled={submitting}
              {...form.register('note')}
            />
          )}
        </ReturnDetail>
      )}
      {needsUpi && reason && (
        <ReturnDetail label={TRACKING_UI_TEXT.returnUpi} hint={TRACKING_UI_TEXT.returnUpiHint}>
          {(ids) => (
            <input
              {...ids}
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder={TRACKING_UI_TEXT.returnUpiPlaceholder}
              maxLength={RETURN_LIMITS.upiMaxLength}
              required
              disabled={submitting}
              {...form.register('upi')}
            />
          )}
        </ReturnDetail>
      )}
      <p id={errorId} className="return-dialog__error error-text" role="alert">
        {error}
      </p>
    </Dialog>
  );
}
