import { z } from 'zod';
import { IdParam, Rupees, Timestamp } from './schema-parts';
export { INVOICE_MESSAGES } from './invoice-rules';

/**
 * GST tax invoices and credit notes. Rates are kept in basis points (5% = 500) so that 0.25% and 1.5% stay whole
 * numbers; money is paise inside the server and rupees at the JSON edge, as everywhere else.
 */

/** The GST rates a product may carry, in percent (the statutory slabs, old ones kept for products still on them). */
export const GST_RATES_PERCENT = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;
export type GstRatePercent = (typeof GST_RATES_PERCENT)[number];

export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number): number => bp / 100;

/** HSN codes are 4, 6 or 8 digits (4 suffice below ₹5 crore turnover, 6 above, 8 for exports). */
export const HsnCode = z
  .string()
  .trim()
  .transform((v) => v.replaceAll(' ', ''))
  .pipe(z.string().regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN codes are 4, 6 or 8 digits'));

export const GstRate = z
  .number({ error: 'Choose the GST rate' })
  .refine((v) => (GST_RATES_PERCENT as readonly number[]).includes(v), `GST rate must be one of ${GST_RATES_PERCENT.join(', ')} percent`);

/** What a new product gets when the console sends no HSN code or rate: the usual one for its category. */
export const DEFAULT_TAX_BY_CATEGORY = {
  /** Bentonite granules: HSN 2508 10, 5%. */
  litter: { hsnCode: '250810', gstRate: 5 },
  /** Scoops, mats, boxes: articles of plastic or steel, 18% unless staff say otherwise. */
  accessories: { hsnCode: '392690', gstRate: 18 },
  /** Deodorisers: HSN 3307 49, 18%. */
  care: { hsnCode: '330749', gstRate: 18 },
} as const satisfies Record<string, { hsnCode: string; gstRate: GstRatePercent }>;

/**
 * GST state codes (the first two digits of a GSTIN), keyed by the state names India Post's directory uses, which
 * are the names on delivery addresses.
 */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'The Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const normaliseState = (s: string) => s.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ').replace(/^the /, '');

/** The GST state code of a state name, matched loosely (case, '&', a leading 'The'); null when unknown. */
export function gstStateCode(state: string): string | null {
  const wanted = normaliseState(state);
  for (const [name, code] of Object.entries(GST_STATE_CODES)) if (normaliseState(name) === wanted) return code;
  return null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN (weights 1, 2, 1, 2… in base 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN: state code, PAN, entity number, 'Z', and a check character that matches. */
export function isValidGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** intra: delivered in the seller's state, taxed CGST + SGST; inter: to another state, taxed IGST. */
export const SUPPLY_TYPES = ['intra', 'inter'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/** Number prefixes: INV/26-27/000123 and CRN/26-27/000004, 16 characters, the most GST allows. */
export const INVOICE_PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CRN' };
/** Digits of the running number within a financial year. */
export const INVOICE_SEQUENCE_DIGITS = 6;
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** Each PDF is drawn on request: a client may ask for this many a minute (reprints included). */
export const INVOICE_LIMITS = { downloadsPerMinute: 30 } as const;

/** A document as the tracking page and the console show it: where to download it. */
export const InvoiceRef = z.object({
  number: z.string(),
  issuedAt: Timestamp,
  /** The PDF, for the order's customer or staff. */
  url: z.string(),
});
export type InvoiceRef = z.infer<typeof InvoiceRef>;

/** A credit note as the tracking page and the console list it: what it credits, in rupees, and why. */
export const CreditNoteRef = InvoiceRef.extend({
  amount: Rupees,
  reason: z.string().nullable(),
});
export type CreditNoteRef = z.infer<typeof CreditNoteRef>;

/** The `invoice` field of the tracking and console order responses: null until one is issued. */
export const OrderInvoice = InvoiceRef.extend({
  /** The first credit note against it, if any (kept for existing clients; `creditNotes` lists them all). */
  creditNote: InvoiceRef.nullable(),
  /** Every credit note against it, oldest first: one for each refunded part, or one for the whole (cancelled, returned). */
  creditNotes: z.array(CreditNoteRef),
});
export type OrderInvoice = z.infer<typeof OrderInvoice>;

export const InvoiceParams = z.object({ orderId: IdParam });

/** A credit note's number as a path segment: CRN/26-27/000004 is CRN-26-27-000004. */
export const creditNoteSlug = (number: string) => number.replaceAll('/', '-');
const CREDIT_NOTE_SLUG = /^CRN-(\d{2}-\d{2})-(\d{6})$/;
export const CreditNoteParams = InvoiceParams.extend({
  number: z
    .string()
    .max(INVOICE_NUMBER_MAX_LENGTH)
    .regex(CREDIT_NOTE_SLUG, 'Not a credit note number')
    .transform((slug) => slug.replace(CREDIT_NOTE_SLUG, 'CRN/$1/$2')),
});
