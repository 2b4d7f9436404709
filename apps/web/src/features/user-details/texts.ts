/** Words the spec fixes for the profile form and the profile page (SPEC.md §2, §3, §8). */
export const PROFILE_TEXT = {
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  street: 'Street address / House no.',
  addressLine2: 'Apartment/Landmark (optional)',
  pincode: 'Pincode',
  country: 'Country',
  city: 'City',
  state: 'State',
  previous: 'Previous',
  next: 'Next',
  saveDetails: 'Save Details',
  saving: 'Saving...',
  detailsSaved: 'Profile details saved successfully',
  detailsSaveFailed: 'Failed to save details. Please try again.',
} as const;
