import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminCoupon } from '@shop/contract/admin';
import { COD_INCOMPATIBLE_COUPON_TYPES, COUPON_TYPES, type CouponType } from '@shop/contract/coupons';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { TextField } from '../../../components/text-field';
import { createCoupon, updateCoupon } from '../api/coupons';
import {
  COUPON_FIELDS,
  COUPON_TYPE_FIELDS,
  couponToValues,
  emptyCouponValues,
  firstInvalidField,
  rebaseValues,
  serverErrorOf,
  validateCouponChanges,
  validateNewCoupon,
  type CouponField,
  type CouponFormValues,
  type FieldErrors,
} from '../catalogue-forms';
import { CATALOGUE_TEXT, COUPON_TEXT, COUPON_TYPE_LABELS } from '../pages/texts-catalogue';
import { CheckboxField, SelectField } from './fields';

const fieldId = (field: CouponField) => `coupon-${field}`;
const SERVER_MESSAGES = { [ADMIN_MESSAGES.couponCodeTaken]: 'code' };

type TextCouponField = Exclude<CouponField, 'type' | 'notValidForCOD' | 'isActive'>;

export interface CouponFormProps {
  /** The coupon being edited; none for a new one. */
  coupon?: AdminCoupon;
  onSaved: (coupon: AdminCoupon) => void;
}

/**
 * A coupon's fields, for adding (POST) and editing (PATCH, changed fields only, never the code). Only the value
 * fields the chosen type uses are shown.
 */
