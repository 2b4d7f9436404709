import { ADMIN_LIMITS, ADMIN_MESSAGES, type AdminCoupon } from '@shop/contract/admin';
import { COD_INCOMPATIBLE_COUPON_TYPES, COUPON_TYPES } from '@shop/contract/coupons';
import { useWatch } from 'react-hook-form';
import { FormCheckboxField, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { answerOf } from '../api/failure';
import { useCreateCouponMutation, useUpdateCouponMutation } from '../api/coupons';
import {
  COUPON_AMOUNT_FIELDS,
  COUPON_TYPE_FIELDS,
  couponToValues,
  emptyCouponValues,
  takesMaxDiscount,
  validateCouponChanges,
  validateNewCoupon,
  type CouponFormValues,
} from '../catalogue-forms';
import { COUPON_TEXT, COUPON_TYPE_LABELS } from '../pages/texts-catalogue';
import { FormSection, RecordFormFrame } from './fields';
import { useRecordForm } from './use-record-save';

const TYPE_OPTIONS = COUPON_TYPES.map((t) => ({ value: t, label: COUPON_TYPE_LABELS[t] }));

export interface CouponFormProps {
  /** The coupon being edited; none for a new one. */
  coupon?: AdminCoupon;
  /** After a save (a new coupon goes back to the list); an edited coupon's page shows the saved coupon anyway. */
  onSaved?: (coupon: AdminCoupon) => void;
}

/**
 * A coupon's fields, for adding (POST) and editing (PATCH, changed fields only, never the code). Only the value
 * fields the chosen type uses are shown.
 */
export function CouponForm({ coupon, onSaved }: CouponFormProps) {
  const [createCoupon] = useCreateCouponMutation();
  const [updateCoupon] = useUpdateCouponMutation();
  // The coupon changes elsewhere when it is deactivated.
  const { form, save } = useRecordForm({
    record: coupon,
    empty: emptyCouponValues,
    idPrefix: 'coupon',
    labels: COUPON_TEXT.fields,
    toValues: couponToValues,
    validateNew: validateNewCoupon,
    validateChanges: validateCouponChanges,
    create: (body) => answerOf(createCoupon(body)),
    update: (id, patch) => answerOf(updateCoupon({ id, patch })),
    serverMessages: { [ADMIN_MESSAGES.couponCodeTaken]: 'code' },
    texts: COUPON_TEXT,
    onSaved: (saved) => onSaved?.(saved),
    // A new type shows other value fields: problems with the old ones no longer apply.
    settles: (field) => (field === 'type' ? [...COUPON_AMOUNT_FIELDS, 'maxDiscountAmount'] : [field]),
  });
  const values = useWatch({ control: form.control }) as CouponFormValues;
  const { field, checkbox } = save;
  const used = COUPON_TYPE_FIELDS[values.type];
  const money = { inputMode: 'decimal' as const, autoComplete: 'off' };
  const count = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <RecordFormFrame form={form} save={save}>
      <FormSection legend={COUPON_TEXT.sections.what}>
        {coupon ? (
          <FormTextField {...field('code')} hint={COUPON_TEXT.hints.codeFixed} readOnly />
        ) : (
          <FormTextField
            {...field('code')}
            hint={COUPON_TEXT.hints.code}
            maxLength={ADMIN_LIMITS.couponCodeMaxLength}
            required
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="characters"
            className="catalogue-form__code"
          />
        )}
        <FormSelectField {...field('type')} options={TYPE_OPTIONS} />
        <FormTextField {...field('description')} hint={COUPON_TEXT.hints.description} maxLength={ADMIN_LIMITS.couponDescriptionMaxLength} className="catalogue-form__wide" />
        {used.includes('discountAmount') ? <FormTextField {...field('discountAmount')} {...money} required /> : null}
        {used.includes('discountPercent') ? <FormTextField {...field('discountPercent')} hint={COUPON_TEXT.hints.discountPercent} {...count} required /> : null}
        {takesMaxDiscount(values.type) ? <FormTextField {...field('maxDiscountAmount')} hint={COUPON_TEXT.hints.maxDiscountAmount} {...money} /> : null}
        {used.includes('buyQuantity') ? <FormTextField {...field('buyQuantity')} hint={COUPON_TEXT.hints.buyQuantity} {...count} required /> : null}
        {used.includes('getQuantity') ? <FormTextField {...field('getQuantity')} hint={COUPON_TEXT.hints.getQuantity} {...count} required /> : null}
        {used.includes('afterOrders') ? <FormTextField {...field('afterOrders')} hint={COUPON_TEXT.hints.afterOrders} {...count} required /> : null}
        <FormTextField {...field('minOrderAmount')} hint={COUPON_TEXT.hints.minOrderAmount} {...money} />
        <div className="catalogue-form__checks">
          <FormCheckboxField {...checkbox('notValidForCOD')} hint={COD_INCOMPATIBLE_COUPON_TYPES.includes(values.type) ? COUPON_TEXT.hints.codNever : undefined} />
        </div>
      </FormSection>

      <FormSection legend={COUPON_TEXT.sections.when}>
        <FormTextField {...field('validFrom')} type="datetime-local" hint={COUPON_TEXT.hints.validity} />
        <FormTextField {...field('validUntil')} type="datetime-local" hint={COUPON_TEXT.hints.validity} />
        <FormTextField {...field('usageLimitTotal')} hint={COUPON_TEXT.hints.usageLimit} {...count} />
        <FormTextField {...field('usageLimitPerUser')} hint={COUPON_TEXT.hints.usageLimit} {...count} />
        <div className="catalogue-form__checks">
          <FormCheckboxField {...checkbox('isActive')} hint={COUPON_TEXT.hints.isActive} />
        </div>
      </FormSection>

      <FormSection legend={COUPON_TEXT.sections.who}>
        <div className="catalogue-form__checks">
          <FormCheckboxField {...checkbox('isPrivate')} hint={COUPON_TEXT.hints.isPrivate} />
          <FormCheckboxField {...checkbox('forNewCustomers')} hint={COUPON_TEXT.hints.forNewCustomers} />
        </div>
        <FormTextAreaField {...field('allowedEmails')} hint={COUPON_TEXT.hints.allowedEmails} rows={3} autoComplete="off" spellCheck={false} />
      </FormSection>
    </RecordFormFrame>
  );
}
