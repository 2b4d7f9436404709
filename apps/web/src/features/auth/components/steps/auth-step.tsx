import type { ReactNode } from 'react';

/** The ids that name and describe the dialog: the step's title and lead carry them. */
export interface StepIds {
  titleId: string;
  leadId: string;
}

export interface AuthStepProps {
  ids: StepIds;
  /** "Step n of m", above the title, where the dialog counts its steps. */
  eyebrow?: string;
  title: string;
  lead: string;
  children: ReactNode;
}

/** One step of an auth dialog: its title (the dialog's name), its lead (the dialog's description), then its form. */
export function AuthStep({ ids, eyebrow, title, lead, children }: AuthStepProps) {
  return (
    <div className="auth-step">
      {eyebrow ? <p className="dialog__eyebrow">{eyebrow}</p> : null}
      <h2 id={ids.titleId} className="auth-step__title">
        {title}
      </h2>
      <p id={ids.leadId} className="auth-step__lead">
        {lead}
      </p>
      {children}
    </div>
  );
}
