import { z } from 'zod';
import { settingResponse } from './schema-parts';
import { GRIEVANCE_OFFICER_LIMITS as L } from './grievance-officer';

export * from './grievance-officer';

const text = (max: number, what: string) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`);

/** The grievance officer as staff set them in the console; shown to every visitor, so each field is plain text. */
export const GrievanceOfficer = z.object({
  name: text(L.nameMaxLength, 'officer’s name'),
  designation: text(L.designationMaxLength, 'designation'),
  email: z.email('Enter a valid email address.').trim().toLowerCase().max(L.emailMaxLength, 'Enter a valid email address.'),
  phone: z
    .string({ error: 'Enter a phone number.' })
    .trim()
    .max(L.phoneMaxLength, 'Enter a phone number with its country code, such as +91 79 4000 1234.')
    .regex(/^\+?[0-9][0-9 ()-]*$/, 'Enter a phone number with its country code, such as +91 79 4000 1234.')
    .refine((p) => {
      const digits = p.replace(/\D/g, '').length;
      return digits >= L.phoneMinDigits && digits <= L.phoneMaxDigits;
    }, `A phone number has ${L.phoneMinDigits} to ${L.phoneMaxDigits} digits.`),
  address: z
    .string({ error: 'Enter the postal address.' })
    .trim()
    .min(L.addressMinLength, 'Enter the full postal address, with the city and pincode.')
    .max(L.addressMaxLength, `Keep the address under ${L.addressMaxLength} characters.`),
  hours: text(L.hoursMaxLength, 'hours the phone is answered'),
});
export type GrievanceOfficer = z.infer<typeof GrievanceOfficer>;

/** GET /grievance-officer: the officer every public page shows. */
export const GrievanceOfficerResponse = z.object({ success: z.literal(true), officer: GrievanceOfficer });
export type GrievanceOfficerResponse = z.infer<typeof GrievanceOfficerResponse>;

/** The console's view: the officer, and who changed them last (null: never, the shop's default shows). */
export const GrievanceOfficerSettingsResponse = settingResponse('officer', GrievanceOfficer);
export type GrievanceOfficerSettingsResponse = z.infer<typeof GrievanceOfficerSettingsResponse>;
