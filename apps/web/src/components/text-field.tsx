import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import './text-field.css';

interface FieldChrome {
  label: string;
  /** Help under the field, read after the label. */
  hint?: ReactNode;
  /** A message about the value; marks the field invalid. */
  error?: string | null;
  /** Shown at the end of the label row, e.g. a character counter. */
  aside?: ReactNode;
}

function describedBy(hintId: string | null, errorId: string | null): string | undefined {
  return [errorId, hintId].filter(Boolean).join(' ') || undefined;
}

/** A labelled text input with an optional hint and error message. */
export function TextField({ label, hint, error, aside, id, className, ...input }: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  return (
    <div className={`text-field ${className ?? ''}`}>
      <div className="text-field__top">
        <label htmlFor={inputId} className="text-field__label">
          {label}
        </label>
        {aside}
      </div>
      <input id={inputId} className="text-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId)} {...input} />
      {hint ? (
        <p id={hintId ?? undefined} className="text-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} className="text-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled multi-line text box with an optional hint and error message. */
export function TextAreaField({ label, hint, error, aside, id, className, ...area }: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  return (
    <div className={`text-field ${className ?? ''}`}>
      <div className="text-field__top">
        <label htmlFor={inputId} className="text-field__label">
          {label}
        </label>
        {aside}
      </div>
      <textarea
        id={inputId}
        className="text-field__input text-field__input--multiline"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...area}
      />
      {hint ? (
        <p id={hintId ?? undefined} className="text-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} className="text-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
