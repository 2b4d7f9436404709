/**
 * The grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(4); DPDP Rules: the contact for data
 * questions), shown on the contact page, in the footer and in every grievance mail. Change here for the shop.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Ananya Deshpande',
  designation: 'Grievance Officer',
  email: 'grievance@purrfectlitter.in',
  phone: '+91 79 4000 1234',
  hours: 'Monday to Saturday, 10:00 to 18:00',
} as const;
