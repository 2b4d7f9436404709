import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './text-field.css';

/** What a field shows around its control. */
export interface FieldChromeProps {
  /** The control's id; one is made up when none is given. */
  id?: string;
  className?: string;
  label: string;
  /** Help under the field, read after the label. */
  hint?: ReactNode;
  /** A message about the value; marks the field invalid. */
  error?: string | null;
  /** Shown at the end of the label row, e.g. a character counter. */
  aside?: ReactNode;
}

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A mobile number's box: the phone's number keypad, and the number the browser keeps for the customer (without +91). */
export const MOBILE_NUMBER_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' } as const;

const hintIdOf = (id: string) => `${id}-hint`;
const errorIdOf = (id: string) => `${id}-error`;

/** The control's id (the given one, else a made-up one), marked invalid and described by its error, then its hint. */
function useFieldControl(id: string | undefined, { hint, error }: Pick<FieldChromeProps, 'hint' | 'error'>): FieldControlProps {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy = [error ? errorIdOf(controlId) : null, hint ? hintIdOf(controlId) : null].filter(Boolean).join(' ');
  return { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** A field's hint and error, under its control; `id` is the control's. */
export function FieldMessages({ id, hint, error }: { id: string } & Pick<FieldChromeProps, 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={hintIdOf(id)} className="text-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(id)} className="text-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled field: the label row, the control `children` draws with the attributes it is given, then hint and error. */
export function FieldChrome({ id, className, label, hint, error, aside, children }: FieldChromeProps & { children: (control: FieldControlProps) => ReactNode }) {
  const control = useFieldControl(id, { hint, error });
  return (
    <div className={`text-field ${className ?? ''}`}>
      <div className="text-field__top">
        <label htmlFor={control.id} className="text-field__label">
          {label}
        </label>
        {aside}
      </div>
      {children(control)}
      <FieldMessages id={control.id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled text input with an optional hint and error message. */
export function TextField({ id, className, label, hint, error, aside, ...input }: FieldChromeProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldChrome id={id} className={className} label={label} hint={hint} error={error} aside={aside}>
      {(control) => <input {...control} className="text-field__input" {...input} />}
    </FieldChrome>
  );
}

/** A labelled multi-line text box with an optional hint and error message. */
export function TextAreaField({ id, className, label, hint, error, aside, ...area }: FieldChromeProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldChrome id={id} className={className} label={label} hint={hint} error={error} aside={aside}>
      {(control) => <textarea {...control} className="text-field__input text-field__input--multiline" {...area} />}
    </FieldChrome>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options, one per value. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** A labelled select with an optional hint and error, styled like TextField. */
export function SelectField({ id, className, label, hint, error, aside, options, ...select }: FieldChromeProps & { options: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldChrome id={id} className={className} label={label} hint={hint} error={error} aside={aside}>
      {(control) => (
        <select {...control} className="text-field__input" {...select}>
          <SelectOptions options={options} />
        </select>
      )}
    </FieldChrome>
  );
}

/** A checkbox with its label beside it, and an optional hint and error below. */
export function CheckboxField({ id, className, label, hint, error, ...input }: Omit<FieldChromeProps, 'aside'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const control = useFieldControl(id, { hint, error });
  return (
    <div className={`check-field ${className ?? ''}`}>
      <div className="check-field__row">
        <input {...control} type="checkbox" {...input} />
        <label htmlFor={control.id}>{label}</label>
      </div>
      <FieldMessages id={control.id} hint={hint} error={error} />
    </div>
  );
}
