/**
 * Limits on profile and address fields and the words of the profile. Free of the validation library, so the error
 * reasons (error-reasons.ts) can name them without it; users.ts re-exports them with the schemas.
 */

/** Limits on profile and address fields. */
export const PROFILE_LIMITS = {
  nameMaxLength: 80,
  addressLineMaxLength: 200,
  cityMaxLength: 80,
  stateMaxLength: 80,
  countryMaxLength: 56,
  aliasMaxLength: 30,
  maxAddresses: 10,
} as const;

/** Verifying the profile's phone number with a code sent to it. */
export const PHONE_MESSAGES = {
  noPhone: 'Add a mobile number to your profile first.',
  alreadyVerified: 'This mobile number is already verified.',
  codeSent: 'We have sent a code to your mobile number.',
  changesTooMany: ({ perDay }: { perDay: number }) =>
    `You can change your mobile number ${perDay} times a day. Please try again tomorrow.`,
  verified: 'Mobile number verified: you can now log in with codes sent to it.',
} as const;

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your full name',
  streetRequired: 'Please enter your street address or house number',
  pincodeFormat: 'Pincode must be 6 digits',
  pincodeUnknown: 'We could not find this pincode. Please check it.',
  phoneFormat: 'Enter a valid 10-digit Indian mobile number',
  phoneTaken: 'This mobile number is already linked to another account',
  emailMismatch: 'The email must be the one you signed in with',
  onePrimary: 'Exactly one address must be marked primary',
  tooManyAddresses: `You can keep at most ${PROFILE_LIMITS.maxAddresses} addresses`,
  detailsNotFound: 'No profile details yet',
  userNotFound: 'User not found',
  profileExists: 'Your profile details are already saved',
  saved: 'Profile details saved successfully',
  updated: 'Profile updated',
} as const;
