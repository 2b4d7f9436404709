import { GRIEVANCE_OFFICER } from '@shop/contract/grievance-officer';
import { defineTexts } from '../lib/i18n/texts';

/** The grievance officer's title, on the contact page and in every page's footer (kept small: the footer loads first). */
export const GRIEVANCE_OFFICER_TEXTS = defineTexts(
  {
    title: 'Grievance officer',
    designation: GRIEVANCE_OFFICER.designation,
    footer: (name: string) => `Grievance officer: ${name}, ${GRIEVANCE_OFFICER.designation.toLowerCase()}`,
  },
  {
    title: 'शिकायत अधिकारी',
    designation: 'शिकायत अधिकारी',
    footer: (name: string) => `शिकायत अधिकारी: ${name}`,
  },
);
