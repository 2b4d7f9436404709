import { z } from 'zod';
import { Email, optionalMobile, Otp } from './auth';
import { DEFAULT_ADDRESS_ALIAS, DEFAULT_COUNTRY } from './constants';
import { SignUpConsents } from './consents';
import { LOCALES } from './locale';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './profile-rules';
import { boundedText, DocumentId } from './schema-parts';
export { PHONE_MESSAGES, PROFILE_LIMITS, PROFILE_MESSAGES } from './profile-rules';

/** POST /user/verify-phone: the code texted to the profile's mobile number. */
export const VerifyPhoneBody = z.object({ otp: Otp });
export type VerifyPhoneBody = z.infer<typeof VerifyPhoneBody>;

/** A six-digit Indian pincode (first digit 1-9), sent as a number or a string of digits. */
export const Pincode = z
  .union([z.number().int(), z.string().trim()])
  .transform((v) => String(v))
  .pipe(z.string().regex(/^[1-9]\d{5}$/, PROFILE_MESSAGES.pincodeFormat))
  .transform(Number);

/** An optional Indian mobile number, stored as +91XXXXXXXXXX; absent leaves it as it is, empty clears it. */
export const OptionalPhone = optionalMobile(PROFILE_MESSAGES.phoneFormat).optional();

/** POST /user/me-create-profile: the profile-completion form. City and state default to the pincode's. */
export const CreateProfileBody = z.object({
  name: boundedText(PROFILE_LIMITS.nameMaxLength, PROFILE_MESSAGES.nameRequired),
  email: Email,
  phoneNumber: OptionalPhone,
  street: boundedText(PROFILE_LIMITS.addressLineMaxLength, PROFILE_MESSAGES.streetRequired),
  addressLine2: boundedText(PROFILE_LIMITS.addressLineMaxLength).optional().default(''),
  pincode: Pincode,
  country: boundedText(PROFILE_LIMITS.countryMaxLength).optional().default(DEFAULT_COUNTRY),
  city: boundedText(PROFILE_LIMITS.cityMaxLength).optional(),
  state: boundedText(PROFILE_LIMITS.stateMaxLength).optional(),
  /** The boxes ticked on this step, which completes a sign-up (by email or Google): each recorded with the profile. */
  consents: SignUpConsents.optional(),
});
export type CreateProfileBody = z.input<typeof CreateProfileBody>;

/**
 * The one address: its postal part as the shop answers it (an order's delivery address is exactly this); a saved
 * address adds its id, alias and whether it is primary, and the console's view of a customer's addresses derives
 * from that.
 */
export const PostalAddress = z.object({
  address_line1: z.string(),
  address_line2: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.number().int(),
  country: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

export const Address = z.object({
  _id: DocumentId,
  alias: z.string(),
  ...PostalAddress.shape,
  isPrimary: z.boolean(),
});
export type Address = z.infer<typeof Address>;

/**
 * The postal part of an address as a customer sends it (trimmed, within the profile's limits, a six-digit pincode,
 * India by default): a saved address and an order's delivery address both take these, each with its own words for
 * a missing street.
 */
export function postalAddressInput(streetMissing: string) {
  return {
    address_line1: boundedText(PROFILE_LIMITS.addressLineMaxLength, streetMissing),
    address_line2: boundedText(PROFILE_LIMITS.addressLineMaxLength).optional().default(''),
    city: boundedText(PROFILE_LIMITS.cityMaxLength).optional(),
    state: boundedText(PROFILE_LIMITS.stateMaxLength).optional(),
    pincode: Pincode,
    country: boundedText(PROFILE_LIMITS.countryMaxLength).optional().default(DEFAULT_COUNTRY),
  };
}

export const AddressInput = z.object({
  _id: z.string().optional(),
  alias: boundedText(PROFILE_LIMITS.aliasMaxLength).optional().default(DEFAULT_ADDRESS_ALIAS),
  ...postalAddressInput(PROFILE_MESSAGES.streetRequired),
  isPrimary: z.boolean().optional().default(false),
});
export type AddressInput = z.input<typeof AddressInput>;

/** PUT /user/me-update-profile: any of name, phone number, and the whole address list (exactly one primary). */
export const UpdateProfileBody = z
  .object({
    name: boundedText(PROFILE_LIMITS.nameMaxLength, PROFILE_MESSAGES.nameRequired).optional(),
    phoneNumber: OptionalPhone,
    addresses: z
      .array(AddressInput)
      .min(1, PROFILE_MESSAGES.onePrimary)
      .max(PROFILE_LIMITS.maxAddresses, PROFILE_MESSAGES.tooManyAddresses)
      .refine((list) => list.filter((a) => a.isPrimary).length === 1, PROFILE_MESSAGES.onePrimary)
      .optional(),
    /** The language the shop and its messages speak to the customer; absent: unchanged. */
    language: z.enum(LOCALES, { error: `Choose a language: ${LOCALES.join(' or ')}` }).optional(),
  })
  .strict();
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

export const UserDetails = z.object({
  _id: DocumentId,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  /** The owner typed a code sent to the number: it logs in with codes. Until then it is a contact number only. */
  phoneVerified: z.boolean(),
  addresses: z.array(Address),
  /** The language the shop and its mails, texts and WhatsApp messages speak to the customer (English from older servers). */
  language: z.enum(LOCALES).default('en'),
});
export type UserDetails = z.infer<typeof UserDetails>;

export const UserDetailsResponse = z.object({ success: z.literal(true), userDetails: UserDetails });
export const CreateProfileResponse = z.object({ success: z.literal(true), hasDetails: z.literal(true), message: z.string() });
