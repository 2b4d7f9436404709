import { currentConsentVersion, type SignUpConsentPurpose } from '@shop/contract/consent-rules';
import { useId } from 'react';
import { useTexts } from '../lib/i18n/texts';
import { CONSENT_BOX_TEXTS } from './consent-boxes-texts';
import './consent-boxes.css';

/** The ticked boxes as the API takes them: each purpose with the version of the words shown beside it. */
export function givenConsents<P extends SignUpConsentPurpose>(chosen: ReadonlySet<P>): Array<{ purpose: P; version: string }> {
  return [...chosen].map((purpose) => ({ purpose, version: currentConsentVersion(purpose) }));
}

export interface ConsentBoxesProps<P extends SignUpConsentPurpose> {
  /** The purposes asked here, in this order. */
  purposes: readonly P[];
  chosen: ReadonlySet<P>;
  onChange: (next: Set<P>) => void;
  disabled?: boolean;
}

/**
 * Optional consent boxes, none ticked (DPDP Act: consent is given by a clear act, purpose by purpose). Sign-up's
 * profile step and checkout show them; what is ticked is sent with that form and recorded with it.
 */
export function ConsentBoxes<P extends SignUpConsentPurpose>({ purposes, chosen, onChange, disabled = false }: ConsentBoxesProps<P>) {
  const T = useTexts(CONSENT_BOX_TEXTS);
  const leadId = useId();
  if (purposes.length === 0) return null;
  const toggle = (purpose: P, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(purpose);
    else next.delete(purpose);
    onChange(next);
  };
  return (
    <fieldset className="consent-boxes" aria-describedby={leadId}>
      <legend className="consent-boxes__legend">{T.legend}</legend>
      <p id={leadId} className="consent-boxes__lead">
        {T.lead}
      </p>
      {purposes.map((purpose) => (
        <label key={purpose} className="consent-boxes__choice">
          <input type="checkbox" checked={chosen.has(purpose)} disabled={disabled} onChange={(e) => toggle(purpose, e.target.checked)} />
          <span>{T.choice[purpose]}</span>
        </label>
      ))}
    </fieldset>
  );
}
