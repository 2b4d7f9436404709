import type { ReactNode } from 'react';
import type { RecordForm } from './use-record-form';

/** A catalogue form: its sections, then the server's refusal (when it is about no one field) and the submit button. */
export function RecordFormFrame({ form, children }: { form: Pick<RecordForm, 'onSubmit' | 'formError' | 'saving' | 'submitLabel'>; children: ReactNode }) {
  return (
    <form className="catalogue-form" noValidate onSubmit={form.onSubmit}>
      {children}
      {form.formError ? (
        <p className="catalogue-alert" role="alert">
          {form.formError}
        </p>
      ) : null}
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
