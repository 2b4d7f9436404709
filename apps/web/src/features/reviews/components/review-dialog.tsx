import { CreateReviewBody, RATING_MAX, RATING_MIN, REVIEW_LIMITS } from '@shop/contract/reviews';
import { z } from 'zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/dialog';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { Form, SubmitButton, useZodForm } from '../../../components/form/form';
import { failureMessage } from '../../../lib/query-message';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fetchProducts } from '../../products/public';
import { useSubmitReviewMutation } from '../api';
import { RATING_FACES } from '../rating';
import { canLeaveReviewText, canSubmitReview } from '../review-form';
import { useTexts } from '../../../lib/i18n/texts';
import { REVIEW_TEXTS } from '../texts';
import { REVIEW_DIALOG_TEXTS } from '../dialog-texts';
import { FRAGRANCE_TEXTS, fragranceName } from '../../../components/fragrance-texts';
import './review-dialog.css';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The review as it is being written: the rating is 0 until a face is picked, the product '' for the shop in general. */
interface ReviewDraft {
  productId: string;
  location: string;
  message: string;
  rating: number;
}

/** The draft's product: '' (the shop in general, sent as no productId) or one the contract accepts. */
const ProductChoice = z.union([z.literal(''), z.uuid()]);

/** Step 1 is checked with the contract's rules for its fields, step 2 with the whole body. */
const TextStep = CreateReviewBody.pick({ location: true, message: true }).extend({ productId: ProductChoice });
const WholeReview = CreateReviewBody.extend({ productId: ProductChoice });

function Counter({ used, max }: { used: number; max: number }) {
  const REVIEW_DIALOG_TEXT = useTexts(REVIEW_DIALOG_TEXTS);
  return (
    <span className={`review-dialog__counter${used >= max ? ' review-dialog__counter--full' : ''}`} aria-label={REVIEW_DIALOG_TEXT.counterLabel(used, max)}>
      {REVIEW_DIALOG_TEXT.counter(used, max)}
    </span>
  );
}

