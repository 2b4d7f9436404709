import { GRIEVANCE_OFFICER } from '@shop/contract/grievance-officer';
import { useTexts } from '../lib/i18n/texts';
import { GRIEVANCE_OFFICER_TEXTS } from './grievance-officer-texts';

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask every shop to name, with how to reach
 * them: on the contact page and in the footer, from the contract's one record of them.
 */
export function GrievanceOfficer({ className, headingLevel = 'h2' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const OFFICER_TEXT = useTexts(GRIEVANCE_OFFICER_TEXTS);
  const Heading = headingLevel;
  return (
    <section className={className ? `grievance-officer ${className}` : 'grievance-officer'} aria-labelledby="grievance-officer-title">
      <Heading id="grievance-officer-title" className="grievance-officer__title">
        {OFFICER_TEXT.title}
      </Heading>
      <p className="grievance-officer__name">
        {GRIEVANCE_OFFICER.name}, {OFFICER_TEXT.designation}
      </p>
      <p className="grievance-officer__contact">
        <a href={`mailto:${GRIEVANCE_OFFICER.email}`}>{GRIEVANCE_OFFICER.email}</a>
        <span aria-hidden="true"> · </span>
        <a href={`tel:${GRIEVANCE_OFFICER.phone.replace(/\s/g, '')}`}>{GRIEVANCE_OFFICER.phone}</a>
      </p>
    </section>
  );
}
