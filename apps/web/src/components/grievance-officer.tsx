import { GRIEVANCE_OFFICER } from '@shop/contract/grievance-officer';
import { selectGrievanceOfficer } from '../store/grievance-officer-slice';
import { useAppSelector } from '../store/hooks';
import { useTexts } from '../lib/i18n/texts';
import { GRIEVANCE_OFFICER_TEXTS } from './grievance-officer-texts';

/**
 * The grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask every shop to name, with how to reach
 * them: on the contact page and (by name) in the footer, as staff set them in the console.
 */
export function GrievanceOfficer({ className, headingLevel = 'h2' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const OFFICER_TEXT = useTexts(GRIEVANCE_OFFICER_TEXTS);
  // Until known (or when it could not be read), the shop's default: someone to write to is always named here.
  const officer = useAppSelector(selectGrievanceOfficer) ?? GRIEVANCE_OFFICER;
  const Heading = headingLevel;
  return (
    <section className={className ? `grievance-officer ${className}` : 'grievance-officer'} aria-labelledby="grievance-officer-title">
      <Heading id="grievance-officer-title" className="grievance-officer__title">
        {OFFICER_TEXT.title}
      </Heading>
      <p className="grievance-officer__name">
        {officer.name}, {OFFICER_TEXT.designation(officer.designation)}
      </p>
      <p className="grievance-officer__contact">
        <a href={`mailto:${officer.email}`}>{officer.email}</a>
        <span aria-hidden="true"> · </span>
        <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
      </p>
      <p className="grievance-officer__address">{officer.address}</p>
      <p className="grievance-officer__hours">{officer.hours}</p>
    </section>
  );
}
