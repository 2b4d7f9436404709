import { RETURN_WINDOW_DAYS, TERMS_LAST_UPDATED } from '@shop/contract/constants';

/**
 * Shop policies the FAQ, terms and privacy pages state (SPEC.md §5, §9), in one place so the pages agree. The loyalty
 * reward's number of orders is staff's setting: the pages read it from the server (api.ts).
 */
export const POLICY = {
  returnWindowDays: RETURN_WINDOW_DAYS,
  termsLastUpdated: TERMS_LAST_UPDATED,
  cancellationHours: 24,
  refundBusinessDays: '15–20',
  minimumAgeWithoutGuardian: 18,
  privacyMinimumAge: 13,
  returnReasons: ['Wrong item received', 'Damaged product', 'Product no longer needed', 'Other'],
} as const;

/** The shop's registered office, shown on the contact page and in the legal texts. */
export const COMPANY = {
  legalName: 'Purrfect Litter Private Limited',
  brand: 'Purrfect Litter',
  addressLines: ['3rd Floor, Shivalik Plaza', 'Near IIM Road, Ambawadi', 'Ahmedabad, Gujarat 380015', 'India'],
  factoryLines: ['Survey No. 118, Mundra Road', 'Madhapar Industrial Area', 'Bhuj, Kutch, Gujarat 370020', 'India'],
  jurisdiction: 'Ahmedabad, Gujarat',
} as const;

/** "+91 98765 43210" → "+919876543210", for tel: links. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link for an Indian number; a 10-digit number gets the +91 country code. */
export function whatsappHref(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 10) digits = `91${digits}`;
  return `https://wa.me/${digits}`;
}
