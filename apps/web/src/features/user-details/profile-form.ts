import { DEFAULT_COUNTRY } from '@shop/contract/constants';
import { CreateProfileBody } from '@shop/contract/users';
import type { z } from 'zod';

/** Profile form data of SPEC.md §3. */
export interface ProfileFormData {
  name: string;
  email: string;
  phoneNumber: string;
  street: string;
  addressLine2: string;
  pincode: string;
  country: string;
}

export type ProfileField = keyof ProfileFormData | 'city' | 'state';
export type FieldErrors = Partial<Record<ProfileField, string>>;

export function emptyProfileForm(email = '', name = ''): ProfileFormData {
  return { name, email, phoneNumber: '', street: '', addressLine2: '', pincode: '', country: DEFAULT_COUNTRY };
}

const filled = (value: string) => value.trim().length > 0;

/** Step 1 → 2 (SPEC.md §5): name and email, and the phone number when the form shows it. */
export function canLeavePersonalStep(data: ProfileFormData, phoneShown: boolean): boolean {
  return filled(data.name) && filled(data.email) && (!phoneShown || filled(data.phoneNumber));
}

/** Save Details (SPEC.md §5): street, pincode and country. */
export function canSaveProfile(data: ProfileFormData): boolean {
  return filled(data.street) && filled(data.pincode) && filled(data.country);
}

function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = (issue.path[0] === 'phoneNumber' ? 'phoneNumber' : issue.path[0]) as ProfileField | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Step 1's fields of the profile form, with the contract's rules. */
export const PersonalFields = CreateProfileBody.pick({ name: true, email: true, phoneNumber: true });

/** The contract's own rules for step 1, as field errors (empty when fine). */
export function personalStepErrors(data: ProfileFormData): FieldErrors {
  const result = PersonalFields.safeParse({ name: data.name, email: data.email, phoneNumber: data.phoneNumber });
  return result.success ? {} : errorsOf(result.error);
}

/**
 * The body of POST /user/me-create-profile, checked against the contract; city and state are sent only where the
 * form shows them (the server fills them from the pincode otherwise).
 */
export function profileBody(
  data: ProfileFormData,
  place?: { city: string; state: string },
): { body: CreateProfileBody; errors?: undefined } | { body?: undefined; errors: FieldErrors } {
  const body: CreateProfileBody = {
    name: data.name.trim(),
    email: data.email.trim(),
    phoneNumber: data.phoneNumber.trim(),
    street: data.street.trim(),
    addressLine2: data.addressLine2.trim(),
    pincode: data.pincode.trim(),
    country: data.country.trim(),
    ...(place?.city ? { city: place.city } : {}),
    ...(place?.state ? { state: place.state } : {}),
  };
  const result = CreateProfileBody.safeParse(body);
  return result.success ? { body } : { errors: errorsOf(result.error) };
}
