import { ShopTextBudget } from '@shop/contract/auth';
import { COD_CONFIRMATION_MESSAGES, CodConfirmationRule } from '@shop/contract/cod-confirmation';
import { GRIEVANCE_OFFICER_LIMITS as OFFICER, GrievanceOfficer } from '@shop/contract/grievance-officer-settings';
import { Fragment, type ReactElement } from 'react';
import { z } from 'zod';
import { FormCheckboxField, FormTextAreaField, FormTextField } from '../../../components/form/fields';
import { useZodForm } from '../../../components/form/form';
import {
  useCodRuleQuery,
  useCodRulesQuery,
  useGrievanceOfficerQuery,
  useSaveCodRuleMutation,
  useSaveGrievanceOfficerMutation,
  useSaveTextBudgetMutation,
  useTextBudgetQuery,
} from '../api/settings';
import { CodRulesSettingsForm } from './cod-rules-form';
import { saveSetting, SettingsForm } from './settings-form';
import { useConsoleTitle } from '../use-console-title';
import { FRESH, QueryView, type QueryResult } from '../components/query-view';
import { Panel } from './page-sections';
import { SETTINGS_TEXT as T } from './settings-page-texts';
import './settings-page.css';

/** The rule as the form holds it: the threshold as typed, so an empty box means "no amount rule". */
interface RuleFormValues {
  enabled: boolean;
  thresholdAmount: string;
  firstCodOrder: boolean;
}

const ruleOf = (v: RuleFormValues): CodConfirmationRule => ({ ...v, thresholdAmount: v.thresholdAmount.trim() === '' ? null : Number(v.thresholdAmount) });

/** The form's values, checked as the rule they make. */
const RuleForm = z.object({ enabled: z.boolean(), thresholdAmount: z.string(), firstCodOrder: z.boolean() }).transform(ruleOf).pipe(CodConfirmationRule);

function CodRuleForm({ rule, updatedAt }: { rule: CodConfirmationRule; updatedAt: string | null }) {
  const form = useZodForm<RuleFormValues>(RuleForm, {
    defaultValues: { ...rule, thresholdAmount: rule.thresholdAmount === null ? '' : String(rule.thresholdAmount) },
  });
  const saving = form.formState.isSubmitting;
  const [saveRule] = useSaveCodRuleMutation();
  // The rule loads again once saved; its new change date gives the form a fresh start.
  const save = saveSetting(saveRule, ruleOf, COD_CONFIRMATION_MESSAGES.ruleSaved);

  return (
    <SettingsForm form={form} onSubmit={save} lead={T.codLead} submitLabel={T.save} updatedAt={updatedAt}>
      <FormCheckboxField<RuleFormValues> name="enabled" label={T.enabled} disabled={saving} />
      <FormTextField<RuleFormValues> name="thresholdAmount" label={T.threshold} hint={T.thresholdHint} type="number" inputMode="decimal" min={1} step="0.01" disabled={saving} className="settings-form__threshold" />
      <FormCheckboxField<RuleFormValues> name="firstCodOrder" label={T.firstCodOrder} disabled={saving} />
    </SettingsForm>
  );
}

interface TextBudgetFormValues {
  hour: string;
  day: string;
}

const budgetOf = (v: TextBudgetFormValues) => ({ hour: Number(v.hour), day: Number(v.day) });
const TextBudgetFormSchema = z.object({ hour: z.string(), day: z.string() }).transform(budgetOf).pipe(ShopTextBudget);

function TextBudgetForm({ budget, updatedAt }: { budget: ShopTextBudget; updatedAt: string | null }) {
  const form = useZodForm<TextBudgetFormValues>(TextBudgetFormSchema, { defaultValues: { hour: String(budget.hour), day: String(budget.day) } });
  const saving = form.formState.isSubmitting;
  const [saveBudget] = useSaveTextBudgetMutation();
  const save = saveSetting(saveBudget, budgetOf, T.textsSaved);

  return (
    <SettingsForm form={form} onSubmit={save} lead={T.textsLead} submitLabel={T.textsSave} updatedAt={updatedAt}>
      <FormTextField<TextBudgetFormValues> name="hour" label={T.textsPerHour} type="number" inputMode="numeric" min={1} step="1" disabled={saving} className="settings-form__threshold" />
      <FormTextField<TextBudgetFormValues> name="day" label={T.textsPerDay} type="number" inputMode="numeric" min={1} step="1" disabled={saving} className="settings-form__threshold" />
    </SettingsForm>
  );
}

