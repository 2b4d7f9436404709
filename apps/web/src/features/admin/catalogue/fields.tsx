import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Form, FormAlert, SubmitButton } from '../../../components/form/form';
import { CATALOGUE_TEXT } from '../pages/texts-catalogue';

/** What `useRecordSave` gives the frame. */
interface RecordSaveParts<V extends FieldValues> {
  submit: (values: V) => Promise<void>;
  serverMessages: Readonly<Record<string, Path<V>>>;
  failedMessage: string;
  submitLabel: string;
}

/** A catalogue form: its sections, then the server's refusal (when it is about no one field) and the submit button. */
export function RecordFormFrame<V extends FieldValues>({ form, save, children }: { form: UseFormReturn<V>; save: RecordSaveParts<V>; children: ReactNode }) {
  return (
    <Form form={form} onSubmit={save.submit} serverMessages={save.serverMessages} failedMessage={save.failedMessage} className="catalogue-form">
      {children}
      <FormAlert className="error-text load-failed load-failed--alert" />
      <div className="catalogue-form__actions">
        <SubmitButton label={save.submitLabel} submittingLabel={CATALOGUE_TEXT.saving} />
      </div>
    </Form>
  );
}

/** A card of a form's fields under a legend, laid out in a grid (or one under another). */
export function FormSection({ legend, layout = 'grid', children }: { legend: string; layout?: 'grid' | 'stack'; children: ReactNode }) {
  return (
    <fieldset className="admin-card catalogue-form__group">
      <legend>{legend}</legend>
      <div className={`catalogue-form__${layout}`}>{children}</div>
    </fieldset>
  );
}
