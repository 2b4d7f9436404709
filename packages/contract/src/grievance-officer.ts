/**
 * The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4); DPDP Rules: the contact for data
 * questions), shown on the contact page, in the footer, on the privacy policy and terms, and in every grievance mail.
 * Staff set them in the console (settings, audited); until they do, the shop shows these.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Ananya Deshpande',
  designation: 'Grievance Officer',
  email: 'grievance@purrfectlitter.in',
  phone: '+91 79 4000 1234',
  address: 'Purrfect Litter Private Limited, 3rd Floor, Shivalik Plaza, Near IIM Road, Ambawadi, Ahmedabad 380015',
  hours: 'Monday to Saturday, 10:00 to 18:00',
} as const;

/** The grievance officer as the shop shows them (free of the validation library: the footer reads it first). */
export interface GrievanceOfficerDetails {
  name: string;
  designation: string;
  email: string;
  phone: string;
  /** The postal address complaints can be sent to. */
  address: string;
  /** When the phone is answered. */
  hours: string;
}

/** What staff may write for the grievance officer. */
export const GRIEVANCE_OFFICER_LIMITS = {
  nameMaxLength: 80,
  designationMaxLength: 80,
  emailMaxLength: 254,
  /** Digits in the phone number, with its country code: an Indian landline or mobile is 12 with +91. */
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  phoneMaxLength: 24,
  addressMinLength: 10,
  addressMaxLength: 300,
  hoursMaxLength: 120,
} as const;