function GrievanceOfficerForm({ officer, updatedAt }: { officer: GrievanceOfficer; updatedAt: string | null }) {
  const form = useZodForm<GrievanceOfficer>(GrievanceOfficer, { defaultValues: officer });
  const saving = form.formState.isSubmitting;
  const [saveOfficer] = useSaveGrievanceOfficerMutation();
  const save = saveSetting(saveOfficer, (v: GrievanceOfficer) => v, T.officerSaved);

  return (
    <SettingsForm form={form} onSubmit={save} lead={T.officerLead} submitLabel={T.officerSave} updatedAt={updatedAt}>
      <FormTextField<GrievanceOfficer> name="name" label={T.officerName} autoComplete="off" maxLength={OFFICER.nameMaxLength} disabled={saving} />
      <FormTextField<GrievanceOfficer> name="designation" label={T.officerDesignation} autoComplete="off" maxLength={OFFICER.designationMaxLength} disabled={saving} />
      <FormTextField<GrievanceOfficer> name="email" label={T.officerEmail} type="email" autoComplete="off" maxLength={OFFICER.emailMaxLength} disabled={saving} />
      <FormTextField<GrievanceOfficer> name="phone" label={T.officerPhone} hint={T.officerPhoneHint} type="tel" inputMode="tel" autoComplete="off" maxLength={OFFICER.phoneMaxLength} disabled={saving} />
      <FormTextAreaField<GrievanceOfficer> name="address" label={T.officerAddress} hint={T.officerAddressHint} rows={3} maxLength={OFFICER.addressMaxLength} disabled={saving} />
      <FormTextField<GrievanceOfficer> name="hours" label={T.officerHours} autoComplete="off" maxLength={OFFICER.hoursMaxLength} disabled={saving} />
    </SettingsForm>
  );
}

/** One setting's panel, once loaded: its form starts afresh with each saved change (keyed by when it was made). */
function SettingsPanel<D extends { updatedAt: string | null }>({ query, title, children }: { query: QueryResult<D>; title: string; children: (data: D) => ReactElement }) {
  return (
    <QueryView query={query} loadingLabel={T.loading} failed={T.loadFailed}>
      {(data) => (
        <Panel title={title}>
          <Fragment key={data.updatedAt ?? 'never'}>{children(data)}</Fragment>
        </Panel>
      )}
    </QueryView>
  );
}

/** /admin/settings: the Cash on Delivery rules, its confirmation rule, the shop's text limits and the grievance officer (every change is in the audit log). */
export default function SettingsPage() {
  useConsoleTitle(T.title);
  const rule = useCodRuleQuery(undefined, FRESH);
  const texts = useTextBudgetQuery(undefined, FRESH);
  const codRules = useCodRulesQuery(undefined, FRESH);
  const officer = useGrievanceOfficerQuery(undefined, FRESH);
  return (
    <>
      <h1>{T.title}</h1>
      <SettingsPanel query={codRules} title={T.rulesHeading}>
        {(data) => <CodRulesSettingsForm rules={data.rules} updatedAt={data.updatedAt} />}
      </SettingsPanel>
      <SettingsPanel query={rule} title={T.codHeading}>
        {(data) => <CodRuleForm rule={data.rule} updatedAt={data.updatedAt} />}
      </SettingsPanel>
      <SettingsPanel query={texts} title={T.textsHeading}>
        {(data) => <TextBudgetForm budget={data.budget} updatedAt={data.updatedAt} />}
      </SettingsPanel>
      <SettingsPanel query={officer} title={T.officerHeading}>
        {(data) => <GrievanceOfficerForm officer={data.officer} updatedAt={data.updatedAt} />}
      </SettingsPanel>
    </>
  );
}
