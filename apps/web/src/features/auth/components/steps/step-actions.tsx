import { useTexts } from '../../../../lib/i18n/texts';
import { AUTH_TEXTS } from '../../../../store/auth-texts';

export interface StepActionsProps {
  /** Shows Back, which goes to the step before. */
  onBack?: () => void;
  backClassName?: string;
  /** Disables Back (the submit button has its own `disabled`). */
  busy: boolean;
  label: string;
  disabled: boolean;
  submitClassName?: string;
}

/**
 * Back and the primary button under a step's fields. The primary button is disabled only for what the step says,
 * so where a step keeps it enabled while a request runs, focus is not lost (a second submit waits in the dialog).
 */
export function StepActions({ onBack, backClassName = 'btn btn-secondary auth-back', busy, label, disabled, submitClassName = 'btn btn-primary' }: StepActionsProps) {
  const AUTH_TEXT = useTexts(AUTH_TEXTS);
  return (
    <div className="auth-actions">
      {onBack ? (
        <button type="button" className={backClassName} onClick={onBack} disabled={busy}>
          {AUTH_TEXT.back}
        </button>
      ) : null}
      <button type="submit" className={submitClassName} disabled={disabled}>
        {label}
      </button>
    </div>
  );
}
