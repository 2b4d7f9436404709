import { useEffect, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { CATALOGUE_TEXT } from '../pages/texts-catalogue';
import '../../../components/text-field.css';

/** Sets the tab's title while a console page is shown. */
export function useConsoleTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function describedBy(...ids: Array<string | null>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface Chrome {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled select with an optional hint and error, styled like TextField. */
export function SelectField({ id, label, hint, error, children, className, ...select }: Chrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={`text-field ${className ?? ''}`}>
      <div className="text-field__top">
        <label htmlFor={id} className="text-field__label">
          {label}
        </label>
      </div>
      <select id={id} className="text-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(errorId, hintId)} {...select}>
        {children}
      </select>
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

/** A checkbox with its label beside it, and an optional hint and error below. */
export function CheckboxField({ id, label, hint, error, className, ...input }: Chrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div className={`check-field ${className ?? ''}`}>
      <div className="check-field__row">
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy(errorId, hintId)} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
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

/** A failed load: the server's words and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="catalogue-alert" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
        {CATALOGUE_TEXT.retry}
      </button>
    </div>
  );
}