/** The five faces of step 2 as one radio group, bound to the form's rating. */
function RatingFaces({ disabled }: { disabled: boolean }) {
  const REVIEW_DIALOG_TEXT = useTexts(REVIEW_DIALOG_TEXTS);
  const labelId = useId();
  const { field } = useController<ReviewDraft, 'rating'>({ name: 'rating' });
  return (
    <div className="review-dialog__faces">
      <p id={labelId} className="review-dialog__faces-legend">
        {REVIEW_DIALOG_TEXT.rating}
      </p>
      <div className="review-dialog__face-row" role="radiogroup" aria-labelledby={labelId}>
        {RATINGS.map((value) => {
          const word = REVIEW_DIALOG_TEXT.faces[value - 1] ?? '';
          const checked = field.value === value;
          return (
            <label key={value} className={`review-dialog__face${checked ? ' review-dialog__face--selected' : ''}`}>
              <input
                type="radio"
                name={field.name}
                className="review-dialog__face-input"
                value={value}
                checked={checked}
                disabled={disabled}
                data-autofocus={value === (field.value || RATING_MIN) ? '' : undefined}
                aria-label={REVIEW_DIALOG_TEXT.faceLabel(value, word)}
                onChange={() => field.onChange(value)}
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
  );
}

/** Cancel, Back on step 2, and Next or Submit Review, enabled as SPEC.md §5 says. */
function Actions({ step, sending, onBack, onClose }: { step: 1 | 2; sending: boolean; onBack: () => void; onClose: () => void }) {
  const REVIEW_DIALOG_TEXT = useTexts(REVIEW_DIALOG_TEXTS);
  const REVIEW_TEXT = useTexts(REVIEW_TEXTS);
  const { control } = useFormContext<ReviewDraft>();
  const [location, message, rating] = useWatch({ control, name: ['location', 'message', 'rating'] });
  return (
    <div className="dialog__actions">
      <button type="button" className="btn btn-secondary" onClick={onClose} disabled={sending}>
        {REVIEW_TEXT.cancel}
      </button>
      {step === 2 ? (
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={sending}>
          {REVIEW_DIALOG_TEXT.back}
        </button>
      ) : null}
      {step === 1 ? (
        <SubmitButton label={REVIEW_TEXT.next} disabled={!canLeaveReviewText(location, message)} />
      ) : (
        <SubmitButton label={REVIEW_TEXT.submitReview} disabled={!canSubmitReview(rating)} />
      )}
    </div>
  );
}

/**
 * The two-step review dialog (SPEC.md §2): where you are and what you think, then a rating through five faces, on the
 * shared Form with the contract's rules. Success toasts 'Review submitted! Awaiting approval.' and closes; a failure
 * toasts and keeps what was written. The reviews page loads it when the customer opens it.
 */
export function ReviewDialog({ onClose, productId = null }: { onClose: () => void; productId?: string | null }) {
  const REVIEW_DIALOG_TEXT = useTexts(REVIEW_DIALOG_TEXTS);
  const REVIEW_TEXT = useTexts(REVIEW_TEXTS);
  const FRAGRANCE = useTexts(FRAGRANCE_TEXTS);
  const [step, setStep] = useState<1 | 2>(1);
  const dispatch = useAppDispatch();
  const products = useAppSelector((state) => state.products.products);
  // While the review is on its way (not while step 1 is checked: step 2 must open with its faces enabled, so the
  // first one can take the focus).
  const [submitReview, { isLoading: sending }] = useSubmitReviewMutation();
  // The product the page asked for, chosen only once it is one of the shop's products.
  const asked = productId !== null && products.some((p) => p._id === productId) ? productId : '';
  const form = useZodForm<ReviewDraft>(step === 1 ? TextStep : WholeReview, { defaultValues: { productId: asked, location: '', message: '', rating: 0 } });
  const [location, message] = useWatch({ control: form.control, name: ['location', 'message'] });
  const productOptions = useMemo(
    () => [
      { value: '', label: REVIEW_DIALOG_TEXT.productNone },
      ...products.map((p) => ({ value: p._id, label: REVIEW_DIALOG_TEXT.productOption(p.productName, [p.weight, fragranceName(FRAGRANCE, p.fragrance)]) })),
    ],
    [products, REVIEW_DIALOG_TEXT, FRAGRANCE],
  );

  // The shop's products, unless another page has loaded them already.
  useEffect(() => {
    if (products.length === 0) void dispatch(fetchProducts());
  }, [dispatch, products.length]);

  // The list arrived after the dialog opened: choose the asked-for product, unless the customer has chosen already.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (asked !== '' && !getFieldState('productId').isDirty) setValue('productId', asked);
  }, [asked, getFieldState, setValue]);

  async function submit(values: ReviewDraft) {
    if (step === 1) {
      setStep(2);
      return;
    }
    const result = await submitReview({
      location: values.location.trim(),
      message: values.message.trim(),
      rating: values.rating,
      ...(values.productId ? { productId: values.productId } : {}),
    });
    if (result.error) {
      toast.error(failureMessage(result.error, REVIEW_TEXT.submitFailed));
      return;
    }
    toast.success(REVIEW_TEXT.submitted);
    onClose();
  }

  return (
    <Dialog
      title={REVIEW_DIALOG_TEXT.title}
      eyebrow={<p className="dialog__eyebrow">{REVIEW_DIALOG_TEXT.stepOf(step, 2)}</p>}
      lead={step === 1 ? REVIEW_DIALOG_TEXT.lead : REVIEW_DIALOG_TEXT.ratingLead}
      onClose={onClose}
      busy={sending}
      className="review-dialog"
      focusKey={step}
    >
      <Form form={form} onSubmit={submit} className="review-dialog__form">
        {step === 1 ? (
          <>
            <FormSelectField<ReviewDraft> name="productId" label={REVIEW_DIALOG_TEXT.product} options={productOptions} />
            <FormTextField<ReviewDraft>
              name="location"
              label={REVIEW_DIALOG_TEXT.location}
              hint={REVIEW_DIALOG_TEXT.locationHint}
              autoComplete="address-level2"
              maxLength={REVIEW_LIMITS.locationMaxLength}
              aside={<Counter used={location.length} max={REVIEW_LIMITS.locationMaxLength} />}
            />
            <FormTextAreaField<ReviewDraft>
              name="message"
              label={REVIEW_DIALOG_TEXT.message}
              hint={REVIEW_DIALOG_TEXT.messageHint(REVIEW_LIMITS.messageMinLength)}
              rows={5}
              maxLength={REVIEW_LIMITS.messageMaxLength}
              aside={<Counter used={message.length} max={REVIEW_LIMITS.messageMaxLength} />}
            />
          </>
        ) : (
          <RatingFaces disabled={sending} />
        )}

        <Actions step={step} sending={sending} onBack={() => setStep(1)} onClose={onClose} />
      </Form>
    </Dialog>
  );
}
