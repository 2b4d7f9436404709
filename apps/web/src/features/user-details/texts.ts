import { defineTexts } from '../../lib/i18n/texts';

/** Words the spec fixes for the profile form and the profile page (SPEC.md §2, §3, §8). */
export const PROFILE_TEXTS = defineTexts(
  {
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
  },
  {
    fullName: 'पूरा नाम',
    email: 'ईमेल पता',
    phone: 'फ़ोन नंबर',
    street: 'मकान नंबर / गली का पता',
    addressLine2: 'अपार्टमेंट/लैंडमार्क (वैकल्पिक)',
    pincode: 'पिनकोड',
    country: 'देश',
    city: 'शहर',
    state: 'राज्य',
    previous: 'पिछला',
    next: 'आगे',
    saveDetails: 'जानकारी सेव करें',
    saving: 'सेव हो रहा है...',
    detailsSaved: 'प्रोफ़ाइल की जानकारी सेव हो गई',
    detailsSaveFailed: 'जानकारी सेव नहीं हो सकी। कृपया दोबारा कोशिश करें।',
  },
);