export function CouponForm({ coupon, onSaved }: CouponFormProps) {
  const [values, setValues] = useState<CouponFormValues>(() => (coupon ? couponToValues(coupon) : emptyCouponValues()));
  const [basis, setBasis] = useState(coupon);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The coupon changed elsewhere (Deactivate): take its new values, keeping what the user has typed.
  if (coupon !== basis) {
    setBasis(coupon);
    if (coupon && basis) setValues((v) => rebaseValues(v, couponToValues(basis), couponToValues(coupon)));
  }

  function set<F extends CouponField>(field: F, value: CouponFormValues[F]) {
    setValues((v) => ({ ...v, [field]: value }));
    // A new type shows other value fields: problems with the old ones no longer apply.
    const stale: string[] = field === 'type' ? ['discountAmount', 'discountPercent', 'buyQuantity', 'getQuantity', 'afterOrders'] : [field];
    if (stale.some((f) => errors[f])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([f]) => !stale.includes(f))));
  }

  function showErrors(next: FieldErrors) {
    flushSync(() => setErrors(next));
    const first = firstInvalidField(COUPON_FIELDS, next);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** The request this submit makes: null when the form has problems (now shown) or nothing has changed. */
  function requestToSend(): (() => Promise<AdminCoupon>) | null {
    const refuse = (found: FieldErrors) => {
      showErrors(found);
      return null;
    };
    if (coupon) {
      const checked = validateCouponChanges(coupon, values);
      if (!checked.ok) return refuse(checked.errors);
      if (Object.keys(checked.body).length === 0) {
        toast(CATALOGUE_TEXT.nothingChanged);
        return null;
      }
      return () => updateCoupon(coupon._id, checked.body);
    }
    const checked = validateNewCoupon(values);
    return checked.ok ? () => createCoupon(checked.body) : refuse(checked.errors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    const send = requestToSend();
    if (!send) return;
    setSaving(true);
    try {
      const saved = await send();
      setValues(couponToValues(saved));
      setBasis(saved);
      toast.success(coupon ? COUPON_TEXT.saved : COUPON_TEXT.created);
      onSaved(saved);
    } catch (err) {
      const refusal = serverErrorOf(err, COUPON_FIELDS, SERVER_MESSAGES, COUPON_TEXT.saveFailed);
      setFormError(refusal.message);
      showErrors(refusal.fields);
    } finally {
      setSaving(false);
    }
  }

  const text = (field: TextCouponField) => ({
    id: fieldId(field),
    label: COUPON_TEXT.fields[field],
    error: errors[field],
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });
  const check = (field: 'notValidForCOD' | 'isActive') => ({
    id: fieldId(field),
    label: COUPON_TEXT.fields[field],
    error: errors[field],
    checked: values[field],
    onChange: (e: { target: { checked: boolean } }) => set(field, e.target.checked),
  });
  const used = COUPON_TYPE_FIELDS[values.type];
  const money = { inputMode: 'decimal' as const, autoComplete: 'off' };
  const count = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <form className="catalogue-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset className="admin-card catalogue-form__group">
        <legend>{COUPON_TEXT.sections.what}</legend>
        <div className="catalogue-form__grid">
          {coupon ? (
            <TextField {...text('code')} hint={COUPON_TEXT.hints.codeFixed} readOnly />
          ) : (
            <TextField
              {...text('code')}
              hint={COUPON_TEXT.hints.code}
              maxLength={ADMIN_LIMITS.couponCodeMaxLength}
              required
              spellCheck={false}
              autoComplete="off"
              autoCapitalize="characters"
              className="catalogue-form__code"
            />
          )}
          <SelectField id={fieldId('type')} label={COUPON_TEXT.fields.type} error={errors.type} value={values.type} onChange={(e) => set('type', e.target.value as CouponType)}>
            {COUPON_TYPES.map((t) => (
              <option key={t} value={t}>
                {COUPON_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
          <TextField {...text('description')} hint={COUPON_TEXT.hints.description} maxLength={ADMIN_LIMITS.couponDescriptionMaxLength} className="catalogue-form__wide" />
          {used.includes('discountAmount') ? <TextField {...text('discountAmount')} {...money} required /> : null}
          {used.includes('discountPercent') ? <TextField {...text('discountPercent')} hint={COUPON_TEXT.hints.discountPercent} {...count} required /> : null}
          {used.includes('buyQuantity') ? <TextField {...text('buyQuantity')} hint={COUPON_TEXT.hints.buyQuantity} {...count} required /> : null}
          {used.includes('getQuantity') ? <TextField {...text('getQuantity')} hint={COUPON_TEXT.hints.getQuantity} {...count} required /> : null}
          {used.includes('afterOrders') ? <TextField {...text('afterOrders')} hint={COUPON_TEXT.hints.afterOrders} {...count} required /> : null}
          <TextField {...text('minOrderAmount')} hint={COUPON_TEXT.hints.minOrderAmount} {...money} />
          <div className="catalogue-form__checks">
            <CheckboxField {...check('notValidForCOD')} hint={COD_INCOMPATIBLE_COUPON_TYPES.includes(values.type) ? COUPON_TEXT.hints.codNever : undefined} />
          </div>
        </div>
      </fieldset>

      <fieldset className="admin-card catalogue-form__group">
        <legend>{COUPON_TEXT.sections.when}</legend>
        <div className="catalogue-form__grid">
          <TextField {...text('validFrom')} type="datetime-local" hint={COUPON_TEXT.hints.validity} />
          <TextField {...text('validUntil')} type="datetime-local" hint={COUPON_TEXT.hints.validity} />
          <TextField {...text('usageLimitTotal')} hint={COUPON_TEXT.hints.usageLimit} {...count} />
          <TextField {...text('usageLimitPerUser')} hint={COUPON_TEXT.hints.usageLimit} {...count} />
          <div className="catalogue-form__checks">
            <CheckboxField {...check('isActive')} hint={COUPON_TEXT.hints.isActive} />
          </div>
        </div>
      </fieldset>

      {formError ? (
        <p className="catalogue-alert" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? CATALOGUE_TEXT.saving : coupon ? CATALOGUE_TEXT.saveChanges : COUPON_TEXT.create}
        </button>
      </div>
    </form>
  );
}
