import { defineTexts } from '../lib/i18n/texts';

/** The grievance officer's title, on the contact page and in every page's footer (kept small: the footer loads first). */
export const GRIEVANCE_OFFICER_TEXTS = defineTexts(
  {
    title: 'Grievance officer',
    /** The designation as staff wrote it. */
    designation: (designation: string) => designation,
    footer: (name: string, designation: string) => `Grievance officer: ${name}, ${designation.toLowerCase()}`,
  },
  {
    title: 'शिकायत अधिकारी',
    // The usual title reads in Hindi; one staff wrote otherwise shows as they wrote it.
    designation: (designation: string) => (designation === 'Grievance Officer' ? 'शिकायत अधिकारी' : designation),
    footer: (name: string, designation: string) => `शिकायत अधिकारी: ${name}${designation === 'Grievance Officer' ? '' : `, ${designation}`}`,
  },
);
