import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldChrome, FieldMessages, useFieldControl, type FieldChromeProps } from '../../../components/text-field';
import { FailureBar } from '../components/query-view';
import type { RecordForm } from './use-record-form';

/** The console's fields always name their control's id: a form focuses its first invalid field by id. */
type ConsoleFieldProps = Omit<FieldChromeProps, 'id' | 'aside'> & { id: string };

/** A labelled select with an optional hint and error, styled like TextField. */
export function SelectField({ id, className, label, hint, error, options, ...select }: ConsoleFieldProps & { options: ReadonlyArray<{ value: string; label: string }> } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldChrome id={id} className={className} label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className="text-field__input" {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldChrome>
  );
}

/** A checkbox with its label beside it, and an optional hint and error below. */
export function CheckboxField({ id, className, label, hint, error, ...input }: ConsoleFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const control = useFieldControl(id, { hint, error });
  return (
    <div className={`check-field ${className ?? ''}`}>
      <div className="check-field__row">
        <input {...control} type="checkbox" {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A catalogue form: its sections, then the server's refusal (when it is about no one field) and the submit button. */
export function RecordFormFrame({ form, children }: { form: Pick<RecordForm, 'onSubmit' | 'formError' | 'saving' | 'submitLabel'>; children: ReactNode }) {
  return (
    <form className="catalogue-form" noValidate onSubmit={form.onSubmit}>
      {children}
      {form.formError ? <FailureBar>{form.formError}</FailureBar> : null}
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn-primary" disabled={form.saving}>
          {form.submitLabel}
        </button>
      </div>
    </form>
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
