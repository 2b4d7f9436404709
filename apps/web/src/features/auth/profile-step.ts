import type { ReactNode } from 'react';

/** What an auth modal hands to its profile-completion step; the app supplies the form (features do not import each other). */
export interface ProfileStepProps {
  /** Prefilled email: the account's, locked when known. */
  email: string;
  emailLocked: boolean;
  /** Prefilled name: the Google profile's, for an account Google has just made. */
  name?: string;
  /** Called once the details are saved (hasDetails is true by then). */
  onSaved: () => void;
}

export type RenderProfileStep = (props: ProfileStepProps) => ReactNode;
