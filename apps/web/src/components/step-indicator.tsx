import './step-indicator.css';

export interface StepIndicatorProps {
  /** Names of the steps, in order. */
  steps: readonly string[];
  /** 1-based number of the current step. */
  current: number;
  /** Accessible name of the list, e.g. "Checkout progress". */
  label: string;
  /** Read after a finished step's name. */
  doneLabel: string;
  /** Read after a step not reached yet. */
  upcomingLabel: string;
}

/**
 * A horizontal progress indicator: the current step highlighted (aria-current="step"), earlier steps marked done,
 * later ones greyed out.
 */
export function StepIndicator({ steps, current, label, doneLabel, upcomingLabel }: StepIndicatorProps) {
  return (
    <nav className="step-indicator" aria-label={label}>
      <ol className="step-indicator__list">
        {steps.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <li key={name} className={`step-indicator__step step-indicator__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="step-indicator__marker" aria-hidden="true">
                {state === 'done' ? (
                  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                    <path d="m3.5 8.5 3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  number
                )}
              </span>
              <span className="step-indicator__name">{name}</span>
              {state !== 'current' && <span className="visually-hidden">, {state === 'done' ? doneLabel : upcomingLabel}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
