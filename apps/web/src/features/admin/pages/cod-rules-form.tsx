import { COD_RULES_LIMITS, COD_RULES_MESSAGES, CodRules, type CodRulesInput } from '@shop/contract/cod-rules';
import { z } from 'zod';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { useZodForm } from '../../../components/form/form';
import { useSaveCodRulesMutation } from '../api/settings';
import { saveSetting, SettingsForm } from './settings-form';
import { SETTINGS_TEXT as T } from './settings-page-texts';

/** The rules as the form holds them: every box as typed, an empty one meaning "no rule". */
const CodRulesFormFields = z.object({
  minOrderAmount: z.string(),
  maxOrderAmount: z.string(),
  blockedPincodes: z.string(),
  returnedCount: z.string(),
  returnedDays: z.string(),
  codFee: z.string(),
  discountType: z.enum(['none', 'flat', 'percent']),
  discountAmount: z.string(),
  discountPercent: z.string(),
  discountCap: z.string(),
});
export type CodRulesFormValues = z.infer<typeof CodRulesFormFields>;

const amountOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The rules the form's values make (checked by the contract's schema, as the server checks them). */
export function codRulesOf(v: CodRulesFormValues): CodRulesInput {
  const count = amountOrNull(v.returnedCount);
  const days = amountOrNull(v.returnedDays);
  return {
    minOrderAmount: amountOrNull(v.minOrderAmount),
    maxOrderAmount: amountOrNull(v.maxOrderAmount),
    blockedPincodes: v.blockedPincodes.split(/[\s,;]+/).filter(Boolean),
    returnedParcels: count === null && days === null ? null : { count: count ?? 0, days: days ?? 0 },
    codFee: amountOrNull(v.codFee),
    onlineDiscount:
      v.discountType === 'flat'
        ? { type: 'flat', amount: amountOrNull(v.discountAmount) ?? 0 }
        : v.discountType === 'percent'
          ? { type: 'percent', percent: amountOrNull(v.discountPercent) ?? 0, maxAmount: amountOrNull(v.discountCap) }
          : null,
  };
}

/** Where a problem of the rules is shown: the box it is about. */
const FIELD_OF: Record<string, keyof CodRulesFormValues> = {
  minOrderAmount: 'minOrderAmount',
  maxOrderAmount: 'maxOrderAmount',
  blockedPincodes: 'blockedPincodes',
  'returnedParcels.count': 'returnedCount',
  'returnedParcels.days': 'returnedDays',
  codFee: 'codFee',
  'onlineDiscount.amount': 'discountAmount',
  'onlineDiscount.percent': 'discountPercent',
  'onlineDiscount.maxAmount': 'discountCap',
};

const CodRulesForm = CodRulesFormFields
  .superRefine((values, ctx) => {
    const checked = CodRules.safeParse(codRulesOf(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number');
      const key = path.filter((p) => typeof p === 'string').join('.');
      ctx.addIssue({ code: 'custom', message: issue.message, path: [FIELD_OF[key] ?? FIELD_OF[String(path[0])] ?? 'minOrderAmount'] });
    }
  });

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's boxes for the rules in force: a rule that is off is an empty box. */
export function codRulesFormValuesOf(rules: CodRules): CodRulesFormValues {
  const d = rules.onlineDiscount;
  return {
    minOrderAmount: text(rules.minOrderAmount),
    maxOrderAmount: text(rules.maxOrderAmount),
    blockedPincodes: rules.blockedPincodes.join(', '),
    returnedCount: text(rules.returnedParcels?.count),
    returnedDays: text(rules.returnedParcels?.days),
    codFee: text(rules.codFee),
    discountType: d ? d.type : 'none',
    discountAmount: d?.type === 'flat' ? String(d.amount) : '',
    discountPercent: d?.type === 'percent' ? String(d.percent) : '',
    discountCap: d?.type === 'percent' ? text(d.maxAmount) : '',
  };
}

/** The console's form for the Cash on Delivery rules (audited on the server). */
export function CodRulesSettingsForm({ rules, updatedAt }: { rules: CodRules; updatedAt: string | null }) {
  const form = useZodForm<CodRulesFormValues>(CodRulesForm, { defaultValues: codRulesFormValuesOf(rules) });
  const saving = form.formState.isSubmitting;
  const discountType = form.watch('discountType');
  const [saveRules] = useSaveCodRulesMutation();
  const save = saveSetting(saveRules, (values: CodRulesFormValues) => CodRules.parse(codRulesOf(values)), COD_RULES_MESSAGES.rulesSaved);

  const number = { type: 'number', inputMode: 'numeric', min: 1, step: '1', disabled: saving, className: 'settings-form__threshold' } as const;
  return (
    <SettingsForm form={form} onSubmit={save} lead={T.rulesLead} submitLabel={T.rulesSave} updatedAt={updatedAt}>
      <div className="halves">
        <FormTextField<CodRulesFormValues> name="minOrderAmount" label={T.minOrder} hint={T.orderValueHint} {...number} />
        <FormTextField<CodRulesFormValues> name="maxOrderAmount" label={T.maxOrder} {...number} />
      </div>
      <FormTextAreaField<CodRulesFormValues> name="blockedPincodes" label={T.blockedPincodes} hint={T.blockedPincodesHint(COD_RULES_LIMITS.maxBlockedPincodes)} rows={3} disabled={saving} />
      <div className="halves">
        <FormTextField<CodRulesFormValues> name="returnedCount" label={T.returnedCount} hint={T.returnedHint} {...number} max={COD_RULES_LIMITS.maxReturnedParcels} />
        <FormTextField<CodRulesFormValues> name="returnedDays" label={T.returnedDays} {...number} max={COD_RULES_LIMITS.maxReturnedWindowDays} />
      </div>
      <FormTextField<CodRulesFormValues> name="codFee" label={T.codFee} hint={T.codFeeHint} {...number} max={COD_RULES_LIMITS.maxCodFeeRupees} />
      <FormSelectField<CodRulesFormValues>
        name="discountType"
        label={T.discountType}
        disabled={saving}
        options={[
          { value: 'none', label: T.discountNone },
          { value: 'flat', label: T.discountFlat },
          { value: 'percent', label: T.discountPercent },
        ]}
      />
      {discountType === 'flat' && <FormTextField<CodRulesFormValues> name="discountAmount" label={T.discountAmount} {...number} max={COD_RULES_LIMITS.maxOnlineDiscountRupees} />}
      {discountType === 'percent' && (
        <div className="halves">
          <FormTextField<CodRulesFormValues> name="discountPercent" label={T.discountPercentField} {...number} max={COD_RULES_LIMITS.maxOnlineDiscountPercent} />
          <FormTextField<CodRulesFormValues> name="discountCap" label={T.discountCap} hint={T.discountCapHint} {...number} max={COD_RULES_LIMITS.maxOnlineDiscountRupees} />
        </div>
      )}
    </SettingsForm>
  );
}
